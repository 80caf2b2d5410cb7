import { Writable } from 'node:stream';
import { startGuestSession, startUserSession } from '@laundry/api';
import {
  firstProductId,
  TEST_CARDS,
  TEST_NOW,
  testClock,
  washFoldDraft,
  withEmail,
} from '@laundry/api/testing';
import { paymentLedger } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';

// What answers and logs reveal (docs/decisions/0030-server-error-answers.md).
let database: Database;
let app: FastifyInstance;
let productId: string;
const logLines: string[] = [];
const FAILING_EMAIL = 'fails.in.the.database@example.test';

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  productId = await firstProductId(database.db);
  // A database failure: inserting the one lead or order of FAILING_EMAIL raises.
  await database.db.execute(
    sql.raw(`create function x14_fail_insert() returns trigger language plpgsql as $$
      begin
        if new.email = '${FAILING_EMAIL}' then raise exception 'simulated database failure'; end if;
        return new;
      end $$`),
  );
  for (const table of ['leads', 'orders']) {
    await database.db.execute(
      sql.raw(
        `create trigger x14_fail_insert before insert on ${table} for each row execute function x14_fail_insert()`,
      ),
    );
  }
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({ database, now: testClock, logger: { level: 'info', stream } });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const INTERNAL = 'Something went wrong on our side. Please try again.';
const auth = (token: string) => ({ authorization: `JWT ${token}` });
const lead = { kind: 'contact', name: 'Ann Lee', email: FAILING_EMAIL, message: 'Hello' };

