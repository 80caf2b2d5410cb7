import { type Order, paymentLedger } from '@laundry/db';
import { ORDER_MONEY_MESSAGES } from '@laundry/validators/orderMoney';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from '../../../context';
import { AppError } from '../../../errors';
import { isOrderOwner } from '../../orders/actions';
import { readableOrder } from '../../orders/orderAccess';
import { lockCheckout, lockOrder, retryingTransaction } from '../../orders/transactions';
import { withCause } from '../errors';
import { isReleaseRecorded } from '../ledger';
import { type MoneyOrderView, moneyOrderView, requireReauthorizable } from './guards';
import { attachNewHold } from './newHold';
import { operationInFlight } from './operations';
import { eventActorOf } from './orderRecords';
import { releaseHolds } from './reauthorize';

export interface HeldReauthorization {
  orderId: string;
  /** A hold the caller made with POST /api/payment/intent. */
  paymentIntentId: string;
}

/** The order already holds this hold after a completed reauthorization: a repeated call, answered with the order. */
export function isRepeatedHeldReauthorization(order: Order, paymentIntentId: string): boolean {
  return order.paymentIntentId === paymentIntentId && order.reauthStatus === 'Complete';
}

const refused = () => new AppError('BAD_INPUT', ORDER_MONEY_MESSAGES.updatePayment);

/**
 * POST /api/payment/payment (docs/rules/rest-compatibility.md, "after reauthorization"): the legacy reauthorization form
 * first holds the new amount with POST /api/payment/intent, then names that hold here. The hold becomes
 * the order's exactly as orders.reauthorize makes it (docs/decisions/0043-payments-order-money.md): it must be
 * this caller's, on no order yet, not being released, still capturable, and for exactly the amount staff
 * asked for. It is taken under the checkout's locks on the hold, so the sweep of unclaimed holds
 * (services/orders/unclaimedHolds.ts) either releases it first (and it is refused here) or leaves it.
 */
export async function recordHeldReauthorization(
  ctx: Context,
  input: HeldReauthorization,
): Promise<MoneyOrderView> {
  const { db } = ctx;
  const provider = ctx.integrations.payments;
  const { order: seen } = await readableOrder(db, ctx.actor, input.orderId);
  // A repeated call after success answers the order as it is.
  if (isRepeatedHeldReauthorization(seen, input.paymentIntentId) && isOrderOwner(ctx.actor, seen)) {
    return moneyOrderView(ctx, seen);
  }
  requireReauthorizable(ctx.actor, seen);

  const actorUserId = ctx.actor.kind === 'user' ? ctx.actor.user.id : null;
  const actorSessionId = ctx.actor.kind === 'guest' ? ctx.actor.sessionId : null;
  const [held] = await db
    .select()
    .from(paymentLedger)
    .where(
      and(
        eq(paymentLedger.providerIntentId, input.paymentIntentId),
        eq(paymentLedger.kind, 'authorization'),
        eq(paymentLedger.status, 'succeeded'),
        isNull(paymentLedger.orderId),
      ),
    );
  const mine =
    held !== undefined &&
    held.createdByUserId === actorUserId &&
    (actorUserId !== null || held.createdBySessionId === actorSessionId);
  if (!mine) throw refused();
  const state = await provider.retrieve(input.paymentIntentId).catch((error) => {
    throw withCause(new AppError('PAYMENT_FAILED', ORDER_MONEY_MESSAGES.updatePayment), error);
  });
  if (state.status !== 'requires_capture') throw refused();

  const now = ctx.now();
  const { order, release } = await retryingTransaction(db, async (tx) => {
    await lockCheckout(tx, held.idempotencyKey, input.paymentIntentId);
    const order = await lockOrder(tx, input.orderId);
    requireReauthorizable(ctx.actor, order);
    if (order.reauthAmountCents !== state.amountCents) throw refused();
    if (await operationInFlight(tx, order.id, null)) {
      throw new AppError('CONFLICT', ORDER_MONEY_MESSAGES.updatePayment);
    }
    if (await isReleaseRecorded(tx, input.paymentIntentId)) throw refused();
    const claimed = await tx
      .update(paymentLedger)
      .set({ orderId: order.id })
      .where(and(eq(paymentLedger.id, held.id), isNull(paymentLedger.orderId)))
      .returning({ id: paymentLedger.id });
    if (claimed.length === 0) throw refused();
    return attachNewHold(
      tx,
      order,
      // The provider's answer to the earlier hold named its card, but nothing kept it: the order names none.
      {
        intentId: input.paymentIntentId,
        amountCents: state.amountCents,
        provider: provider.name,
        card: null,
      },
      eventActorOf(ctx.actor),
      now,
    );
  });
  await releaseHolds(ctx, [release]);
  return moneyOrderView(ctx, order);
}
