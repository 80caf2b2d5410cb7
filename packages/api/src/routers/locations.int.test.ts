import { auditLog, locations, orders } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, userActor } from '../testing/context';
import { customersOrder } from '../testing/permissionMatrix/ordersMatrix';
import { createWorld } from '../testing/permissionMatrix/world';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
});
afterAll(() => database.close());

const db = () => database.db;
const superAdmin = async () => {
  const user = await createUser(db(), { role: 'SuperAdmin' });
  return { user, caller: callerFor(db(), userActor(user)) };
};
const store = (overrides: Record<string, unknown> = {}) => ({
  name: 'Hudson Yards',
  address: '500 W 33rd St',
  city: 'New York',
  state: 'ny',
  zip: '10001',
  phone: '2125550177',
  hours: '8am - 10pm, 7 days',
  lat: '40.7536',
  long: -74.0011,
  ...overrides,
});

async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof TRPCError) return `${error.code}: ${error.message}`;
    throw error;
  }
}

describe('Add a Location (docs/rules/staff-screens.md, Locations; docs/rules/messages.md, Public site and accounts: validation)', () => {
  it.each([
    [{ lat: '' }, 'Field Required'],
    [{ long: undefined }, 'Field Required'],
    [{ lat: '91' }, 'Latitude must be a number from -90 to 90.'],
    [{ long: 'west' }, 'Longitude must be a number from -180 to 180.'],
    [{ zip: '1000' }, 'Please enter a 5-digit zip code.'],
  ])('refuses %j and adds nothing', async (overrides, message) => {
    const { caller } = await superAdmin();
    const before = await db().select({ id: locations.id }).from(locations);
    await expect(caller.locations.create(store(overrides) as never)).rejects.toThrow(message);
    expect(await db().select({ id: locations.id }).from(locations)).toHaveLength(before.length);
  });

  it('adds a store the public finder lists at once, and records it', async () => {
    const { user, caller } = await superAdmin();
    const created = await caller.locations.create(store());
    expect(created).toMatchObject({
      state: 'NY',
      phone: '(212) 555-0177',
      lat: 40.7536,
      long: -74.0011,
      version: 1,
    });
    const publicList = await callerFor(db()).catalog.locations.list({ searchtext: '500 W 33rd' });
    expect(publicList.map((l) => l.id)).toEqual([created.id]);
    const nearest = await callerFor(db()).catalog.locations.nearest({ query: '10001' });
    expect(nearest.locations.map((l) => l.id)).toContain(created.id);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(entry).toMatchObject({ kind: 'location', action: 'create', actorUserId: user.id });
    expect(entry!.after).toMatchObject({ address: '500 W 33rd St', lat: 40.7536 });
  });

  it('fills latitude and longitude from the address (offline: the zip’s centre)', async () => {
    const { caller } = await superAdmin();
    const placed = await caller.locations.geocode({
      address: '500 W 33rd St',
      city: 'New York',
      state: 'NY',
      zip: '10001',
    });
    expect(placed.lat).toBeCloseTo(40.75, 1);
    expect(placed.long).toBeCloseTo(-74.0, 1);
    expect(placed.source).toBe('offline (US zip centers)');
    expect(
      await outcome(caller.locations.geocode({ address: 'Nowhere', city: '', state: '', zip: '' })),
    ).toBe('BAD_REQUEST: Sorry, this location is not valid. Please try again.');
  });
});

describe('editing and deleting a location', () => {
  it('a stale save is refused and changes nothing', async () => {
    const { caller } = await superAdmin();
    const created = await caller.locations.create(store({ name: 'Stale Test' }));
    const saved = await caller.locations.update({
      ...store({ name: 'First' }),
      id: created.id,
      version: created.version,
    });
    expect(saved.version).toBe(created.version + 1);
    expect(
      await outcome(
        caller.locations.update({ ...store({ name: 'Second' }), id: created.id, version: created.version }),
      ),
    ).toBe(
      'CONFLICT: This location was changed by someone else after you opened it, so your changes were not saved. Please reload it and make your changes again.',
    );
    const [row] = await db().select().from(locations).where(eq(locations.id, created.id));
    expect(row!.name).toBe('First');
  });

  it('refuses to delete a store open orders point to, naming how many; finished orders do not count', async () => {
    const { caller } = await superAdmin();
    const created = await caller.locations.create(store({ name: 'Busy Store' }));
    const world = await createWorld(db());
    const first = await customersOrder({ db: db(), world });
    const second = await customersOrder({ db: db(), world });
    await db().update(orders).set({ locationId: created.id }).where(eq(orders.id, first.orderId));
    await db().update(orders).set({ locationId: created.id }).where(eq(orders.id, second.orderId));

    expect(await outcome(caller.locations.delete({ id: created.id, version: created.version }))).toBe(
      'CONFLICT: This location cannot be deleted: 2 open orders are assigned to it. Move them to another location first.',
    );
    await db().update(orders).set({ status: 'Completed' }).where(eq(orders.id, first.orderId));
    expect(await outcome(caller.locations.delete({ id: created.id, version: created.version }))).toBe(
      'CONFLICT: This location cannot be deleted: 1 open order is assigned to it. Move it to another location first.',
    );
    await db().update(orders).set({ status: 'Canceled' }).where(eq(orders.id, second.orderId));
    expect(await outcome(caller.locations.delete({ id: created.id, version: created.version }))).toBe('ok');
    expect(await db().select().from(locations).where(eq(locations.id, created.id))).toEqual([]);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'delete'))
      .then((rows) => rows.filter((r) => r.entityId === created.id));
    expect(entry).toMatchObject({ kind: 'location' });
    expect(entry!.before).toMatchObject({ name: 'Busy Store' });
  });

  it('refuses an Admin the locations screen', async () => {
    const admin = await createUser(db(), { role: 'Admin' });
    expect(await outcome(callerFor(db(), userActor(admin)).locations.create(store()))).toBe(
      'FORBIDDEN: You do not have permission to do that.',
    );
  });

  it('lists by address ascending first, and flips', async () => {
    const { caller } = await superAdmin();
    const ascending = await caller.locations.list({});
    const byDatabase = await db()
      .select({ id: locations.id })
      .from(locations)
      .orderBy(sql`lower(${locations.address})`, locations.id);
    expect(ascending.rows.map((l) => l.id)).toEqual(byDatabase.map((l) => l.id));
    const descending = await caller.locations.list({ sortorder: -1 });
    expect(descending.rows.map((l) => l.id)).toEqual(ascending.rows.map((l) => l.id).reverse());
  });
});
