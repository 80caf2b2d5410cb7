import { paymentLedger } from '@laundry/db';
import type { Authorization } from '@laundry/integrations';
import { PaymentDeclinedError } from '@laundry/integrations';
import { ORDER_MONEY_MESSAGES } from '@laundry/validators/orderMoney';
import { eq } from 'drizzle-orm';
import type { Context } from '../../../context';
import { AppError } from '../../../errors';
import { lockOrder, retryingTransaction } from '../../orders/transactions';
import { markReleased } from '../authorizations';
import { storedCustomerId } from '../customers';
import { underDeclineLimit } from '../declines';
import { failureText, withCause } from '../errors';
import { type MoneyOrderView, moneyOrderView, requireReadable, requireReauthorizable } from './guards';
import { reauthorizationKey, releaseKeyFor } from './keys';
import { finishStaleOperations } from './moves';
import { attachNewHold, type HoldRelease } from './newHold';
import {
  ledgerRowByKey,
  operationInFlight,
  recordOperation,
  reopenOperation,
  settleOperation,
} from './operations';
import { eventActorOf } from './orderRecords';

export interface ReauthorizeRequest {
  orderId: string;
  paymentMethodId: string;
  idempotencyKey: string;
}

/**
 * docs/rules/messages.md, Order flow, payments and settings: errors, Reauthorization form: a refused card shows the provider's message; any other
 * failure the form's 'Unable to process payment. Please try again or contact support.'
 */
function reauthorizationFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof PaymentDeclinedError) {
    return new AppError('PAYMENT_FAILED', error.message, { declineCode: error.declineCode ?? error.code });
  }
  return withCause(new AppError('PAYMENT_FAILED', ORDER_MONEY_MESSAGES.reauthorizationFailed), error);
}

/** Asks the provider to release holds recorded 'pending'; a refusal is asked again by the job. */
export async function releaseHolds(ctx: Context, releases: (HoldRelease | null)[]): Promise<void> {
  for (const release of releases) {
    if (release)
      await markReleased(ctx.db, ctx.integrations.payments, release.intentId, release.key).catch(() => false);
  }
}

/**
 * The customer's reauthorization form (orders.reauthorize): a new hold for exactly the amount staff asked
 * for (docs/decisions/0043-payments-order-money.md), on a saved card of the customer's or a new card; the old
 * hold released once the new one is the order's. The row of the new hold is written 'pending' under the
 * order's lock first, so two presses of the button make one hold.
 */
export async function reauthorizeOrder(ctx: Context, input: ReauthorizeRequest): Promise<MoneyOrderView> {
  await requireReadable(ctx, input.orderId);
  const { db } = ctx;
  const provider = ctx.integrations.payments;
  const now = ctx.now();
  const actor = eventActorOf(ctx.actor);
  const key = reauthorizationKey(input.orderId, input.idempotencyKey);
  await finishStaleOperations(db, provider, input.orderId, {
    now,
    publicUrl: ctx.auth.publicUrl,
    source: 'request',
  });

  const start = await retryingTransaction(db, async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    const own = await ledgerRowByKey(tx, key);
    if (own?.status === 'succeeded') return { order, replay: true as const };
    requireReauthorizable(ctx.actor, order);
    const amountCents = order.reauthAmountCents;
    if (!amountCents || (own && own.amountCents !== amountCents)) {
      throw new AppError('CONFLICT', ORDER_MONEY_MESSAGES.notWaitingForReauthorization);
    }
    if (await operationInFlight(tx, order.id, key)) {
      throw new AppError('CONFLICT', ORDER_MONEY_MESSAGES.updatePayment);
    }
    if (own) await reopenOperation(tx, key);
    else {
      await recordOperation(tx, {
        orderId: order.id,
        kind: 'reauthorization',
        amountCents,
        provider: provider.name,
        providerIntentId: '',
        idempotencyKey: key,
        createdByUserId: actor.userId,
        createdBySessionId: ctx.actor.kind === 'guest' ? ctx.actor.sessionId : null,
        notes: 'New authorization for the new total',
        createdAt: now,
      });
    }
    return { order, replay: false as const, amountCents };
  });
  if (start.replay) return moneyOrderView(ctx, start.order);

  const { order } = start;
  const customerId =
    ctx.actor.kind === 'user' ? await storedCustomerId(db, provider, ctx.actor.user.id) : null;
  let authorization: Authorization;
  try {
    authorization = await underDeclineLimit(ctx, () =>
      provider
        .authorize({
          amountCents: start.amountCents,
          currency: 'usd',
          paymentMethodId: input.paymentMethodId,
          customerId: customerId ?? undefined,
          description: `FreshPress order ${order.orderNumber}: new total`,
          receiptEmail: order.email,
          idempotencyKey: key,
          metadata: {
            orderId: order.id,
            orderNumber: String(order.orderNumber),
            reauthorization: input.idempotencyKey,
          },
        })
        .catch((error: unknown) => {
          throw reauthorizationFailure(error);
        }),
    );
  } catch (error) {
    // Declined, refused or unanswered: this attempt is over (a hold it may have made lapses after 7 days);
    // the customer tries again with a new submission.
    await settleOperation(db, key, {
      status: 'failed',
      failureMessage: failureText(error instanceof Error && error.cause ? error.cause : error),
    });
    throw reauthorizationFailure(error);
  }

  const finished = await retryingTransaction(db, async (tx) => {
    const current = await lockOrder(tx, order.id);
    const row = await ledgerRowByKey(tx, key);
    if (row?.status === 'succeeded') return { order: current, releases: [] as HoldRelease[] };
    // The hold exists, whatever happened meanwhile (even if this attempt was closed as abandoned).
    await tx
      .update(paymentLedger)
      .set({
        status: 'succeeded',
        providerIntentId: authorization.intentId,
        amountCents: authorization.amountCents,
        failureMessage: null,
      })
      .where(eq(paymentLedger.idempotencyKey, key));
    const stillWaiting =
      row?.status === 'pending' && current.reauthStatus === 'Waiting' && current.status !== 'Canceled';
    if (!stillWaiting) {
      // Canceled or answered meanwhile: the new hold is not wanted and is released at once.
      const release = {
        intentId: authorization.intentId,
        key: releaseKeyFor(current.id, authorization.intentId),
      };
      await recordOperation(tx, {
        orderId: current.id,
        kind: 'cancellation',
        amountCents: authorization.amountCents,
        provider: provider.name,
        providerIntentId: release.intentId,
        idempotencyKey: release.key,
        createdByUserId: actor.userId,
        notes: 'The order no longer waited for this authorization',
        createdAt: now,
      });
      return { order: current, releases: [release], refused: true };
    }
    const attached = await attachNewHold(
      tx,
      current,
      {
        intentId: authorization.intentId,
        amountCents: authorization.amountCents,
        provider: provider.name,
        card: authorization.card,
      },
      actor,
      now,
    );
    return { order: attached.order, releases: [attached.release] };
  });
  await releaseHolds(ctx, finished.releases);
  if ('refused' in finished)
    throw new AppError('CONFLICT', ORDER_MONEY_MESSAGES.notWaitingForReauthorization);
  return moneyOrderView(ctx, finished.order);
}
