import type { Db } from '@laundry/db';
import type { CardSummary, PaymentProvider } from '@laundry/integrations/payments/provider';
import { failureText, paymentFailure } from './errors';
import { recordPayment, settlePayment } from './ledger';

export interface HoldRequest {
  amountCents: number;
  paymentMethodId: string;
  customerId?: string | undefined;
  saveCard: boolean;
  description: string;
  receiptEmail: string;
  /** The provider's idempotency key: a retried request reuses it and gets the same hold back. */
  idempotencyKey: string;
  metadata: Record<string, string>;
  createdByUserId: string | null;
  /** A guest's session, for a hold its order will claim later (`claimHeldIntent`). */
  createdBySessionId?: string | null;
  /**
   * False when the caller records the successful hold itself, in the transaction that uses it (the
   * checkout writes it with the order). A refused card is always recorded here.
   */
  recordSuccess?: boolean;
}

export interface CardHold {
  intentId: string;
  amountCents: number;
  provider: string;
  card: CardSummary;
  idempotencyKey: string;
}

/**
 * Authorizes (holds) an amount on a card with manual capture, and records the call in the payment
 * ledger whatever its outcome (a success by the caller when it says so). Throws an AppError with the text the customer sees (spec 001 section 8).
 */
export async function holdCard(db: Db, provider: PaymentProvider, request: HoldRequest): Promise<CardHold> {
  const base = {
    kind: 'authorization' as const,
    amountCents: request.amountCents,
    provider: provider.name,
    idempotencyKey: request.idempotencyKey,
    createdByUserId: request.createdByUserId,
    createdBySessionId: request.createdBySessionId ?? null,
  };
  try {
    const authorization = await provider.authorize({
      amountCents: request.amountCents,
      currency: 'usd',
      paymentMethodId: request.paymentMethodId,
      customerId: request.customerId,
      savePaymentMethod: request.saveCard && request.customerId !== undefined,
      description: request.description,
      receiptEmail: request.receiptEmail,
      idempotencyKey: request.idempotencyKey,
      metadata: request.metadata,
    });
    if (request.recordSuccess !== false) {
      await recordPayment(db, { ...base, providerIntentId: authorization.intentId, status: 'succeeded' });
    }
    return {
      intentId: authorization.intentId,
      amountCents: authorization.amountCents,
      provider: provider.name,
      card: authorization.card,
      idempotencyKey: request.idempotencyKey,
    };
  } catch (error) {
    await recordPayment(db, {
      ...base,
      providerIntentId: '',
      status: 'failed',
      failureMessage: failureText(error),
    }).catch(() => undefined);
    throw paymentFailure(error);
  }
}

export interface ReleaseRequest {
  intentId: string;
  amountCents: number;
  orderId?: string | null;
  /** The key of the hold being released; the release uses `<key>-release`. */
  holdKey: string;
  createdByUserId: string | null;
  notes: string;
}

export const releaseKey = (holdKey: string) => `${holdKey}-release`;

/**
 * Releases a hold (DECISIONS.md: canceling releases the card authorization). The ledger row is written
 * 'pending' first, so an order can never be created on a hold whose release has begun (see
 * `isReleaseRecorded`), then settled with the provider's answer. Returns whether the hold is released.
 */
export async function releaseHold(
  db: Db,
  provider: PaymentProvider,
  request: ReleaseRequest,
): Promise<boolean> {
  const key = releaseKey(request.holdKey);
  await recordPayment(db, {
    orderId: request.orderId ?? null,
    kind: 'cancellation',
    amountCents: request.amountCents,
    provider: provider.name,
    providerIntentId: request.intentId,
    status: 'pending',
    idempotencyKey: key,
    createdByUserId: request.createdByUserId,
    notes: request.notes,
  });
  return markReleased(db, provider, request.intentId, key);
}

/** Calls the provider for a release already recorded as pending, and settles the ledger row. */
export async function markReleased(
  db: Db,
  provider: PaymentProvider,
  intentId: string,
  key: string,
): Promise<boolean> {
  try {
    const state = await provider.cancel({ intentId, idempotencyKey: key });
    const released = state.status === 'canceled';
    await settlePayment(db, key, { status: released ? 'succeeded' : 'failed' });
    return released;
  } catch (error) {
    // A hold canceled already (by an earlier try, or expired at the provider) is released all the same.
    const state = await provider.retrieve(intentId).catch(() => null);
    const released = state?.status === 'canceled';
    await settlePayment(db, key, {
      status: released ? 'succeeded' : 'failed',
      failureMessage: released ? null : failureText(error),
    }).catch(() => undefined);
    return released;
  }
}
