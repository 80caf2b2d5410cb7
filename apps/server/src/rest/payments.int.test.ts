import { startGuestSession, startUserSession } from '@laundry/api';
import {
  customer,
  emailsTo,
  ledgerOf,
  moneySnapshot,
  orderRow,
  type Person,
  placeHeldOrder,
  simulatedIntent,
  staff,
  TEST_CARDS,
  TEST_NOW,
  testClock,
  WASH_FOLD_HOLD_CENTS,
} from '@laundry/api/testing';
import { orders } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

let database: Database;
let app: FastifyInstance;
let admin: Person;
let adminToken: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  app = await buildApp({ database, now: testClock });
  admin = await staff(database.db);
  adminToken = await tokenOf(admin);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function tokenOf(person: Person): Promise<string> {
  if (person.user) return (await startUserSession(database.db, person.user.id, TEST_NOW)).token;
  return (await startGuestSession(database.db, person.email, TEST_NOW)).token;
}

const post = (url: string, token: string | null, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? { authorization: `JWT ${token}` } : {}), ...headers },
    payload: payload as Record<string, unknown>,
  });

async function heldOrder() {
  const owner = await customer(database.db);
  return { owner, token: await tokenOf(owner), ...(await placeHeldOrder(database.db, owner)) };
}

describe('POST /api/payment/capture', () => {
  it('captures amountToCharge cents and answers the order in the legacy shape, once per Idempotency-Key', async () => {
    const { orderId, intentId } = await heldOrder();
    const payload = {
      orderId,
      paymentIntentId: intentId,
      amountToCharge: 51_25,
      description: 'Order',
      notes: '27 lbs',
    };
    const headers = { 'idempotency-key': 'capture-1' };
    const response = await post('/api/payment/capture', adminToken, payload, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: orderId,
      status: 'Payment Processed',
      finalOrderTotalPrice: '51.25',
      amountAuthorized: WASH_FOLD_HOLD_CENTS,
      stripePaymentIntentId: intentId,
      chargeNotes: '27 lbs',
    });
    const again = await post('/api/payment/capture', adminToken, payload, headers);
    expect(again.json()).toEqual(response.json());
    expect((await ledgerOf(database.db, orderId)).filter((row) => row.kind === 'capture')).toHaveLength(1);
    expect(await simulatedIntent(database.db, intentId)).toMatchObject({ capturedCents: 51_25 });
  });

  it('takes the order number and a string of cents as the legacy client may send them', async () => {
    const { orderId, order } = await heldOrder();
    const response = await post('/api/payment/capture', adminToken, {
      orderId: order.orderNumber,
      amountToCharge: '4000',
    });
    expect(response.statusCode).toBe(200);
    expect((await orderRow(database.db, orderId)).capturedCents).toBe(40_00);
  });

  it.each([
    ['a decimal', 51.5, 'Please enter a valid amount.'],
    ['a dollar string', '51.25', 'Please enter a valid amount.'],
    ['a negative amount', -100, 'Please enter a valid amount.'],
    ['zero', 0, 'Please enter a valid amount.'],
    ['nothing', undefined, 'Please enter a valid amount.'],
  ])('refuses %s with 400 and changes nothing', async (_name, amountToCharge, message) => {
    const { owner, orderId } = await heldOrder();
    const before = await moneySnapshot(database.db, orderId, owner.email);
    const response = await post('/api/payment/capture', adminToken, { orderId, amountToCharge });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, message });
    expect(await moneySnapshot(database.db, orderId, owner.email)).toEqual(before);
  });

  it('refuses a hold that is no longer the order’s, an expired hold, a canceled order, customers and strangers', async () => {
    const { owner, token, orderId, intentId } = await heldOrder();
    const before = await moneySnapshot(database.db, orderId, owner.email);
    const stale = await post('/api/payment/capture', adminToken, {
      orderId,
      paymentIntentId: 'pi_sim_old',
      amountToCharge: 10_00,
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toBe('There was an error capturing the payment.');
    expect((await post('/api/payment/capture', token, { orderId, amountToCharge: 10_00 })).statusCode).toBe(
      403,
    );
    expect((await post('/api/payment/capture', null, { orderId, amountToCharge: 10_00 })).statusCode).toBe(
      401,
    );
    const unknown = await post('/api/payment/capture', adminToken, {
      orderId: 'not-an-order',
      amountToCharge: 10_00,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('There was an error getting orders.');
    expect(await moneySnapshot(database.db, orderId, owner.email)).toEqual(before);

    await database.db
      .update(orders)
      .set({ authorizedAt: new Date(TEST_NOW.getTime() - 7 * 86_400_000 - 1) })
      .where(eq(orders.id, orderId));
    // An expired hold cannot be captured: the customer is asked to authorize the amount, as the Charge form does.
    const expired = await post('/api/payment/capture', adminToken, {
      orderId,
      paymentIntentId: intentId,
      amountToCharge: 10_00,
    });
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toMatchObject({
      status: 'Awaiting Authorization',
      reauthStatus: 'Waiting',
      reauthorizationRequested: true,
    });
    expect((await orderRow(database.db, orderId)).capturedCents).toBe(0);

    expect((await post('/api/order/cancel', adminToken, { orderId })).statusCode).toBe(200);
    const canceled = await post('/api/payment/capture', adminToken, { orderId, amountToCharge: 10_00 });
    expect(canceled.statusCode).toBe(409);
    expect(canceled.json().error).toBe('This order is canceled, so nothing can be charged or refunded.');
    expect((await orderRow(database.db, orderId)).capturedCents).toBe(0);
  });
});

describe('POST /api/payment/capture above the hold (docs/rules/money.md, Charge)', () => {
  it('sends the reauthorization request instead of refusing, captures nothing, and says so', async () => {
    const { owner, orderId } = await heldOrder();
    const mailsBefore = (await emailsTo(database.db, owner.email)).length;
    const response = await post('/api/payment/capture', adminToken, {
      orderId,
      amountToCharge: WASH_FOLD_HOLD_CENTS + 1,
      notes: 'Heavier than estimated',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: orderId,
      status: 'Awaiting Authorization',
      reauthStatus: 'Waiting',
      reauthorizationRequested: true,
    });
    const order = await orderRow(database.db, orderId);
    expect(order).toMatchObject({ capturedCents: 0, reauthAmountCents: WASH_FOLD_HOLD_CENTS + 1 });
    expect((await emailsTo(database.db, owner.email)).length).toBe(mailsBefore + 1);
    // At or under the hold it is a capture, and the answer says no request went out.
    const { orderId: other } = await heldOrder();
    const captured = await post('/api/payment/capture', adminToken, {
      orderId: other,
      amountToCharge: 10_00,
    });
    expect(captured.json()).toMatchObject({ status: 'Payment Processed', reauthorizationRequested: false });
  });
});

describe('POST /api/payment/requestreauth', () => {
  it('asks the customer to authorize amountToCharge cents and e-mails the link', async () => {
    const { owner, orderId, intentId } = await heldOrder();
    const response = await post('/api/payment/requestreauth', adminToken, {
      orderId,
      paymentIntentId: intentId,
      amountToCharge: 90_00,
      notes: 'Two more bags',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'Awaiting Authorization',
      reauthStatus: 'Waiting',
      reauthAmount: '90.00',
      reauthNotes: 'Two more bags',
    });
    const [ask] = (await emailsTo(database.db, owner.email)).filter((mail) =>
      mail.subject.startsWith('Please authorize'),
    );
    expect(ask?.body).toContain(`/app/order/id/${orderId}`);
  });
});

describe('POST /api/payment/refund', () => {
  it('refunds `amount` dollars, several times, and refuses more than was paid', async () => {
    const { owner, orderId, intentId } = await heldOrder();
    await post('/api/payment/capture', adminToken, { orderId, amountToCharge: 50_00 });
    const first = await post('/api/payment/refund', adminToken, {
      orderId,
      paymentIntentId: intentId,
      amount: '12.50',
      notes: 'Stain',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'Refund Processed',
      refundAmount: '12.50',
      refundNotes: 'Stain',
    });
    const second = await post('/api/payment/refund', adminToken, { orderId, amount: 7.5 });
    expect(second.json()).toMatchObject({ refundAmount: '20.00' });
    expect(await simulatedIntent(database.db, intentId)).toMatchObject({ refundedCents: 20_00 });

    const before = await moneySnapshot(database.db, orderId, owner.email);
    for (const [amount, message] of [
      [
        '30.01',
        'Error: You are attempting to refund more than the amount paid. You can refund up to $30.00.',
      ],
      ['12.345', 'Please enter a valid amount.'],
      [12.345, 'Please enter a valid amount.'],
      ['-1.00', 'Please enter a valid amount.'],
      ['100000.00', 'Please enter a valid amount.'],
      ['ten', 'Please enter a valid amount.'],
    ] as const) {
      const response = await post('/api/payment/refund', adminToken, { orderId, amount });
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json().error).toBe(message);
    }
    expect(await moneySnapshot(database.db, orderId, owner.email)).toEqual(before);
  });
});

describe('POST /api/payment/payment (after reauthorization)', () => {
  it('makes the customer’s new hold (POST /api/payment/intent) the order’s, releasing the old one', async () => {
    const { token, orderId, intentId: oldIntentId } = await heldOrder();
    await post('/api/payment/requestreauth', adminToken, {
      orderId,
      amountToCharge: 90_00,
      notes: 'Staff only: disputed weight',
    });
    const card = await app.inject({
      method: 'POST',
      url: '/trpc/payments.createTestPaymentMethod',
      headers: { authorization: `JWT ${token}` },
      payload: { number: TEST_CARDS.visa, expMonth: 12, expYear: 2040, cvc: '123' },
    });
    const paymentMethodId = card.json().result.data.id;
    const wrongHold = await post('/api/payment/intent', token, { amount: 80_00, paymentMethodId });
    const refused = await post('/api/payment/payment', token, {
      orderId,
      paymentIntentId: wrongHold.json().paymentIntentId,
      amountAuthorized: 80_00,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('There was an error updating the payment.');

    const hold = await post('/api/payment/intent', token, { amount: 90_00, paymentMethodId });
    const paymentIntentId = hold.json().paymentIntentId;
    const response = await post('/api/payment/payment', token, {
      orderId,
      paymentIntentId,
      amountAuthorized: 90_00,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'Reauthorized',
      reauthStatus: 'Complete',
      amountAuthorized: 90_00,
    });
    // The staff's notes are not the customer's to read (docs/rules/statuses.md, Timeline).
    expect(response.json()).not.toHaveProperty('reauthNotes');
    expect(JSON.stringify(response.json())).not.toContain('disputed weight');
    // Staff are never the ones to reauthorize: 403, as the description says.
    const byStaff = await post('/api/payment/payment', adminToken, { orderId, paymentIntentId });
    expect(byStaff.statusCode).toBe(403);
    expect(
      (await post('/api/payment/payment', token, { orderId, paymentIntentId, amountAuthorized: 90_00 }))
        .statusCode,
    ).toBe(200);
    expect((await orderRow(database.db, orderId)).paymentIntentId).toBe(paymentIntentId);
    expect(await simulatedIntent(database.db, oldIntentId)).toMatchObject({ status: 'canceled' });
    const ledger = await ledgerOf(database.db, orderId);
    expect(ledger.map((row) => [row.kind, row.status, row.providerIntentId])).toEqual(
      expect.arrayContaining([
        ['authorization', 'succeeded', paymentIntentId],
        ['cancellation', 'succeeded', oldIntentId],
      ]),
    );
    // Staff then capture the new amount.
    const captured = await post('/api/payment/capture', adminToken, {
      orderId,
      paymentIntentId,
      amountToCharge: 90_00,
    });
    expect(captured.json()).toMatchObject({ status: 'Payment Processed', finalOrderTotalPrice: '90.00' });
  });
});

describe('POST /api/payment/payment on an order that is not the caller’s', () => {
  it('answers 404 as for an order that does not exist, whatever else the body says, and changes nothing', async () => {
    const { owner, token, orderId, order } = await heldOrder();
    await post('/api/payment/requestreauth', adminToken, { orderId, amountToCharge: 90_00 });
    const before = await moneySnapshot(database.db, orderId, owner.email);
    const stranger = await tokenOf(await customer(database.db));
    const guestToken = (
      await startGuestSession(database.db, `payer.${crypto.randomUUID()}@example.test`, TEST_NOW)
    ).token;
    const missing = await post('/api/payment/payment', stranger, { orderId: crypto.randomUUID() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('There was an error getting orders.');
    // docs/rules/roles.md, Who may do what: the same answer for someone else's order, so trying orders tells nothing
    // (a missing hold or an amount the path cannot read was a 400 for an order that exists).
    const bodies = [
      { orderId },
      { _id: orderId },
      { orderId, amountAuthorized: 'ninety dollars' },
      { orderId, paymentIntentId: 'pi_sim_not_mine', amountAuthorized: 90_00 },
    ];
    for (const [caller, token] of [
      ['another customer', stranger],
      ['a guest', guestToken],
    ] as const) {
      for (const body of bodies) {
        const response = await post('/api/payment/payment', token, body);
        expect({ caller, body, status: response.statusCode, answer: response.json() }).toEqual({
          caller,
          body,
          status: 404,
          answer: missing.json(),
        });
      }
    }
    // By its number too, for a customer (a guest names orders by id only: services/orders/orderRef.ts).
    const byNumber = await post('/api/payment/payment', stranger, { orderId: order.orderNumber });
    expect(byNumber.statusCode).toBe(404);
    expect(byNumber.json()).toEqual(missing.json());
    expect(await moneySnapshot(database.db, orderId, owner.email)).toEqual(before);
    // The order's own customer is still told what is wrong with the body.
    const own = await post('/api/payment/payment', token, { orderId });
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toBe('There was an error updating the payment.');
  });
});

describe('POST /api/order/cancel', () => {
  it('cancels the customer’s New order by id or number and releases the hold; strangers are refused', async () => {
    const { token, orderId, intentId, order } = await heldOrder();
    const stranger = await tokenOf(await customer(database.db));
    const refused = await post('/api/order/cancel', stranger, { orderId });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe('There was an error getting orders.');
    expect((await post('/api/order/cancel', token, {})).statusCode).toBe(400);

    const response = await post('/api/order/cancel', token, { orderId: String(order.orderNumber) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: orderId, status: 'Canceled' });
    expect(await simulatedIntent(database.db, intentId)).toMatchObject({ status: 'canceled' });
  });
});
