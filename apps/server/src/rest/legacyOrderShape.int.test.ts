import { loadRegionPricing, startUserSession } from '@laundry/api';
import { TEST_CARDS, TEST_NOW, testClock, washFoldDraft } from '@laundry/api/testing';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import type { PriceLists } from '@laundry/validators/pricing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

/**
 * docs/rules/rest-compatibility.md: POST and PUT /api/order take the older client's order shape (spec 001 section 3)
 * beside the draft shape, and an order is priced and held the same in either.
 */

let database: Database;
let app: FastifyInstance;
let lists: PriceLists;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  app = await buildApp({ database, now: testClock });
  lists = (await loadRegionPricing(database.db, 'ny')).priceLists;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const auth = (token: string) => ({ authorization: `JWT ${token}` });

async function customer() {
  const user = await createUser(database.db);
  const token = (await startUserSession(database.db, user.id, TEST_NOW)).token;
  const card = await app.inject({
    method: 'POST',
    url: '/trpc/payments.createTestPaymentMethod',
    headers: auth(token),
    payload: { number: TEST_CARDS.visa, expMonth: 12, expYear: 2030, cvc: '123' },
  });
  return { user, token, paymentMethodId: card.json().result.data.id as string };
}

/** One order in the draft shape: wash and fold with a product, a dry-clean line, a tip and a promo. */
function draftOrder(email: string) {
  const base = washFoldDraft(lists.products[0]!.id);
  // Dry cleaning needs more days than wash and fold before its delivery (docs/rules/scheduling.md).
  return {
    ...base,
    schedule: { ...base.schedule, deliveryDate: '2026-12-07' },
    address: { ...base.address, email },
    dryClean: {
      items: [{ itemId: lists.dryClean[0]!.id, quantity: 2, pressOnly: false, crease: null, starch: null }],
    },
    promoCode: 'FRESH10',
  };
}

/** The same order as the older client sends it. */
function oldShapeOrder(email: string) {
  const draft = draftOrder(email);
  return {
    address: { ...draft.address, florida: false },
    washFoldOrder: { weight: 25, products: { [lists.products[0]!.item]: true }, quote: '36.00' },
    dryCleanOrder: {
      items: [
        { type: lists.dryClean[0]!.item, quantity: { value: 2, label: '2' }, pressOnly: false, quote: '0' },
      ],
    },
    pickUpDate: draft.schedule.pickUpDate,
    pickUpTime: { value: 12, label: '12-1pm' },
    deliveryDate: draft.schedule.deliveryDate,
    deliveryTime: { value: 14, label: '2-3pm' },
    deliveryDate2: null,
    deliveryTime2: null,
    multipleDeliveries: false,
    isExpressDelivery: false,
    gratuity: '5.00',
    promo: 'FRESH10',
    instructions: '',
  };
}

const place = async (token: string, order: unknown, paymentMethodId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/order',
    headers: auth(token),
    payload: { order, paymentMethodId, idempotencyKey: crypto.randomUUID() } as Record<string, unknown>,
  });

const priced = (body: Record<string, unknown>) => ({
  quoteTotalPrice: body.quoteTotalPrice,
  amountAuthorized: body.amountAuthorized,
  totalDiscountAmount: body.totalDiscountAmount,
  gratuity: body.gratuity,
  washFoldOrder: body.washFoldOrder,
  dryCleanOrder: (body.dryCleanOrder as { quote: string }).quote,
  pickUpTime: body.pickUpTime,
  deliveryTime: body.deliveryTime,
});

describe('the older client order shape on /api/order', () => {
  it('places an old-shape order priced and held exactly as the same order in the draft shape', async () => {
    const first = await customer();
    const viaDraft = await place(first.token, draftOrder(first.user.email), first.paymentMethodId);
    expect(viaDraft.statusCode).toBe(200);
    const second = await customer();
    const viaOld = await place(second.token, oldShapeOrder(second.user.email), second.paymentMethodId);
    expect(viaOld.statusCode).toBe(200);
    expect(priced(viaOld.json())).toEqual(priced(viaDraft.json()));
    expect(viaOld.json()).toMatchObject({ promo: 'FRESH10', totalDiscountAmount: '10.00' });
  });

  it('edits with PUT in the old shape, and the answer of GET fed back unchanged keeps the total', async () => {
    const { user, token, paymentMethodId } = await customer();
    const placed = (await place(token, oldShapeOrder(user.email), paymentMethodId)).json();
    const admin = await createUser(database.db, { role: 'Admin' });
    const adminToken = (await startUserSession(database.db, admin.id, TEST_NOW)).token;
    const read = (
      await app.inject({ method: 'GET', url: `/api/order/${placed._id}`, headers: auth(adminToken) })
    ).json();

    const same = await app.inject({
      method: 'PUT',
      url: '/api/order',
      headers: auth(adminToken),
      payload: { orderId: placed._id, version: read.version, order: read },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().quoteTotalPrice).toBe(placed.quoteTotalPrice);

    const heavier = { ...oldShapeOrder(user.email), washFoldOrder: { weight: 30, products: {} } };
    const edited = await app.inject({
      method: 'PUT',
      url: '/api/order',
      headers: auth(adminToken),
      payload: { orderId: placed._id, version: same.json().version, order: heavier },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().washFoldOrder).toMatchObject({ weight: 30, products: {} });
  });

  it('refuses an item the price list does not have with the pricing message, and places nothing', async () => {
    const { user, token, paymentMethodId } = await customer();
    const order = {
      ...oldShapeOrder(user.email),
      dryCleanOrder: { items: [{ type: 'Space suit', quantity: 1 }] },
    };
    const refused = await place(token, order, paymentMethodId);
    expect(refused.statusCode).toBe(400);
    // An item no price list has is what the draft shape's unknown itemId gets too (docs/rules/messages.md).
    expect(refused.json().error).toBe(
      'There was an error with order pricing. Please contact us for assistance.',
    );
    const orders = await app.inject({ method: 'GET', url: '/api/orders', headers: auth(token) });
    expect(JSON.stringify(orders.json())).not.toContain(user.email);
  });
});
