import { routeSheet, startUserSession } from '@laundry/api';
import { TEST_NOW, testClock, testContext, userActor } from '@laundry/api/testing';
import { locations, orders, routeOrders, type User } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

/** GET /api/routes (docs/decisions/0084-route-sheets.md): the route sheet routes.sheet answers, staff only. */

let database: Database;
let app: FastifyInstance;
let admin: { user: User; token: string };
let storeId: string;
const DAY = '2030-05-14';

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  app = await buildApp({ database, now: testClock });
  admin = await tokenFor('Admin');
  [{ id: storeId }] = (await database.db
    .insert(locations)
    .values({
      name: 'REST Route Store',
      address: '500 W 33rd St',
      city: 'New York',
      state: 'NY',
      zip: '10001',
      phone: '2125550177',
      hours: '8am - 10pm, 7 days',
      lat: 40.7536,
      long: -74.0011,
    })
    .returning({ id: locations.id })) as [{ id: string }];
  for (const [zip, hour] of [
    ['10024', 10],
    ['10011', 9],
    ['10019', 10],
  ] as const) {
    await database.db.insert(orders).values({
      locationId: storeId,
      address: {
        address: `1 Test St ${zip}`,
        address2: null,
        city: 'New York',
        state: 'NY',
        zip,
        email: 'rest-route@example.test',
        firstName: `Stop ${zip}`,
        phone: '2125550100',
        florida: false,
      },
      firstName: `Stop ${zip}`,
      email: 'rest-route@example.test',
      phone: '2125550100',
      instructions: 'Door code 12#',
      pickUpDate: DAY,
      pickUpHour: hour,
      deliveryDate: '2030-05-16',
      deliveryHour: 18,
      orderServices: ['washFold'],
      paymentProvider: 'simulated',
    });
  }
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function tokenFor(role: 'Customer' | 'Admin' | 'SuperAdmin'): Promise<{ user: User; token: string }> {
  const user = await createUser(database.db, { role });
  return { user, token: (await startUserSession(database.db, user.id, TEST_NOW)).token };
}
const get = (query: Record<string, string>, token?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/routes?${new URLSearchParams(query)}`,
    headers: token ? { authorization: `JWT ${token}` } : {},
  });
const query = (change: Record<string, string> = {}) => ({
  location: storeId,
  date: DAY,
  kind: 'pickup',
  ...change,
});

describe('GET /api/routes', () => {
  it('answers the route sheet as routes.sheet does', async () => {
    const response = await get(query(), admin.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const sheet = await routeSheet(testContext(database.db, userActor(admin.user)), {
      locationId: storeId,
      date: DAY,
      kind: 'pickup',
    });
    expect(body).toEqual(JSON.parse(JSON.stringify(sheet)));
    expect(
      body.stops.map((stop: { address: { zip: string }; position: number }) => stop.address.zip),
    ).toEqual(['10011', '10019', '10024']);
    expect(body.stops[0].instructions).toBe('Door code 12#');
    expect(body.order).toBe('driving');
  });

  it('answers a super admin too, and an empty day with no stops', async () => {
    const { token } = await tokenFor('SuperAdmin');
    const response = await get(query({ kind: 'delivery' }), token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ kind: 'delivery', order: 'driving', totalMeters: 0, stops: [] });
  });

  it('asks an anonymous caller to log in and refuses a customer', async () => {
    const anonymous = await get(query());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      error: 'Please log in to continue.',
      message: 'Please log in to continue.',
    });
    const customer = await tokenFor('Customer');
    const refused = await get(query(), customer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to do that.');
  });

  it('answers an unknown store with 404', async () => {
    const response = await get(query({ location: crypto.randomUUID() }), admin.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'This store could not be found.',
      message: 'This store could not be found.',
    });
  });

  it.each([
    [{ date: '2030-13-01' }, 'Please enter a valid date.'],
    [{ date: 'tomorrow' }, 'Please enter a valid date.'],
    [{ location: 'hudson-yards' }, 'Please choose a store.'],
    [{ kind: 'both' }, 'Please choose pick-ups or deliveries.'],
  ])('answers %j with 400 and its message, and stores nothing', async (change, message) => {
    const response = await get(query(change), admin.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, message });
    expect(await database.db.select().from(routeOrders)).toEqual([]);
  });

  it('answers a missing parameter with 400 and its message', async () => {
    const { date: _date, ...withoutDate } = query();
    const response = await get(withoutDate, admin.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid date.');
  });
});
