import {
  executeRows,
  type Database as OpenDatabase,
  openDatabase,
  simulatedPaymentOperations,
} from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { ORDER_MONEY_MESSAGES } from '@laundry/validators/orderMoney';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WASH_FOLD_HOLD_CENTS } from '../../../testing/drafts';
import {
  customer,
  ledgerOf,
  money,
  orderRow,
  type Person,
  placeHeldOrder,
  simulatedIntent,
  staff,
  testCard,
} from '../../../testing/money';

/**
 * docs/rules/money.md, One at a time: two staff pressing Capture or Refund at the same moment charge or
 * refund once. Row locks need real connections, so this runs on PostgreSQL only (PGlite has one
 * connection, and there every request already waits for the one before it).
 *
 * The races are made deterministic, as apps/server/src/cache/catalogCacheRace.int.test.ts makes its own: the first
 * action runs on a database handle of its own (`first`, a second pool on the same database) whose statements the
 * test can hold. It is held inside its transaction once it has locked and read the order, just before it writes; the
 * second action is started and must be seen waiting for a lock the first one holds (pg_stat_activity and
 * pg_blocking_pids, polled); then the first goes on. Without the order's row lock the second runs to its end instead
 * of waiting, and every test here fails, every run.
 */
const onPostgres = process.env.TEST_DB_DRIVER === 'pg';

let database: Database;
/** The same PostgreSQL database through a pool of its own, whose statements `holdStatement` can hold. */
let first: OpenDatabase;
let admin: Person;
let otherAdmin: Person;
beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  admin = await staff(database.db);
  otherAdmin = await staff(database.db, 'SuperAdmin');
  const url = (database as unknown as { pool: { options: { connectionString: string } } }).pool.options
    .connectionString;
  first = await openDatabase({ databaseUrl: url, poolMax: 2 });
  (first as unknown as { pool: pg.Pool }).pool.on('acquire', holdable);
});
afterAll(async () => {
  await first?.close();
  await database?.close();
});

const key = () => crypto.randomUUID();
const fulfilled = (results: PromiseSettledResult<unknown>[]) =>
  results.filter((r) => r.status === 'fulfilled');
const operations = (intentId: string) =>
  database.db
    .select()
    .from(simulatedPaymentOperations)
    .where(eq(simulatedPaymentOperations.intentId, intentId));

async function heldOrder() {
  const owner = await customer(database.db);
  return { owner, ...(await placeHeldOrder(database.db, owner)) };
}

type Query = (...args: unknown[]) => Promise<unknown>;
interface Hold {
  pattern: RegExp;
  when: 'before' | 'after';
  reached: (backendPid: number) => void;
  gate: Promise<void>;
}
/** The one statement of `first` to hold next, if any. */
let nextHold: Hold | null = null;
const wrapped = new WeakSet<object>();

/** Every client `first` hands out runs its statements through the hold (once armed, for one statement). */
function holdable(client: pg.PoolClient) {
  if (wrapped.has(client)) return;
  wrapped.add(client);
  const original = client.query.bind(client) as Query;
  client.query = (async (...args: unknown[]) => {
    const [statement] = args;
    const text = typeof statement === 'string' ? statement : ((statement as { text?: string })?.text ?? '');
    const hold = nextHold;
    if (!hold?.pattern.test(text.trim())) return original(...args);
    nextHold = null;
    const pid = (client as unknown as { processID: number }).processID;
    if (hold.when === 'before') {
      hold.reached(pid);
      await hold.gate;
      return original(...args);
    }
    const answer = await original(...args);
    hold.reached(pid);
    await hold.gate;
    return answer;
  }) as unknown as typeof client.query;
}

/**
 * Holds the next statement `first` runs that matches `pattern`, before it is sent or after it has answered, until
 * released. `atHold` gives the PostgreSQL backend (pid) of the held connection.
 */
function holdStatement(pattern: RegExp, when: 'before' | 'after') {
  let reached!: (pid: number) => void;
  let release!: () => void;
  const atHold = new Promise<number>((resolve) => {
    reached = resolve;
  });
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  nextHold = { pattern, when, reached, gate };
  return {
    atHold,
    release() {
      if (nextHold?.gate === gate) nextHold = null;
      release();
    },
  };
}

/** Whether a promise has settled, for the polls below. */
function tracked<T>(promise: Promise<T>) {
  const state = { settled: false, promise };
  promise.then(
    () => {
      state.settled = true;
    },
    () => {
      state.settled = true;
    },
  );
  return state;
}

/**
 * Resolves once some backend waits for a lock that `holder` holds; fails if `second` ends first (it did not
 * wait) or nothing waits within 5 s.
 */
