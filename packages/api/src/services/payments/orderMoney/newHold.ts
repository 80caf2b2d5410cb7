import type { Db, Order } from '@laundry/db';
import type { CardSummary } from '@laundry/integrations';
import { holdCardColumns } from '../authorizations';
import { releaseKeyFor } from './keys';
import { recordOperation } from './operations';
import { changeOrder, type EventActor, recordOrderEvent } from './orderRecords';

export interface NewHold {
  intentId: string;
  amountCents: number;
  provider: string;
  /** The card the new hold is on; null when the provider did not say (a hold made with POST /api/payment/intent). */
  card: CardSummary | null;
}

export interface HoldRelease {
  intentId: string;
  key: string;
}

/**
 * A customer's new authorization becomes the order's hold (docs/rules/money.md): reauthStatus
 * Complete, status Reauthorized (shown as Ready to Capture Payment), the new amount, its date and its card, and the
 * old hold's release recorded 'pending' for the caller to ask of the provider after commit. Call under the
 * order's lock.
 */
export async function attachNewHold(
  tx: Db,
  order: Order,
  hold: NewHold,
  actor: EventActor,
  now: Date,
): Promise<{ order: Order; release: HoldRelease | null }> {
  const oldIntentId = order.paymentIntentId;
  const updated = await changeOrder(tx, order.id, {
    paymentIntentId: hold.intentId,
    paymentProvider: hold.provider,
    amountAuthorizedCents: hold.amountCents,
    // The order names the new hold's card, or none when it is not known (never the old hold's).
    ...holdCardColumns(hold.card),
    authorizedAt: now,
    reauthStatus: 'Complete',
    status: 'Reauthorized',
  });
  const release =
    oldIntentId && oldIntentId !== hold.intentId
      ? { intentId: oldIntentId, key: releaseKeyFor(order.id, oldIntentId) }
      : null;
  if (release) {
    await recordOperation(tx, {
      orderId: order.id,
      kind: 'cancellation',
      amountCents: order.amountAuthorizedCents,
      provider: order.paymentProvider,
      providerIntentId: release.intentId,
      idempotencyKey: release.key,
      createdByUserId: actor.userId,
      notes: 'Replaced by the new authorization',
      createdAt: now,
    });
  }
  await recordOrderEvent(tx, order.id, 'reauthorized', actor, {
    amountCents: hold.amountCents,
    previousAuthorizedCents: order.amountAuthorizedCents,
    before: { status: order.status, reauthStatus: order.reauthStatus },
    after: { status: updated.status, reauthStatus: updated.reauthStatus },
  });
  return { order: updated, release };
}
