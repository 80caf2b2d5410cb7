import { startGuestSession, startUserSession } from '@laundry/api';
import {
  firstProductId,
  TEST_CARDS,
  TEST_NOW,
  testClock,
  WASH_FOLD_HOLD_CENTS,
  washFoldDraft,
  withEmail,
} from '@laundry/api/testing';
import { orders, simulatedPaymentIntents } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { CHECKOUT_MESSAGES } from '@laundry/validators/checkout';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

let database: Database;
let app: FastifyInstance;
let productId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  productId = await firstProductId(database.db);
  app = await buildApp({ database, now: testClock });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const auth = (token: string) => ({ authorization: `JWT ${token}` });

async function guestToken(email: string) {
  return (await startGuestSession(database.db, email, TEST_NOW)).token;
}
async function userToken(role: 'Customer' | 'Admin' = 'Customer') {
  const user = await createUser(database.db, { role });
  return { user, token: (await startUserSession(database.db, user.id, TEST_NOW)).token };
}
async function testCard(token: string, number: string = TEST_CARDS.visa): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/trpc/payments.createTestPaymentMethod',
    headers: auth(token),
    payload: { number, expMonth: 12, expYear: 2030, cvc: '123' },
  });
  expect(response.statusCode).toBe(200);
  return response.json().result.data.id;
}

