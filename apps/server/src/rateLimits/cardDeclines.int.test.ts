import { startGuestSession } from '@laundry/api';
import {
  firstProductId,
  TEST_CARDS,
  TEST_NOW,
  testClock,
  washFoldDraft,
  withEmail,
} from '@laundry/api/testing';
import { orders, simulatedPaymentIntents } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEFAULT_CARD_DECLINE_RULES } from './cardDeclines';

let database: Database;
let app: FastifyInstance;
let productId: string;
const windowMs = 60_000;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  productId = await firstProductId(database.db);
  app = await buildApp({
    database,
    now: testClock,
    auth: { cardDeclineRules: { perPayer: { max: 2, windowMs }, perIp: { max: 4, windowMs } } },
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function shopper(email: string, ip: string) {
  const { token } = await startGuestSession(database.db, email, TEST_NOW);
  const headers = { authorization: `JWT ${token}` };
  const card = async (number: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/payments.createTestPaymentMethod',
      headers,
      remoteAddress: ip,
      payload: { number, expMonth: 12, expYear: 2030, cvc: '123' },
    });
    return response.json().result.data.id as string;
  };
  const checkout = async (number: string) =>
    app.inject({
      method: 'POST',
      url: '/api/order',
      headers,
      remoteAddress: ip,
      payload: { order: withEmail(washFoldDraft(productId), email), paymentMethodId: await card(number) },
    });
  const intent = async (number: string) =>
    app.inject({
      method: 'POST',
      url: '/api/payment/intent',
      headers,
      remoteAddress: ip,
      payload: { amount: 66_00, paymentMethodId: await card(number), receipt_email: email },
    });
  return { checkout, intent };
}

const intentCount = async () => (await database.db.select().from(simulatedPaymentIntents)).length;

describe('the card-testing brake (docs/decisions/0023-payments-card-declines.md)', () => {
  it('keeps the documented numbers: 5 declines per payer and 20 per address, in 15 minutes', () => {
    expect(DEFAULT_CARD_DECLINE_RULES).toEqual({
      perPayer: { max: 5, windowMs: 15 * 60_000 },
      perIp: { max: 20, windowMs: 15 * 60_000 },
    });
  });

  it('stops a payer after its declines, before the provider is asked, even with a good card', async () => {
    const email = 'card.tester@example.test';
    const tester = await shopper(email, '10.9.0.1');
    for (let i = 0; i < 2; i++) {
      const declined = await tester.checkout(TEST_CARDS.declined);
      expect(declined.statusCode).toBe(422);
      expect(declined.json().error).toBe('Your card was declined.');
    }
    const intentsBefore = await intentCount();
    const stopped = await tester.checkout(TEST_CARDS.visa);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().error).toBe(AUTH_MESSAGES.tooManyAttempts(1));
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    // The legacy two-step hold is braked alike.
    expect((await tester.intent(TEST_CARDS.visa)).statusCode).toBe(429);
    // Refused before the provider: no hold was made on the good card.
    expect(await intentCount()).toBe(intentsBefore);
    expect(await database.db.select().from(orders).where(eq(orders.email, email))).toHaveLength(0);
  });

  it('counts declines per address too, and leaves other addresses and good cards alone', async () => {
    const ip = '10.9.0.2';
    for (const n of [1, 2]) {
      const payer = await shopper(`one.address.${n}@example.test`, ip);
      expect((await payer.checkout(TEST_CARDS.declined)).statusCode).toBe(422);
      expect((await payer.checkout(TEST_CARDS.insufficientFunds)).statusCode).toBe(422);
    }
    // Four declines from one address: a new payer there is stopped too.
    const next = await shopper('one.address.3@example.test', ip);
    expect((await next.checkout(TEST_CARDS.visa)).statusCode).toBe(429);
    // Elsewhere, and with good cards, checkouts go on as ever.
    const elsewhere = await shopper('another.address@example.test', '10.9.0.3');
    for (let i = 0; i < 3; i++) expect((await elsewhere.checkout(TEST_CARDS.visa)).statusCode).toBe(200);
  });
});
