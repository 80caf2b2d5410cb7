import {
  executeRows,
  noDryCleanItems,
  noServices,
  noTailoringItems,
  type Database as OpenDatabase,
  openDatabase,
  orders,
  specials,
} from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { and, eq, ne, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from '../../testing/context';
import {
  firstProductId,
  placeOrderInput,
  TEST_CARDS,
  testClock,
  WASH_FOLD_QUOTE_CENTS,
  washFoldDraft,
  withEmail,
} from '../../testing/drafts';
import { customer, type Person } from '../../testing/money';

/**
 * docs/decisions/0092-promotion-limits.md: two checkouts racing for a special's last use make one order with it; the
 * other is refused 'This promotion has reached its limit.' and its hold released. Row locks need real connections,
 * so this runs on PostgreSQL only.
 *
 * Deterministic, as services/payments/orderMoney/concurrency.int.test.ts makes its races: the first checkout runs on a
 * pool of its own (`first`) whose statements the test can hold. It is held inside its order's transaction just after
 * it has locked the special's row; the second checkout is started and must be seen waiting for that lock
 * (pg_blocking_pids); then the first commits. Without the lock the second counts no use and places its order too.
 */
const onPostgres = process.env.TEST_DB_DRIVER === 'pg';

let database: Database;
let first: OpenDatabase;
let productId: string;
beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  productId = await firstProductId(database.db);
  const url = (database as unknown as { pool: { options: { connectionString: string } } }).pool.options
    .connectionString;
  first = await openDatabase({ databaseUrl: url, poolMax: 2 });
  (first as unknown as { pool: pg.Pool }).pool.on('acquire', holdable);
});
afterAll(async () => {
  await first?.close();
  await database?.close();
});

type Query = (...args: unknown[]) => Promise<unknown>;
let nextHold: { pattern: RegExp; reached: (pid: number) => void; gate: Promise<void> } | null = null;
const wrapped = new WeakSet<object>();

/** Every client `first` hands out runs its statements through the hold: once armed, the matching one waits after its answer. */
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
    const answer = await original(...args);
    hold.reached((client as unknown as { processID: number }).processID);
    await hold.gate;
    return answer;
  }) as unknown as typeof client.query;
}

function holdAfter(pattern: RegExp) {
  let reached!: (pid: number) => void;
  let release!: () => void;
  const atHold = new Promise<number>((resolve) => {
    reached = resolve;
  });
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  nextHold = { pattern, reached, gate };
  return { atHold, release };
}

async function waitUntilBlockedBy(holder: number, second: { settled: boolean }) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const waiting = await executeRows<{ pid: number }>(
      database.db,
      sql`select pid from pg_stat_activity
          where wait_event_type = 'Lock' and ${holder}::int = any(pg_blocking_pids(pid))`,
    );
    if (waiting.length > 0) return;
    if (second.settled) throw new Error('The second checkout ran to its end without waiting for the first');
    if (Date.now() > deadline) throw new Error('The second checkout did not wait for the first');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The special's row locked in the order's transaction (promotionUses.ts, claimPromotionUse). */
const SPECIAL_LOCK = /^select .* from "specials" where .* for update$/is;

async function place(person: Person, code: string, db: Database['db']) {
  const caller = callerFor(db, person.actor, testClock);
  const card = await caller.payments.createTestPaymentMethod({
    number: TEST_CARDS.visa,
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
  });
  const draft = { ...withEmail(washFoldDraft(productId), person.email), promoCode: code };
  return caller.checkout
    .placeOrder(placeOrderInput(draft, card.id, { clientQuoteTotalCents: WASH_FOLD_QUOTE_CENTS - 5_00 }))
    .then((order) => ({ orderId: order.orderId }))
    .catch((error: Error) => ({ refused: error.message }));
}

describe.runIf(onPostgres)('two checkouts racing for the last use', () => {
  it('make one order with the special; the other is told its limit is reached', async () => {
    const code = `RACE${crypto.randomUUID().slice(0, 6)}`.toUpperCase();
    const [special] = await database.db
      .insert(specials)
      .values({
        name: 'Last one',
        code,
        expirationDate: '2027-12-31',
        discountAmountCents: 5_00,
        services: noServices,
        tailoringItems: noTailoringItems,
        dryCleanItems: noDryCleanItems,
        maxUses: 1,
      })
      .returning();
    const [ada, bob] = [await customer(database.db), await customer(database.db)];

    const lock = holdAfter(SPECIAL_LOCK);
    const a = place(ada, code, first.db);
    const holder = await lock.atHold;
    const b = { settled: false, promise: place(bob, code, database.db) };
    void b.promise.finally(() => {
      b.settled = true;
    });
    try {
      await waitUntilBlockedBy(holder, b);
    } finally {
      lock.release();
    }
    const [firstOutcome, secondOutcome] = await Promise.all([a, b.promise]);

    expect(firstOutcome).toEqual({ orderId: expect.any(String) });
    expect(secondOutcome).toEqual({ refused: 'This promotion has reached its limit.' });
    const used = await database.db
      .select({ id: orders.id, email: orders.email })
      .from(orders)
      .where(and(eq(orders.specialId, special!.id), ne(orders.status, 'Canceled')));
    expect(used).toEqual([{ id: (firstOutcome as { orderId: string }).orderId, email: ada.email }]);
    // Bob's checkout made no order at all, with or without the special.
    const bobs = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.email, bob.email));
    expect(bobs).toEqual([]);
  });
});