describe('POST /api/order', () => {
  it('places the order with the spec payload and answers the order in the legacy shape', async () => {
    const token = await guestToken('rest.guest@example.test');
    const payload = {
      order: withEmail(washFoldDraft(productId), 'rest.guest@example.test'),
      paymentMethodId: await testCard(token),
      idempotencyKey: crypto.randomUUID(),
      quoteTotalPrice: '44.00',
      sms: true,
    };
    const response = await app.inject({ method: 'POST', url: '/api/order', headers: auth(token), payload });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      orderId: expect.any(Number),
      status: 'New',
      quoteTotalPrice: '44.00',
      gratuity: '5.00',
      amountAuthorized: WASH_FOLD_HOLD_CENTS,
      sms: true,
      pickUpTime: { value: 12, label: '12-1pm' },
      deliveryTime: { value: 14, label: '2-3pm' },
      washFoldOrder: { weight: 25, quote: '36.00' },
      priceChanged: false,
    });
    expect(body._id).toEqual(expect.any(String));
    expect(body.locationName).toEqual(expect.any(String));

    const again = await app.inject({ method: 'POST', url: '/api/order', headers: auth(token), payload });
    expect(again.json()._id).toBe(body._id);
  });

  it("places an order with Stripe's test PaymentMethod ids while payments are simulated", async () => {
    const token = await guestToken('rest.pm.card@example.test');
    const order = withEmail(washFoldDraft(productId), 'rest.pm.card@example.test');
    const post = (paymentMethodId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/order',
        headers: auth(token),
        payload: { order, paymentMethodId },
      });
    const declined = await post('pm_card_chargeDeclined');
    expect(declined.statusCode).toBe(422);
    expect(declined.json().error).toBe('Your card was declined.');
    const placed = await post('pm_card_visa');
    expect(placed.statusCode).toBe(200);
    // No quoteTotalPrice sent: the server's total cannot have differed from it.
    expect(placed.json()).toMatchObject({
      status: 'New',
      amountAuthorized: WASH_FOLD_HOLD_CENTS,
      priceChanged: false,
    });
  });

  it('accepts a hold from POST /api/payment/intent for exactly 150% of the quote', async () => {
    const token = await guestToken('two.step@example.test');
    const paymentMethodId = await testCard(token);
    const intent = await app.inject({
      method: 'POST',
      url: '/api/payment/intent',
      headers: auth(token),
      payload: { amount: WASH_FOLD_HOLD_CENTS, paymentMethodId, receipt_email: 'two.step@example.test' },
    });
    expect(intent.statusCode).toBe(200);
    const { paymentIntentId, amountAuthorized } = intent.json();
    expect(amountAuthorized).toBe(WASH_FOLD_HOLD_CENTS);
    const order = withEmail(washFoldDraft(productId), 'two.step@example.test');
    const response = await app.inject({
      method: 'POST',
      url: '/api/order',
      headers: auth(token),
      payload: { order, stripePaymentIntentId: paymentIntentId, quoteTotalPrice: 44 },
    });
    expect(response.statusCode).toBe(200);
    const [stored] = await database.db.select().from(orders).where(eq(orders.id, response.json()._id));
    expect(stored?.paymentIntentId).toBe(paymentIntentId);
  });

  it('releases a hold of another amount and refuses the order with the pricing message', async () => {
    const token = await guestToken('short.hold@example.test');
    const paymentMethodId = await testCard(token);
    const intent = await app.inject({
      method: 'POST',
      url: '/api/payment/intent',
      headers: auth(token),
      payload: { amount: 50_00, paymentMethodId, receipt_email: 'short.hold@example.test' },
    });
    const { paymentIntentId } = intent.json();
    const order = withEmail(washFoldDraft(productId), 'short.hold@example.test');
    const response = await app.inject({
      method: 'POST',
      url: '/api/order',
      headers: auth(token),
      payload: { order, stripePaymentIntentId: paymentIntentId },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: CHECKOUT_MESSAGES.pricing, message: CHECKOUT_MESSAGES.pricing });
    const [held] = await database.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, paymentIntentId));
    expect(held?.status).toBe('canceled');
  });

  it("refuses a guest's hold to another guest's order, and leaves it for the guest who made it", async () => {
    const email = 'hold.owner@example.test';
    const token = await guestToken(email);
    const intent = await app.inject({
      method: 'POST',
      url: '/api/payment/intent',
      headers: auth(token),
      payload: { amount: WASH_FOLD_HOLD_CENTS, paymentMethodId: await testCard(token), receipt_email: email },
    });
    const { paymentIntentId } = intent.json();
    const claim = (sessionToken: string, orderEmail: string) =>
      app.inject({
        method: 'POST',
        url: '/api/order',
        headers: auth(sessionToken),
        payload: {
          order: withEmail(washFoldDraft(productId), orderEmail),
          stripePaymentIntentId: paymentIntentId,
        },
      });
    // Another guest, with an e-mail of its own or the same e-mail in a session of its own.
    for (const otherEmail of ['hold.taker@example.test', email]) {
      const taken = await claim(await guestToken(otherEmail), otherEmail);
      expect(taken.statusCode).toBe(400);
      expect(taken.json().error).toBe(CHECKOUT_MESSAGES.orderRejected);
    }
    const own = await claim(token, email);
    expect(own.statusCode).toBe(200);
    const [stored] = await database.db.select().from(orders).where(eq(orders.id, own.json()._id));
    expect(stored?.paymentIntentId).toBe(paymentIntentId);
  });

  it('answers the order to a guest whose session had no e-mail yet, and binds the session to it', async () => {
    const { token } = await startGuestSession(database.db, null, TEST_NOW);
    const email = 'no.email.yet@example.test';
    const response = await app.inject({
      method: 'POST',
      url: '/api/order',
      headers: auth(token),
      payload: { order: withEmail(washFoldDraft(productId), email), paymentMethodId: await testCard(token) },
    });
    expect(response.statusCode).toBe(200);
    const placed = response.json();
    expect(placed).toMatchObject({ status: 'New', email, amountAuthorized: WASH_FOLD_HOLD_CENTS });
    const read = await app.inject({ url: `/api/order/${placed._id}`, headers: auth(token) });
    expect(read.statusCode).toBe(200);
    expect(read.json()._id).toBe(placed._id);
  });

  it('gives a retried call with the same Idempotency-Key header the first order, per session', async () => {
    const email = 'header.key@example.test';
    const token = await guestToken(email);
    const paymentMethodId = await testCard(token);
    const post = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/order',
        headers,
        payload: { order: withEmail(washFoldDraft(productId), email), paymentMethodId },
      });
    const first = await post({ ...auth(token), 'idempotency-key': 'checkout-7' });
    const retried = await post({ ...auth(token), 'idempotency-key': 'checkout-7' });
    expect(first.statusCode).toBe(200);
    expect(retried.json()._id).toBe(first.json()._id);
    const ordersOfGuest = await database.db.select().from(orders).where(eq(orders.email, email));
    expect(ordersOfGuest).toHaveLength(1);

    // Another session choosing the same header value makes its own submission.
    const other = await guestToken('header.key.other@example.test');
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { ...auth(other), 'idempotency-key': 'checkout-7' },
      payload: {
        order: withEmail(washFoldDraft(productId), 'header.key.other@example.test'),
        paymentMethodId: await testCard(other),
      },
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()._id).not.toBe(first.json()._id);
  });

  it('scopes the body’s idempotencyKey to the session as the header is', async () => {
    const place = async (email: string) => {
      const token = await guestToken(email);
      const paymentMethodId = await testCard(token);
      const post = () =>
        app.inject({
          method: 'POST',
          url: '/api/order',
          headers: auth(token),
          payload: {
            order: withEmail(washFoldDraft(productId), email),
            paymentMethodId,
            idempotencyKey: 'body-key-1',
          },
        });
      const first = await post();
      const retried = await post();
      expect([first.statusCode, retried.statusCode]).toEqual([200, 200]);
      expect(retried.json()._id).toBe(first.json()._id);
      return first.json()._id as string;
    };
    const mine = await place('body.key@example.test');
    const theirs = await place('body.key.other@example.test');
    expect(theirs).not.toBe(mine);
  });

  it('answers 401 without a session and the card message for a declined card', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/order', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const token = await guestToken('rest.declined@example.test');
    const response = await app.inject({
      method: 'POST',
      url: '/api/order',
      headers: auth(token),
      payload: {
        order: withEmail(washFoldDraft(productId), 'rest.declined@example.test'),
        paymentMethodId: await testCard(token, TEST_CARDS.declined),
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe('Your card was declined.');
  });
});

