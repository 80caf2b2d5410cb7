import { hashPassword } from '@laundry/auth';
import { sessions } from '@laundry/db';
import { createTestDatabase, createUser, type Database } from '@laundry/db/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { CROSS_SITE_MESSAGE } from './origin';

let database: Database;
let app: FastifyInstance;
/** The same, behind a proxy (TRUST_PROXY=1): it reads X-Forwarded-Host and X-Forwarded-Proto. */
let proxied: FastifyInstance;
let now = new Date();
const password = 'a long enough password';
let email: string;
// PUBLIC_URL and one extra origin (ALLOWED_ORIGINS), as `npm run dev` sets Vite's (docs/decisions/0065-security-allowed-origins.md).
const auth = { publicUrl: 'https://shop.example.com', allowedOrigins: ['http://localhost:5173'] };
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ database, now: () => now, auth });
  proxied = await buildApp({ database, now: () => now, auth, trustProxy: true });
  email = (await createUser(database.db, { password }, hashPassword)).email;
});
afterAll(async () => {
  await app.close();
  await proxied.close();
  await database.close();
});

const login = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/trpc/auth.login', payload: { email, password }, headers });
const cookieOf = (response: { headers: Record<string, unknown> }) => String(response.headers['set-cookie']);

describe('session cookie (the Lucia guide)', () => {
  it('is HttpOnly; Secure; SameSite=Lax with the 30-day expiry', async () => {
    const response = await login();
    expect(response.statusCode).toBe(200);
    const cookie = cookieOf(response);
    expect(cookie).toMatch(/^session=[a-z2-7]{32}\.[a-z2-7]{32};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    const expires = new Date(/Expires=([^;]+)/.exec(cookie)![1]!).getTime();
    expect(Math.abs(expires - (now.getTime() + 30 * 86_400_000))).toBeLessThan(2000);
  });

  it('slides: used after 20 days, the session and its cookie run 30 days from then', async () => {
    const token = /session=([^;]+)/.exec(cookieOf(await login()))![1]!;
    const started = now;
    try {
      now = new Date(started.getTime() + 20 * 86_400_000);
      const response = await app.inject({ url: '/trpc/auth.session', cookies: { session: token } });
      expect(response.json().result.data.authenticated).toBe(true);
      const expires = new Date(/Expires=([^;]+)/.exec(cookieOf(response))![1]!).getTime();
      expect(Math.abs(expires - (now.getTime() + 30 * 86_400_000))).toBeLessThan(2000);
      const [row] = await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, token.split('.')[0]!));
      expect(row!.expiresAt.getTime()).toBe(now.getTime() + 30 * 86_400_000);
      now = new Date(now.getTime() + 31 * 86_400_000);
      const expired = await app.inject({ url: '/trpc/auth.session', cookies: { session: token } });
      expect(expired.json().result.data.authenticated).toBe(false);
      expect(cookieOf(expired)).toMatch(/session=;/);
    } finally {
      now = started;
    }
  });
});

describe('Origin check on state-changing requests', () => {
  it.each([
    ['no Origin (not a browser)', 200, {}],
    ['the PUBLIC_URL origin', 200, { origin: 'https://shop.example.com' }],
    ['an extra allowed origin (ALLOWED_ORIGINS)', 200, { origin: 'http://localhost:5173' }],
    // The request's own Host is never trusted: its sender chooses it.
    ['an Origin matching a forged Host', 403, { origin: 'http://evil.example', host: 'evil.example' }],
    [
      'an Origin matching the Host, not PUBLIC_URL',
      403,
      { origin: 'http://localhost:80', host: 'localhost:80' },
    ],
    ['another site', 403, { origin: 'https://evil.example' }],
    ['a look-alike', 403, { origin: 'https://shop.example.com.evil.example' }],
    ['an opaque origin', 403, { origin: 'null' }],
  ])('a tRPC mutation with %s answers %i', async (_label, status, headers) => {
    const response = await login(headers as Record<string, string>);
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json().error).toBe(CROSS_SITE_MESSAGE);
  });

  it('refuses REST mutations from another site but lets reads and header-token clients through', async () => {
    const evil = { origin: 'https://evil.example' };
    const rest = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      headers: evil,
    });
    expect(rest.statusCode).toBe(403);
    expect((await app.inject({ url: '/api/zips', headers: evil })).statusCode).toBe(200);
    const { token } = (
      await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } })
    ).json();
    const withHeader = { ...evil, authorization: `JWT ${token}` };
    const logout = await app.inject({ method: 'POST', url: '/api/logout', headers: withHeader });
    expect(logout.statusCode).toBe(200);
    const withCookieToo = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: withHeader,
      cookies: { session: token },
    });
    expect(withCookieToo.statusCode).toBe(403);
  });
});

describe("the Origin check never takes the request's Host or X-Forwarded-Host as its own (docs/decisions/0065-security-allowed-origins.md)", () => {
  const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

  it('refuses a forged X-Forwarded-Host with a matching Origin behind a proxy, and takes PUBLIC_URL and the extra origins', async () => {
    const send = (headers: Record<string, string>) =>
      proxied.inject({ method: 'POST', url: '/trpc/auth.login', payload: { email, password }, headers });
    const refused = await send({ ...forged, origin: 'https://evil.example' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(CROSS_SITE_MESSAGE);
    expect((await send({ ...forged, origin: 'https://shop.example.com' })).statusCode).toBe(200);
    expect((await send({ ...forged, origin: 'http://localhost:5173' })).statusCode).toBe(200);
  });

  it('refuses the sign-out link from a page on a forged host, and takes it from PUBLIC_URL and the extra origins', async () => {
    const logout = (headers: Record<string, string>) =>
      proxied.inject({ url: '/api/logout', headers: { 'sec-fetch-site': 'same-origin', ...headers } });
    expect((await logout({ ...forged, referer: 'https://evil.example/app/account' })).statusCode).toBe(403);
    expect((await logout({ ...forged, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await logout({ referer: 'https://shop.example.com/app/account' })).statusCode).toBe(302);
    expect((await logout({ referer: 'http://localhost:5173/app/account' })).statusCode).toBe(302);
  });
});
