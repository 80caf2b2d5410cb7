import { type NewOrder, orders, type User } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { ORDER_STATUSES, type OrderStatus } from '@laundry/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../context';
import { callerFor, userActor } from '../../testing/context';
import {
  firstProductId,
  placeOrderInput,
  TEST_CARDS,
  TEST_NOW,
  testClock,
  WASH_FOLD_QUOTE_CENTS,
  washFoldDraft,
  withEmail,
} from '../../testing/drafts';
import { insertListedOrder } from '../../testing/listOrders';
import { startGuestSession } from '../auth/sessions';

/**
 * docs/rules/pricing.md, Promotions: 'This promotion is for first-time customers only.' when "the account, or a guest's
 * e-mail, has an order that is not canceled" (docs/decisions/0008-pricing-promotions.md: the non-canceled orders). A
 * canceled order is no earlier order, for an account and for a guest's e-mail; an order in any other status is.
 */

const FIRST_TIME_ONLY = 'This promotion is for first-time customers only.';
/** The seed's first-time-only special: 15% off every service. */
const CODE = 'WELCOME15';
/** 15% of the $36.00 of wash and fold in the test draft (docs/rules/pricing.md, Promotions). */
const DISCOUNT_CENTS = 5_40;
const NOT_CANCELED = ORDER_STATUSES.filter((status) => status !== 'Canceled');

let database: Database;
let productId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  productId = await firstProductId(database.db);
});
afterAll(() => database.close());

let made = 0;
const uniqueEmail = (what: string) => {
  made += 1;
  return `${what}-${made}-${crypto.randomUUID().slice(0, 8)}@example.test`;
};
const draftFor = (email: string) => ({ ...withEmail(washFoldDraft(productId), email), promoCode: CODE });
const earlierOrders = async (statuses: OrderStatus[], values: Partial<NewOrder>) => {
  for (const status of statuses) await insertListedOrder(database.db, { ...values, status });
};

async function guestBoundTo(email: string): Promise<Actor> {
  const session = await startGuestSession(database.db, email, TEST_NOW);
  return { kind: 'guest', sessionId: session.id, email, emailProven: false };
}

/** The code judged at Apply (checkout.quote) and at Place Order, for `actor` ordering with `email`. */
async function judged(actor: Actor, email: string) {
  const caller = callerFor(database.db, actor, testClock);
  const quote = await caller.checkout.quote({ order: draftFor(email) });
  const method = await caller.payments.createTestPaymentMethod({
    number: TEST_CARDS.visa,
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
  });
  const placed = await caller.checkout
    .placeOrder(placeOrderInput(draftFor(email), method.id))
    .then((order) => ({ quoteTotalCents: order.quoteTotalCents }))
    .catch((error: Error) => ({ refused: error.message }));
  return { promoError: quote.promoError, discountCents: quote.discountCents, placed };
}

const GIVEN = {
  promoError: null,
  discountCents: DISCOUNT_CENTS,
  placed: { quoteTotalCents: WASH_FOLD_QUOTE_CENTS - DISCOUNT_CENTS },
};
const REFUSED = { promoError: FIRST_TIME_ONLY, discountCents: 0, placed: { refused: FIRST_TIME_ONLY } };

describe('first-time-only promotions: a customer account', () => {
  it('gives the code to an account whose only earlier orders were canceled, and once', async () => {
    const customer = await createUser(database.db);
    // Canceled orders of the account, under its address and under another one it ordered with.
    await earlierOrders(['Canceled'], { userId: customer.id, email: customer.email });
    await earlierOrders(['Canceled'], { userId: customer.id, email: uniqueEmail('other') });
    expect(await judged(userActor(customer), customer.email)).toEqual(GIVEN);
    // That order is now its non-canceled order: the next is refused.
    expect(await judged(userActor(customer), customer.email)).toEqual(REFUSED);
  });

  it.each(NOT_CANCELED)('refuses the code to an account with an earlier %s order', async (status) => {
    const customer: User = await createUser(database.db);
    // The earlier order is the account's, under another e-mail: the account is what counts.
    await earlierOrders([status], { userId: customer.id, email: uniqueEmail('earlier') });
    await earlierOrders(['Canceled'], { userId: customer.id, email: customer.email });
    expect(await judged(userActor(customer), customer.email)).toEqual(REFUSED);
  });
});

describe("first-time-only promotions: a guest's e-mail", () => {
  it('gives the code to an e-mail whose only earlier orders were canceled, and once', async () => {
    const email = uniqueEmail('guest');
    await earlierOrders(['Canceled', 'Canceled'], { email, userId: null });
    expect(await judged(await guestBoundTo(email), email)).toEqual(GIVEN);
    expect(await judged(await guestBoundTo(email), email)).toEqual(REFUSED);
  });

  it.each(NOT_CANCELED)('refuses the code to an e-mail with an earlier %s order', async (status) => {
    const email = uniqueEmail('guest');
    await earlierOrders([status, 'Canceled'], { email, userId: null });
    expect(await judged(await guestBoundTo(email), email)).toEqual(REFUSED);
  });

  it("counts an earlier order of the e-mail whatever its letter case, and another e-mail's not at all", async () => {
    const email = uniqueEmail('mixed');
    await earlierOrders(['Completed'], { email: email.toUpperCase(), userId: null });
    expect(await judged(await guestBoundTo(email), email)).toEqual(REFUSED);
    const other = uniqueEmail('other');
    expect(await judged(await guestBoundTo(other), other)).toEqual(GIVEN);
    const [order] = await database.db.select().from(orders).where(eq(orders.email, other));
    expect(order?.specialId).not.toBeNull();
  });
});
