import { locations, type OrderStatus, orderEvents, orders, outbox, type User, users } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { TRPCError } from '@trpc/server';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { callerFor, userActor } from '../testing/context';

/** The driver's day (docs/decisions/0089-driver-role.md) on a fixed New York day with the offline maps. */
let database: Database;
const db = () => database.db;
const TODAY = '2030-05-14';
// 10:00 in New York on TODAY (EDT, UTC-4).
const now = () => new Date('2030-05-14T14:00:00Z');
let storeId: string;
let otherStoreId: string;
let driver: User;

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

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  [{ id: storeId }] = (await db()
    .insert(locations)
    .values(store('Driver Store', '10001', 40.7536, -74.0011))
    .returning({ id: locations.id })) as [{ id: string }];
  [{ id: otherStoreId }] = (await db()
    .insert(locations)
    .values(store('Other Driver Store', '10128', 40.7816, -73.9511))
    .returning({ id: locations.id })) as [{ id: string }];
  driver = await createUser(db(), { role: 'Driver' });
  await db().update(users).set({ locationId: storeId }).where(eq(users.id, driver.id));
});
afterAll(() => database.close());

interface TestOrder {
  zip: string;
  email: string;
  status?: OrderStatus;
  locationId?: string;
  pickUpDate?: string;
  pickUpHour?: number;
  deliveryDate?: string;
}

async function addOrder(order: TestOrder) {
  const firstName = `Stop ${order.zip}`;
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
        email: order.email,
        firstName,
        phone: '2125550100',
        florida: false,
      },
      firstName,
      email: order.email,
      phone: '2125550100',
      instructions: 'Gate code 4411',
      pickUpDate: order.pickUpDate ?? TODAY,
      pickUpHour: order.pickUpHour ?? 9,
      deliveryDate: order.deliveryDate ?? '2030-05-16',
      deliveryHour: 18,
      orderServices: ['washFold'],
      paymentProvider: 'simulated',
    })
    .returning();
  return row!;
}

const driverCaller = (user: User = driver) => callerFor(db(), userActor(user), now);

async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return `${error.code}: ${error.cause instanceof AppError ? error.message : error.code}`;
  }
}

const statusOf = async (id: string) =>
  (
    await db()
      .select({ status: orders.status, version: orders.version })
      .from(orders)
      .where(eq(orders.id, id))
  )[0]!;
const statusMessages = (email: string) =>
  db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.collapseKey, 'status:%')));

describe('driver.today', () => {
  let mine: Awaited<ReturnType<typeof addOrder>>[];
  let deliveryToday: Awaited<ReturnType<typeof addOrder>>;

  beforeAll(async () => {
    mine = [
      await addOrder({ zip: '10024', email: 'd1@example.test', pickUpHour: 10 }),
      await addOrder({ zip: '10011', email: 'd2@example.test', pickUpHour: 9 }),
    ];
    deliveryToday = await addOrder({
      zip: '10014',
      email: 'd3@example.test',
      status: 'In Progress',
      pickUpDate: '2030-05-12',
      deliveryDate: TODAY,
    });
    // Not the driver's: another store's today, their store's tomorrow.
    await addOrder({ zip: '10016', email: 'd4@example.test', locationId: otherStoreId });
    await addOrder({ zip: '10016', email: 'd5@example.test', pickUpDate: '2030-05-15' });
  });

  it("lists only the driver's store's stops of today, pick-ups in window then driving order, then deliveries", async () => {
    const day = await driverCaller().driver.today();
    expect(day.date).toBe(TODAY);
    expect(day.location.name).toBe('Driver Store');
    expect(day.pickups.map((stop) => stop.orderNumber)).toEqual([mine[1]!.orderNumber, mine[0]!.orderNumber]);
    expect(day.pickups.map((stop) => stop.window.label)).toEqual(['9-10am', '10-11am']);
    expect(day.deliveries.map((stop) => stop.orderNumber)).toEqual([deliveryToday.orderNumber]);
    const first = day.pickups[0]!;
    expect(first.instructions).toBe('Gate code 4411');
    expect(first.phone).toBe('2125550100');
    expect(first.version).toBe(mine[1]!.version);
    expect(first.navigationUrl).toContain('https://www.google.com/maps/dir/?api=1&destination=');
  });

  it('answers no money: no field of the answer names cents, prices or totals', async () => {
    const day = await driverCaller().driver.today();
    const keys = new Set<string>();
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) {
          keys.add(key);
          walk(inner);
        }
    };
    walk(day);
    expect([...keys].filter((key) => /cents|price|total|amount|payment|card/i.test(key))).toEqual([]);
    expect(keys.has('orderNumber')).toBe(true);
  });

  it('refuses a driver without a store', async () => {
    const storeless = await createUser(db(), { role: 'Driver' });
    expect(await outcome(driverCaller(storeless).driver.today())).toBe(
      'FORBIDDEN: You are not assigned to a store yet. Please ask a Super Admin to set your store.',
    );
  });
});

