import { type Db, type Order, orders, paymentLedger, webhookEvents } from '@laundry/db';
import type { PaymentIntentState, PaymentProvider, PaymentWebhookEvent } from '@laundry/integrations';
import { and, eq } from 'drizzle-orm';
import { retryingTransaction } from '../orders/transactions';
import { recordPayment } from './ledger';
import { applyCapture, markHoldGone } from './orderMoney/effects';
import { operationInFlight } from './orderMoney/operations';
import { changeOrder, recordOrderEvent, SYSTEM_ACTOR } from './orderMoney/orderRecords';

export interface WebhookOutcome {
  eventId: string;
  duplicate: boolean;
  /** What the event changed on an order, if anything. */
  reconciled: string | null;
}

async function releaseRecorded(tx: Db, intentId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentLedger.id })
    .from(paymentLedger)
    .where(
      and(
        eq(paymentLedger.providerIntentId, intentId),
        eq(paymentLedger.kind, 'cancellation'),
        eq(paymentLedger.status, 'succeeded'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The provider's word on an order's hold, re-read from the provider rather than taken from the event
 * (events arrive late, twice, or out of order), for what was done outside this product
 * (docs/rules/money.md, The provider's webhook):
 * - the hold canceled at the provider (it expired after 7 days, or was canceled in the Stripe dashboard):
 *   the release is recorded and the order needs a new authorization (reauthStatus Expired);
 * - a capture made in the dashboard: recorded as the order's payment, as a capture here would be;
 * - a changed capturable amount: copied onto the order.
 * An order with one of our own actions under way is left to that action, which records the same outcome
 * itself (or is finished by the job); our own captures, releases and refunds need nothing from here.
 */
async function reconcile(
  tx: Db,
  order: Order,
  state: PaymentIntentState,
  event: PaymentWebhookEvent,
  publicUrl: string,
): Promise<string | null> {
  if (await operationInFlight(tx, order.id, null)) return null;
  const source = { source: 'webhook', eventId: event.id, eventType: event.type };
  const intentId = order.paymentIntentId ?? '';

  if (state.status === 'canceled') {
    if (order.status === 'Canceled' || order.capturedCents > 0) return null;
    if (await releaseRecorded(tx, intentId)) return null;
    await recordPayment(tx, {
      orderId: order.id,
      kind: 'cancellation',
      amountCents: order.amountAuthorizedCents,
      provider: order.paymentProvider,
      providerIntentId: intentId,
      status: 'succeeded',
      idempotencyKey: `webhook-${event.id}`,
      notes: `Canceled at the provider (${event.type})`,
    });
    const cancellationReason = event.data.cancellation_reason ?? null;
    await markHoldGone(tx, order, SYSTEM_ACTOR, { ...source, cancellationReason });
    return 'authorizationExpired';
  }

  if (state.status === 'succeeded' && state.capturedCents > 0 && order.capturedCents === 0) {
    if (order.status === 'Canceled') {
      // Captured in the dashboard after the order was canceled here: staff must refund it there.
      await recordOrderEvent(tx, order.id, 'captureOnCanceledOrder', SYSTEM_ACTOR, {
        ...source,
        amountCents: state.capturedCents,
      });
      return 'captureOnCanceledOrder';
    }
    await recordPayment(tx, {
      orderId: order.id,
      kind: 'capture',
      amountCents: state.capturedCents,
      provider: order.paymentProvider,
      providerIntentId: intentId,
      status: 'succeeded',
      idempotencyKey: `webhook-${event.id}`,
      notes: `Captured at the provider (${event.type})`,
    });
    await applyCapture(tx, order, {
      amountCents: state.capturedCents,
      notes: null,
      actor: SYSTEM_ACTOR,
      source: 'webhook',
      publicUrl,
    });
    return 'captured';
  }

  if (
    state.status === 'requires_capture' &&
    order.capturedCents === 0 &&
    state.amountCents !== order.amountAuthorizedCents
  ) {
    await changeOrder(tx, order.id, { amountAuthorizedCents: state.amountCents });
    await recordOrderEvent(tx, order.id, 'authorizationUpdated', SYSTEM_ACTOR, {
      ...source,
      before: { amountAuthorizedCents: order.amountAuthorizedCents },
      after: { amountAuthorizedCents: state.amountCents },
    });
    return 'authorizationUpdated';
  }
  return null;
}

/**
 * A provider webhook: the signature is checked by the provider adapter (WebhookSignatureError otherwise),
 * each event id is applied once (webhook_events), and the intent's state is read again from the provider.
 * Recording the event and applying it share one transaction, under the order's row lock (the lock every
 * money action takes), so a failure lets the provider retry it. `publicUrl` is for the customer's e-mail
 * about a capture made at the provider.
 */
export async function handlePaymentWebhook(
  db: Db,
  provider: PaymentProvider,
  rawBody: Buffer | string,
  signature: string | undefined,
  options: { publicUrl: string } = { publicUrl: '' },
): Promise<WebhookOutcome> {
  const event = provider.parseWebhook(rawBody, signature);
  const intentId =
    event.type.startsWith('payment_intent.') && typeof event.data.id === 'string' ? event.data.id : null;
  const state = intentId ? await provider.retrieve(intentId) : null;
  return retryingTransaction(db, async (tx) => {
    const [fresh] = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!fresh) return { eventId: event.id, duplicate: true, reconciled: null };
    if (!intentId || !state) return { eventId: event.id, duplicate: false, reconciled: null };
    const [order] = await tx.select().from(orders).where(eq(orders.paymentIntentId, intentId)).for('update');
    const reconciled = order ? await reconcile(tx, order, state, event, options.publicUrl) : null;
    return { eventId: event.id, duplicate: false, reconciled };
  });
}
