import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startUserSession } from '@laundry/api';
import { type Database, openDatabase, regionSettings, specials, zips } from '@laundry/db';
import { createTestDatabase, createUser, seedTestDatabase } from '@laundry/db/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

// Two app servers on one database, as production runs them: on PostgreSQL each with its own pool (and
// its own listener); the embedded database is opened by one process only, so both share it there.
let database: Database;
let second: Database;
let first: FastifyInstance;
let other: FastifyInstance;
let firstUrl: string;
let otherUrl: string;
let clock = new Date('2026-06-10T15:00:00Z');
const now = () => clock;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  second =
    'pool' in database
      ? await openDatabase({
          databaseUrl: (database.pool as { options: { connectionString: string } }).options.connectionString,
          poolMax: 2,
        })
      : database;
  first = await buildApp({ database, now });
  other = await buildApp({ database: second, now });
  firstUrl = await first.listen({ port: 0, host: '127.0.0.1' });
  otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await first.close();
  await other.close();
  if (second !== database) await second.close();
  await database.close();
});

const inject = (url: string, headers: Record<string, string> = {}) =>
  first.inject({ method: 'GET', url, headers });
/** A real request over the network, as a browser's next request reaches a server. */
// biome-ignore lint/suspicious/noExplicitAny: read as a browser reads it (the DOM lib's `Response.json()` is `any`).
const fetchJson = async (base: string, path: string): Promise<any> => (await fetch(`${base}${path}`)).json();
const zipCodes = (body: Array<{ zip: string }>) => body.map((zip) => zip.zip).sort();
/**
 * For writes made outside the app servers: the embedded database notifies within the write, so the
 * first answer must show it; PostgreSQL's notice takes a moment to arrive (waited for up to 3 s here).
 */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
  const attempts = database.driver === 'pglite' ? 1 : 300;
  let value = await read();
  for (let attempt = 1; attempt < attempts && value !== expected; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    value = await read();
  }
  return value;
}

