import { overRefundMessage } from '@laundry/validators/orderMoney';
import type { Context } from '../../../context';
import { AppError } from '../../../errors';
import { lockOrder, retryingTransaction } from '../../orders/transactions';
import { type MoneyOrderView, moneyOrderView, requireReadable, requireStaffAction } from './guards';
import { refundKey } from './keys';
import {
  earlierMove,
  finishMove,
  finishStaleOperations,
  type Move,
  recordMove,
  requireNoOtherMove,
} from './moves';
import { eventActorOf } from './orderRecords';

export interface RefundRequest {
  orderId: string;
  amountCents: number;
  notes?: string | undefined;
  idempotencyKey: string;
}

/**
 * The staff refund form (docs/rules/money.md, Refunds (staff)): any part of what was
 * captured, several times, never more than captured minus earlier refunds (refused with how much is left);
 * status Refund Processed. The steps are moves.ts's.
 */
export async function refundOrder(ctx: Context, input: RefundRequest): Promise<MoneyOrderView> {
  await requireReadable(ctx, input.orderId);
  const provider = ctx.integrations.payments;
  const now = ctx.now();
  const publicUrl = ctx.auth.publicUrl;
  const actor = eventActorOf(ctx.actor);
  await finishStaleOperations(ctx.db, provider, input.orderId, { now, publicUrl, source: 'request' });
  const move: Move = {
    kind: 'refund',
    orderId: input.orderId,
    amountCents: input.amountCents,
    notes: input.notes?.trim() || null,
    key: refundKey(input.orderId, input.idempotencyKey),
    actor,
    now,
  };

  // Step 1, under the order's lock.
  const started = await retryingTransaction(ctx.db, async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    const earlier = await earlierMove(tx, move);
    // The same submission again: answered as it was.
    if (earlier?.status === 'succeeded') return { step: 'answered' as const, order };
    await requireNoOtherMove(tx, move);
    requireStaffAction(ctx.actor, order, 'refund');
    // The message says how much is left, from the locked row (docs/decisions/0071-money-actions-confirm.md).
    const refundable = Math.max(0, order.capturedCents - order.refundedCents);
    if (input.amountCents > refundable) throw new AppError('BAD_INPUT', overRefundMessage(refundable));
    return { step: 'call' as const, row: await recordMove(tx, order, move, earlier, provider.name) };
  });
  // Steps 2 and 3: the refund, then its effects.
  const order =
    started.step === 'call'
      ? await finishMove(ctx.db, provider, started.row, { publicUrl, source: 'request', actor })
      : started.order;
  return moneyOrderView(ctx, order);
}
