import type { Db, Order } from '@laundry/db';
import { customerLanguage } from '../../notifications/language';
import { notifyOrder } from '../../notifications/orderNotifications';
import { loadReceipt } from '../../orders/receipt';
import { changeOrder, type EventActor, recordOrderEvent } from './orderRecords';

/**
 * What a capture or a refund does to its order, once the provider has done it: the order's columns, its
 * timeline and the customer's e-mail, in the caller's transaction (the one that settles the ledger row,
 * under the order's lock). Shared by the staff action, the Stripe webhook and the job that finishes an
 * action whose answer was lost, so all three leave the same record (docs/rules/money.md).
 */
export interface MoneyEffect {
  amountCents: number;
  notes: string | null;
  actor: EventActor;
  /** Who finished it: the request itself, the provider's webhook, or the job. */
  source: 'request' | 'webhook' | 'job';
  publicUrl: string;
}

/** docs/rules/money.md: a capture is the order's payment (Payment Processed, shown as Paid). */
export async function applyCapture(tx: Db, order: Order, effect: MoneyEffect): Promise<Order> {
  // A capture answers an open reauthorization request (a lower amount charged after all) or an expired
  // mark set before the provider was asked; a completed reauthorization stays on record.
  const reauthorizationOpen = order.reauthStatus === 'Waiting' || order.reauthStatus === 'Expired';
  const updated = await changeOrder(tx, order.id, {
    status: 'Payment Processed',
    capturedCents: effect.amountCents,
    finalOrderTotalCents: effect.amountCents,
    chargeNotes: effect.notes ?? order.chargeNotes,
    reauthStatus: reauthorizationOpen ? null : order.reauthStatus,
  });
  await recordOrderEvent(tx, order.id, 'captured', effect.actor, {
    amountCents: effect.amountCents,
    authorizedCents: order.amountAuthorizedCents,
    releasedCents: order.amountAuthorizedCents - effect.amountCents,
    notes: effect.notes,
    source: effect.source,
    before: { status: order.status },
    after: { status: updated.status },
  });
  const language = await customerLanguage(tx, updated.userId, updated.language);
  await notifyOrder(tx, {
    kind: 'paymentCaptured',
    order: updated,
    amountCents: effect.amountCents,
    publicUrl: effect.publicUrl,
    // One itemized receipt, the same the receipt page shows (docs/decisions/0083-orders-receipt.md), in the
    // customer's language (docs/rules/languages.md, Notifications).
    receipt: (await loadReceipt(tx, updated, language)) ?? undefined,
    language,
  });
  return updated;
}

/** docs/rules/money.md, Refunds (staff): partial refunds, several times, each one Refund Processed. */
export async function applyRefund(tx: Db, order: Order, effect: MoneyEffect): Promise<Order> {
  const updated = await changeOrder(tx, order.id, {
    status: 'Refund Processed',
    refundedCents: order.refundedCents + effect.amountCents,
    refundNotes: effect.notes ?? order.refundNotes,
  });
  await recordOrderEvent(tx, order.id, 'refunded', effect.actor, {
    amountCents: effect.amountCents,
    refundedCents: updated.refundedCents,
    capturedCents: order.capturedCents,
    notes: effect.notes,
    source: effect.source,
    before: { status: order.status },
    after: { status: updated.status },
  });
  await notifyOrder(tx, {
    kind: 'refunded',
    order: updated,
    amountCents: effect.amountCents,
    publicUrl: effect.publicUrl,
  });
  return updated;
}

/**
 * The hold is gone at the provider (expired after 7 days, or canceled there): nothing can be captured on
 * it, and the next charge asks the customer for a new authorization (docs/rules/money.md, The hold (authorization)). An open
 * request to the customer stays open, since that form is how a new hold is made.
 */
export async function markHoldGone(
  tx: Db,
  order: Order,
  actor: EventActor,
  data: Record<string, unknown>,
): Promise<Order> {
  if (order.reauthStatus === 'Expired' || order.reauthStatus === 'Waiting') return order;
  const updated = await changeOrder(tx, order.id, { reauthStatus: 'Expired' });
  await recordOrderEvent(tx, order.id, 'authorizationExpired', actor, {
    amountAuthorizedCents: order.amountAuthorizedCents,
    before: { reauthStatus: order.reauthStatus },
    after: { reauthStatus: 'Expired' },
    ...data,
  });
  return updated;
}
