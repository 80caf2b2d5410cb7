import { startGuestSession } from '@laundry/api';
import { TEST_CARDS, TEST_NOW, testClock } from '@laundry/api/testing';
import { rateLimitCounters } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { counterStoreFor } from './counters';

// Several app servers on one PostgreSQL share the log-in limits and the card-decline brake
// (docs/decisions/0013-auth-rate-limits.md): two apps on one database, hit alternately.
const onPostgres = process.env.TEST_DB_DRIVER === 'pg';
const minute = 60_000;

let database: Database;
let servers: FastifyInstance[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  const auth = {
    rateLimits: {
      login: {
        perIp: { max: 100, windowMs: minute },
        perAccount: { max: 100, windowMs: minute },
        perAccountAnywhere: { max: 4, windowMs: minute },
      },
    },
    cardDeclineRules: { perPayer: { max: 2, windowMs: minute }, perIp: { max: 100, windowMs: minute } },
  };
  servers = [
    await buildApp({ database, now: testClock, auth }),
    await buildApp({ database, now: testClock, auth }),
  ];
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await database.close();
});
const server = (i: number) => servers[i % 2]!;

describe.runIf(onPostgres)('limits shared by two app servers on one PostgreSQL', () => {
  it('counts log-in attempts on one account across both servers', async () => {
    const email = 'shared.limit@example.test';
    const attempt = (i: number) =>
      server(i).inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'wrong password' },
        remoteAddress: `10.40.0.${i}`,
      });
    // Four attempts, two on each server, are all that the account gets: the fifth is refused on either.
    for (let i = 0; i < 4; i++) expect((await attempt(i)).statusCode).toBe(401);
    for (const i of [4, 5]) {
      const refused = await attempt(i);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe(AUTH_MESSAGES.tooManyAttempts(1));
    }
    // The counters hold no e-mail address.
    const keys = (await database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map(
      (r) => r.key,
    );
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain(email);
  });

  it('counts declined cards of one payer across both servers', async () => {
    const email = 'shared.declines@example.test';
    const { token } = await startGuestSession(database.db, email, TEST_NOW);
    const headers = { authorization: `JWT ${token}` };
    const intent = async (i: number, number: string) => {
      const card = await server(i).inject({
        method: 'POST',
        url: '/trpc/payments.createTestPaymentMethod',
        headers,
        payload: { number, expMonth: 12, expYear: 2030, cvc: '123' },
      });
      return server(i).inject({
        method: 'POST',
        url: '/api/payment/intent',
        headers,
        payload: { amount: 66_00, paymentMethodId: card.json().result.data.id, receipt_email: email },
      });
    };
    expect((await intent(0, TEST_CARDS.declined)).statusCode).toBe(422);
    expect((await intent(1, TEST_CARDS.declined)).statusCode).toBe(422);
    // Two declines, one on each server: the payer is stopped on both, even with a good card.
    for (const i of [0, 1]) expect((await intent(i, TEST_CARDS.visa)).statusCode).toBe(429);
  });
});

describe.runIf(!onPostgres)('limits on embedded PGlite', () => {
  it('count in memory: one server per data folder', () => {
    expect(counterStoreFor(database).shared).toBe(false);
  });
});
