import { type Db, type Order, orderEvents, orders, webhookEvents } from '@laundry/db';
import type {
  PaymentIntentState,
  PaymentProvider,
  PaymentWebhookEvent,
} from '@laundry/integrations/payments/provider';
import { eq } from 'drizzle-orm';
import { retryingTransaction } from '../orders/transactions';
import { recordPayment } from './ledger';

export interface WebhookOutcome {
  eventId: string;
  duplicate: boolean;
  /** What the event changed on an order, if anything. */
  reconciled: string | null;
}

/**
 * The provider's word on an order's hold, re-read from the provider rather than taken from the event
 * (events arrive late, twice, or out of order): a hold canceled at the provider (it expired after 7 days,
 * or was canceled in the Stripe dashboard) needs a reauthorization; a changed capturable or captured
 * amount is copied onto the order. Each change is an order event.
 */
async function reconcile(tx: Db, order: Order, state: PaymentIntentState, event: PaymentWebhookEvent) {
  const set: Partial<Order> = {};
  let kind: string | null = null;
  if (state.status === 'canceled' && order.status !== 'Canceled' && order.capturedCents === 0) {
    if (order.reauthStatus !== 'Expired') {
      set.reauthStatus = 'Expired';
      kind = 'authorizationCanceled';
      await recordPayment(tx, {
        orderId: order.id,
        kind: 'cancellation',
        amountCents: order.amountAuthorizedCents,
        provider: order.paymentProvider,
        providerIntentId: order.paymentIntentId ?? '',
        status: 'succeeded',
        idempotencyKey: `webhook-${event.id}`,
        notes: `Canceled at the provider (${event.type})`,
      });
    }
  } else if (state.status === 'requires_capture' && state.amountCents !== order.amountAuthorizedCents) {
    set.amountAuthorizedCents = state.amountCents;
    kind = 'authorizationUpdated';
  } else if (state.status === 'succeeded' && state.capturedCents > order.capturedCents) {
    set.capturedCents = state.capturedCents;
    kind = 'captureReconciled';
  }
  if (!kind) return null;
  await tx.update(orders).set(set).where(eq(orders.id, order.id));
  const before = Object.fromEntries(Object.keys(set).map((key) => [key, order[key as keyof Order]]));
  await tx.insert(orderEvents).values({
    orderId: order.id,
    kind,
    data: { source: 'webhook', eventId: event.id, eventType: event.type, before, after: set },
  });
  return kind;
}

/**
 * A provider webhook: the signature is checked by the provider adapter (WebhookSignatureError otherwise),
 * each event id is applied once (webhook_events), and the intent's state is read again from the provider.
 * Recording the event and applying it share one transaction, so a failure lets the provider retry it.
 */
export async function handlePaymentWebhook(
  db: Db,
  provider: PaymentProvider,
  rawBody: Buffer | string,
  signature: string | undefined,
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
    const reconciled = order ? await reconcile(tx, order, state, event) : null;
    return { eventId: event.id, duplicate: false, reconciled };
  });
}
