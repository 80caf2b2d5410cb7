import { type Db, executeRows, type Order, orders, transaction } from '@laundry/db';
import { ORDER_FETCH_MESSAGE } from '@laundry/validators/checkout';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../errors';

/** Serialization failure and deadlock: PostgreSQL rolled the work back and it may simply run again. */
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** A transaction that runs again (up to `attempts` times) when PostgreSQL asks for a retry. */
export async function retryingTransaction<T>(db: Db, work: (tx: Db) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction(db, work);
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= attempts || !state || !RETRYABLE_SQLSTATES.has(state)) throw error;
    }
  }
}

/** docs/rules/statuses.md, Concurrent changes: a change made on a stale copy of the order is refused. */
export const ORDER_CHANGED_MESSAGE =
  'This order was changed by someone else. Please reload it and try again.';

/**
 * The order, locked until the transaction ends (SELECT ... FOR UPDATE), so two changes to one order run one after the
 * other: every status, store, schedule, edit, weigh-in and money action reads and changes an order under this lock, so
 * two staff pressing Capture at once are served one after the other (docs/rules/money.md, One at a time). With
 * `version` (the version the caller loaded), an order changed since is refused.
 */
export async function lockOrder(tx: Db, orderId: string, version?: number): Promise<Order> {
  const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!current) throw new AppError('NOT_FOUND', ORDER_FETCH_MESSAGE);
  if (version !== undefined && version !== current.version) {
    throw new AppError('CONFLICT', ORDER_CHANGED_MESSAGE);
  }
  return current;
}

/** The sequence behind orders.order_number's default (packages/db/src/schema/orders.ts). */
const ORDER_NUMBER_SEQUENCE = 'order_number_seq';

/** The advisory-lock namespace of checkout idempotency keys (apart from the one-key locks of seeding). */
const CHECKOUT_LOCK_SPACE = 6001;

/**
 * Serializes every transaction about one checkout submission, and about one card hold, until commit:
 * the one that creates the order and the one that releases the hold after a failure. The submission's
 * lock is always taken before the hold's, so two submissions naming one hold cannot deadlock.
 */
export async function lockCheckout(tx: Db, idempotencyKey: string, intentId: string): Promise<void> {
  // One statement: the target list is evaluated left to right, so the submission's lock comes first.
  await tx.execute(
    sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK_SPACE}, hashtext(${idempotencyKey})),
               pg_advisory_xact_lock(${CHECKOUT_LOCK_SPACE}, hashtext(${intentId}))`,
  );
}

/**
 * `lockCheckout`, and the number the order will have if this transaction creates it, in the same round
 * trip. A number drawn by a transaction that then creates nothing is skipped, as any sequence skips a
 * rolled-back insert's.
 */
export async function lockCheckoutForOrder(
  tx: Db,
  idempotencyKey: string,
  intentId: string,
): Promise<number> {
  const [row] = await executeRows<{ order_number: string | number }>(
    tx,
    sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK_SPACE}, hashtext(${idempotencyKey})),
               pg_advisory_xact_lock(${CHECKOUT_LOCK_SPACE}, hashtext(${intentId})),
               nextval(${ORDER_NUMBER_SEQUENCE}::regclass) as order_number`,
  );
  return Number(row!.order_number);
}