describe('error answers', () => {
  it('a database failure in a tRPC call answers the generic message: no SQL, no parameters, no stack', async () => {
    const response = await app.inject({ method: 'POST', url: '/trpc/leads.create', payload: lead });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.error.message).toBe(INTERNAL);
    expect(body.error.data).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', appCode: null });
    expect(body.error.data).not.toHaveProperty('stack');
    for (const secret of [
      'insert into',
      'params',
      FAILING_EMAIL,
      'simulated database failure',
      '.ts:',
      '/src/',
    ]) {
      expect(response.body).not.toContain(secret);
    }
    // The log keeps the failure, under the request's id.
    const logged = logLines
      .map((line) => JSON.parse(line))
      .find((line) => line.msg === 'tRPC procedure failed');
    expect(logged).toMatchObject({ reqId: expect.any(String), path: 'leads.create' });
    expect(JSON.stringify(logged)).toContain('simulated database failure');
  });

  it('a tRPC input error answers the first issue’s message, as REST does, with no stack', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/leads.create',
      payload: { ...lead, name: '', email: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.message).toBe('Please enter your name.');
    expect(body.error.data).toMatchObject({ code: 'BAD_REQUEST', appCode: null });
    expect(body.error.data).not.toHaveProperty('stack');
  });

  it('an AppError keeps its product message and appCode', async () => {
    const response = await app.inject({ method: 'GET', url: '/trpc/account.get' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({
      message: 'Please log in to continue.',
      data: { appCode: 'UNAUTHENTICATED' },
    });
    expect(response.json().error.data).not.toHaveProperty('stack');
  });

  it('a REST body Fastify cannot read answers { error, message } in words, not the framework’s codes', async () => {
    const post = (payload: string, contentType: string) =>
      app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': contentType }, payload });
    const cases = [
      [await post('{"email":', 'application/json'), 400, 'The request body is not valid JSON.'],
      [await post('', 'application/json'), 400, 'The request body is empty.'],
      [
        await post('email=a%40b.test', 'application/x-www-form-urlencoded'),
        415,
        'Send the request body as JSON (Content-Type: application/json).',
      ],
      [
        await post('{"email":"a@b.test","password":"x"}', 'text/plain'),
        415,
        'Send the request body as JSON (Content-Type: application/json).',
      ],
      [
        await post(`{"email":"${'a'.repeat(1024 * 1024)}"}`, 'application/json'),
        413,
        'The request body is too large.',
      ],
    ] as const;
    for (const [response, status, message] of cases) {
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error: message, message });
    }
    // An AppError raised before the handler keeps its own answer.
    const refused = await app.inject({ method: 'GET', url: '/api/currentuser' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe('Please log in to continue.');
  });

  it('a REST input the spec gives no text for is refused in plain words naming the field, not zod’s', async () => {
    const superAdmin = await createUser(database.db, { role: 'SuperAdmin' });
    const token = (await startUserSession(database.db, superAdmin.id, TEST_NOW)).token;
    const headers = { authorization: `JWT ${token}` };
    const cases = [
      [
        { method: 'POST', url: '/api/admin/zip', payload: { zip: '10001', florida: 'yes' } },
        'florida must be true or false.',
      ],
      [{ method: 'POST', url: '/api/orders/filter', payload: { limit: 'lots' } }, 'limit must be a number.'],
      [
        { method: 'GET', url: '/api/orders?pickupDelivery=neither' },
        // The old client's name for the contract's dateField.
        'dateField must be one of: pickUp, delivery, both.',
      ],
    ] as const;
    for (const [request, message] of cases) {
      const response = await app.inject({ ...request, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message, message });
    }
  });

  it('a checkout that fails after the hold notes the failure’s class in the ledger, not its SQL', async () => {
    const token = (await startGuestSession(database.db, FAILING_EMAIL, TEST_NOW)).token;
    const card = await app.inject({
      method: 'POST',
      url: '/trpc/payments.createTestPaymentMethod',
      headers: auth(token),
      payload: { number: TEST_CARDS.visa, expMonth: 12, expYear: 2030, cvc: '123' },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/checkout.placeOrder',
      headers: auth(token),
      payload: {
        order: withEmail(washFoldDraft(productId), FAILING_EMAIL),
        paymentMethodId: card.json().result.data.id,
        clientQuoteTotalCents: 4400,
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(response.json().error.message).toBe('There was an error creating this order.');
    const notes = (await database.db.select({ notes: paymentLedger.notes }).from(paymentLedger))
      .map((row) => row.notes)
      .filter((note): note is string => note?.startsWith('Checkout failed after authorization') ?? false);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/^Checkout failed after authorization: \w+( P0001)?$/);
    expect(notes[0]).not.toContain('insert');
  });
});

describe('personal answers and logs', () => {
  it('personal answers are not cached; the public catalog may be', async () => {
    const user = await createUser(database.db);
    const token = (await startUserSession(database.db, user.id, TEST_NOW)).token;
    for (const url of [
      '/api/currentuser',
      '/trpc/account.get',
      '/api/orders',
      '/api/customers',
      '/api/users/search?search=a',
      '/api/customers/export',
      '/api/payment/methods',
      '/trpc/catalog.zips.list,account.get',
    ]) {
      const response = await app.inject({ url, headers: auth(token) });
      expect({ url, cache: response.headers['cache-control'] }).toEqual({ url, cache: 'no-store' });
    }
    // The answer to a log-in carries a session token.
    const restLogin = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'x@y.co', password: 'p' },
    });
    expect(restLogin.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/locations', '/api/specials', '/api/settings_florida', '/api/openapi.json']) {
      const response = await app.inject({ url });
      expect({ url, status: response.statusCode, cache: response.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cache: expect.not.stringContaining('no-store'),
      });
    }
    const login = await app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { email: 'x@y.co', password: 'p' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const catalog = await app.inject({ url: '/trpc/catalog.zips.list' });
    expect(catalog.statusCode).toBe(200);
    expect(catalog.headers['cache-control']).not.toBe('no-store');
  });

  it('request logs name the path without the query string (tRPC input holds addresses and e-mails)', async () => {
    const input = encodeURIComponent(JSON.stringify({ query: '1 Private Lane, secret@example.test' }));
    await app.inject({ url: `/trpc/catalog.locations.nearest?input=${input}` });
    const text = logLines.join('\n');
    expect(text).toContain('/trpc/catalog.locations.nearest');
    expect(text).not.toContain('Private');
    expect(text).not.toContain('secret%40example.test');
    app.log.info(
      { order: { email: 'mail@example.test', phone: '(212) 555-0100' } },
      'an object with personal fields',
    );
    expect(logLines.join('\n')).not.toMatch(/mail@example\.test|555-0100/);
  });

  it('a request is logged once, when it completes: id, method, path, status and time (docs/decisions/0056-server-one-request-line.md)', async () => {
    const answer = await app.inject({ url: '/api/zips?zip=10001' });
    expect(answer.statusCode).toBe(200);
    const lines = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => (line.req as { url?: string } | undefined)?.url === '/api/zips');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: expect.any(String),
      req: { method: 'GET', url: '/api/zips', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(logLines.some((line) => line.includes('incoming request'))).toBe(false);
  });

  it('a request that writes no line of its own makes no logger of its own (docs/decisions/0056-server-one-request-line.md)', async () => {
    const child = vi.spyOn(app.log, 'child');
    try {
      expect((await app.inject({ url: '/api/zips' })).statusCode).toBe(200);
      expect(child).not.toHaveBeenCalled();
    } finally {
      child.mockRestore();
    }
  });
});
