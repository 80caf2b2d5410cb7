import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startGuestSession, startUserSession } from '@laundry/api';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../web/scripts/precompress.mjs';
import { buildApp } from './app';

// A small build: the page shell, a hashed script and a file without a hash, compressed as the build does.
const webDistDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
const shell = `<!doctype html><title>app shell</title>${'<p>FreshPress</p>'.repeat(100)}`;
const script = `export const prices = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i, name: 'wash & fold' })))};`;
mkdirSync(path.join(webDistDir, 'assets'));
writeFileSync(path.join(webDistDir, 'index.html'), shell);
writeFileSync(path.join(webDistDir, 'assets/index-Dr3sV33a.js'), script);
writeFileSync(
  path.join(webDistDir, 'manifest.webmanifest'),
  JSON.stringify({ name: 'FreshPress '.repeat(80) }),
);
// Two public pages rendered at build time (apps/web/scripts/prerender.mjs), listed in pages.json.
const pricingPage = `<!doctype html><div id="root"><div class="prerendered" inert="">${'<h2>Wash &amp; Fold</h2>'.repeat(60)}</div></div>`;
mkdirSync(path.join(webDistDir, 'prerendered'));
writeFileSync(path.join(webDistDir, 'prerendered/pricing.html'), pricingPage);
writeFileSync(path.join(webDistDir, 'prerendered/index.html'), '<h1>Home</h1>');
writeFileSync(
  path.join(webDistDir, 'prerendered/pages.json'),
  JSON.stringify({ '/': 'index.html', '/pricing': 'pricing.html' }),
);
// The order flow's first step rendered as a guest first sees it, listed in guest-pages.json.
const guestAddressPage =
  '<!doctype html><div id="root"><div class="prerendered" inert=""><h1>Your Address</h1></div></div>';
writeFileSync(path.join(webDistDir, 'prerendered/app-order-address.html'), guestAddressPage);
writeFileSync(
  path.join(webDistDir, 'prerendered/guest-pages.json'),
  JSON.stringify({ '/app/order/address': 'app-order-address.html' }),
);
// The prerendered pages' inline script, allowed by its hash (docs/decisions/0029-web-first-paint.md).
const inlineScriptHash = 'sha256-2Xq4dGbDpNVdl9Pq7ZJ4gJ3Wq1jO0eYHq0b1mQp2XbE=';
writeFileSync(path.join(webDistDir, 'prerendered/script-hashes.json'), JSON.stringify([inlineScriptHash]));

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  await precompressDir(webDistDir);
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  app = await buildApp({ database, webDistDir });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the web build is served compressed and cached (docs/decisions/0026-static-assets.md)', () => {
  it('sends brotli bytes to a browser that accepts brotli', async () => {
    const response = await get('/assets/index-Dr3sV33a.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip bytes to a client that accepts only gzip, and plain bytes to one that accepts neither', async () => {
    const gzipped = await get('/assets/index-Dr3sV33a.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-Dr3sV33a.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('lets browsers keep hashed assets for a year, unchanged', async () => {
    const response = await get('/assets/index-Dr3sV33a.js', { 'accept-encoding': 'br' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has browsers revalidate the page shell and files without a hash', async () => {
    // '/' and '/pricing' have pages rendered at build time in this build (below).
    for (const url of ['/specials', '/login', '/app/order/address']) {
      const response = await get(url, { accept: 'text/html', 'accept-encoding': 'gzip, br' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(shell);
    }
    const manifest = await get('/manifest.webmanifest', { 'accept-encoding': 'gzip' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-encoding']).toBe('gzip');
  });

  it('does not publish the compressed copies as files of their own', async () => {
    const response = await get('/assets/index-Dr3sV33a.js.br');
    expect(response.statusCode).toBe(404);
  });
});

describe('public pages rendered at build time (docs/decisions/0029-web-first-paint.md)', () => {
  const page = (url: string) => get(url, { accept: 'text/html', 'accept-encoding': 'identity' });

  it('sends a page its rendered HTML, with or without a query, compressed, revalidated on every use', async () => {
    for (const url of ['/pricing', '/pricing?utm_source=mail']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(pricingPage);
    }
    const compressed = await get('/pricing', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(pricingPage);
    expect((await page('/')).body).toBe('<h1>Home</h1>');
  });

  it('sends every other page the client shell', async () => {
    for (const url of ['/app/orders', '/pricing/extra', '/specials']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(shell);
    }
  });

  it("sends the order flow's first step rendered to a guest's session only; anyone else gets the shell", async () => {
    const asVisitor = (cookie?: string) =>
      get('/app/order/address', {
        accept: 'text/html',
        'accept-encoding': 'identity',
        ...(cookie ? { cookie: `session=${cookie}` } : {}),
      });
    const guest = (await startGuestSession(database.db, null, new Date())).token;
    const customer = await createUser(database.db);
    const customerToken = (await startUserSession(database.db, customer.id, new Date())).token;

    const asGuest = await asVisitor(guest);
    expect(asGuest.body).toBe(guestAddressPage);
    expect(asGuest.headers.vary).toMatch(/Cookie/);
    expect(asGuest.headers['cache-control']).toBe('no-cache');
    expect((await asVisitor(customerToken)).body).toBe(shell);
    const anonymous = await asVisitor();
    expect(anonymous.body).toBe(shell);
    expect(anonymous.headers.vary).toMatch(/Cookie/);
    // A session that is no longer valid gets the shell, and its cookie is cleared as the API would.
    const stale = await asVisitor('not-a-session');
    expect(stale.body).toBe(shell);
    expect(String(stale.headers['set-cookie'])).toMatch(/^session=;/);
  });
});

describe("the prerendered pages' inline script (docs/decisions/0029-web-first-paint.md)", () => {
  it('is allowed by its hash from the build, and no other inline script is', async () => {
    const response = await get('/pricing', { accept: 'text/html' });
    const policy = String(response.headers['content-security-policy']);
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    expect(scriptSources).toEqual(["'self'", 'https://js.stripe.com', `'${inlineScriptHash}'`]);
  });
});