/** A served zip added through the first app server's tRPC, as the session behind `token`. */
const addZipThroughFirst = (token: string, zip: string) =>
  fetch(`${firstUrl}/trpc/settings.zips.add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ zip, florida: false }),
  });

/**
 * PostgreSQL only: a third app server's listener (by its application name) that answers each notice
 * `delayMs` late.
 */
async function slowListener(delayMs: number): Promise<pg.Client> {
  if (!('pool' in database)) throw new Error('PostgreSQL only');
  const url = (database.pool as { options: { connectionString: string } }).options.connectionString;
  const slow = new pg.Client({ connectionString: url, application_name: 'laundry catalog listener' });
  await slow.connect();
  await slow.query('LISTEN catalog_changed');
  slow.on('notification', (message) => {
    setTimeout(() => {
      // A notice that arrives as the test ends is answered after the client has closed: ignored.
      slow
        .query("select pg_notify('catalog_heard', $1 || ':' || pg_backend_pid())", [message.payload])
        .catch(() => {});
    }, delayMs);
  });
  return slow;
}

describe('catalog reads from memory (docs/decisions/0035-catalog-cache.md)', () => {
  it('sends the same answer again, with an ETag that a conditional request turns into a 304', async () => {
    const fresh = await inject('/api/zips');
    expect(fresh.statusCode).toBe(200);
    const etag = fresh.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(fresh.headers['cache-control']).toBe('no-cache');

    const again = await inject('/api/zips');
    expect(again.body).toBe(fresh.body);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-type']).toMatch(/application\/json/);

    const notModified = await inject('/api/zips', { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect((await inject('/api/zips', { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });

  it('sends brotli or gzip bytes to a client that accepts them', async () => {
    const plain = await inject('/api/locations');
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await inject('/api/locations', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await inject('/api/locations', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps the tRPC twins, single and batched, with their status and type', async () => {
    const input = encodeURIComponent(JSON.stringify({ region: 'fl' }));
    const single = await inject(`/trpc/catalog.pricing?input=${input}`);
    expect(single.statusCode).toBe(200);
    expect(single.json().result.data.region).toBe('fl');
    // Only a kept answer has an ETag: the procedure declared itself a catalog read (`.meta({ cache: 'catalog' })`).
    expect(single.headers.etag).toMatch(/^W\/".+"$/);
    const again = await inject(`/trpc/catalog.pricing?input=${input}`);
    expect(again.body).toBe(single.body);
    expect(again.headers.etag).toBe(single.headers.etag);
    expect(again.headers['content-type']).toMatch(/application\/json/);

    const batch = `/trpc/catalog.zips.list,catalog.specials.list?batch=1&input=${encodeURIComponent(
      JSON.stringify({ 0: {}, 1: {} }),
    )}`;
    const batched = await inject(batch);
    expect(batched.json()).toHaveLength(2);
    expect(batched.headers.etag).toMatch(/^W\/".+"$/);
    expect((await inject(batch)).body).toBe(batched.body);
  });

  it('keeps nothing of a procedure that does not declare itself a catalog read, alone or in a batch', async () => {
    // catalog.locations.nearest is public, but its answer depends on the query's geocoding, not only on the catalog.
    const nearestInput = encodeURIComponent(JSON.stringify({ query: '10001' }));
    const nearest = await inject(`/trpc/catalog.locations.nearest?input=${nearestInput}`);
    expect(nearest.statusCode).toBe(200);
    expect(nearest.headers.etag).toBeUndefined();
    const mixed = `/trpc/catalog.zips.list,catalog.locations.nearest?batch=1&input=${encodeURIComponent(
      JSON.stringify({ 0: {}, 1: { query: '10001' } }),
    )}`;
    const answer = await inject(mixed);
    expect(answer.json()).toHaveLength(2);
    expect(answer.headers.etag).toBeUndefined();
  });

  it('answers bad input as before and keeps nothing of it', async () => {
    const bad = await inject('/api/locations?limit=abc');
    expect(bad.statusCode).toBe(400);
    expect((await inject('/api/locations?limit=abc')).statusCode).toBe(400);
  });

  it('answers a request with a session as before, not from memory', async () => {
    const answer = await inject('/api/zips', { cookie: 'session=not-a-real-token' });
    expect(answer.statusCode).toBe(200);
    // The unknown session's cookie is cleared, as on any other path.
    expect(String(answer.headers['set-cookie'])).toMatch(/^session=;/);
  });

  it("sees a staff change made through one app server in the other's very next request", async () => {
    const admin = await createUser(database.db, { role: 'SuperAdmin' });
    const { token } = await startUserSession(database.db, admin.id, clock);
    const before = zipCodes(await fetchJson(otherUrl, '/api/zips'));
    expect(zipCodes(await fetchJson(firstUrl, '/api/zips'))).toEqual(before);
    expect(before).not.toContain('10998');

    const added = await addZipThroughFirst(token, '10998');
    expect(added.status).toBe(200);
    // The answer waited for every app server's listener to say it had dropped what it kept.
    expect(zipCodes(await fetchJson(otherUrl, '/api/zips'))).toContain('10998');
    expect(zipCodes(await fetchJson(firstUrl, '/api/zips'))).toContain('10998');
    const trpcZips = await fetchJson(otherUrl, '/trpc/catalog.zips.list');
    expect(zipCodes(trpcZips.result.data)).toContain('10998');
  });

  it.runIf(process.env.TEST_DB_DRIVER === 'pg')(
    'answers a staff write only once every listening app server has said it had the notice',
    async () => {
      // A third app server whose listener is slow to answer: the write's answer waits for it.
      const slow = await slowListener(400);
      try {
        const admin = await createUser(database.db, { role: 'SuperAdmin' });
        const { token } = await startUserSession(database.db, admin.id, clock);
        const started = performance.now();
        const added = await addZipThroughFirst(token, '10997');
        expect(added.status).toBe(200);
        expect(performance.now() - started).toBeGreaterThanOrEqual(400);
      } finally {
        await slow.end();
      }
    },
  );

  it.runIf(process.env.TEST_DB_DRIVER === 'pg')(
    "answers a customer's write without reading the catalog's count; a staff write still waits for every listener",
    async () => {
      // docs/decisions/0035-catalog-cache.md: only staff may change the catalog, so only their writes read the
      // count and wait. A change written outside the app servers, not yet answered by a slow third listener,
      // holds up a staff write's answer (about a second here) and not a customer's.
      const slow = await slowListener(1_000);
      try {
        const customer = await createUser(database.db, { role: 'Customer' });
        const admin = await createUser(database.db, { role: 'SuperAdmin' });
        const customerToken = (await startUserSession(database.db, customer.id, clock)).token;
        const adminToken = (await startUserSession(database.db, admin.id, clock)).token;
        const timedWrite = async (token: string) => {
          const started = performance.now();
          // Refused for the customer, bad input for the SuperAdmin: a writing request either way.
          const answer = await addZipThroughFirst(token, 'not a zip');
          return { status: answer.status, ms: performance.now() - started };
        };
        await second.db.insert(zips).values({ zip: '10995' });
        const [byCustomer, byAdmin] = await Promise.all([timedWrite(customerToken), timedWrite(adminToken)]);
        expect(byCustomer.status).toBe(403);
        expect(byAdmin.status).toBe(400);
        expect(byAdmin.ms).toBeGreaterThanOrEqual(900);
        expect(byCustomer.ms).toBeLessThan(900);
      } finally {
        await slow.end();
      }
    },
  );

  it('sees a change written outside the app servers as soon as its notice arrives', async () => {
    const before = zipCodes(await fetchJson(otherUrl, '/api/zips'));
    expect(zipCodes(await fetchJson(firstUrl, '/api/zips'))).toEqual(before);
    await database.db.insert(zips).values({ zip: '10999' });
    const has10999 = (base: string) => async () =>
      zipCodes(await fetchJson(base, '/api/zips')).includes('10999');
    expect(await eventually(has10999(otherUrl), true)).toBe(true);
    expect(await eventually(has10999(firstUrl), true)).toBe(true);
  });

  it('sees a price change in the settings and pricing answers', async () => {
    const input = encodeURIComponent(JSON.stringify({ region: 'ny' }));
    const pricing = `/trpc/catalog.pricing?input=${input}`;
    const price = async (base: string) =>
      (await fetchJson(base, pricing)).result.data.settings.washFoldPerLbCents as number;
    const original = await price(otherUrl);
    await price(firstUrl);
    await second.db
      .update(regionSettings)
      .set({ washFoldPerLbCents: original + 100 })
      .where(eq(regionSettings.region, 'ny'));
    expect(await eventually(() => price(firstUrl), original + 100)).toBe(original + 100);
    expect(await eventually(() => price(otherUrl), original + 100)).toBe(original + 100);
    const legacy = (await fetchJson(firstUrl, '/api/settings')) as Record<string, unknown>;
    expect(JSON.stringify(legacy)).toContain(((original + 100) / 100).toFixed(2));
  });

  it('keeps current specials per New York date', async () => {
    const [special] = await database.db.select().from(specials).limit(1);
    if (!special) throw new Error('The seed has no special.');
    const expiresOn = '2026-06-10';
    await database.db.update(specials).set({ expirationDate: expiresOn }).where(eq(specials.id, special.id));
    const listed = async () =>
      ((await fetchJson(otherUrl, '/api/specials')) as Array<{ _id: string }>).some(
        (row) => row._id === special.id,
      );
    clock = new Date('2026-06-11T03:59:00Z'); // 23:59 on 10 June in New York
    expect(await eventually(listed, true)).toBe(true);
    expect(await listed()).toBe(true);
    clock = new Date('2026-06-11T04:01:00Z'); // 00:01 on 11 June in New York
    expect(await listed()).toBe(false);
  });
});
