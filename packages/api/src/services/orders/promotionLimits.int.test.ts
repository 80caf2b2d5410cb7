import {
  type NewSpecial,
  noDryCleanItems,
  noServices,
  noTailoringItems,
  orders,
  specials,
} from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { and, eq, ne } from 'drizzle-orm';
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
import { customer, guest, type Person, staff } from '../../testing/money';

/**
 * docs/rules/pricing.md, Promotions; docs/decisions/0092-promotion-limits.md: a special's start date, its uses in all
 * and per customer, and its minimum order, judged when the code is applied (checkout.quote) and at Place Order
 * (checkout.placeOrder), each refusal with its own text. A canceled order gives its use back. The tests' clock is
 * Dec 1, 2026, 9:00 in New York.
 */
const LIMIT = 'This promotion has reached its limit.';
const ALREADY_USED = 'You have already used this promotion.';

let database: Database;
let productId: string;
let admin: Person;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  productId = await firstProductId(database.db);
  admin = await staff(database.db);
});
afterAll(() => database.close());

/** A special of $5 off the order, valid through 2027, with these limits; its code is new each time. */
async function special(limits: Partial<NewSpecial>) {
  const code = `LIM${crypto.randomUUID().slice(0, 8)}`.toUpperCase();
  const [row] = await database.db
    .insert(specials)
    .values({
      name: 'Limited',
      code,
      expirationDate: '2027-12-31',
      discountAmountCents: 5_00,
      services: noServices,
      tailoringItems: noTailoringItems,
      dryCleanItems: noDryCleanItems,
      ...limits,
    })
    .returning();
  return row!;
}

const draftFor = (person: Person, code: string) => ({
  ...withEmail(washFoldDraft(productId), person.email),
  promoCode: code,
});

/** The code applied (the quote's promo check) and then placed, as `person`. */
async function judged(person: Person, code: string) {
  const caller = callerFor(database.db, person.actor, testClock);
  const quote = await caller.checkout.quote({ order: draftFor(person, code) });
  const placed = await place(person, code);
  return { promoError: quote.promoError, placed };
}

async function place(person: Person, code: string, db = database.db) {
  const caller = callerFor(db, person.actor, testClock);
  const card = await caller.payments.createTestPaymentMethod({
    number: TEST_CARDS.visa,
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
  });
  return caller.checkout
    .placeOrder(
      placeOrderInput(draftFor(person, code), card.id, {
        clientQuoteTotalCents: WASH_FOLD_QUOTE_CENTS - 5_00,
      }),
    )
    .then((order) => ({ orderId: order.orderId }))
    .catch((error: Error) => ({ refused: error.message }));
}

const uses = (specialId: string) =>
  database.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.specialId, specialId), ne(orders.status, 'Canceled')));
const GIVEN = { promoError: null, placed: { orderId: expect.any(String) } };

describe('total uses', () => {
  it('applies with limit - 1 used, and is refused once the limit is used', async () => {
    const { id, code } = await special({ maxUses: 2 });
    expect(await judged(await customer(database.db), code)).toEqual(GIVEN);
    // One used of two: limit - 1.
    expect(await judged(await customer(database.db), code)).toEqual(GIVEN);
    // Two of two: refused at Apply and at Place Order, and no order is made.
    expect(await judged(await customer(database.db), code)).toEqual({
      promoError: LIMIT,
      placed: { refused: LIMIT },
    });
    expect(await uses(id)).toHaveLength(2);
  });

  it('a canceled order gives its use back', async () => {
    const { code } = await special({ maxUses: 1 });
    const ada = await customer(database.db);
    const placed = await place(ada, code);
    const bob = await customer(database.db);
    expect(await place(bob, code)).toEqual({ refused: LIMIT });
    await callerFor(database.db, admin.actor, testClock).orders.cancel({
      orderId: (placed as { orderId: string }).orderId,
    });
    expect(await judged(bob, code)).toEqual(GIVEN);
  });
});

describe('uses per customer', () => {
  it('counts an account’s own orders, and another customer still has theirs', async () => {
    const { code } = await special({ maxUsesPerCustomer: 2 });
    const ada = await customer(database.db);
    expect(await judged(ada, code)).toEqual(GIVEN);
    expect(await judged(ada, code)).toEqual(GIVEN);
    expect(await judged(ada, code)).toEqual({ promoError: ALREADY_USED, placed: { refused: ALREADY_USED } });
    expect(await judged(await customer(database.db), code)).toEqual(GIVEN);
  });

  it('counts a guest per e-mail, in any letter case, whatever the session', async () => {
    const { code } = await special({ maxUsesPerCustomer: 1 });
    const email = `guest-${crypto.randomUUID().slice(0, 8)}@example.test`;
    expect(await judged(await guest(database.db, email), code)).toEqual(GIVEN);
    expect(await judged(await guest(database.db, email.toUpperCase()), code)).toEqual({
      promoError: ALREADY_USED,
      placed: { refused: ALREADY_USED },
    });
    expect(await judged(await guest(database.db), code)).toEqual(GIVEN);
  });
});

describe('start date', () => {
  it('applies from its first day in New York, and names the day before it', async () => {
    const today = await special({ startDate: '2026-12-01' });
    expect(await judged(await customer(database.db), today.code)).toEqual(GIVEN);
    const tomorrow = await special({ startDate: '2026-12-02' });
    const message = 'This promotion starts on Dec 2, 2026.';
    expect(await judged(await customer(database.db), tomorrow.code)).toEqual({
      promoError: message,
      placed: { refused: message },
    });
  });
});

describe('minimum order', () => {
  it('applies when exactly met and is refused one cent short, naming the amount', async () => {
    const ada = await customer(database.db);
    const plain = await callerFor(database.db, ada.actor, testClock).checkout.quote({
      order: withEmail(washFoldDraft(productId), ada.email),
    });
    const amount = plain.servicesCents + plain.productsCents;
    // $36.00 of wash and fold and a $3.00 product; the $5.00 tip does not count.
    expect(amount).toBe(39_00);
    const met = await special({ minOrderCents: amount });
    expect(await judged(ada, met.code)).toEqual(GIVEN);
    const short = await special({ minOrderCents: amount + 1 });
    const message = 'This promotion applies to orders of $39.01 or more.';
    expect(await judged(ada, short.code)).toEqual({ promoError: message, placed: { refused: message } });
  });
});

describe('a special without limits', () => {
  it('keeps working as before: every new field null', async () => {
    const open = await special({});
    expect([open.startDate, open.maxUses, open.maxUsesPerCustomer, open.minOrderCents]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    const ada = await customer(database.db);
    expect(await judged(ada, open.code)).toEqual(GIVEN);
    expect(await judged(ada, open.code)).toEqual(GIVEN);
  });
});