async function waitUntilBlockedBy(holder: number, second: { settled: boolean }) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const waiting = await executeRows<{ pid: number }>(
      database.db,
      sql`select pid from pg_stat_activity
          where wait_event_type = 'Lock' and ${holder}::int = any(pg_blocking_pids(pid))`,
    );
    if (waiting.length > 0) return;
    if (second.settled)
      throw new Error('The second action ran to its end without waiting for the first one’s lock');
    if (Date.now() > deadline) throw new Error('The second action did not wait for the first one’s lock');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Before a capture or a refund writes its ledger row 'pending': the order locked, read and checked. */
const LEDGER_WRITE = /^insert into "payment_ledger"/i;
/** Before a cancel changes the order: the order locked, read and checked. */
const ORDER_WRITE = /^update "orders"/i;
const COMMIT = /^commit/i;

/**
 * Runs `firstAction` (on `first`) until it is about to write under the order's lock, starts `secondAction` and
 * sees it wait for that lock, then lets the first commit and holds it there (its row written, the provider not
 * yet called) until the second has its answer; then the first runs to its end. Answers both outcomes.
 */
async function race<A, B>(firstAction: () => Promise<A>, writes: RegExp, secondAction: () => Promise<B>) {
  const writeHold = holdStatement(writes, 'before');
  const a = tracked(firstAction());
  const holder = await Promise.race([
    writeHold.atHold,
    a.promise.then(() => {
      throw new Error('The first action ended without writing');
    }),
  ]);
  const b = tracked(secondAction());
  try {
    await waitUntilBlockedBy(holder, b);
  } catch (error) {
    writeHold.release();
    await Promise.allSettled([a.promise, b.promise]);
    throw error;
  }
  const commitHold = holdStatement(COMMIT, 'after');
  writeHold.release();
  await commitHold.atHold;
  const [second] = await Promise.allSettled([b.promise]);
  commitHold.release();
  const [firstOutcome] = await Promise.allSettled([a.promise]);
  return { first: firstOutcome!, second: second! };
}

