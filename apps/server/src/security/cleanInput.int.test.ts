import { startGuestSession, startUserSession } from '@laundry/api';
import {
  firstProductId,
  TEST_CARDS,
  TEST_NOW,
  testClock,
  washFoldDraft,
  withEmail,
} from '@laundry/api/testing';
import { leads, orders, paymentLedger, simulatedPaymentIntents, users } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

// Bad text and out-of-range numbers get a 400 with a readable message and change nothing
// (docs/decisions/0028-validation-clean-text.md); before, a NUL byte reached PostgreSQL and answered 500.
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

const UNSAFE = 'Please remove control or text-direction characters.';
const auth = (token: string) => ({ authorization: `JWT ${token}` });
const rows = async (
  table: typeof orders | typeof simulatedPaymentIntents | typeof paymentLedger | typeof leads,
) => (await database.db.select({ n: count() }).from(table))[0]!.n;

async function signedIn() {
  const user = await createUser(database.db);
  return { user, token: (await startUserSession(database.db, user.id, TEST_NOW)).token };
}
async function testCard(token: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/trpc/payments.createTestPaymentMethod',
    headers: auth(token),
    payload: { number: TEST_CARDS.visa, expMonth: 12, expYear: 2030, cvc: '123' },
  });
  return response.json().result.data.id;
}

describe('account changes naming no field', () => {
  it('POST /api/user/{id} and account.update with nothing known answer 200 and change nothing', async () => {
    const { user, token } = await signedIn();
    const rest = await app.inject({
      method: 'POST',
      url: `/api/user/${user.id}`,
      headers: auth(token),
      payload: { favouriteColour: 'blue' },
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({ _id: user.id, email: user.email });
    const trpc = await app.inject({
      method: 'POST',
      url: '/trpc/account.update',
      headers: auth(token),
      payload: {},
    });
    expect(trpc.statusCode).toBe(200);
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(user);
  });

  it('a NUL byte in a name is a 400 with a clear message, not a 500', async () => {
    const { user, token } = await signedIn();
    const rest = await app.inject({
      method: 'POST',
      url: `/api/user/${user.id}`,
      headers: auth(token),
      payload: { firstName: 'Ann\u0000' },
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual({ error: UNSAFE, message: UNSAFE });
  });
});

describe('checkout input is refused before any card is touched', () => {
  it.each([
    ['a NUL byte in the name', { firstName: 'Ann\u0000' }, UNSAFE],
    ['a lone surrogate in the city', { city: 'New \ud800York' }, UNSAFE],
    ['a right-to-left override in the address', { address: '1 Main St \u202e' }, UNSAFE],
    ['a 100,000-character state', { state: 'x'.repeat(100_000) }, 'Please enter a 2-letter state.'],
    ['a 200,000-character name', { firstName: 'x'.repeat(200_000) }, 'Please use at most 100 characters.'],
  ])('POST /api/order with %s', async (_what, change, message) => {
    const email = `clean.${crypto.randomUUID()}@example.test`;
    const token = (await startGuestSession(database.db, email, TEST_NOW)).token;
    const paymentMethodId = await testCard(token);
    const draft = withEmail(washFoldDraft(productId), email);
    const before = {
      orders: await rows(orders),
      holds: await rows(simulatedPaymentIntents),
      ledger: await rows(paymentLedger),
    };
    const response = await app.inject({
      method: 'POST',
      url: '/api/order',
      headers: auth(token),
      payload: {
        order: { ...draft, address: { ...draft.address, ...change } },
        paymentMethodId,
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, message });
    expect({
      orders: await rows(orders),
      holds: await rows(simulatedPaymentIntents),
      ledger: await rows(paymentLedger),
    }).toEqual(before);
  });

  it('POST /api/payment/intent refuses more than $999,999.99 with the amount message', async () => {
    const email = `big.${crypto.randomUUID()}@example.test`;
    const token = (await startGuestSession(database.db, email, TEST_NOW)).token;
    const paymentMethodId = await testCard(token);
    const holds = await rows(simulatedPaymentIntents);
    for (const amount of [100_000_000, 2_147_483_648]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/payment/intent',
        headers: auth(token),
        payload: { amount, paymentMethodId, receipt_email: email },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Please enter a valid amount.',
        message: 'Please enter a valid amount.',
      });
    }
    expect(await rows(simulatedPaymentIntents)).toBe(holds);
  });
});

describe('the contact form', () => {
  it('refuses a NUL byte in the message with a 400 and stores nothing', async () => {
    const before = await rows(leads);
    const response = await app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { kind: 'contact', name: 'Ann', email: 'ann@example.test', message: 'Hello\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(UNSAFE);
    expect(await rows(leads)).toBe(before);
  });
});
