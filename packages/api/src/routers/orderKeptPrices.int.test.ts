import { regionSettings, specials } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, userActor } from '../testing/context';
import {
  firstProductId,
  placeOrderInput,
  TEST_CARDS,
  testClock,
  washFoldDraft,
  withEmail,
} from '../testing/drafts';

/** docs/rules/pricing.md, An order keeps its prices: edits and reschedules price with what placed the order. */

let database: Database;
let productId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  productId = await firstProductId(database.db);
});
afterAll(() => database.close());

async function placed(promoCode?: string) {
  const customer = await createUser(database.db);
  const caller = callerFor(database.db, userActor(customer), testClock);
  const method = await caller.payments.createTestPaymentMethod({
    number: TEST_CARDS.visa,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  });
  const draft = withEmail(washFoldDraft(productId, promoCode ? { promoCode } : {}), customer.email);
  const order = await caller.checkout.placeOrder(placeOrderInput(draft, method.id));
  return { customer, caller, draft, order };
}

const admin = async () =>
  callerFor(database.db, userActor(await createUser(database.db, { role: 'Admin' })), testClock);

const raisePerPound = (cents: number) =>
  database.db
    .update(regionSettings)
    .set({ washFoldPerLbCents: sql`${regionSettings.washFoldPerLbCents} + ${cents}` })
    .where(eq(regionSettings.region, 'ny'));

const editOf = ({ schedule: _schedule, ...draft }: ReturnType<typeof washFoldDraft>, weightLbs: number) => ({
  ...draft,
  washFold: { weightLbs, productIds: [productId] },
});

describe('an order keeps the prices it was placed with', () => {
  it('prices a staff edit, its quote and the reschedule with them after the per-pound price rises', async () => {
    const { customer, caller, draft, order } = await placed();
    const [before] = await database.db
      .select({ perLb: regionSettings.washFoldPerLbCents })
      .from(regionSettings)
      .where(eq(regionSettings.region, 'ny'));
    await raisePerPound(100);
    try {
      // A new order is priced with today's figures: 5 pounds over the first 20 cost $5.00 more.
      const today = await caller.checkout.quote({ order: draft });
      expect(today.quoteTotalCents).toBe(order.quoteTotalCents + 5 * 100);

      const staff = await admin();
      const kept = await staff.orders.pricedWith({ orderId: order.orderId });
      expect(kept?.settings.washFoldPerLbCents).toBe(before!.perLb);
      // Nothing touched: the edit's quote is the order's own total, to the cent.
      const unchanged = await staff.orders.quoteEdit({ orderId: order.orderId, order: editOf(draft, 25) });
      expect(unchanged.quoteTotalCents).toBe(order.quoteTotalCents);
      // Five more pounds cost the kept per-pound price, not today's: $1.00 a pound less for each of them.
      const heavier = await staff.orders.quoteEdit({ orderId: order.orderId, order: editOf(draft, 30) });
      const heavierToday = await caller.checkout.quote({
        order: { ...draft, washFold: editOf(draft, 30).washFold },
      });
      expect(heavierToday.quoteTotalCents - heavier.quoteTotalCents).toBe(10 * 100);
      const { version } = await staff.orders.get({ orderId: order.orderId });
      const updated = await staff.orders.update({
        orderId: order.orderId,
        version,
        order: editOf(draft, 30),
      });
      expect(updated.totals.quoteTotalCents).toBe(heavier.quoteTotalCents);

      // The customer moves the delivery: still the kept figures.
      const moved = await callerFor(database.db, userActor(customer), testClock).orders.reschedule({
        orderId: order.orderId,
        schedule: { ...draft.schedule, deliveryHour: 16 },
      });
      expect(moved.totals.quoteTotalCents).toBe(heavier.quoteTotalCents);
    } finally {
      await raisePerPound(-100);
    }
  });

  it('keeps the special as it was while the code stays, and finds another code as it is today', async () => {
    const { draft, order } = await placed('FRESH10');
    expect(order.quoteTotalCents).toBe((await placed()).order.quoteTotalCents - 10_00);
    await database.db
      .update(specials)
      .set({ discountAmountCents: 20_00 })
      .where(eq(specials.code, 'FRESH10'));
    try {
      const staff = await admin();
      const same = await staff.orders.quoteEdit({ orderId: order.orderId, order: editOf(draft, 25) });
      expect(same.quoteTotalCents).toBe(order.quoteTotalCents);
      const withoutCode = { ...editOf(draft, 25), promoCode: undefined };
      const none = await staff.orders.quoteEdit({ orderId: order.orderId, order: withoutCode });
      expect(none.quoteTotalCents).toBe(order.quoteTotalCents + 10_00);
    } finally {
      await database.db
        .update(specials)
        .set({ discountAmountCents: 10_00 })
        .where(eq(specials.code, 'FRESH10'));
    }
  });
});
