import { reportSummary, startUserSession } from '@laundry/api';
import { TEST_NOW, testClock, testContext, userActor } from '@laundry/api/testing';
import { locations, orders, type Role, type User } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

/**
 * GET /api/reports/summary (docs/decisions/0090-owner-dashboard.md): the figures reports.summary answers, staff only,
 * an Admin their own store.
 */

let database: Database;
let app: FastifyInstance;
let storeA: string;
let storeB: string;

async function store(name: string) {
  const [row] = await database.db
    .insert(locations)
    .values({
      name,
      address: '500 W 33rd St',
      city: 'New York',
      state: 'NY',
      zip: '10001',
      phone: '2125550177',
      hours: '8am - 10pm, 7 days',
      lat: 40.7536,
      long: -74.0011,
    })
    .returning({ id: locations.id });
  return row!.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  app = await buildApp({ database, now: testClock });
  storeA = await store('REST Report Store A');
  storeB = await store('REST Report Store B');
  for (const [locationId, at] of [
    [storeA, '2026-03-02T15:00:00Z'],
    [storeA, '2026-03-03T04:59:00Z'],
    [storeB, '2026-03-02T16:00:00Z'],
  ] as const) {
    await database.db.insert(orders).values({
      locationId,
      address: {
        address: '1 Test St',
        address2: null,
        city: 'New York',
        state: 'NY',
        zip: '10001',
        email: 'rest-report@example.test',
        firstName: 'Rae',
        phone: '2125550100',
        florida: false,
      },
      firstName: 'Rae',
      email: 'rest-report@example.test',
      phone: '2125550100',
      pickUpDate: '2026-03-04',
      pickUpHour: 9,
      deliveryDate: '2026-03-06',
      deliveryHour: 18,
      orderServices: ['washFold'],
      paymentProvider: 'simulated',
      createdAt: new Date(at),
    });
  }
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function tokenFor(role: Role, locationId?: string): Promise<{ user: User; token: string }> {
  const user = await createUser(database.db, { role, locationId });
  return { user, token: (await startUserSession(database.db, user.id, TEST_NOW)).token };
}
const get = (query: Record<string, string>, token?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/reports/summary?${new URLSearchParams(query)}`,
    headers: token ? { authorization: `JWT ${token}` } : {},
  });

describe('GET /api/reports/summary', () => {
  it('answers the summary reports.summary makes, as JSON', async () => {
    const { user, token } = await tokenFor('SuperAdmin');
    const response = await get({ from: '2026-03-02', to: '2026-03-03' }, token);
    expect(response.statusCode).toBe(200);
    const summary = await reportSummary(
      testContext(database.db, userActor(user), testClock),
      { ...user, firstName: null, lastName: null },
      { from: '2026-03-02', to: '2026-03-03' },
    );
    expect({ ...response.json(), generatedAt: null }).toEqual(
      JSON.parse(JSON.stringify({ ...summary, generatedAt: null })),
    );
    expect(response.json().days.map((day: { placed: number }) => day.placed)).toEqual([3, 0]);
  });

  it("gives an Admin their own store's figures and refuses another store with 403", async () => {
    const { token } = await tokenFor('Admin', storeA);
    const own = await get({ from: '2026-03-02', to: '2026-03-02' }, token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      location: { id: storeA, name: 'REST Report Store A' },
      totals: { placed: 2 },
    });
    const other = await get({ from: '2026-03-02', to: '2026-03-02', location: storeB }, token);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      error: 'You do not have permission to do that.',
      message: 'You do not have permission to do that.',
    });
  });

  it('asks an anonymous caller to log in and refuses a customer and a driver', async () => {
    const anonymous = await get({ from: '2026-03-02', to: '2026-03-02' });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['Customer', 'Driver'] as const) {
      const refused = await get(
        { from: '2026-03-02', to: '2026-03-02' },
        (await tokenFor(role, storeA)).token,
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You do not have permission to do that.');
    }
  });

  it.each([
    [{ from: '2026-02-30', to: '2026-03-01' }, 400, 'Please enter a valid date (YYYY-MM-DD).'],
    [{ from: 'yesterday', to: '2026-03-01' }, 400, 'Please enter a valid date (YYYY-MM-DD).'],
    [{ to: '2026-03-01' }, 400, 'Please enter a valid date (YYYY-MM-DD).'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 400, 'The start date must be on or before the end date.'],
    [{ from: '2025-01-01', to: '2026-03-01' }, 400, 'Please choose a range of at most 366 days.'],
    [{ from: '2026-03-01', to: '2026-03-01', location: 'store-1' }, 400, 'Please choose a store.'],
    [
      { from: '2026-03-01', to: '2026-03-01', location: '00000000-0000-4000-8000-000000000000' },
      404,
      'This store could not be found.',
    ],
  ])('answers %j with %i and a plain message', async (query, status, message) => {
    const { token } = await tokenFor('SuperAdmin');
    const response = await get(query, token);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: message, message });
  });
});
