import { recordOperation, startGuestSession, startUserSession } from '@laundry/api';
import {
  emailsTo,
  eventKinds,
  eventsOf,
  firstProductId,
  holdMadeBeforeTestClock,
  ledgerOf,
  orderRow,
  placeOrderInput,
  TEST_NOW,
  testClock,
  testIntegrations,
  WASH_FOLD_HOLD_CENTS,
  washFoldDraft,
  withEmail,
} from '@laundry/api/testing';
import { sessions, webhookEvents } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { createStripePayments, publicPaymentConfig } from '@laundry/integrations';
import { type StripeStandIn, startStripeStandIn } from '@laundry/integrations/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

const stripeConfig = {
  secretKey: 'sk_test_123',
  publishableKey: 'pk_test_123',
  webhookSecret: 'whsec_test_hook',
};
let database: Database;
let standIn: StripeStandIn;
let app: FastifyInstance;
let adminToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  standIn = await startStripeStandIn();
  const payments = createStripePayments({
    ...stripeConfig,
    host: '127.0.0.1',
    port: standIn.port,
    protocol: 'http',
  });
  const integrations = { ...testIntegrations(database.db), payments };
  app = await buildApp({
    database,
    now: testClock,
    auth: { publicUrl: 'https://laundry.example' },
    integrations: { integrations, paymentConfig: publicPaymentConfig({ stripe: stripeConfig }) },
  });
  const admin = await createUser(database.db, { role: 'Admin' });
  adminToken = (await startUserSession(database.db, admin.id, TEST_NOW)).token;
});
afterAll(async () => {
  await app.close();
  await standIn.close();
  await database.close();
});

const auth = (token: string) => ({ authorization: `JWT ${token}`, origin: 'https://laundry.example' });

/** An order held on Stripe (the stand-in's pm_card_visa), placed by a guest through the real tRPC path. */
async function stripeOrder() {
  const email = `hooked-${crypto.randomUUID()}@example.test`;
  const { id, token } = await startGuestSession(database.db, email, TEST_NOW);
  // The guest came through the confirmation's link, so the mailbox is proven and the guest may cancel
  // (docs/decisions/0068-guest-mailbox-proof.md).
  await database.db.update(sessions).set({ guestEmailProvenAt: TEST_NOW }).where(eq(sessions.id, id));
  const draft = withEmail(washFoldDraft(await firstProductId(database.db)), email);
  const response = await app.inject({
    method: 'POST',
    url: '/trpc/checkout.placeOrder',
    headers: auth(token),
    payload: placeOrderInput(draft, 'pm_card_visa'),
  });
  expect(response.statusCode).toBe(200);
  const orderId: string = response.json().result.data.orderId;
  await holdMadeBeforeTestClock(database.db, orderId);
  const intentId = (await orderRow(database.db, orderId)).paymentIntentId!;
  return { orderId, intentId, token, email };
}

async function trpc(token: string, path: string, input: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: auth(token),
    payload: input,
  });
  const body = response.json();
  return {
    status: response.statusCode,
    data: body.result?.data,
    error: body.error?.message as string | undefined,
  };
}

