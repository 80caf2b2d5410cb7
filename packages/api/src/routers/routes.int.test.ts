import { locations, type OrderStatus, orders, routeOrders } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import type { ServiceKey } from '@laundry/domain';
import { MapsProviderError } from '@laundry/integrations';
import { firstIssueMessage } from '@laundry/validators/plainIssues';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { createCaller } from '../root';
import { callerFor, testContext, testIntegrations, userActor } from '../testing/context';

/**
 * Route sheets (docs/decisions/0084-route-sheets.md) on a small Manhattan instance with the offline maps: stops are
 * placed at their zip's center, distances are great-circle x 1.3.
 */
let database: Database;
const db = () => database.db;
const DAY = '2030-05-14';
let storeId: string;
let otherStoreId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  const store = (name: string, zip: string, lat: number, long: number) => ({
    name,
    address: '500 W 33rd St',
    city: 'New York',
    state: 'ny',
    zip,
    phone: '2125550177',
    hours: '8am - 10pm, 7 days',
    lat,
    long,
  });
  [{ id: storeId }] = (await db()
    .insert(locations)
    .values(store('Route Store', '10001', 40.7536, -74.0011))
    .returning({ id: locations.id })) as [{ id: string }];
  [{ id: otherStoreId }] = (await db()
    .insert(locations)
    .values(store('Other Route Store', '10128', 40.7816, -73.9511))
    .returning({ id: locations.id })) as [{ id: string }];
});
afterAll(() => database.close());

interface TestOrder {
  zip: string;
  firstName?: string;
  status?: OrderStatus;
  locationId?: string;
  pickUpDate?: string;
  pickUpHour?: number;
  deliveryDate?: string;
  deliveryHour?: number | null;
  deliveryDate2?: string | null;
  deliveryHour2?: number | null;
  multipleDeliveries?: boolean;
  instructions?: string;
  orderServices?: ServiceKey[];
  washFoldOrder?: unknown;
}

async function addOrder(order: TestOrder): Promise<{ id: string; orderNumber: number }> {
  const firstName = order.firstName ?? `Stop ${order.zip}`;
  const [row] = await db()
    .insert(orders)
    .values({
      status: order.status ?? 'New',
      locationId: order.locationId ?? storeId,
      address: {
        address: `1 Test St ${order.zip}`,
        address2: null,
        city: 'New York',
        state: 'NY',
        zip: order.zip,
        email: 'route@example.test',
        firstName,
        phone: '2125550100',
        florida: false,
      },
      firstName,
      email: 'route@example.test',
      phone: '2125550100',
      instructions: order.instructions ?? '',
      pickUpDate: order.pickUpDate ?? DAY,
      pickUpHour: order.pickUpHour ?? 9,
      deliveryDate: order.deliveryDate ?? '2030-05-16',
      deliveryHour: order.deliveryHour === undefined ? 18 : order.deliveryHour,
      deliveryDate2: order.deliveryDate2 ?? null,
      deliveryHour2: order.deliveryHour2 ?? null,
      multipleDeliveries: order.multipleDeliveries ?? false,
      orderServices: order.orderServices ?? ['washFold'],
      washFoldOrder: order.washFoldOrder ?? null,
      paymentProvider: 'simulated',
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  return row!;
}

async function staffCaller(role: 'Admin' | 'SuperAdmin' = 'Admin') {
  const user = await createUser(db(), { role });
  return callerFor(db(), userActor(user));
}

async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    // A bad input reads as the server words it: its first issue (packages/api/src/trpc.ts, errorFormatter).
    const message = error.cause instanceof AppError ? error.message : firstIssueMessage(error.cause);
    return `${error.code}: ${message ?? error.message}`;
  }
}

