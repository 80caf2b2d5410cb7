import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEFAULT_RATE_LIMITS } from './rateLimits';

let database: Database;
let app: FastifyInstance;
const windowMs = 1500;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  app = await buildApp({
    database,
    auth: {
      rateLimits: {
        login: { perIp: { max: 6, windowMs }, perAccount: { max: 3, windowMs } },
        forgotPassword: { perIp: { max: 100, windowMs }, perAccount: { max: 2, windowMs } },
      },
    },
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const attempt = (email: string, ip = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: 'wrong password' },
    remoteAddress: ip,
  });

describe('rate limits (docs/decisions/auth-rate-limits.md)', () => {
  it('limits attempts per account with a 429, a clear message and Retry-After, then lets the person in again', async () => {
    const email = 'limited@example.test';
    for (let i = 0; i < 3; i++) expect((await attempt(email, `10.1.0.${i}`)).statusCode).toBe(401);
    const limited = await attempt(email, '10.1.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe(AUTH_MESSAGES.tooManyAttempts(1));
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const trpc = await app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { email, password: 'x' },
      remoteAddress: '10.1.0.10',
    });
    expect(trpc.statusCode).toBe(429);
    expect(trpc.json().error.message).toBe(AUTH_MESSAGES.tooManyAttempts(1));
    await new Promise((resolve) => setTimeout(resolve, windowMs + 100));
    expect((await attempt(email, '10.1.0.11')).statusCode).toBe(401);
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

  it('has a limit per IP and per account for every throttled action', () => {
    for (const rule of Object.values(DEFAULT_RATE_LIMITS)) {
      expect(rule.perIp.max).toBeGreaterThan(0);
      expect(rule.perAccount.max).toBeLessThanOrEqual(rule.perIp.max);
      expect(rule.perAccount.windowMs).toBeLessThanOrEqual(60 * 60_000);
    }
  });
});
