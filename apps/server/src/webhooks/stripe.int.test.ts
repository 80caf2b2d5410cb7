import { startGuestSession } from '@laundry/api/services/auth/sessions';
import {
  firstProductId,
  placeOrderInput,
  TEST_NOW,
  testClock,
  WASH_FOLD_HOLD_CENTS,
  washFoldDraft,
  withEmail,
} from '@laundry/api/services/orders/testDrafts';
import { testIntegrations } from '@laundry/api/testing';
import { orderEvents, orders, paymentLedger, webhookEvents } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { publicPaymentConfig } from '@laundry/integrations';
import { createStripePayments } from '@laundry/integrations/payments/stripe';
import { type StripeStandIn, startStripeStandIn } from '@laundry/integrations/testing/stripe-stand-in';
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
let orderId: string;
let intentId: string;

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
    integrations: { integrations, paymentConfig: publicPaymentConfig({ stripe: stripeConfig }) },
  });
  // An order held on Stripe (the stand-in's pm_card_visa), placed through the real tRPC path.
  const { token } = await startGuestSession(database.db, 'hooked@example.test', TEST_NOW);
  const draft = withEmail(washFoldDraft(await firstProductId(database.db)), 'hooked@example.test');
  const response = await app.inject({
    method: 'POST',
    url: '/trpc/checkout.placeOrder',
    headers: { authorization: `JWT ${token}` },
    payload: placeOrderInput(draft, 'pm_card_visa'),
  });
  expect(response.statusCode).toBe(200);
  orderId = response.json().result.data.orderId;
  const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
  intentId = order!.paymentIntentId!;
});
afterAll(async () => {
  await app.close();
  await standIn.close();
  await database.close();
});

function deliver(event: { id: string; type: string }, secret = stripeConfig.webhookSecret) {
  const payload = JSON.stringify({
    ...event,
    object: 'event',
    data: { object: { id: intentId, object: 'payment_intent' } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const eventsOf = async () =>
  (await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map((e) => e.kind);

describe('POST /api/webhooks/stripe', () => {
  it('refuses an event whose signature does not verify, and records nothing', async () => {
    const response = await deliver(
      { id: 'evt_forged', type: 'payment_intent.canceled' },
      'whsec_someone_else',
    );
    expect(response.statusCode).toBe(400);
    expect(await database.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'evt_forged'))).toEqual(
      [],
    );
  });

  it('copies a changed capturable amount, read again from Stripe rather than from the event', async () => {
    standIn.intents.get(intentId)!.amount = WASH_FOLD_HOLD_CENTS - 1_00;
    const response = await deliver({ id: 'evt_amount', type: 'payment_intent.amount_capturable_updated' });
    expect(response.json()).toEqual({ received: true, duplicate: false });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.amountAuthorizedCents).toBe(WASH_FOLD_HOLD_CENTS - 1_00);
  });

  it('marks the authorization expired when Stripe canceled the hold, once however often the event comes', async () => {
    standIn.intents.get(intentId)!.status = 'canceled';
    const first = await deliver({ id: 'evt_canceled', type: 'payment_intent.canceled' });
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const again = await deliver({ id: 'evt_canceled', type: 'payment_intent.canceled' });
    expect(again.json()).toEqual({ received: true, duplicate: true });

    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.reauthStatus).toBe('Expired');
    expect(await eventsOf()).toEqual(['created', 'authorizationUpdated', 'authorizationCanceled']);
    const ledger = await database.db
      .select()
      .from(paymentLedger)
      .where(eq(paymentLedger.orderId, orderId))
      .orderBy(paymentLedger.createdAt);
    expect(ledger.map((row) => [row.kind, row.status])).toEqual([
      ['authorization', 'succeeded'],
      ['cancellation', 'succeeded'],
    ]);
  });
});
