import type Stripe from 'stripe';
import { WebhookSignatureError } from './errors';
import type {
  CardSummary,
  ListedIntent,
  PaymentIntentState,
  PaymentIntentStatus,
  PaymentWebhookEvent,
  SavedCard,
} from './provider';

/** Stripe's objects read into the product's small shapes, so nothing outside payments/ sees Stripe types. */

export function intentState(intent: Stripe.PaymentIntent): PaymentIntentState {
  // Stripe's type also allows future strings; the API version pinned by the SDK sends only these.
  return {
    status: intent.status as PaymentIntentStatus,
    amountCents: intent.amount,
    capturedCents: intent.amount_received,
  };
}

/** The metadata entry that carries the idempotency key a hold was made with (`ListedIntent.holdKey`). */
export const HOLD_KEY_METADATA = 'hold_key';

export function listedIntent(intent: Stripe.PaymentIntent): ListedIntent {
  const metadata: Record<string, string> = { ...(intent.metadata ?? {}) };
  return {
    intentId: intent.id,
    ...intentState(intent),
    createdAt: new Date(intent.created * 1000),
    holdKey: metadata[HOLD_KEY_METADATA] ?? null,
    metadata,
  };
}

export function cardOf(method: string | Stripe.PaymentMethod | null): CardSummary {
  const card = typeof method === 'object' && method ? method.card : null;
  return { brand: card?.brand ?? 'card', last4: card?.last4 ?? '' };
}

export function savedCardOf(method: Stripe.PaymentMethod): SavedCard {
  return {
    id: method.id,
    ...cardOf(method),
    expMonth: method.card?.exp_month ?? 0,
    expYear: method.card?.exp_year ?? 0,
  };
}

/**
 * Only an event signed with our endpoint's secret is believed: anyone can POST to the
 * webhook URL, and the handler re-reads the intent from Stripe anyway.
 */
export function verifiedEvent(
  stripe: Stripe,
  webhookSecret: string,
  rawBody: Buffer | string,
  signatureHeader: string | undefined,
): PaymentWebhookEvent {
  if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
  try {
    const event = stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret);
    return { id: event.id, type: event.type, data: event.data.object as unknown as Record<string, unknown> };
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid webhook signature');
  }
}
