import {
  type Db,
  type PaymentKind,
  type PaymentLedgerEntry,
  type PaymentOutcome,
  paymentLedger,
} from '@laundry/db';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';

/**
 * The payment_ledger rows of money actions on a placed order (docs/rules/money.md, The ledger). A row is
 * written 'pending' under the order's lock before its provider call, and settled after it, so:
 * - a second action on the same hold sees the first one in flight and waits its turn (refused), and
 * - an action whose answer was lost (a crash, a timeout) is finished later by calling the provider again
 *   with the row's own idempotency key, which can only repeat the first call's effect, never add to it.
 */

/** Actions on an order's current hold that must never overlap one another. */
const EXCLUSIVE_KINDS: PaymentKind[] = ['capture', 'refund', 'reauthorization'];

/**
 * A pending action older than this is presumed abandoned (its process died or its answer was lost) and is
 * finished by the next action or by the job. Calling the provider again with its key is always safe, so the
 * figure only avoids repeating calls that are still under way (Stripe's client gives up after about 4 min
 * including its retries; a repeat while the first is in flight is refused by Stripe and changes nothing).
 */
export const STALE_OPERATION_MS = 2 * 60_000;

export const isStale = (row: Pick<PaymentLedgerEntry, 'createdAt'>, now: Date) =>
  now.getTime() - row.createdAt.getTime() > STALE_OPERATION_MS;

export async function ledgerRowByKey(db: Db, idempotencyKey: string): Promise<PaymentLedgerEntry | null> {
  const [row] = await db.select().from(paymentLedger).where(eq(paymentLedger.idempotencyKey, idempotencyKey));
  return row ?? null;
}

/** Another action on this order's hold that has begun and not ended (call under the order's lock). */
export async function operationInFlight(
  tx: Db,
  orderId: string,
  exceptKey: string | null,
): Promise<PaymentLedgerEntry | null> {
  const [row] = await tx
    .select()
    .from(paymentLedger)
    .where(
      and(
        eq(paymentLedger.orderId, orderId),
        eq(paymentLedger.status, 'pending'),
        inArray(paymentLedger.kind, EXCLUSIVE_KINDS),
        exceptKey ? ne(paymentLedger.idempotencyKey, exceptKey) : undefined,
      ),
    )
    .orderBy(asc(paymentLedger.createdAt))
    .limit(1);
  return row ?? null;
}

/** This order's actions that have begun and not ended, of every kind (releases too). */
export async function pendingOperations(db: Db, orderId: string): Promise<PaymentLedgerEntry[]> {
  return db
    .select()
    .from(paymentLedger)
    .where(and(eq(paymentLedger.orderId, orderId), eq(paymentLedger.status, 'pending')))
    .orderBy(asc(paymentLedger.createdAt));
}

export interface OperationRow {
  orderId: string;
  kind: PaymentKind;
  amountCents: number;
  provider: string;
  providerIntentId: string;
  idempotencyKey: string;
  createdByUserId: string | null;
  createdBySessionId?: string | null;
  notes?: string | null;
  status?: PaymentOutcome;
  createdAt: Date;
}

/** Writes an action's row ('pending' unless told); a row already there under the key is left as it is. */
export async function recordOperation(tx: Db, row: OperationRow): Promise<void> {
  await tx
    .insert(paymentLedger)
    .values({ status: 'pending', ...row })
    .onConflictDoNothing({ target: paymentLedger.idempotencyKey });
}

/** Sets an action's row to 'pending' again before its provider call is repeated with the same key. */
export async function reopenOperation(tx: Db, idempotencyKey: string): Promise<void> {
  await tx
    .update(paymentLedger)
    .set({ status: 'pending', failureMessage: null })
    .where(eq(paymentLedger.idempotencyKey, idempotencyKey));
}

export interface Settlement {
  status: 'succeeded' | 'failed';
  amountCents?: number;
  providerIntentId?: string;
  providerObjectId?: string | null;
  failureMessage?: string | null;
  orderId?: string;
}

/** Records how an action ended. Only a pending row is settled, so an action is applied exactly once. */
export async function settleOperation(tx: Db, idempotencyKey: string, outcome: Settlement): Promise<boolean> {
  const settled = await tx
    .update(paymentLedger)
    .set(outcome)
    .where(and(eq(paymentLedger.idempotencyKey, idempotencyKey), eq(paymentLedger.status, 'pending')))
    .returning({ id: paymentLedger.id });
  return settled.length > 0;
}
