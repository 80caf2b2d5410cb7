import { hashPassword } from '@laundry/auth';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildApp } from '../app';
import { DEFAULT_RATE_LIMITS } from './throttler';

let database: Database;
let app: FastifyInstance;
/** The same server with the documented limits (no overrides). */
let documented: FastifyInstance;
const windowMs = 3000;
const ownersPassword = 'the owner knows this one';
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  app = await buildApp({
    database,
    auth: {
      rateLimits: {
        // The per-account-and-address window is passed on a faked clock; the others outlast a slow run.
        login: {
          perIp: { max: 6, windowMs: 60_000 },
          perAccount: { max: 3, windowMs },
          perAccountAnywhere: { max: 5, windowMs: 60_000 },
        },
        forgotPassword: { perIp: { max: 100, windowMs }, perAccount: { max: 2, windowMs } },
      },
    },
  });
  documented = await buildApp({ database });
});
afterAll(async () => {
  await app.close();
  await documented.close();
  await database.close();
});

const logIn = (server: FastifyInstance, email: string, ip: string, password = 'wrong password') =>
  server.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });
const attempt = (email: string, ip = '10.0.0.1') => logIn(app, email, ip);
const owner = () => createUser(database.db, { password: ownersPassword }, hashPassword);

describe('rate limits (docs/decisions/0013-auth-rate-limits.md)', () => {
  it('limits attempts on an account from one address with a 429, a clear message and Retry-After, then lets the person in again', async () => {
    // The counters read Date.now(): only Date is faked and held, so the window is passed without waiting.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const email = 'limited@example.test';
    for (let i = 0; i < 3; i++) expect((await attempt(email, '10.1.0.1')).statusCode).toBe(401);
    const limited = await attempt(email, '10.1.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe(AUTH_MESSAGES.tooManyAttempts(1));
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const trpc = await app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { email, password: 'x' },
      remoteAddress: '10.1.0.1',
    });
    expect(trpc.statusCode).toBe(429);
    expect(trpc.json().error.message).toBe(AUTH_MESSAGES.tooManyAttempts(1));
    vi.setSystemTime(Date.now() + windowMs);
    expect((await attempt(email, '10.1.0.1')).statusCode).toBe(401);
  });

  it('counts failed log-ins only: someone who signs in often is not kept out, a guesser still is', async () => {
    const user = await owner();
    // More successful log-ins than the account (3), the account's ceiling (5) and the address (6) allow attempts.
    for (let i = 0; i < 8; i++) {
      expect((await logIn(app, user.email, '10.9.0.1', ownersPassword)).statusCode).toBe(200);
    }
    for (let i = 0; i < 3; i++) expect((await attempt(user.email, '10.9.0.1')).statusCode).toBe(401);
    expect((await attempt(user.email, '10.9.0.1')).statusCode).toBe(429);
  });

  it('wrong passwords from one address do not lock the owner out from another', async () => {
    const user = await owner();
    for (let i = 0; i < 4; i++) await attempt(user.email, '10.5.0.1');
    expect((await attempt(user.email, '10.5.0.1')).statusCode).toBe(429);
    const signedIn = await logIn(app, user.email, '10.5.0.2', ownersPassword);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().token).toEqual(expect.any(String));
  });

  it('the account has a ceiling over every address: a guesser with many addresses is stopped', async () => {
    const user = await owner();
    // Two addresses, at most 3 each, make 5 attempts on the account: the ceiling.
    for (const ip of ['10.6.0.1', '10.6.0.1', '10.6.0.1', '10.6.0.2', '10.6.0.2']) {
      expect((await attempt(user.email, ip)).statusCode).toBe(401);
    }
    const stopped = await attempt(user.email, '10.6.0.3');
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().error).toBe('Too many attempts. Please wait 1 minute and try again.');
  });

  it('with the documented limits, 10 wrong passwords from one address refuse the 11th there, and the owner signs in from elsewhere', async () => {
    const user = await owner();
    for (let i = 0; i < 10; i++) {
      expect((await logIn(documented, user.email, '10.7.0.1')).statusCode).toBe(401);
    }
    const refused = await logIn(documented, user.email, '10.7.0.1', ownersPassword);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect((await logIn(documented, user.email, '10.7.0.2', ownersPassword)).statusCode).toBe(200);
  });

  it('limits attempts per IP across accounts, and another IP is not affected', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 6; i++) expect((await attempt(`ip-${i}@example.test`, ip)).statusCode).toBe(401);
    expect((await attempt('ip-7@example.test', ip)).statusCode).toBe(429);
    expect((await attempt('ip-7@example.test', '10.2.0.2')).statusCode).toBe(401);
  });

  it('limits forgot-password per account, still without saying whether the account exists', async () => {
    const send = () =>
      app.inject({ method: 'POST', url: '/api/forgotpassword', payload: { email: 'who@example.test' } });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });

  it('keeps the documented log-in numbers: 30 per address, 10 per account and address, 100 per account, in 15 minutes', () => {
    const fifteenMinutes = 15 * 60_000;
    expect(DEFAULT_RATE_LIMITS.login).toEqual({
      perIp: { max: 30, windowMs: fifteenMinutes },
      perAccount: { max: 10, windowMs: fifteenMinutes },
      perAccountAnywhere: { max: 100, windowMs: fifteenMinutes },
    });
  });

  // Every throttled action's numbers and windows, as docs/decisions/0013-auth-rate-limits.md (and 0041, 0018,
  // 0068 for theirs) state them: a change of any number is a change of the documented rule.
  it.each([
    ['login', { perIp: [30, 15], perAccount: [10, 15], perAccountAnywhere: [100, 15] }],
    ['signup', { perIp: [10, 60], perAccount: [5, 60] }],
    ['forgotPassword', { perIp: [10, 15], perAccount: [3, 15] }],
    ['authorizeGuest', { perIp: [30, 15], perAccount: [10, 15] }],
    ['lead', { perIp: [10, 60], perAccount: [5, 60] }],
    ['resendVerification', { perIp: [10, 60], perAccount: [3, 60] }],
    ['guestCode', { perIp: [10, 60], perAccount: [5, 60] }],
  ] as const)('keeps the documented numbers of %s', (action, documented) => {
    const rules = Object.fromEntries(
      Object.entries(documented).map(([scope, [max, minutes]]) => [
        scope,
        { max, windowMs: minutes * 60_000 },
      ]),
    );
    expect(DEFAULT_RATE_LIMITS[action]).toEqual(rules);
  });

  it('pins every throttled action above, and no other', () => {
    expect(Object.keys(DEFAULT_RATE_LIMITS).sort()).toEqual(
      [
        'authorizeGuest',
        'forgotPassword',
        'guestCode',
        'lead',
        'login',
        'resendVerification',
        'signup',
      ].sort(),
    );
  });

  it('has a limit per IP and per account for every throttled action', () => {
    for (const rule of Object.values(DEFAULT_RATE_LIMITS)) {
      expect(rule.perIp.max).toBeGreaterThan(0);
      expect(rule.perAccount.max).toBeLessThanOrEqual(rule.perIp.max);
      expect(rule.perAccount.windowMs).toBeLessThanOrEqual(60 * 60_000);
    }
  });
});
