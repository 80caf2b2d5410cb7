import { ORDER_MONEY_MESSAGES } from '@laundry/validators/orderMoney';
import type { Context } from '../../../context';
import { AppError } from '../../../errors';
import { notifyOrder } from '../../notifications/orderNotifications';
import { lockOrder, retryingTransaction } from '../../orders/transactions';
import { markReleased } from '../authorizations';
import { type MoneyOrderView, moneyOrderView, requireCancelable, requireReadable } from './guards';
import { releaseKeyFor } from './keys';
import { finishStaleOperations } from './moves';
import { operationInFlight, recordOperation } from './operations';
import { changeOrder, eventActorOf, recordOrderEvent } from './orderRecords';

/**
 * Cancel (docs/rules/money.md): the order is Canceled, for good, and its card
 * hold released. The order's change, its event, the customer's e-mail and the release's ledger row (written
 * 'pending') are one transaction under the order's lock; the provider is asked after it commits, and the row
 * settled with its answer. A release the provider did not confirm is asked again by the job
 * (./expiry.ts); the hold lapses at the provider after 7 days in any case. Canceling a Canceled order again
 * answers it as it is.
 */
export async function cancelOrder(ctx: Context, input: { orderId: string }): Promise<MoneyOrderView> {
  await requireReadable(ctx, input.orderId);
  const provider = ctx.integrations.payments;
  const now = ctx.now();
  const publicUrl = ctx.auth.publicUrl;
  await finishStaleOperations(ctx.db, provider, input.orderId, { now, publicUrl, source: 'request' });
  const { order, release } = await retryingTransaction(ctx.db, async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (order.status === 'Canceled') return { order, release: null };
    requireCancelable(ctx.actor, order);
    // A capture or a new hold under way decides first; canceling then is refused or finds it done.
    if (await operationInFlight(tx, order.id, null)) {
      throw new AppError('CONFLICT', ORDER_MONEY_MESSAGES.cancelRefused);
    }
    const actor = eventActorOf(ctx.actor);
    // A request for a new authorization dies with the order (its form must not show any more).
    const updated = await changeOrder(tx, order.id, {
      status: 'Canceled',
      canceledAt: now,
      reauthStatus: order.reauthStatus === 'Waiting' ? null : order.reauthStatus,
    });
    const intentId = order.paymentIntentId;
    const release = intentId ? { intentId, key: releaseKeyFor(order.id, intentId) } : null;
    if (release) {
      await recordOperation(tx, {
        orderId: order.id,
        kind: 'cancellation',
        amountCents: order.amountAuthorizedCents,
        provider: order.paymentProvider,
        providerIntentId: release.intentId,
        idempotencyKey: release.key,
        createdByUserId: actor.userId,
        createdBySessionId: ctx.actor.kind === 'guest' ? ctx.actor.sessionId : null,
        notes: 'Order canceled',
        createdAt: now,
      });
    }
    await recordOrderEvent(tx, order.id, 'canceled', actor, {
      releasedCents: order.amountAuthorizedCents,
      before: { status: order.status },
      after: { status: 'Canceled' },
    });
    await notifyOrder(tx, { kind: 'canceled', order: updated, publicUrl });
    return { order: updated, release };
  });
  if (release) await markReleased(ctx.db, provider, release.intentId, release.key).catch(() => false);
  return moneyOrderView(ctx, order);
}
