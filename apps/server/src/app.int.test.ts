import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, readAppVersion } from './app';

/** The security headers of every page (docs/decisions/0058-security-headers-once.md), pinned whole. */
const PAGE_SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
    "frame-ancestors 'self';img-src 'self' data: https:;object-src 'none';" +
    "script-src 'self' https://js.stripe.com;script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
    "connect-src 'self' https://api.stripe.com;frame-src https://js.stripe.com https://hooks.stripe.com",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

let database: Database;
let app: FastifyInstance;
const webDistDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>app shell</title>');

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  app = await buildApp({ database, webDistDir });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('server skeleton', () => {
  it('serves /meta.json with the package version and no caching', async () => {
    const response = await app.inject('/meta.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ version: await readAppVersion() });
  });

  it('checks the database at /healthz', async () => {
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('ok');
  });

  it("answers a tRPC batch whose path names 40 procedures (a route's tickets), not 414", async () => {
    const names = Array.from({ length: 40 }, () => 'publicConfig.get').join(',');
    const input = encodeURIComponent(JSON.stringify({}));
    const response = await app.inject(`/trpc/${names}?batch=1&input=${input}`);
    expect(names.length).toBeGreaterThan(100);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(40);
  });

  it('sends security headers', async () => {
    const response = await app.inject('/meta.json');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sends the same security headers on every page, and the data set on every answer of the API (decisions 0058, 0114)', async () => {
    const pages = [
      await app.inject('/meta.json'),
      await app.inject({ url: '/app/orders', headers: { accept: 'text/html' } }),
      await app.inject('/app/no-such-screen'),
    ];
    const catalog = await app.inject('/api/zips');
    const data = [
      catalog,
      // The same read again, answered from the catalog cache, and as "not modified".
      await app.inject('/api/zips'),
      await app.inject({ url: '/api/zips', headers: { 'if-none-match': String(catalog.headers.etag) } }),
      await app.inject('/trpc/catalog.zips.list'),
      await app.inject('/api/nothing-here'),
      await app.inject({ method: 'POST', url: '/trpc/auth.login', payload: { email: 'not an address' } }),
      // Refused by the REST layer's validation, and by Fastify's body parser (its error handler answers).
      await app.inject('/api/specials?limit=abc'),
      await app.inject({
        method: 'POST',
        url: '/api/leads',
        headers: { 'content-type': 'application/json' },
        payload: '{"not json',
      }),
      await app.inject('/api/openapi.json'),
    ];
    expect(pages.map((answer) => answer.statusCode)).toEqual([200, 200, 404]);
    expect(data.map((answer) => answer.statusCode)).toEqual([200, 200, 304, 200, 404, 400, 400, 400, 200]);
    for (const answer of pages) expect(answer.headers).toMatchObject(PAGE_SECURITY_HEADERS);
    // An answer of the API: the headers an API answer needs, none that only instruct a document
    // (docs/decisions/0114-data-answers-security-headers.md).
    for (const answer of data) {
      const security = Object.fromEntries(
        Object.entries(answer.headers).filter(([name]) => name in PAGE_SECURITY_HEADERS),
      );
      expect(security).toEqual({
        'content-security-policy': "default-src 'none';frame-ancestors 'none'",
        'cross-origin-resource-policy': 'same-origin',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      });
    }
  });

  it("keeps the API reference, a page under /api, on the pages' headers with its own policy", async () => {
    const response = await app.inject('/api/docs');
    expect(response.statusCode).toBe(200);
    const { 'content-security-policy': policy, ...rest } = PAGE_SECURITY_HEADERS;
    expect(response.headers).toMatchObject(rest);
    expect(response.headers['content-security-policy']).not.toBe(policy);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers a tRPC batch of 40 reads in one request (its path names every procedure)', async () => {
    const names = Array.from({ length: 40 }, () => 'catalog.zips.list').join(',');
    const response = await app.inject(`/trpc/${names}?batch=1`);
    expect(names.length).toBeGreaterThan(100);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(40);
  });

  it('falls back to the single-page client for page routes, not for API paths', async () => {
    const page = await app.inject({ url: '/app/orders', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('app shell');
    const api = await app.inject({ url: '/api/nothing-here', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    // The error shape of every /api answer (docs/rules/rest-compatibility.md): `error` and `message`.
    expect(api.json()).toEqual({ error: 'Not found.', message: 'Not found.' });
  });
});

describe('REST catalog paths', () => {
  it('GET /api/zips lists the served zips in the legacy shape', async () => {
    const response = await app.inject('/api/zips');
    expect(response.statusCode).toBe(200);
    const zips = response.json() as { _id: string; zip: string; florida: boolean }[];
    expect(zips).toContainEqual(expect.objectContaining({ zip: '33445', florida: true }));
    expect(zips[0]).toHaveProperty('_id');
  });

  it('GET /api/locations sorts and pages', async () => {
    const response = await app.inject('/api/locations?sortby=address&sortorder=-1&skip=0&limit=2');
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { _id: string; address: string }[];
    expect(rows).toHaveLength(2);
    expect(rows[0]!.address.localeCompare(rows[1]!.address)).toBeGreaterThanOrEqual(0);
  });

  it('GET /api/locations/search finds by text', async () => {
    const all = (await app.inject('/api/locations')).json() as { _id: string; city: string }[];
    const response = await app.inject(`/api/locations/search?sortby=address&sortorder=1&searchtext=brooklyn`);
    const found = response.json() as { city: string }[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(all.length);
  });

  it.each([
    ['/api/locations?sortorder=0', 'sortorder must be 1 or -1.'],
    ['/api/locations?sortby=password', 'sortby must be one of: address, name, city, zip, phone.'],
    ['/api/locations?limit=100000', 'limit must be a whole number from 1 to 500.'],
    ['/api/locations?skip=-1', 'skip must be a whole number of 0 or more.'],
    ['/api/specials?limit=abc', 'limit must be a whole number from 1 to 500.'],
    ['/api/specials?sortby=price', 'sortby must be one of: name, code, expirationDate, createdAt, address.'],
  ])('%s is a 400 with a clear message', async (url, message) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, message });
  });

  it('GET /api/specials and /api/specials/search answer with codes in upper case', async () => {
    const list = (await app.inject('/api/specials')).json() as { code: string; name: string }[];
    expect(list).toHaveLength(3);
    const one = list[0]!;
    const search = await app.inject(
      `/api/specials/search?searchtext=${encodeURIComponent(one.code.toLowerCase())}`,
    );
    expect((search.json() as { code: string }[]).map((s) => s.code)).toContain(one.code);
  });

  // docs/rules/staff-screens.md, Sorting and paging: specials by address, which they do not have
  // (docs/decisions/0066-rest-specials-address-sort-and-export-list.md).
  it('GET /api/specials(/search)?sortby=address answers in the default order, by name', async () => {
    const names = async (url: string) => {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      return (response.json() as { name: string }[]).map((special) => special.name);
    };
    const byName = await names('/api/specials?sortby=name&sortorder=1');
    expect(byName).toHaveLength(3);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
    expect(await names('/api/specials?sortby=address')).toEqual(byName);
    expect(await names('/api/specials?sortby=address&sortorder=1&skip=0&limit=100')).toEqual(byName);
    expect(await names('/api/specials?sortby=address&sortorder=-1')).toEqual(
      await names('/api/specials?sortby=name&sortorder=-1'),
    );
    expect(await names('/api/specials/search?sortby=address&sortorder=1&searchtext=')).toEqual(byName);
  });
});
