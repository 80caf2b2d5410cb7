import { type Db, paymentLedger } from '@laundry/db';
import type { PaymentProvider } from '@laundry/integrations/payments/provider';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { releaseFailedCheckout } from './releaseFailedCheckout';

/** How long a hold made before its order (POST /api/payment/intent) waits for that order. */
export const UNCLAIMED_HOLD_MINUTES = 60;

/** Holds looked at per sweep; a longer backlog is taken by the next sweeps. */
const SWEEP_BATCH = 100;

/**
 * Releases the holds made before their order (POST /api/payment/intent, the legacy two-step checkout)
 * that no order took within an hour. The legacy client sends its order straight after the hold, so an
 * older one was abandoned, and the customer's card should not stay held until the provider drops it
 * after 7 days (issue 6: nothing is left half-made). Each release runs under the checkout's locks on
 * the hold (`releaseFailedCheckout`): an order taking the hold at that moment wins and keeps it, and a
 * hold released here can back no order afterwards. A release that failed (the provider was down) is
 * tried again by the next sweep. Holds of another provider than the one configured now are left alone.
 */
export async function releaseUnclaimedHolds(
  db: Db,
  provider: PaymentProvider,
  now: Date,
): Promise<{ released: number; failed: number }> {
  const cutoff = new Date(now.getTime() - UNCLAIMED_HOLD_MINUTES * 60_000);
  const holds = await db
    .select({
      intentId: paymentLedger.providerIntentId,
      amountCents: paymentLedger.amountCents,
      provider: paymentLedger.provider,
      idempotencyKey: paymentLedger.idempotencyKey,
    })
    .from(paymentLedger)
    .where(
      and(
        eq(paymentLedger.kind, 'authorization'),
        eq(paymentLedger.status, 'succeeded'),
        isNull(paymentLedger.orderId),
        eq(paymentLedger.provider, provider.name),
        lt(paymentLedger.createdAt, cutoff),
        sql`not exists (select 1 from ${paymentLedger} as release where release.provider_intent_id = ${paymentLedger.providerIntentId} and release.kind = 'cancellation' and release.status = 'succeeded')`,
      ),
    )
    .orderBy(asc(paymentLedger.createdAt))
    .limit(SWEEP_BATCH);
  let released = 0;
  let failed = 0;
  for (const hold of holds) {
    const outcome = await releaseFailedCheckout(db, provider, {
      // The hold's own key: no order has it, so only an order on this hold (its intent id) stops the release.
      idempotencyKey: hold.idempotencyKey,
      hold,
      actorUserId: null,
      reason: `no order took the hold within ${UNCLAIMED_HOLD_MINUTES} minutes`,
    });
    if ('released' in outcome) {
      if (outcome.released) released += 1;
      else failed += 1;
    }
  }
  return { released, failed };
}
