import { loadRegionPricing, startUserSession } from '@laundry/api';
import {
  firstProductId,
  placeOrderInput,
  TEST_CARDS,
  TEST_NOW,
  testClock,
  washFoldDraft,
  withEmail,
} from '@laundry/api/testing';
import { type OrderStatus, orderEvents, orders, type User } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

/** POST /api/order/weighin (docs/decisions/0082-orders-weigh-in.md): the draft's shape and the older client's. */

let database: Database;
let app: FastifyInstance;
let productId: string;
let productName: string;
let adminToken: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  productId = await firstProductId(database.db);
  productName = (await loadRegionPricing(database.db, 'ny')).priceLists.products[0]!.item;
  app = await buildApp({ database, now: testClock });
  adminToken = (await tokenFor('Admin')).token;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function tokenFor(role: 'Customer' | 'Admin' = 'Customer'): Promise<{ user: User; token: string }> {
  const user = await createUser(database.db, { role });
  return { user, token: (await startUserSession(database.db, user.id, TEST_NOW)).token };
}
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: { authorization: `JWT ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const weighIn = (token: string, payload: unknown) => call('POST', '/api/order/weighin', token, payload);

/** A customer's order placed through checkout: 25 lb of wash and fold with one $3 product and a $5 tip, $44.00. */
async function placedOrder(status: OrderStatus = 'In Progress') {
  const { user, token } = await tokenFor();
  const card = await call('POST', '/trpc/payments.createTestPaymentMethod', token, {
    number: TEST_CARDS.visa,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  });
  const placed = await call(
    'POST',
    '/trpc/checkout.placeOrder',
    token,
    placeOrderInput(withEmail(washFoldDraft(productId), user.email), card.json().result.data.id),
  );
  expect(placed.statusCode).toBe(200);
  const orderId: string = placed.json().result.data.orderId;
  await database.db.update(orders).set({ status }).where(eq(orders.id, orderId));
  return { user, token, order: await rowOf(orderId) };
}
const rowOf = async (id: string) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const eventCount = async (id: string) =>
  (await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).length;

/** A refused call: its status and words, and the order and its events as they were. */
async function refused(
  orderId: string,
  response: Promise<{ statusCode: number; json(): unknown }>,
  status: number,
  error?: string,
) {
  const before = { row: await rowOf(orderId), events: await eventCount(orderId) };
  const answer = await response;
  expect(answer.statusCode).toBe(status);
  if (error !== undefined) expect(answer.json()).toEqual({ error, message: error });
  expect({ row: await rowOf(orderId), events: await eventCount(orderId) }).toEqual(before);
}

describe('POST /api/order/weighin', () => {
  it('weighs in the draft shape, by order number and without a version, answering the old shape', async () => {
    const { order } = await placedOrder();
    const response = await weighIn(adminToken, {
      orderId: order.orderNumber,
      order: { washFold: { weightLbs: 40, productIds: [productId] } },
      notes: 'Heavier than estimated',
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    // $44.00 - the estimate's 25 lb ($36) + 40 lb: $29 + 20 lb x $1.45 = $58.
    expect(answer).toMatchObject({
      _id: order.id,
      orderId: order.orderNumber,
      version: order.version + 1,
      quoteTotalPrice: '44.00',
      finalOrderTotalPrice: '66.00',
      washFoldOrder: { weight: 25, quote: '36.00' },
      weighIn: {
        washFoldOrder: { weight: 40, quote: '58.00', productsWithPrices: [[productName, '3.00']] },
        servicesSubtotal: '58.00',
        products: '3.00',
        gratuity: '5.00',
        totalDiscountAmount: '0.00',
        finalOrderTotalPrice: '66.00',
        notes: 'Heavier than estimated',
      },
    });
    expect(answer.weighIn.weighedBy).toEqual(expect.any(String));
    expect(await rowOf(order.id)).toMatchObject({ finalOrderTotalCents: 66_00, version: order.version + 1 });
  });

  it("weighs in the older client's sub-order shape, items named by the order's price lists", async () => {
    const { order } = await placedOrder();
    const response = await weighIn(adminToken, {
      _id: order.id,
      version: order.version,
      order: {
        washFoldOrder: { weight: 30, products: { [productName]: true } },
        dryCleanOrder: { items: [{ type: 'Shirt', quantity: { value: 2, label: '2' } }] },
      },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    const shirts = Number(answer.weighIn.dryCleanOrder.quote);
    expect(answer.weighIn).toMatchObject({
      washFoldOrder: { weight: 30, quote: '43.00' }, // $29 + 10 lb x $1.45 = $43.50, truncated
      dryCleanOrder: { items: [{ type: 'Shirt', quantity: 2 }] },
      notes: '',
    });
    expect(shirts).toBeGreaterThan(0);
    // The dry cleaning below its delivery minimum adds the engine's minimum delivery surcharge.
    const cents = (text: string) => Math.round(Number(text) * 100);
    const surcharges =
      cents(answer.weighIn.minimumDeliverySurcharge) + cents(answer.weighIn.dryCleanSurcharge);
    expect(answer.minimumDeliverySurcharge).toBe('0.00');
    const finalCents = 44_00 - 36_00 + 43_00 + Math.round(shirts * 100) + surcharges;
    expect(answer.finalOrderTotalPrice).toBe((finalCents / 100).toFixed(2));
    expect((await rowOf(order.id)).finalOrderTotalCents).toBe(finalCents);
    // The estimate's own sub-orders are unchanged.
    expect(answer.washFoldOrder).toMatchObject({ weight: 25 });
    expect(answer.dryCleanOrder).toBeUndefined();
  });

  it('refuses what the weigh-in refuses, changing nothing', async () => {
    const { order, token } = await placedOrder();
    const good = { orderId: order.id, order: { washFold: { weightLbs: 30, productIds: [] } } };
    await refused(order.id, weighIn(token, good), 403);
    const other = await tokenFor();
    await refused(order.id, weighIn(other.token, good), 403);
    await refused(
      order.id,
      weighIn(adminToken, { ...good, order: { washFoldOrder: { weight: 0 } } }),
      400,
      'Wash & Fold weight must be more than 0 lb and at most 500 lb, with up to 2 decimals.',
    );
    await refused(
      order.id,
      weighIn(adminToken, { ...good, order: { washFold: { weightLbs: '30', productIds: [] } } }),
      400,
      'Wash & Fold weight must be more than 0 lb and at most 500 lb, with up to 2 decimals.',
    );
    await refused(
      order.id,
      weighIn(adminToken, {
        ...good,
        order: { washPressOrder: { items: [{ type: 'Pants', quantity: 1000 }] } },
      }),
      400,
      'Wash & Press quantity must be a whole number from 1 to 999.',
    );
    await refused(
      order.id,
      weighIn(adminToken, {
        ...good,
        order: { dryCleanOrder: { items: [{ type: 'Spacesuit', quantity: 1 }] } },
      }),
      400,
    );
    await refused(
      order.id,
      weighIn(adminToken, { ...good, version: order.version + 5 }),
      409,
      'This order was changed by someone else. Please reload it and try again.',
    );
    await refused(order.id, weighIn(adminToken, { ...good, orderId: crypto.randomUUID() }), 404);

    const early = await placedOrder('New');
    await refused(
      early.order.id,
      weighIn(adminToken, { ...good, orderId: early.order.id }),
      409,
      'This order has not been picked up yet, so it cannot be weighed.',
    );
  });

  it('POST /api/payment/capture asks for a reason to charge a weighed order other than its final total', async () => {
    const { order } = await placedOrder();
    const weighed = await weighIn(adminToken, {
      orderId: order.id,
      order: { washFold: { weightLbs: 40, productIds: [productId] } },
    });
    expect(weighed.json().finalOrderTotalPrice).toBe('66.00');
    const capture = (payload: object) =>
      call('POST', '/api/payment/capture', adminToken, { orderId: order.id, ...payload });
    await refused(
      order.id,
      capture({ amountToCharge: 60_00 }),
      400,
      'Please give a reason for charging an amount other than the final total.',
    );
    const exact = await capture({ amountToCharge: 66_00 });
    expect(exact.statusCode).toBe(200);
    expect(exact.json()).toMatchObject({ status: 'Payment Processed', finalOrderTotalPrice: '66.00' });

    const other = await placedOrder();
    await weighIn(adminToken, {
      orderId: other.order.id,
      order: { washFold: { weightLbs: 40, productIds: [] } },
    });
    const withReason = await call('POST', '/api/payment/capture', adminToken, {
      orderId: other.order.id,
      amountToCharge: 50_00,
      notes: 'One bag was returned unwashed',
    });
    expect(withReason.statusCode).toBe(200);
    expect(withReason.json()).toMatchObject({
      finalOrderTotalPrice: '50.00',
      chargeNotes: 'One bag was returned unwashed',
    });
  });
});
