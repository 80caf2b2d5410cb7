import { startUserSession } from '@laundry/api';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';

// tRPC's JSON calls answered without the fetch round trip (docs/decisions/0119-server-trpc-calls-without-fetch.md):
// the same answer as tRPC's adapter gives, byte for byte. The adapter answers a request that names `connectionParams`
// (null is the same as none: tRPC hands the context nothing), so each request is asked twice, as is and with
// `connectionParams=null`, and the adapter's handler counts the requests that reached it.
let database: Database;
let app: FastifyInstance;
let adapterCalls = 0;
let staffCookie = '';
const now = () => new Date('2026-06-10T15:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  app = await buildApp({
    database,
    now,
    onRoute(route) {
      if (route.url !== '/trpc/:path') return;
      const handler = route.handler;
      route.handler = function counted(this: FastifyInstance, ...args: Parameters<typeof handler>) {
        adapterCalls += 1;
        return handler.apply(this, args);
      };
    },
  });
  const admin = await createUser(database.db, { role: 'Admin' });
  const { token } = await startUserSession(database.db, admin.id, now());
  staffCookie = `session=${token}`;
  // The session's expiry slides on its first use, which sets its cookie again (docs/decisions/0044-auth-staff-sessions.md):
  // used once here, both ways below see the same answer.
  await app.inject({ url: '/trpc/publicConfig.get', headers: { cookie: staffCookie } });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** What a client can tell of an answer: its status, body and headers, less those that name the moment it left. */
function seen(response: LightMyRequestResponse) {
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, body: response.body, headers };
}

interface Asked {
  method?: 'GET' | 'POST';
  body?: string;
  staff?: boolean;
  headers?: Record<string, string>;
}

/** The request answered here and by the adapter; what each answered, and whether the first reached the adapter. */
async function bothWays(url: string, asked: Asked = {}) {
  const method = asked.method ?? 'GET';
  const headers: Record<string, string> = {
    ...(asked.staff ? { cookie: staffCookie } : {}),
    ...(asked.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...asked.headers,
  };
  const before = adapterCalls;
  const here = await app.inject({ method, url, headers, payload: asked.body });
  const reachedAdapter = adapterCalls > before;
  const separator = url.includes('?') ? '&' : '?';
  const adapter = await app.inject({
    method,
    url: `${url}${separator}connectionParams=null`,
    headers,
    payload: asked.body,
  });
  expect(adapterCalls).toBeGreaterThan(before);
  return { here: seen(here), adapter: seen(adapter), reachedAdapter };
}

const unknownOrder = '00000000-0000-4000-8000-000000000000';

describe("tRPC's calls without the fetch round trip", () => {
  it.each<[string, string, Asked]>([
    ['a public query', '/trpc/publicConfig.get', {}],
    ['a public query with its input', `/trpc/publicConfig.get?input=${json({})}`, {}],
    ["the staff's orders list", `/trpc/orders.list?input=${json({ limit: 5 })}`, { staff: true }],
    ['a query asked without a session', `/trpc/orders.list?input=${json({ limit: 5 })}`, {}],
    ['input its schema refuses', `/trpc/orders.list?input=${json({ limit: 'many' })}`, { staff: true }],
    [
      'an order that does not exist',
      `/trpc/orders.get?input=${json({ orderId: unknownOrder })}`,
      { staff: true },
    ],
    ['a batch of two', `/trpc/publicConfig.get,publicConfig.get?batch=1&input=${json({})}`, {}],
    [
      'a batch of an answer and an error',
      `/trpc/publicConfig.get,orders.list?batch=1&input=${json({ 1: { limit: 5 } })}`,
      {},
    ],
    ['a batch without input', '/trpc/publicConfig.get?batch=1', {}],
    [
      'a query that names JSON as its content type',
      '/trpc/publicConfig.get',
      { headers: { 'content-type': 'application/json' } },
    ],
    ['a mutation asked without a session', '/trpc/orders.setStatus', { method: 'POST', body: '{}' }],
    [
      'a mutation whose input its schema refuses',
      '/trpc/orders.setStatus',
      { method: 'POST', body: '{"orderId":3}', staff: true },
    ],
    [
      'a mutation on an order that does not exist',
      '/trpc/orders.setStatus',
      {
        method: 'POST',
        body: JSON.stringify({ orderId: unknownOrder, status: 'Canceled', version: 1 }),
        staff: true,
      },
    ],
    ['a mutation that answers', '/trpc/auth.logout', { method: 'POST', body: '{}' }],
    [
      'a batch of mutations',
      '/trpc/auth.logout,orders.setStatus?batch=1',
      { method: 'POST', body: JSON.stringify({ 0: {}, 1: { orderId: 3 } }) },
    ],
  ])('answers %s as the adapter does', async (_name, url, asked) => {
    const { here, adapter, reachedAdapter } = await bothWays(url, asked);
    expect(reachedAdapter).toBe(false);
    expect(here).toEqual(adapter);
  });

  it('answers with the status of each kind of answer', async () => {
    const denied = await app.inject(`/trpc/orders.list?input=${json({ limit: 5 })}`);
    expect(denied.statusCode).toBe(401);
    expect(denied.json()).toMatchObject({ error: { data: { code: 'UNAUTHORIZED', path: 'orders.list' } } });
    const mixed = await app.inject(
      `/trpc/publicConfig.get,orders.list?batch=1&input=${json({ 1: { limit: 5 } })}`,
    );
    expect(mixed.statusCode).toBe(207);
    const listed = await app.inject({
      url: `/trpc/orders.list?input=${json({ limit: 5 })}`,
      headers: { cookie: staffCookie },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ result: { data: { rows: [], hasMore: false } } });
  });

  it.each<[string, string, Asked]>([
    ['a query by POST', '/trpc/publicConfig.get', { method: 'POST', body: '{}' }],
    ['a mutation by GET', `/trpc/auth.logout?input=${json({})}`, {}],
    ['a path no procedure has', '/trpc/orders.nothing', {}],
    ['a path that is not plain', '/trpc/orders.list%20', {}],
    ['input that is not JSON', '/trpc/publicConfig.get?input=%7Bnot', {}],
    ['a body that is not JSON', '/trpc/auth.logout', { method: 'POST', body: '{not' }],
    ['a batch whose input is not an object', `/trpc/publicConfig.get?batch=1&input=${json([{}])}`, {}],
    [
      'a query with a form as its content type',
      '/trpc/publicConfig.get',
      { headers: { 'content-type': 'multipart/form-data; boundary=x' } },
    ],
  ])('leaves %s to the adapter', async (_name, url, asked) => {
    const { here, adapter, reachedAdapter } = await bothWays(url, asked);
    expect(reachedAdapter).toBe(true);
    expect(here).toEqual(adapter);
  });

  it('leaves an answer asked for as JSON lines to the adapter', async () => {
    const before = adapterCalls;
    const response = await app.inject({
      url: `/trpc/publicConfig.get?batch=1&input=${json({})}`,
      headers: { 'trpc-accept': 'application/jsonl' },
    });
    expect(response.statusCode).toBe(200);
    expect(adapterCalls).toBe(before + 1);
  });
});
