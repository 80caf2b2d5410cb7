import { type Db, simulatedPaymentMethods } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordHeldReauthorization } from '../services/payments/orderMoney/heldReauthorization';
import { callerFor, testContext } from '../testing/context';
import { testClock, testHoldBeforeOrder } from '../testing/drafts';
import { customer, money, orderRow, type Person, placeHeldOrder, staff } from '../testing/money';

let database: Database;
let admin: Person;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  admin = await staff(database.db);
});
afterAll(() => database.close());

const key = () => crypto.randomUUID();
const NEW_TOTAL_CENTS = 92_40;

/**
 * A card the simulated provider holds on and answers as a Mastercard ending 4444. Its test numbers succeed only as
 * the Visa 4242, so another card for the reauthorization is made as its card entry would store one.
 */
async function mastercard(db: Db): Promise<string> {
  const id = `pm_sim_mastercard_${key().slice(0, 8)}`;
  await db.insert(simulatedPaymentMethods).values({
    id,
    customerId: null,
    brand: 'mastercard',
    last4: '4444',
    expMonth: 12,
    expYear: 2040,
    behavior: 'succeed',
  });
  return id;
}

const cardOf = async (orderId: string) => {
  const order = await orderRow(database.db, orderId);
  return { cardBrand: order.cardBrand, cardLast4: order.cardLast4 };
};

const staffView = (orderId: string) => callerFor(database.db, admin.actor, testClock).orders.get({ orderId });

/** An order whose staff charged more than the hold: the customer is asked to authorize the new amount. */
async function waitingOrder(owner: Person) {
  const placed = await placeHeldOrder(database.db, owner);
  await money(database.db, admin).charge({
    orderId: placed.orderId,
    amountCents: NEW_TOTAL_CENTS,
    idempotencyKey: key(),
  });
  return placed;
}

// docs/decisions/0071-money-actions-confirm.md, Amended 2026-11-29: the order records the card its hold is on, and
// staff read it where they charge and refund.
describe('the card of an order’s hold', () => {
  it('is recorded at checkout: the brand and last four of the test card, shown to staff only', async () => {
    const owner = await customer(database.db);
    const { orderId } = await placeHeldOrder(database.db, owner);
    expect(await cardOf(orderId)).toEqual({ cardBrand: 'visa', cardLast4: '4242' });
    expect((await staffView(orderId)).payment.card).toEqual({ brand: 'visa', last4: '4242' });
    const own = await callerFor(database.db, owner.actor, testClock).orders.get({ orderId });
    expect(own.payment.card).toBeNull();
  });

  it('is replaced by the new card when the customer reauthorizes with another one', async () => {
    const owner = await customer(database.db);
    const { orderId } = await waitingOrder(owner);
    expect(await cardOf(orderId)).toEqual({ cardBrand: 'visa', cardLast4: '4242' });
    await money(database.db, owner).reauthorize({
      orderId,
      paymentMethodId: await mastercard(database.db),
      idempotencyKey: key(),
    });
    expect(await cardOf(orderId)).toEqual({ cardBrand: 'mastercard', cardLast4: '4444' });
    expect((await staffView(orderId)).payment).toMatchObject({
      amountAuthorizedCents: NEW_TOTAL_CENTS,
      card: { brand: 'mastercard', last4: '4444' },
    });
  });

  it('is not named after a hold made beforehand (POST /api/payment/intent), whose card the order was not told', async () => {
    const owner = await customer(database.db);
    const { orderId } = await waitingOrder(owner);
    expect(await cardOf(orderId)).toEqual({ cardBrand: 'visa', cardLast4: '4242' });
    const ctx = testContext(database.db, owner.actor, testClock);
    const hold = await testHoldBeforeOrder(ctx, { amountCents: NEW_TOTAL_CENTS, receiptEmail: owner.email });
    await recordHeldReauthorization(ctx, { orderId, paymentIntentId: hold.intentId });
    const order = await orderRow(database.db, orderId);
    expect(order.paymentIntentId).toBe(hold.intentId);
    expect({ cardBrand: order.cardBrand, cardLast4: order.cardLast4 }).toEqual({
      cardBrand: null,
      cardLast4: null,
    });
    expect((await staffView(orderId)).payment.card).toBeNull();
  });
});