describe('PUT /api/order and GET /api/order/{id}', () => {
  it('lets staff edit and re-price an order; a customer may not; only the owner and staff read it', async () => {
    const { user, token } = await userToken();
    const placed = await app.inject({
      method: 'POST',
      url: '/api/order',
      headers: auth(token),
      payload: {
        order: withEmail(washFoldDraft(productId), user.email),
        paymentMethodId: await testCard(token),
      },
    });
    const id = placed.json()._id;
    // The edit flow has no schedule step: the edited order is sent without one.
    const { schedule: _schedule, ...draft } = withEmail(washFoldDraft(productId), user.email);
    const order = { ...draft, washFold: { weightLbs: 30, productIds: [] } };

    const refused = await app.inject({
      method: 'PUT',
      url: '/api/order',
      headers: auth(token),
      payload: { orderId: id, order },
    });
    expect(refused.statusCode).toBe(403);

    const admin = await userToken('Admin');
    const edited = await app.inject({
      method: 'PUT',
      url: '/api/order',
      headers: auth(admin.token),
      payload: { orderId: id, order, quoteTotalPrice: '0.00' },
    });
    expect(edited.statusCode).toBe(200);
    // $29 + 10 lbs x $1.45 = $43.50 -> $43, + $5 tip.
    expect(edited.json()).toMatchObject({
      quoteTotalPrice: '48.00',
      washFoldOrder: { weight: 30, quote: '43.00' },
      // The $0.00 sent was only compared: the server's total stands, and the caller is told (DECISIONS.md, Money).
      priceChanged: true,
    });

    // The old client names the order by its number, alone or beside its id (docs/decisions/0046).
    const number = placed.json().orderId as number;
    for (const ref of [{ orderId: number }, { orderId: String(number) }, { _id: id, orderId: number }]) {
      const byNumber = await app.inject({
        method: 'PUT',
        url: '/api/order',
        headers: auth(admin.token),
        payload: { ...ref, order },
      });
      expect(byNumber.statusCode).toBe(200);
      // No quote sent: nothing to differ from.
      expect(byNumber.json()).toMatchObject({
        _id: id,
        orderId: number,
        quoteTotalPrice: '48.00',
        priceChanged: false,
      });
    }
    // The answer carries the order's version; an edit naming an older one is refused (decision 0046).
    const current = await app.inject({ url: `/api/order/${id}`, headers: auth(admin.token) });
    const version = current.json().version as number;
    expect(version).toBeGreaterThan(1);
    expect(current.json().washFoldOrder).toMatchObject({ isExpressDelivery: false });
    const stale = await app.inject({
      method: 'PUT',
      url: '/api/order',
      headers: auth(admin.token),
      payload: { orderId: id, order, version: version - 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(
      'This order was changed by someone else. Please reload it and try again.',
    );
    const fresh = await app.inject({
      method: 'PUT',
      url: '/api/order',
      headers: auth(admin.token),
      payload: { orderId: id, order, version },
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().version).toBe(version + 1);
    // A New York zip with the state FL is not served (docs/rules/regions.md): no Florida prices for it.
    const otherRegion = await app.inject({
      method: 'PUT',
      url: '/api/order',
      headers: auth(admin.token),
      payload: { orderId: number, order: { ...order, address: { ...order.address, state: 'FL' } } },
    });
    expect(otherRegion.statusCode).toBe(400);
    expect(otherRegion.json().error).toBe("Sorry! We're not yet available in your area.");
    const unknown = await app.inject({
      method: 'PUT',
      url: '/api/order',
      headers: auth(admin.token),
      payload: { orderId: 999_999_999, order },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('There was an error getting orders.');

    // The money actions' notes are the staff's: staff read them, the customer does not.
    await database.db
      .update(orders)
      .set({ chargeNotes: 'charged at the counter', refundNotes: 'stain not removed' })
      .where(eq(orders.id, id));
    const asStaff = (await app.inject({ url: `/api/order/${number}`, headers: auth(admin.token) })).json();
    expect(asStaff).toMatchObject({
      chargeNotes: 'charged at the counter',
      reauthNotes: null,
      refundNotes: 'stain not removed',
    });
    const asOwner = await app.inject({ url: `/api/order/${id}`, headers: auth(token) });
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json()).not.toHaveProperty('chargeNotes');
    expect(asOwner.json()).not.toHaveProperty('refundNotes');
    const stranger = await userToken();
    const hidden = await app.inject({ url: `/api/order/${id}`, headers: auth(stranger.token) });
    // Someone else's order is answered as one that does not exist (docs/rules/roles.md, Who may do what).
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe('There was an error getting orders.');
    const guest = await guestToken(user.email);
    expect((await app.inject({ url: `/api/order/${id}`, headers: auth(guest) })).statusCode).toBe(404);
  });
});

describe('the order page loads', () => {
  it('serves both regions’ settings in the legacy shape', async () => {
    const ny = (await app.inject('/api/settings')).json();
    const fl = (await app.inject('/api/settings_florida')).json();
    expect(ny).toMatchObject({ firstPickUp: { value: 11, label: '11-12pm' }, washFoldPerLb: '1.45' });
    expect(ny.products[0]).toEqual({
      _id: expect.any(String),
      item: expect.any(String),
      price: expect.any(String),
    });
    expect(fl.disableOrderingMessage).toContain('(561)');
  });

  it('lists saved cards and makes setup intents for signed-in customers only', async () => {
    const guest = await guestToken('no.cards@example.test');
    expect((await app.inject({ url: '/api/payment/methods', headers: auth(guest) })).statusCode).toBe(401);
    const { token } = await userToken();
    const methods = await app.inject({ url: '/api/payment/methods', headers: auth(token) });
    expect(methods.json()).toEqual([]);
    const setup = await app.inject({ method: 'POST', url: '/api/payment/setupintent', headers: auth(token) });
    expect(setup.json().client_secret).toMatch(/^seti_sim_/);
  });
});
