import { createHash } from 'node:crypto';
import type { Db } from '@laundry/db';
import type { Authorization, CardSummary, ListedIntent, PaymentProvider } from '@laundry/integrations';
import { CHECKOUT_MESSAGES } from '@laundry/validators/checkout';
import { AppError } from '../../errors';
import { failureClass, failureText, isFinalRefusal, paymentFailure, withCause } from './errors';
import { recordPayment, settleAuthorization, settlePayment } from './ledger';

export interface HoldRequest {
  amountCents: number;
  paymentMethodId: string;
  customerId?: string | undefined;
  saveCard: boolean;
  description: string;
  receiptEmail: string;
  /**
   * The provider's idempotency key and the ledger row's (`holdKey`): a retried request reuses it and gets
   * the same hold back.
   */
  idempotencyKey: string;
  metadata: Record<string, string>;
  createdByUserId: string | null;
  /** A guest's session, for a hold its order will claim later (`claimHeldIntent`). */
  createdBySessionId?: string | null;
  /**
   * False when the caller settles the successful hold itself, in the transaction that uses it (the
   * checkout settles it with its order). A refusal is always settled here.
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
 * The order's columns for the card its hold is on (docs/decisions/0071-money-actions-confirm.md, Amended 2026-11-29):
 * the provider's brand and the last four digits, or nulls when the provider did not say (a hold made beforehand
 * with POST /api/payment/intent answers the brand 'card' and no digits).
 */
export function holdCardColumns(card: CardSummary | null): {
  cardBrand: string | null;
  cardLast4: string | null;
} {
  const brand = card?.brand.trim().toLowerCase() ?? '';
  const known = card !== null && brand !== '' && brand !== 'card' && /^\d{4}$/.test(card.last4);
  return known ? { cardBrand: brand, cardLast4: card.last4 } : { cardBrand: null, cardLast4: null };
}

/** Where a hold is asked for: the checkout, or POST /api/payment/intent before its order (the legacy client). */
export type HoldPurpose = 'checkout' | 'intent';

/**
 * The key of one attempt to hold a card for a submission (docs/rules/money.md, Idempotency): the
 * submission's key and what the provider is asked (card, amount, customer, saving the card). A repeat of
 * the same attempt gets the same hold or the same refusal back; a retry of the submission with another
 * card is an attempt of its own, with its own ledger row (a provider refuses a key reused with other
 * parameters, so one key per submission would refuse every retry with another card).
 */
export function holdKey(
  purpose: HoldPurpose,
  submissionKey: string,
  request: Pick<HoldRequest, 'paymentMethodId' | 'amountCents' | 'customerId' | 'saveCard'>,
): string {
  const attempt = createHash('sha256')
    .update(
      JSON.stringify([
        request.paymentMethodId,
        request.amountCents,
        request.customerId ?? null,
        request.saveCard,
      ]),
    )
    .digest('hex')
    .slice(0, 16);
  return `${purpose}-${submissionKey}-authorization-${attempt}`;
}

/**
 * Authorizes (holds) an amount on a card with manual capture (docs/rules/money.md, The hold). The call is
 * on the ledger, 'pending', before the provider is asked, so a process that stops while the provider
 * answers leaves a row the sweep finds (`releaseUnclaimedHolds`) instead of a hold nobody knows of. The
 * row is then settled with the answer: a refusal here, a success here or, when the caller says so, in the
 * caller's transaction. A lost answer (network, 5xx) leaves it pending for the sweep, which asks the
 * provider what the key made. Throws an AppError with the text the customer sees (docs/rules/messages.md, Order flow, payments and settings: errors).
 */
export async function holdCard(db: Db, provider: PaymentProvider, request: HoldRequest): Promise<CardHold> {
  await recordPayment(db, {
    kind: 'authorization',
    amountCents: request.amountCents,
    provider: provider.name,
    providerIntentId: '',
    status: 'pending',
    idempotencyKey: request.idempotencyKey,
    createdByUserId: request.createdByUserId,
    createdBySessionId: request.createdBySessionId ?? null,
  }).catch((error) => {
    throw withCause(new AppError('PAYMENT_FAILED', CHECKOUT_MESSAGES.paymentProcessing), error);
  });
  let authorization: Authorization;
  try {
    authorization = await provider.authorize({
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
  } catch (error) {
    // A row left pending (a lost answer, or this write failing) is settled by the sweep.
    if (isFinalRefusal(error)) {
      await settleAuthorization(db, request.idempotencyKey, {
        status: 'failed',
        failureMessage: failureClass(error),
      }).catch(() => undefined);
    }
    throw paymentFailure(error);
  }
  if (request.recordSuccess !== false) {
    await settleAuthorization(db, request.idempotencyKey, {
      status: 'succeeded',
      providerIntentId: authorization.intentId,
    });
  }
  return {
    intentId: authorization.intentId,
    amountCents: authorization.amountCents,
    provider: provider.name,
    card: authorization.card,
    idempotencyKey: request.idempotencyKey,
  };
}

/** A hold whose answer was lost is looked for among the intents made from a little before its row to this after. */
const LOOKUP_BEFORE_MS = 5 * 60_000;
const LOOKUP_AFTER_MS = 15 * 60_000;

/**
 * The intent a hold's ledger row asked for, though the row never learned its id (its process stopped, or
 * the answer was lost): found by the key among the intents the provider made around the row's time
 * (docs/rules/money.md, Holds nobody took). Null when the provider made none under that key.
 */
export async function findHoldByKey(
  provider: PaymentProvider,
  idempotencyKey: string,
  recordedAt: Date,
): Promise<ListedIntent | null> {
  const intents = provider.listIntents({
    createdAfter: new Date(recordedAt.getTime() - LOOKUP_BEFORE_MS),
    createdBefore: new Date(recordedAt.getTime() + LOOKUP_AFTER_MS),
  });
  for await (const intent of intents) if (intent.holdKey === idempotencyKey) return intent;
  return null;
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
 * Releases a hold (docs/rules/money.md, Cancel: canceling releases the card authorization). The ledger row is written
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
  return (await releaseNow(db, provider, intentId, key)).released;
}

/**
 * `markReleased`, with what went wrong when the hold is not released: the provider's refusal or silence
 * (its class is on the row, settled 'failed' for the sweep to ask again), or the row's settling.
 */
export async function releaseNow(
  db: Db,
  provider: PaymentProvider,
  intentId: string,
  key: string,
): Promise<{ released: boolean; error?: unknown }> {
  let released: boolean;
  let failure: unknown;
  try {
    released = (await provider.cancel({ intentId, idempotencyKey: key })).status === 'canceled';
  } catch (error) {
    // A hold canceled already (by an earlier try, or expired at the provider) is released all the same.
    released = (await provider.retrieve(intentId).catch(() => null))?.status === 'canceled';
    if (!released) failure = error;
  }
  try {
    await settlePayment(db, key, {
      status: released ? 'succeeded' : 'failed',
      failureMessage: failure === undefined ? null : failureText(failure),
    });
  } catch (error) {
    // The row stays pending: the sweep asks the provider again with the same key, which changes nothing.
    return { released, error: failure === undefined ? error : new AggregateError([failure, error]) };
  }
  return failure === undefined ? { released } : { released, error: failure };
}