describe.skipIf(!onPostgres)('money actions at the same moment (PostgreSQL)', () => {
  it('two staff capturing at once capture once: the second waits for the first one’s lock, then is refused', async () => {
    const { orderId, intentId } = await heldOrder();
    const { first: a, second: b } = await race(
      () => money(first.db, admin).charge({ orderId, amountCents: 50_00, idempotencyKey: key() }),
      LEDGER_WRITE,
      () => money(database.db, otherAdmin).charge({ orderId, amountCents: 60_00, idempotencyKey: key() }),
    );
    expect(a.status).toBe('fulfilled');
    // The first one's capture is under way (its row 'pending'): the second is refused with the capture's message.
    expect(b).toMatchObject({
      status: 'rejected',
      reason: { code: 'CONFLICT', message: ORDER_MONEY_MESSAGES.capture },
    });
    const order = await orderRow(database.db, orderId);
    expect([order.status, order.capturedCents]).toEqual(['Payment Processed', 50_00]);
    expect((await operations(intentId)).filter((op) => op.kind === 'capture')).toHaveLength(1);
    expect((await simulatedIntent(database.db, intentId)).capturedCents).toBe(50_00);
    const captures = (await ledgerOf(database.db, orderId)).filter((row) => row.kind === 'capture');
    expect(captures.map((row) => [row.status, row.amountCents])).toEqual([['succeeded', 50_00]]);
  });

  it('a charge and a refund at once: the refund waits, is refused, and nothing is refunded that was not captured', async () => {
    const { orderId, intentId } = await heldOrder();
    const { first: a, second: b } = await race(
      () => money(first.db, admin).charge({ orderId, amountCents: 40_00, idempotencyKey: key() }),
      LEDGER_WRITE,
      () => money(database.db, otherAdmin).refund({ orderId, amountCents: 40_00, idempotencyKey: key() }),
    );
    expect(a.status).toBe('fulfilled');
    expect(b).toMatchObject({
      status: 'rejected',
      reason: { code: 'CONFLICT', message: ORDER_MONEY_MESSAGES.refund },
    });
    const order = await orderRow(database.db, orderId);
    expect([order.capturedCents, order.refundedCents]).toEqual([40_00, 0]);
    const intent = await simulatedIntent(database.db, intentId);
    expect([intent.capturedCents, intent.refundedCents]).toEqual([40_00, 0]);
    expect((await ledgerOf(database.db, orderId)).filter((row) => row.kind === 'refund')).toEqual([]);
  });

  it('two refunds at once that together exceed what was captured: one is made, never more than was captured', async () => {
    const { orderId, intentId } = await heldOrder();
    await money(database.db, admin).charge({ orderId, amountCents: 40_00, idempotencyKey: key() });
    const { first: a, second: b } = await race(
      () => money(first.db, admin).refund({ orderId, amountCents: 30_00, idempotencyKey: key() }),
      LEDGER_WRITE,
      () => money(database.db, otherAdmin).refund({ orderId, amountCents: 30_00, idempotencyKey: key() }),
    );
    expect(a.status).toBe('fulfilled');
    expect(b).toMatchObject({
      status: 'rejected',
      reason: { code: 'CONFLICT', message: ORDER_MONEY_MESSAGES.refund },
    });
    const order = await orderRow(database.db, orderId);
    expect([order.capturedCents, order.refundedCents]).toEqual([40_00, 30_00]);
    const intent = await simulatedIntent(database.db, intentId);
    expect([intent.capturedCents, intent.refundedCents]).toEqual([40_00, 30_00]);
    const refunds = (await ledgerOf(database.db, orderId)).filter((row) => row.kind === 'refund');
    expect(refunds.map((row) => [row.status, row.amountCents])).toEqual([['succeeded', 30_00]]);
    expect((await operations(intentId)).filter((op) => op.kind === 'refund')).toHaveLength(1);
  });

  it('a capture, then a cancel at once: the cancel waits and is refused; the money taken stays on an open order', async () => {
    const { owner, orderId, intentId } = await heldOrder();
    const { first: a, second: b } = await race(
      () => money(first.db, admin).charge({ orderId, amountCents: 30_00, idempotencyKey: key() }),
      LEDGER_WRITE,
      () => money(database.db, owner).cancel({ orderId }),
    );
    expect(a.status).toBe('fulfilled');
    expect(b).toMatchObject({
      status: 'rejected',
      reason: { code: 'CONFLICT', message: ORDER_MONEY_MESSAGES.cancelRefused },
    });
    const order = await orderRow(database.db, orderId);
    expect([order.status, order.capturedCents]).toEqual(['Payment Processed', 30_00]);
    const intent = await simulatedIntent(database.db, intentId);
    expect([intent.status, intent.capturedCents]).toEqual(['succeeded', 30_00]);
  });

  it('a cancel, then a capture at once: the capture waits and is refused; nothing is taken on the canceled order', async () => {
    const { owner, orderId, intentId } = await heldOrder();
    const { first: a, second: b } = await race(
      () => money(first.db, owner).cancel({ orderId }),
      ORDER_WRITE,
      () => money(database.db, admin).charge({ orderId, amountCents: 30_00, idempotencyKey: key() }),
    );
    expect(a.status).toBe('fulfilled');
    expect(b).toMatchObject({
      status: 'rejected',
      reason: { code: 'CONFLICT', message: ORDER_MONEY_MESSAGES.canceledOrder },
    });
    const order = await orderRow(database.db, orderId);
    expect([order.status, order.capturedCents]).toEqual(['Canceled', 0]);
    const intent = await simulatedIntent(database.db, intentId);
    expect([intent.status, intent.capturedCents]).toEqual(['canceled', 0]);
    expect((await operations(intentId)).filter((op) => op.kind === 'capture')).toEqual([]);
  });

  it('ten presses of one submission capture once and all answer the same', async () => {
    const { orderId, intentId } = await heldOrder();
    const idempotencyKey = key();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        money(database.db, admin).charge({ orderId, amountCents: 44_00, idempotencyKey }),
      ),
    );
    const answers = fulfilled(results) as PromiseFulfilledResult<{
      order: { payment: { capturedCents: number } };
    }>[];
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) expect(answer.value.order.payment.capturedCents).toBe(44_00);
    expect((await operations(intentId)).filter((op) => op.kind === 'capture')).toHaveLength(1);
    expect((await ledgerOf(database.db, orderId)).filter((row) => row.kind === 'capture')).toHaveLength(1);
  });

  it('two reauthorizations at once make one new hold', async () => {
    const { owner, orderId, intentId } = await heldOrder();
    await money(database.db, admin).charge({
      orderId,
      amountCents: WASH_FOLD_HOLD_CENTS + 20_00,
      idempotencyKey: key(),
    });
    const cards = await Promise.all([testCard(database.db, owner), testCard(database.db, owner)]);
    const results = await Promise.allSettled(
      cards.map((paymentMethodId) =>
        money(database.db, owner).reauthorize({ orderId, paymentMethodId, idempotencyKey: key() }),
      ),
    );
    expect(fulfilled(results)).toHaveLength(1);
    const holds = (await ledgerOf(database.db, orderId)).filter((row) => row.kind === 'reauthorization');
    expect(holds.map((row) => row.status)).toEqual(['succeeded']);
    expect((await simulatedIntent(database.db, intentId)).status).toBe('canceled');
  });
});