describe('driver.pickedUp and driver.delivered', () => {
  it('picked up moves the order to In Progress, records the driver, and queues the customer message', async () => {
    const order = await addOrder({ zip: '10019', email: 'picked@example.test', pickUpHour: 11 });
    const day = await driverCaller().driver.pickedUp({ orderId: order.id, version: order.version });
    expect((await statusOf(order.id)).status).toBe('In Progress');
    expect(day.pickups.some((stop) => stop.orderId === order.id)).toBe(false);
    const [event] = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'status')));
    expect(event?.data).toEqual({ before: 'New', after: 'In Progress' });
    expect(event?.actorUserId).toBe(driver.id);
    expect(await statusMessages('picked@example.test')).toHaveLength(1);
  });

  it('delivered moves the order to Completed and queues the customer message', async () => {
    const order = await addOrder({
      zip: '10023',
      email: 'delivered@example.test',
      status: 'En Route for Delivery',
      pickUpDate: '2030-05-12',
      deliveryDate: TODAY,
    });
    await driverCaller().driver.delivered({ orderId: order.id, version: order.version });
    expect((await statusOf(order.id)).status).toBe('Completed');
    expect(await statusMessages('delivered@example.test')).toHaveLength(1);
  });

  it("refuses another store's order, another day's and the wrong step; nothing changes", async () => {
    const other = await addOrder({ zip: '10016', email: 'other@example.test', locationId: otherStoreId });
    const tomorrow = await addOrder({
      zip: '10016',
      email: 'tomorrow@example.test',
      pickUpDate: '2030-05-15',
    });
    const pickup = await addOrder({ zip: '10016', email: 'notyet@example.test' });
    const refused = 'NOT_FOUND: This order is not on your route today.';
    expect(await outcome(driverCaller().driver.pickedUp({ orderId: other.id, version: other.version }))).toBe(
      refused,
    );
    expect(
      await outcome(driverCaller().driver.pickedUp({ orderId: tomorrow.id, version: tomorrow.version })),
    ).toBe(refused);
    // A pick-up of today is not a delivery of today.
    expect(
      await outcome(driverCaller().driver.delivered({ orderId: pickup.id, version: pickup.version })),
    ).toBe(refused);
    for (const order of [other, tomorrow, pickup]) {
      expect(await statusOf(order.id)).toEqual({ status: 'New', version: order.version });
      expect(await statusMessages(order.email)).toHaveLength(0);
    }
  });

  it('refuses bad input and a stale version; nothing changes', async () => {
    const order = await addOrder({ zip: '10011', email: 'stale@example.test', pickUpHour: 12 });
    expect(await outcome(driverCaller().driver.pickedUp({ orderId: 'not-an-id', version: 1 }))).toBe(
      'BAD_REQUEST: BAD_REQUEST',
    );
    expect(
      (
        await outcome(driverCaller().driver.pickedUp({ orderId: order.id, version: order.version + 5 }))
      ).startsWith('CONFLICT'),
    ).toBe(true);
    expect(await statusOf(order.id)).toEqual({ status: 'New', version: order.version });
  });
});

describe('a driver is not staff', () => {
  it('is refused the staff procedures and the driver procedures refuse staff', async () => {
    const order = await addOrder({ zip: '10011', email: 'staffonly@example.test', pickUpHour: 13 });
    const caller = driverCaller();
    const forbidden = 'FORBIDDEN: You do not have permission to do that.';
    // The orders list answers a non-staff caller their own orders only: a driver has none.
    expect((await caller.orders.list({})).rows).toEqual([]);
    expect(await outcome(caller.orders.setStatus({ orderId: order.id, status: 'Completed' }))).toBe(
      forbidden,
    );
    expect(await outcome(caller.routes.sheet({ locationId: storeId, date: TODAY, kind: 'pickup' }))).toBe(
      forbidden,
    );
    expect(await outcome(caller.users.list({}))).toBe(forbidden);
    const admin = await createUser(db(), { role: 'Admin' });
    expect(await outcome(callerFor(db(), userActor(admin), now).driver.today())).toBe(forbidden);
    expect(await statusOf(order.id)).toEqual({ status: 'New', version: order.version });
  });
});

describe('making a driver (the users screen)', () => {
  const driverForm = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Dee',
    lastName: 'Driver',
    email: `driver-${crypto.randomUUID()}@example.test`,
    password: 'temporary pass 1',
    role: 'Driver' as const,
    locationId: storeId,
    ...overrides,
  });

  it('a Super Admin makes a Driver bound to a store; without a store it is refused and nothing is added', async () => {
    const superAdmin = await createUser(db(), { role: 'SuperAdmin' });
    const caller = callerFor(db(), userActor(superAdmin), now);
    const created = await caller.users.create(driverForm());
    expect(created).toMatchObject({ role: 'Driver', locationId: storeId });
    const missing = driverForm({ locationId: '' });
    await expect(caller.users.create(missing)).rejects.toThrow('Select a location.');
    expect(await db().select().from(users).where(eq(users.email, missing.email))).toEqual([]);
  });

  it('an Admin cannot make a driver', async () => {
    const admin = await createUser(db(), { role: 'Admin' });
    const input = driverForm();
    expect(await outcome(callerFor(db(), userActor(admin), now).users.create(input))).toBe(
      'FORBIDDEN: You do not have permission to do that.',
    );
    expect(await db().select().from(users).where(eq(users.email, input.email))).toEqual([]);
  });
});
