import { type Db, orderEvents, orders, paymentLedger } from '@laundry/db';
import type { PaymentProvider } from '@laundry/integrations';
import { AUTHORIZATION_EXPIRES_AFTER_MS } from '@laundry/pricing';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { retryingTransaction } from '../../orders/transactions';
import { finishOperation } from './moves';
import { STALE_OPERATION_MS } from './operations';

/** Orders and ledger rows looked at per run; a longer backlog is taken by the next runs. */
const BATCH = 100;

/** Statuses whose hold is settled: captured, refunded or released. */
const SETTLED_STATUSES = ['Canceled', 'Payment Processed', 'Refund Processed'] as const;

/**
 * docs/rules/money.md: an authorization older than 7 days is expired, `reauthStatus = Expired`
 * (docs/decisions/0002-pricing-authorization-age.md: strictly older, in elapsed 24-hour periods). Only holds
 * nothing was captured from, on orders not settled; an order waiting for the customer's new authorization
 * keeps waiting (the form that makes the new hold shows while Waiting). Each order marked gets an event.
 */
export async function markExpiredAuthorizations(db: Db, now: Date): Promise<{ expired: number }> {
  const cutoff = new Date(now.getTime() - AUTHORIZATION_EXPIRES_AFTER_MS);
  return retryingTransaction(db, async (tx) => {
    const candidates = tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.capturedCents, 0),
          isNotNull(orders.paymentIntentId),
          notInArray(orders.status, [...SETTLED_STATUSES]),
          or(isNull(orders.reauthStatus), eq(orders.reauthStatus, 'Complete')),
          lt(sql`coalesce(${orders.authorizedAt}, ${orders.createdAt})`, cutoff),
        ),
      )
      .limit(BATCH);
    const marked = await tx
      .update(orders)
      .set({ reauthStatus: 'Expired', version: sql`${orders.version} + 1` })
      .where(
        and(
          inArray(orders.id, candidates),
          // Read again under the row lock: an action may have changed the order since.
          eq(orders.capturedCents, 0),
          or(isNull(orders.reauthStatus), eq(orders.reauthStatus, 'Complete')),
        ),
      )
      .returning({
        id: orders.id,
        authorizedAt: orders.authorizedAt,
        amountAuthorizedCents: orders.amountAuthorizedCents,
      });
    if (marked.length > 0) {
      await tx.insert(orderEvents).values(
        marked.map((order) => ({
          orderId: order.id,
          kind: 'authorizationExpired',
          data: {
            source: 'job',
            authorizedAt: order.authorizedAt?.toISOString() ?? null,
            amountAuthorizedCents: order.amountAuthorizedCents,
            after: { reauthStatus: 'Expired' },
          },
        })),
      );
    }
    return { expired: marked.length };
  });
}

/**
 * Finishes money actions on orders whose answer was lost (pending longer than STALE_OPERATION_MS) and asks
 * again for releases the provider refused or did not answer, within the 7 days a hold can live. Each is
 * asked with its own idempotency key, so it can only repeat what was done or do it now (./moves.ts).
 */
export async function finishAbandonedOperations(
  db: Db,
  provider: PaymentProvider,
  now: Date,
  publicUrl: string,
): Promise<{ finished: number }> {
  const staleBefore = new Date(now.getTime() - STALE_OPERATION_MS);
  const holdLifetime = new Date(now.getTime() - AUTHORIZATION_EXPIRES_AFTER_MS);
  const rows = await db
    .select()
    .from(paymentLedger)
    .where(
      and(
        isNotNull(paymentLedger.orderId),
        eq(paymentLedger.provider, provider.name),
        lt(paymentLedger.createdAt, staleBefore),
        or(
          eq(paymentLedger.status, 'pending'),
          and(
            eq(paymentLedger.status, 'failed'),
            eq(paymentLedger.kind, 'cancellation'),
            gt(paymentLedger.createdAt, holdLifetime),
          ),
        ),
      ),
    )
    .orderBy(asc(paymentLedger.createdAt))
    .limit(BATCH);
  for (const row of rows) {
    await finishOperation(db, provider, row, { publicUrl, source: 'job' }).catch(() => undefined);
  }
  return { finished: rows.length };
}
