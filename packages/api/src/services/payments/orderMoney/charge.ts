import type { Order } from '@laundry/db';
import { ORDER_MONEY_MESSAGES } from '@laundry/validators/orderMoney';
import type { Context } from '../../../context';
import { AppError } from '../../../errors';
import { lockOrder, retryingTransaction } from '../../orders/transactions';
import { weighInOf } from '../../orders/weighIn/record';
import {
  holdExpired,
  type MoneyOrderView,
  moneyOrderView,
  requireChargeable,
  requireReadable,
  requireStaffAction,
} from './guards';
import { captureKey } from './keys';
import {
  earlierMove,
  finishMove,
  finishStaleOperations,
  type Move,
  recordMove,
  requireNoOtherMove,
} from './moves';
import { eventActorOf } from './orderRecords';
import { applyReauthorizationRequest, earlierReauthorizationRequest } from './requestReauthorization';

export interface ChargeRequest {
  orderId: string;
  amountCents: number;
  notes?: string | undefined;
  idempotencyKey: string;
}

export interface ChargeOutcome {
  outcome: 'captured' | 'reauthorizationRequested';
  order: MoneyOrderView;
}

/**
 * docs/decisions/0082-orders-weigh-in.md: a weighed order charged another amount than its final total needs the
 * staff's reason (the charge's notes), on the form and on POST /api/payment/capture alike.
 */
function requireChargeReason(order: Order, amountCents: number, notes: string | null): void {
  const weighIn = weighInOf(order);
  if (weighIn && amountCents !== weighIn.totals.totalCents && !notes) {
    throw new AppError('BAD_INPUT', ORDER_MONEY_MESSAGES.chargeReason);
  }
}

/**
 * The staff charge form (docs/rules/money.md, Charge; docs/rules/money.md): at or below the hold,
 * a capture of exactly that amount (partial: the rest of the hold is released by the provider), status
 * Payment Processed; above the hold, or on a hold that has expired, the customer is asked to authorize the
 * new amount instead. POST /api/payment/capture is the same charge. The steps are moves.ts's.
 */
export async function chargeOrder(ctx: Context, input: ChargeRequest): Promise<ChargeOutcome> {
  await requireReadable(ctx, input.orderId);
  const provider = ctx.integrations.payments;
  const now = ctx.now();
  const publicUrl = ctx.auth.publicUrl;
  const actor = eventActorOf(ctx.actor);
  const notes = input.notes?.trim() || null;
  await finishStaleOperations(ctx.db, provider, input.orderId, { now, publicUrl, source: 'request' });
  const move: Move = {
    kind: 'capture',
    orderId: input.orderId,
    amountCents: input.amountCents,
    notes,
    key: captureKey(input.orderId, input.idempotencyKey),
    actor,
    now,
  };

  // Step 1, under the order's lock.
  const started = await retryingTransaction(ctx.db, async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    const earlier = await earlierMove(tx, move);
    // The same submission again: answered as it was, a capture or a request for a new authorization.
    if (earlier?.status === 'succeeded') return { step: 'answered' as const, order, asked: false };
    if (!earlier && (await earlierReauthorizationRequest(tx, order.id, input.idempotencyKey))) {
      return { step: 'answered' as const, order, asked: true };
    }
    await requireNoOtherMove(tx, move);
    requireStaffAction(ctx.actor, order, 'charge');
    requireChargeable(order);
    requireChargeReason(order, input.amountCents, notes);
    const expired = holdExpired(order, now);
    if (expired || input.amountCents > order.amountAuthorizedCents) {
      const asked = await applyReauthorizationRequest(tx, order, {
        amountCents: input.amountCents,
        notes,
        idempotencyKey: input.idempotencyKey,
        actor,
        publicUrl,
        reason: expired ? 'holdExpired' : 'aboveHold',
        now,
      });
      return { step: 'answered' as const, order: asked, asked: true };
    }
    return { step: 'call' as const, row: await recordMove(tx, order, move, earlier, provider.name) };
  });
  // Steps 2 and 3: the capture, then its effects.
  const order =
    started.step === 'call'
      ? await finishMove(ctx.db, provider, started.row, { publicUrl, source: 'request', actor })
      : started.order;
  return {
    outcome: started.step === 'answered' && started.asked ? 'reauthorizationRequested' : 'captured',
    order: await moneyOrderView(ctx, order),
  };
}