describe('routes.sheet: which orders, windows and driving order', () => {
  const pickUps: Record<string, { id: string; orderNumber: number }> = {};

  beforeAll(async () => {
    // Rows go in scrambled, so the sheet's order cannot come from the insert order.
    pickUps.z10024 = await addOrder({ zip: '10024', pickUpHour: 10 });
    pickUps.z10014 = await addOrder({ zip: '10014', pickUpHour: 9 });
    pickUps.z10019 = await addOrder({ zip: '10019', pickUpHour: 10 });
    pickUps.z10011 = await addOrder({
      zip: '10011',
      pickUpHour: 9,
      status: 'En Route for Pick Up',
      firstName: 'Dana',
      instructions: 'Gate code 4411, ring 3B',
      orderServices: ['washFold', 'dryClean'],
      washFoldOrder: { draft: { weightLbs: 12.5 } },
    });
    pickUps.z10023 = await addOrder({ zip: '10023', pickUpHour: 10 });
    // Not on the pick-up route: canceled, already picked up, another store, another day.
    await addOrder({ zip: '10016', status: 'Canceled' });
    await addOrder({ zip: '10016', status: 'In Progress' });
    await addOrder({ zip: '10016', locationId: otherStoreId });
    await addOrder({ zip: '10016', pickUpDate: '2030-05-15' });
  });

  it('lists the day’s pick-ups window by window, each window in driving order from where the last one ended', async () => {
    const caller = await staffCaller();
    const sheet = await caller.routes.sheet({ locationId: storeId, date: DAY, kind: 'pickup' });
    expect(sheet.order).toBe('driving');
    expect(sheet.location).toEqual({
      id: storeId,
      name: 'Route Store',
      address: '500 W 33rd St, New York, ny 10001',
      lat: 40.7536,
      lng: -74.0011,
    });
    // 9-10am: north of the store is nothing, 10011 is nearer than 10014; 10-11am goes on from 10014 northwards.
    expect(sheet.stops.map((stop) => [stop.position, stop.address.zip, stop.window.label])).toEqual([
      [1, '10011', '9-10am'],
      [2, '10014', '9-10am'],
      [3, '10019', '10-11am'],
      [4, '10023', '10-11am'],
      [5, '10024', '10-11am'],
    ]);
    expect(sheet.totalMeters).toBeGreaterThan(6000);
    expect(sheet.totalMeters).toBeLessThan(12000);
  });

  it('gives each stop what the driver needs', async () => {
    const caller = await staffCaller('SuperAdmin');
    const sheet = await caller.routes.sheet({ locationId: storeId, date: DAY, kind: 'pickup' });
    expect(sheet.stops[0]).toEqual({
      position: 1,
      orderId: pickUps.z10011!.id,
      orderNumber: pickUps.z10011!.orderNumber,
      status: 'En Route for Pick Up',
      customerName: 'Dana',
      phone: '2125550100',
      address: { address: '1 Test St 10011', address2: null, city: 'New York', state: 'NY', zip: '10011' },
      instructions: 'Gate code 4411, ring 3B',
      // docs/decisions/0093-customer-preferences.md: none were kept with this order.
      preferences: null,
      services: [
        { service: 'washFold', label: 'Wash & Fold' },
        { service: 'dryClean', label: 'Dry Clean' },
      ],
      weightLbs: 12.5,
      window: { date: DAY, hour: 9, label: '9-10am' },
      lat: 40.7402,
      lng: -73.9996,
      navigationUrl:
        'https://www.google.com/maps/dir/?api=1&destination=1%20Test%20St%2010011%2C%20New%20York%2C%20NY%2010011',
    });
    expect(sheet.stops[1]!.weightLbs).toBeNull();
  });

  it('lists deliveries not yet delivered: first and second deliveries of the day, express at pick-up hour + 3', async () => {
    const deliveryDay = '2030-06-20';
    const first = await addOrder({
      zip: '10003',
      status: 'In Progress',
      deliveryDate: deliveryDay,
      deliveryHour: 17,
    });
    const second = await addOrder({
      zip: '10010',
      status: 'En Route for Delivery',
      deliveryDate: '2030-06-18',
      deliveryHour: 12,
      multipleDeliveries: true,
      deliveryDate2: deliveryDay,
      deliveryHour2: 19,
    });
    const express = await addOrder({
      zip: '10013',
      status: 'In Progress',
      pickUpDate: deliveryDay,
      pickUpHour: 8,
      deliveryDate: deliveryDay,
      deliveryHour: null,
    });
    await addOrder({ zip: '10016', status: 'Completed', deliveryDate: deliveryDay });
    await addOrder({ zip: '10016', status: 'Canceled', deliveryDate: deliveryDay });
    const caller = await staffCaller();
    const sheet = await caller.routes.sheet({ locationId: storeId, date: deliveryDay, kind: 'delivery' });
    expect(sheet.stops.map((stop) => [stop.orderId, stop.window.hour, stop.window.label])).toEqual([
      [express.id, 11, '11-12pm'],
      [first.id, 17, '5-6pm'],
      [second.id, 19, '7-8pm'],
    ]);
    // The express order is a pick-up of that day too; the others are not.
    const pickUpSheet = await caller.routes.sheet({ locationId: storeId, date: deliveryDay, kind: 'pickup' });
    expect(pickUpSheet.stops).toEqual([]);
    expect(pickUpSheet.totalMeters).toBe(0);
  });
});

