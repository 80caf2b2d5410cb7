import { startGuestSession } from '@laundry/api';
import {
  firstProductId,
  TEST_CARDS,
  TEST_NOW,
  testClock,
  testIntegrations,
  washFoldDraft,
  withEmail,
} from '@laundry/api/testing';
import { orders, simulatedPaymentIntents } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import type { AuthorizeRequest } from '@laundry/integrations';
import { publicPaymentConfig } from '@laundry/integrations';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

let database: Database;
let app: FastifyInstance;
let productId: string;
/** Runs before the provider is asked for a hold on this card (the test holds a retry back with it). */
const beforeHold = new Map<string, () => Promise<void>>();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  productId = await firstProductId(database.db);
  const integrations = testIntegrations(database.db);
  const real = integrations.payments;
  const payments = {
    ...real,
    async authorize(request: AuthorizeRequest) {
      await beforeHold.get(request.paymentMethodId)?.();
      return real.authorize(request);
    },
  } as typeof real;
  app = await buildApp({
    database,
    now: testClock,
    integrations: { integrations: { ...integrations, payments }, paymentConfig: publicPaymentConfig({}) },
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const auth = (token: string) => ({ authorization: `JWT ${token}` });

async function testCard(token: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/trpc/payments.createTestPaymentMethod',
    headers: auth(token),
    payload: { number: TEST_CARDS.visa, expMonth: 12, expYear: 2030, cvc: '123' },
  });
  return response.json().result.data.id;
}

describe('POST /api/order retried with the same Idempotency-Key and another card', () => {
  const email = 'rest.retry@example.test';
  let token: string;
  const post = (paymentMethodId: string) =>
    app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { ...auth(token), 'idempotency-key': 'submission-1' },
      payload: { order: withEmail(washFoldDraft(productId), email), paymentMethodId },
    });
  beforeAll(async () => {
    token = (await startGuestSession(database.db, email, TEST_NOW)).token;
  });

  it('answers the order that stood meanwhile, not 422, and releases the retry’s hold', async () => {
    const [first, second] = [await testCard(token), await testCard(token)];
    // The retry has looked for an order (none yet) and waits at its hold until the first call has
    // answered with its order.
    let firstAnswered!: () => void;
    const answered = new Promise<void>((resolve) => {
      firstAnswered = resolve;
    });
    let retryAtHold!: () => void;
    const atHold = new Promise<void>((resolve) => {
      retryAtHold = resolve;
    });
    beforeHold.set(first, () => atHold);
    beforeHold.set(second, async () => {
      retryAtHold();
      await answered;
    });
    const firstCall = post(first).then((response) => {
      firstAnswered();
      return response;
    });
    const [placed, retried] = await Promise.all([firstCall, post(second)]);
    expect(placed.statusCode).toBe(200);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()._id).toBe(placed.json()._id);
    expect(await database.db.select().from(orders).where(eq(orders.email, email))).toHaveLength(1);
    const [held] = await database.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.paymentMethodId, second));
    expect(held?.status).toBe('canceled');

    // Once more, after the order stood: the same order again.
    const third = await post(await testCard(token));
    expect(third.statusCode).toBe(200);
    expect(third.json()._id).toBe(placed.json()._id);
  });
});
