import { type Db, paymentLedger } from '@laundry/db';
import type { PaymentProvider } from '@laundry/integrations';
import { sql } from 'drizzle-orm';
import type { CardHold } from '../payments/authorizations';
import { releaseKey, releaseNow } from '../payments/authorizations';
import { recordPayment } from '../payments/ledger';
import { findCheckoutOrder, type PlacedOrderRow } from './createOrder';
import { lockCheckout, retryingTransaction } from './transactions';

export interface ReleaseOutcome {
  /** The submission's order, when one stands: on this hold (which it keeps) or on another attempt's. */
  order: PlacedOrderRow | null;
  /** Whether the hold is released now; false when it backs the order, or when its release failed. */
  released: boolean;
  /**
   * What failed while recording or asking for the release, for the caller to log (never dropped); the
   * ledger keeps the hold's row, and the sweep (`releaseUnclaimedHolds`) tries again.
   */
  error?: unknown;
}

/**
 * After a failure past the authorization ("the authorization is released and nothing is left
 * half-made"), and for a hold the sweep finds without an order. Under the submission's and the hold's
 * locks: an order on this hold stands and keeps it; otherwise the hold's row is settled (succeeded, with
 * its intent) and its release recorded 'pending' before the provider is asked (so no order can be created
 * on this hold any more), then settled with the answer. An order of the same submission on another hold
 * (a retry with another card) is answered, and this hold released all the same.
 *
 * docs/rules/money.md, The ledger: a release always leaves a row. Should recording it fail, the provider
 * is not asked (a release must be on the ledger first); the hold's own row, written before the hold was
 * made, stays without an order, and the sweep releases it. The failure is handed back, not swallowed.
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
  let recorded: { order: PlacedOrderRow | null; keeps: boolean };
  try {
    recorded = await retryingTransaction(db, async (tx) => {
      await lockCheckout(tx, request.idempotencyKey, hold.intentId);
      const existing = await findCheckoutOrder(tx, request.idempotencyKey, hold.intentId);
      if (existing?.paymentIntentId === hold.intentId) {
        await settleHoldRow(tx, hold, request.actorUserId, existing.id);
        return { order: existing, keeps: true };
      }
      await settleHoldRow(tx, hold, request.actorUserId, null);
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
      return { order: existing, keeps: false };
    });
  } catch (error) {
    return { order: null, released: false, error };
  }
  if (recorded.keeps) return { order: recorded.order, released: false };
  const release = await releaseNow(db, provider, hold.intentId, key);
  return { order: recorded.order, ...release };
}

/**
 * The hold's ledger row, as the provider answered it: succeeded, with its intent and amount, on the order
 * that holds it or on none. Written here when the checkout that made it could not record it with an order,
 * or when a sweep finds it (a row left pending by a process that stopped, or no row at all: a hold made
 * before holds were recorded first). A row on an order already is that order's and is left as it is.
 */
async function settleHoldRow(
  tx: Db,
  hold: Pick<CardHold, 'intentId' | 'amountCents' | 'provider' | 'idempotencyKey'>,
  actorUserId: string | null,
  orderId: string | null,
): Promise<void> {
  await tx
    .insert(paymentLedger)
    .values({
      orderId,
      kind: 'authorization',
      amountCents: hold.amountCents,
      provider: hold.provider,
      providerIntentId: hold.intentId,
      status: 'succeeded',
      idempotencyKey: hold.idempotencyKey,
      createdByUserId: actorUserId,
    })
    .onConflictDoUpdate({
      target: paymentLedger.idempotencyKey,
      set: {
        orderId,
        status: 'succeeded',
        providerIntentId: hold.intentId,
        amountCents: hold.amountCents,
        failureMessage: null,
      },
      setWhere: sql`${paymentLedger.orderId} is null`,
    });
}