describe('routes.sheet: the maps adapter’s distances (docs/decisions/0084-route-sheets.md, Distances)', () => {
  const day = '2030-08-06';
  let ids: string[];

  beforeAll(async () => {
    ids = [
      (await addOrder({ zip: '10011', pickUpDate: day })).id,
      (await addOrder({ zip: '10019', pickUpDate: day })).id,
      (await addOrder({ zip: '10024', pickUpDate: day })).id,
    ];
  });

  async function callerWith(drivingMatrix: (points: unknown[]) => Promise<(number | null)[][]>) {
    const user = await createUser(db(), { role: 'Admin' });
    const integrations = testIntegrations(db());
    return createCaller(
      testContext(db(), userActor(user), () => new Date(), {
        integrations: { ...integrations, distances: { ...integrations.distances, drivingMatrix } },
      }),
    );
  }

  it('orders the stops on the distances the adapter answers', async () => {
    const input = { locationId: storeId, date: day, kind: 'pickup' as const };
    const offline = await (await staffCaller()).routes.sheet(input);
    expect(offline.stops.map((stop) => stop.orderId)).toEqual(ids);
    // A matrix where the farthest stop (10024) is next to the store and 10011 farthest: the order follows it.
    // Points: 0 the store, then the stops in order number order (10011, 10019, 10024).
    const caller = await callerWith(async () => [
      [0, 900, 500, 100],
      [900, 0, 400, 800],
      [500, 400, 0, 400],
      [100, 800, 400, 0],
    ]);
    const sheet = await caller.routes.sheet(input);
    expect(sheet.stops.map((stop) => stop.orderId)).toEqual([ids[2], ids[1], ids[0]]);
    expect(sheet.totalMeters).toBe(900);
  });

  it('falls back to the offline estimate when the maps service fails', async () => {
    const input = { locationId: storeId, date: day, kind: 'pickup' as const };
    const offline = await (await staffCaller()).routes.sheet(input);
    const caller = await callerWith(async () => {
      throw new MapsProviderError('Distance Matrix answered OVER_QUERY_LIMIT');
    });
    expect(await caller.routes.sheet(input)).toEqual(offline);
  });
});

