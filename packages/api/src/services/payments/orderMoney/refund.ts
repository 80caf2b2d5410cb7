import { overRefundMessage } from '@laundry/validators/orderMoney';
import type { Context } from '../../../context';
import { AppError } from '../../../errors';
import { type MoneyOrderView, moneyOrderView, requireReadable, requireStaffAction } from './guards';
import { refundKey } from './keys';
import { finishStaleOperations, runMove } from './moves';
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
 * status Refund Processed.
 */
export async function refundOrder(ctx: Context, input: RefundRequest): Promise<MoneyOrderView> {
  await requireReadable(ctx, input.orderId);
  const provider = ctx.integrations.payments;
  const now = ctx.now();
  const publicUrl = ctx.auth.publicUrl;
  await finishStaleOperations(ctx.db, provider, input.orderId, { now, publicUrl, source: 'request' });
  const { order } = await runMove(ctx.db, provider, {
    kind: 'refund',
    orderId: input.orderId,
    amountCents: input.amountCents,
    notes: input.notes?.trim() || null,
    key: refundKey(input.orderId, input.idempotencyKey),
    actor: eventActorOf(ctx.actor),
    now,
    publicUrl,
    providerName: provider.name,
    check(order) {
      requireStaffAction(ctx.actor, order, 'refund');
      // The message says how much is left, from the locked row (docs/decisions/0071-money-actions-confirm.md).
      const refundable = Math.max(0, order.capturedCents - order.refundedCents);
      if (input.amountCents > refundable) throw new AppError('BAD_INPUT', overRefundMessage(refundable));
    },
  });
  return moneyOrderView(ctx, order);
}
