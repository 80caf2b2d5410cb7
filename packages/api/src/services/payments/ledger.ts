import { type Db, type PaymentKind, type PaymentOutcome, paymentLedger, preparedQuery } from '@laundry/db';
import { and, eq, sql } from 'drizzle-orm';

export interface LedgerEntry {
  orderId?: string | null;
  kind: PaymentKind;
  amountCents: number;
  provider: string;
  /** Empty when the provider refused before making an intent (a declined card). */
  providerIntentId: string;
  providerObjectId?: string | null;
  status: PaymentOutcome;
  /** The key the provider call used: one ledger row per provider call, however often it is retried. */
  idempotencyKey: string;
  failureMessage?: string | null;
  createdByUserId?: string | null;
  createdBySessionId?: string | null;
  notes?: string | null;
}

/**
 * Records one provider call about money. A retried call carries the same idempotency key, so it
 * finds the row already there and leaves it as it is.
 */
export async function recordPayment(db: Db, entry: LedgerEntry): Promise<void> {
  await insertLedgerRow(db).execute({
    ...entry,
    orderId: entry.orderId ?? null,
    providerObjectId: entry.providerObjectId ?? null,
    failureMessage: entry.failureMessage ?? null,
    createdByUserId: entry.createdByUserId ?? null,
    createdBySessionId: entry.createdBySessionId ?? null,
    notes: entry.notes ?? null,
  } satisfies Required<LedgerEntry>);
}

// Every checkout records its hold: built and prepared once (packages/db/src/prepared.ts).
const insertLedgerRow = preparedQuery((db) =>
  db
    .insert(paymentLedger)
    .values({
      orderId: sql.placeholder('orderId'),
      kind: sql.placeholder('kind'),
      amountCents: sql.placeholder('amountCents'),
      provider: sql.placeholder('provider'),
      providerIntentId: sql.placeholder('providerIntentId'),
      providerObjectId: sql.placeholder('providerObjectId'),
      status: sql.placeholder('status'),
      idempotencyKey: sql.placeholder('idempotencyKey'),
      failureMessage: sql.placeholder('failureMessage'),
      createdByUserId: sql.placeholder('createdByUserId'),
      createdBySessionId: sql.placeholder('createdBySessionId'),
      notes: sql.placeholder('notes'),
    })
    .onConflictDoNothing({ target: paymentLedger.idempotencyKey })
    .prepare('payment_ledger_insert'),
);

/** Settles a row written as 'pending' before its provider call. */
export async function settlePayment(
  db: Db,
  idempotencyKey: string,
  outcome: { status: PaymentOutcome; providerObjectId?: string | null; failureMessage?: string | null },
): Promise<void> {
  await db
    .update(paymentLedger)
    .set({
      status: outcome.status,
      providerObjectId: outcome.providerObjectId ?? null,
      failureMessage: outcome.failureMessage ?? null,
    })
    .where(eq(paymentLedger.idempotencyKey, idempotencyKey));
}

/**
 * Settles a hold's row, written 'pending' before its provider call (docs/rules/money.md, The hold). A
 * success names the intent (even on a row a sweep closed meanwhile, having found no hold yet: the
 * provider's answer stands); a failure closes only a row still pending, so a refused repeat never hides a
 * hold the same key made before.
 */
export async function settleAuthorization(
  db: Db,
  idempotencyKey: string,
  outcome: { status: 'succeeded'; providerIntentId: string } | { status: 'failed'; failureMessage: string },
): Promise<void> {
  if (outcome.status === 'succeeded') {
    await db
      .update(paymentLedger)
      .set({ status: 'succeeded', providerIntentId: outcome.providerIntentId, failureMessage: null })
      .where(eq(paymentLedger.idempotencyKey, idempotencyKey));
    return;
  }
  await db
    .update(paymentLedger)
    .set({ status: 'failed', failureMessage: outcome.failureMessage })
    .where(and(eq(paymentLedger.idempotencyKey, idempotencyKey), eq(paymentLedger.status, 'pending')));
}

/** Whether a release of this intent has been recorded (pending or done): such a hold must not back an order. */
export async function isReleaseRecorded(db: Db, providerIntentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentLedger.id })
    .from(paymentLedger)
    .where(and(eq(paymentLedger.providerIntentId, providerIntentId), eq(paymentLedger.kind, 'cancellation')))
    .limit(1);
  return row !== undefined;
}