function deliver(
  intentId: string,
  event: { id: string; type: string; object?: Record<string, unknown> },
  secret = stripeConfig.webhookSecret,
) {
  const payload = JSON.stringify({
    id: event.id,
    type: event.type,
    object: 'event',
    data: { object: { id: intentId, object: 'payment_intent', ...event.object } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const ledgerKinds = async (orderId: string) =>
  (await ledgerOf(database.db, orderId)).map((row) => [row.kind, row.status, row.amountCents]);

describe('POST /api/webhooks/stripe', () => {
  it('refuses an event whose signature does not verify, and records nothing', async () => {
    const { intentId } = await stripeOrder();
    const response = await deliver(
      intentId,
      { id: 'evt_forged', type: 'payment_intent.canceled' },
      'whsec_other',
    );
    expect(response.statusCode).toBe(400);
    expect(await database.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'evt_forged'))).toEqual(
      [],
    );
  });

  it('copies a changed capturable amount, read again from Stripe rather than from the event', async () => {
    const { orderId, intentId } = await stripeOrder();
    standIn.intents.get(intentId)!.amount = WASH_FOLD_HOLD_CENTS - 1_00;
    const response = await deliver(intentId, {
      id: 'evt_amount',
      type: 'payment_intent.amount_capturable_updated',
    });
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect((await orderRow(database.db, orderId)).amountAuthorizedCents).toBe(WASH_FOLD_HOLD_CENTS - 1_00);
  });

  it('marks an expired hold Expired once, after which a charge asks the customer to authorize', async () => {
    const { orderId, intentId } = await stripeOrder();
    standIn.intents.get(intentId)!.status = 'canceled';
    const expiry = {
      id: 'evt_expired',
      type: 'payment_intent.canceled',
      object: { cancellation_reason: 'automatic' },
    };
    expect((await deliver(intentId, expiry)).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(intentId, expiry)).json()).toEqual({ received: true, duplicate: true });
    expect((await orderRow(database.db, orderId)).reauthStatus).toBe('Expired');
    expect(await eventKinds(database.db, orderId)).toEqual(['created', 'authorizationExpired']);
    const [expired] = (await eventsOf(database.db, orderId)).filter((e) => e.kind === 'authorizationExpired');
    expect(expired?.data).toMatchObject({ source: 'webhook', cancellationReason: 'automatic' });
    expect(await ledgerKinds(orderId)).toEqual([
      ['authorization', 'succeeded', WASH_FOLD_HOLD_CENTS],
      ['cancellation', 'succeeded', WASH_FOLD_HOLD_CENTS],
    ]);
    const charged = await trpc(adminToken, 'orders.charge', {
      orderId,
      amountCents: 30_00,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(charged.data).toMatchObject({ outcome: 'reauthorizationRequested' });
  });

  it('records a capture made in the Stripe dashboard as the order’s payment, with its receipt', async () => {
    const { orderId, intentId, email } = await stripeOrder();
    Object.assign(standIn.intents.get(intentId)!, { status: 'succeeded', amount_received: 40_00 });
    await deliver(intentId, { id: 'evt_dashboard_capture', type: 'payment_intent.succeeded' });
    expect(await orderRow(database.db, orderId)).toMatchObject({
      status: 'Payment Processed',
      capturedCents: 40_00,
      finalOrderTotalCents: 40_00,
    });
    expect(await ledgerKinds(orderId)).toEqual([
      ['authorization', 'succeeded', WASH_FOLD_HOLD_CENTS],
      ['capture', 'succeeded', 40_00],
    ]);
    const [captured] = (await eventsOf(database.db, orderId)).filter((e) => e.kind === 'captured');
    expect(captured).toMatchObject({
      actorUserId: null,
      data: expect.objectContaining({ source: 'webhook' }),
    });
    const receipt = (await emailsTo(database.db, email)).find((mail) =>
      mail.subject.startsWith('Your receipt'),
    );
    expect(receipt?.body).toContain(`https://laundry.example/app/order/id/${orderId}`);
  });

  it('leaves an order alone while one of our own actions on it is under way', async () => {
    const { orderId, intentId } = await stripeOrder();
    await recordOperation(database.db, {
      orderId,
      kind: 'capture',
      amountCents: 20_00,
      provider: 'stripe',
      providerIntentId: intentId,
      idempotencyKey: `order-${orderId}-capture-${crypto.randomUUID()}`,
      createdByUserId: null,
      createdAt: TEST_NOW,
    });
    Object.assign(standIn.intents.get(intentId)!, { status: 'succeeded', amount_received: 20_00 });
    const response = await deliver(intentId, { id: 'evt_in_flight', type: 'payment_intent.succeeded' });
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(await orderRow(database.db, orderId)).toMatchObject({ status: 'New', capturedCents: 0 });
  });
});

describe('the money actions on Stripe (the local stand-in of its API)', () => {
  it('captures part of the hold with amount_to_capture and its key, refunds it in parts; our own events change nothing', async () => {
    const { orderId, intentId } = await stripeOrder();
    const key = crypto.randomUUID();
    const charged = await trpc(adminToken, 'orders.charge', {
      orderId,
      amountCents: 45_00,
      idempotencyKey: key,
    });
    expect(charged.data).toMatchObject({ outcome: 'captured', order: { status: 'Payment Processed' } });
    const capture = standIn.requests.find((r) => r.path === `/v1/payment_intents/${intentId}/capture`);
    expect(new URLSearchParams(capture?.body).get('amount_to_capture')).toBe('4500');
    expect(capture?.headers['idempotency-key']).toBe(`order-${orderId}-capture-${key}`);
    expect(standIn.intents.get(intentId)).toMatchObject({ status: 'succeeded', amount_received: 45_00 });
    await deliver(intentId, { id: 'evt_own_capture', type: 'payment_intent.succeeded' });

    for (const amountCents of [15_00, 30_00]) {
      const refunded = await trpc(adminToken, 'orders.refund', {
        orderId,
        amountCents,
        idempotencyKey: crypto.randomUUID(),
      });
      expect(refunded.status).toBe(200);
    }
    expect(standIn.refundedCents.get(intentId)).toBe(45_00);
    const over = await trpc(adminToken, 'orders.refund', {
      orderId,
      amountCents: 1,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(over).toMatchObject({
      status: 400,
      error: 'Error: You are attempting to refund more than the amount paid. Nothing is left to refund.',
    });
    expect(await ledgerKinds(orderId)).toEqual([
      ['authorization', 'succeeded', WASH_FOLD_HOLD_CENTS],
      ['capture', 'succeeded', 45_00],
      ['refund', 'succeeded', 15_00],
      ['refund', 'succeeded', 30_00],
    ]);
    expect(await orderRow(database.db, orderId)).toMatchObject({
      capturedCents: 45_00,
      refundedCents: 45_00,
    });
  });

  it('releases the hold when the order is canceled; Stripe’s event about it changes nothing', async () => {
    const { orderId, intentId, token } = await stripeOrder();
    const canceled = await trpc(token, 'orders.cancel', { orderId });
    expect(canceled.data).toMatchObject({ status: 'Canceled' });
    expect(standIn.intents.get(intentId)?.status).toBe('canceled');
    await deliver(intentId, { id: 'evt_own_cancel', type: 'payment_intent.canceled' });
    expect(await ledgerKinds(orderId)).toEqual([
      ['authorization', 'succeeded', WASH_FOLD_HOLD_CENTS],
      ['cancellation', 'succeeded', WASH_FOLD_HOLD_CENTS],
    ]);
    expect(await eventKinds(database.db, orderId)).toEqual(['created', 'canceled']);
  });

  it('reauthorizes on a new intent for the new amount and cancels the old one', async () => {
    const { orderId, intentId, token } = await stripeOrder();
    await trpc(adminToken, 'orders.charge', {
      orderId,
      amountCents: 88_00,
      idempotencyKey: crypto.randomUUID(),
    });
    const reauthorized = await trpc(token, 'orders.reauthorize', {
      orderId,
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(reauthorized.data).toMatchObject({
      status: 'Reauthorized',
      payment: { amountAuthorizedCents: 88_00 },
    });
    const newIntentId = (await orderRow(database.db, orderId)).paymentIntentId!;
    expect(standIn.intents.get(newIntentId)).toMatchObject({ status: 'requires_capture', amount: 88_00 });
    expect(standIn.intents.get(intentId)?.status).toBe('canceled');
    const again = await trpc(token, 'orders.reauthorize', {
      orderId,
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(again).toMatchObject({ status: 409, error: 'This order is not waiting for a new authorization.' });
  });
});
