import { simulatedPaymentOperations } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WASH_FOLD_HOLD_CENTS } from '../../orders/testDrafts';
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
} from './testMoney';

/**
 * docs/rules/money.md, One at a time: two staff pressing Capture or Refund at the same moment charge or
 * refund once. Row locks need real connections, so this runs on PostgreSQL only (PGlite has one
 * connection, and there every request already waits for the one before it).
 */
const onPostgres = process.env.TEST_DB_DRIVER === 'pg';

let database: Database;
let admin: Person;
let otherAdmin: Person;
beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  admin = await staff(database.db);
  otherAdmin = await staff(database.db, 'SuperAdmin');
});
afterAll(() => database?.close());

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

describe.skipIf(!onPostgres)('money actions at the same moment (PostgreSQL)', () => {
  it('two staff capturing at once capture once', async () => {
    const { orderId, intentId } = await heldOrder();
    const results = await Promise.allSettled([
      money(database.db, admin).charge({ orderId, amountCents: 50_00, idempotencyKey: key() }),
      money(database.db, otherAdmin).charge({ orderId, amountCents: 60_00, idempotencyKey: key() }),
    ]);
    expect(fulfilled(results)).toHaveLength(1);
    const order = await orderRow(database.db, orderId);
    expect([50_00, 60_00]).toContain(order.capturedCents);
    expect((await operations(intentId)).filter((op) => op.kind === 'capture')).toHaveLength(1);
    expect((await simulatedIntent(database.db, intentId)).capturedCents).toBe(order.capturedCents);
    const captures = (await ledgerOf(database.db, orderId)).filter((row) => row.kind === 'capture');
    expect(captures.map((row) => row.status)).toEqual(['succeeded']);
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

  it('two staff refunding all that was paid at once refund once', async () => {
    const { orderId, intentId } = await heldOrder();
    await money(database.db, admin).charge({ orderId, amountCents: 40_00, idempotencyKey: key() });
    const results = await Promise.allSettled([
      money(database.db, admin).refund({ orderId, amountCents: 40_00, idempotencyKey: key() }),
      money(database.db, otherAdmin).refund({ orderId, amountCents: 40_00, idempotencyKey: key() }),
      money(database.db, admin).refund({ orderId, amountCents: 40_00, idempotencyKey: key() }),
    ]);
    expect(fulfilled(results)).toHaveLength(1);
    expect((await orderRow(database.db, orderId)).refundedCents).toBe(40_00);
    expect((await simulatedIntent(database.db, intentId)).refundedCents).toBe(40_00);
    const refunds = (await ledgerOf(database.db, orderId)).filter((row) => row.kind === 'refund');
    expect(refunds.map((row) => row.status)).toEqual(['succeeded']);
  });

  it('a capture and a cancel at once: one of them, never money taken on a canceled order', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { owner, orderId, intentId } = await heldOrder();
      await Promise.allSettled([
        money(database.db, admin).charge({ orderId, amountCents: 30_00, idempotencyKey: key() }),
        money(database.db, owner).cancel({ orderId }),
      ]);
      const order = await orderRow(database.db, orderId);
      const intent = await simulatedIntent(database.db, intentId);
      if (order.status === 'Canceled') {
        expect([order.capturedCents, intent.status, intent.capturedCents]).toEqual([0, 'canceled', 0]);
      } else {
        expect([order.status, order.capturedCents, intent.status]).toEqual([
          'Payment Processed',
          30_00,
          'succeeded',
        ]);
      }
    }
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
