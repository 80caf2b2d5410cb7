import type { Db } from '@laundry/db';
import type { PaymentProvider } from '@laundry/integrations/payments/provider';
import type { CardHold } from '../payments/authorizations';
import { markReleased, releaseKey } from '../payments/authorizations';
import { recordPayment } from '../payments/ledger';
import { findCheckoutOrder, type PlacedOrderRow } from './createOrder';
import { lockCheckout, retryingTransaction } from './transactions';

/**
 * What a ledger note may say about a failure: its class and code (SQLSTATE, AppError code), never its
 * text, which for a database error holds the whole statement and its parameters (e-mails, addresses).
 * The text itself goes to the server log (docs/decisions/server-error-answers.md).
 */
export function failureClass(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const codeOf = (e: unknown) => (e as { code?: unknown } | undefined)?.code;
  const code = codeOf(error) ?? codeOf(error.cause);
  return typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? `${error.name} ${code}` : error.name;
}

export type ReleaseOutcome = { order: PlacedOrderRow } | { released: boolean };

/**
 * After a failure past the authorization (issue 6: "the authorization is released and nothing is left
 * half-made"). Under the submission's and the hold's locks: when a concurrent retry of the same
 * submission created the order (or another order already uses this hold), that order stands and keeps its
 * hold; otherwise the release is recorded first (so no order can be created on this hold any more) and
 * then asked of the provider.
 */
export async function releaseFailedCheckout(
  db: Db,
  provider: PaymentProvider,
  request: {
    idempotencyKey: string;
    hold: Pick<CardHold, 'intentId' | 'amountCents' | 'provider' | 'idempotencyKey'>;
    actorUserId: string | null;
    reason: string;
  },
): Promise<ReleaseOutcome> {
  const { hold } = request;
  const key = releaseKey(hold.idempotencyKey);
  const order = await retryingTransaction(db, async (tx) => {
    await lockCheckout(tx, request.idempotencyKey, hold.intentId);
    const existing = await findCheckoutOrder(tx, request.idempotencyKey, hold.intentId);
    if (existing) return existing;
    // The checkout records a successful hold with its order; with no order it is recorded here.
    await recordPayment(tx, {
      kind: 'authorization',
      amountCents: hold.amountCents,
      provider: hold.provider,
      providerIntentId: hold.intentId,
      status: 'succeeded',
      idempotencyKey: hold.idempotencyKey,
      createdByUserId: request.actorUserId,
    });
    await recordPayment(tx, {
      kind: 'cancellation',
      amountCents: hold.amountCents,
      provider: hold.provider,
      providerIntentId: hold.intentId,
      status: 'pending',
      idempotencyKey: key,
      createdByUserId: request.actorUserId,
      notes: `Checkout failed after authorization: ${request.reason}`,
    });
    return null;
  }).catch(() => null);
  if (order) return { order };
  return { released: await markReleased(db, provider, hold.intentId, key) };
}
