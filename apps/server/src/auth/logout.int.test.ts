import { startUserSession } from '@laundry/api';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

// Signing out (docs/decisions/0036-auth-logout.md): this session only unless "everywhere" is asked, and
// never from another site's link.
let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  app = await buildApp({ database, auth: { publicUrl: 'http://shop.test' } });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const CROSS_SITE = 'This request came from another site and was refused.';

/** A user signed in on two devices. */
async function twoDevices() {
  const user = await createUser(database.db);
  const phone = (await startUserSession(database.db, user.id, new Date())).token;
  const laptop = (await startUserSession(database.db, user.id, new Date())).token;
  return { phone, laptop };
}
const signedIn = async (token: string) =>
  (await app.inject({ url: '/api/currentuser', headers: { authorization: `JWT ${token}` } })).statusCode ===
  200;

describe('GET /api/logout', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (another subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['a Referer on another site', { referer: 'https://evil.test/page' }],
    ['an Origin of another site', { origin: 'https://evil.test' }],
  ])('refuses a sign-out started by another site (%s) and ends nothing', async (_what, headers) => {
    const { phone, laptop } = await twoDevices();
    const response = await app.inject({ url: '/api/logout', cookies: { session: phone }, headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: CROSS_SITE, message: CROSS_SITE });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await signedIn(phone)).toBe(true);
    expect(await signedIn(laptop)).toBe(true);
  });

  it.each([
    ['a link on this site', { 'sec-fetch-site': 'same-origin', referer: 'http://shop.test/app/account' }],
    ['a typed address or bookmark', { 'sec-fetch-site': 'none' }],
    ['a client that sends no such header', {}],
  ])('from %s ends this session only and redirects to /login', async (_what, headers) => {
    const { phone, laptop } = await twoDevices();
    const response = await app.inject({ url: '/api/logout', cookies: { session: phone }, headers });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);
  });
});

describe('POST /api/logout and auth.logout', () => {
  it('end this session only, or every session with everywhere: true', async () => {
    const rest = await twoDevices();
    const auth = (token: string) => ({ authorization: `JWT ${token}` });
    expect(
      (await app.inject({ method: 'POST', url: '/api/logout', headers: auth(rest.phone) })).statusCode,
    ).toBe(200);
    expect([await signedIn(rest.phone), await signedIn(rest.laptop)]).toEqual([false, true]);

    const everywhere = await twoDevices();
    const response = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: auth(everywhere.phone),
      payload: { everywhere: true },
    });
    expect(response.statusCode).toBe(200);
    expect([await signedIn(everywhere.phone), await signedIn(everywhere.laptop)]).toEqual([false, false]);

    const trpc = await twoDevices();
    const plain = await app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: auth(trpc.phone),
      payload: {},
    });
    expect(plain.statusCode).toBe(200);
    expect([await signedIn(trpc.phone), await signedIn(trpc.laptop)]).toEqual([false, true]);
    await app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: auth(trpc.laptop),
      payload: { everywhere: true },
    });
    expect(await signedIn(trpc.laptop)).toBe(false);
  });
});