describe('routes.reorder: an order by hand', () => {
  const day = '2030-07-02';
  let ids: Record<string, string>;

  beforeAll(async () => {
    ids = {
      a: (await addOrder({ zip: '10011', pickUpDate: day })).id,
      b: (await addOrder({ zip: '10019', pickUpDate: day })).id,
      c: (await addOrder({ zip: '10004', pickUpDate: day })).id,
    };
  });

  it('keeps the order staff chose; a stop added since goes after it, a stop gone is left out', async () => {
    const caller = await staffCaller();
    const input = { locationId: storeId, date: day, kind: 'pickup' as const };
    const driving = await caller.routes.sheet(input);
    expect(driving.order).toBe('driving');
    const chosen = [ids.c!, ids.a!, ids.b!];
    const reordered = await caller.routes.reorder({ ...input, orderIds: chosen });
    expect(reordered.order).toBe('manual');
    expect(reordered.stops.map((stop) => stop.orderId)).toEqual(chosen);
    expect(reordered.stops.map((stop) => stop.position)).toEqual([1, 2, 3]);
    expect((await caller.routes.sheet(input)).stops.map((stop) => stop.orderId)).toEqual(chosen);

    // Added since: 10023 and 10014 go after the chosen stops, in driving order from the last of them (10019).
    const near = await addOrder({ zip: '10023', pickUpDate: day });
    const far = await addOrder({ zip: '10014', pickUpDate: day });
    await db().update(orders).set({ status: 'Canceled' }).where(eq(orders.id, ids.a!));
    const after = await caller.routes.sheet(input);
    expect(after.order).toBe('manual');
    expect(after.stops.map((stop) => stop.orderId)).toEqual([ids.c, ids.b, near.id, far.id]);
    expect(after.stops.map((stop) => stop.position)).toEqual([1, 2, 3, 4]);
  });

  it.each([
    ['a stop missing', (all: string[]) => all.slice(1)],
    ['a stop twice', (all: string[]) => [...all, all[0]!]],
    ['an order not on the route', (all: string[]) => [...all.slice(1), crypto.randomUUID()]],
  ])('refuses a list with %s and changes nothing', async (_, change) => {
    const caller = await staffCaller();
    const input = { locationId: storeId, date: day, kind: 'pickup' as const };
    const before = await caller.routes.sheet(input);
    const stored = await db().select().from(routeOrders).where(eq(routeOrders.locationId, storeId));
    expect(
      await outcome(
        caller.routes.reorder({ ...input, orderIds: change(before.stops.map((s) => s.orderId)) }),
      ),
    ).toBe(
      "BAD_REQUEST: The new order must list exactly this route's stops. Please reload the route and try again.",
    );
    expect(await db().select().from(routeOrders).where(eq(routeOrders.locationId, storeId))).toEqual(stored);
    expect(await caller.routes.sheet(input)).toEqual(before);
  });
});

describe('routes: who may and bad input', () => {
  it('refuses a customer and an anonymous caller', async () => {
    const customer = await createUser(db(), { role: 'Customer' });
    const input = { locationId: storeId, date: DAY, kind: 'pickup' as const };
    expect(await outcome(callerFor(db(), userActor(customer)).routes.sheet(input))).toMatch(/^FORBIDDEN: /);
    expect(await outcome(callerFor(db()).routes.sheet(input))).toMatch(/^UNAUTHORIZED: /);
    expect(
      await outcome(callerFor(db(), userActor(customer)).routes.reorder({ ...input, orderIds: [] })),
    ).toMatch(/^FORBIDDEN: /);
    expect(await db().select().from(routeOrders).where(eq(routeOrders.date, DAY))).toEqual([]);
  });

  it('answers an unknown store with NOT_FOUND, and stores nothing for it', async () => {
    const caller = await staffCaller();
    const input = { locationId: crypto.randomUUID(), date: DAY, kind: 'pickup' as const };
    expect(await outcome(caller.routes.sheet(input))).toBe('NOT_FOUND: This store could not be found.');
    expect(await outcome(caller.routes.reorder({ ...input, orderIds: [] }))).toBe(
      'NOT_FOUND: This store could not be found.',
    );
    expect(await db().select().from(routeOrders).where(eq(routeOrders.locationId, input.locationId))).toEqual(
      [],
    );
  });

  it.each([
    [{ date: '2030-02-30' }, 'Please enter a valid date.'],
    [{ date: '14/05/2030' }, 'Please enter a valid date.'],
    [{ date: '' }, 'Please enter a valid date.'],
    [{ locationId: 'not-a-store' }, 'Please choose a store.'],
    [{ kind: 'dropoff' }, 'Please choose pick-ups or deliveries.'],
  ])('refuses %j with its message', async (change, message) => {
    const caller = await staffCaller();
    const input = { locationId: storeId, date: DAY, kind: 'pickup', ...change };
    expect(await outcome(caller.routes.sheet(input as never))).toBe(`BAD_REQUEST: ${message}`);
    expect(await outcome(caller.routes.reorder({ ...input, orderIds: [] } as never))).toBe(
      `BAD_REQUEST: ${message}`,
    );
    expect(await db().select().from(routeOrders).where(eq(routeOrders.date, DAY))).toEqual([]);
  });
});
