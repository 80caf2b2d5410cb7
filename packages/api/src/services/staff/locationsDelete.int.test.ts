import { auditLog, type Location, locations, orders } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { ORDER_STATUSES, type OrderStatus } from '@laundry/domain';
import { TRPCError } from '@trpc/server';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, userActor } from '../../testing/context';
import { insertListedOrder } from '../../testing/listOrders';

/**
 * docs/decisions/0039-staff-locations.md, Open orders block a delete: "Open means any status except Completed, Payment
 * Processed (Paid), Refund Processed and Canceled." Every open status blocks on its own, and a store whose orders are
 * all closed (each closed status on its own, and all of them together) is deleted.
 */

const OPEN: OrderStatus[] = [
  'New',
  'Unassigned',
  'Pending Authorization',
  'Awaiting Authorization',
  'Reauthorized',
  'En Route for Pick Up',
  'In Progress',
  'En Route for Delivery',
];
const CLOSED: OrderStatus[] = ['Completed', 'Payment Processed', 'Refund Processed', 'Canceled'];

let database: Database;
let caller: ReturnType<typeof callerFor>;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  caller = callerFor(database.db, userActor(await createUser(database.db, { role: 'SuperAdmin' })));
});
afterAll(() => database.close());

let made = 0;
async function newStore(): Promise<Location> {
  made += 1;
  const [row] = await database.db
    .insert(locations)
    .values({
      name: `Closing Store ${made}`,
      address: `${made} Closing St`,
      city: 'New York',
      state: 'NY',
      zip: '10001',
      phone: '2125550177',
      hours: '8am - 10pm',
      lat: 40.7536,
      long: -74.0011,
    })
    .returning();
  return row!;
}

async function withOrders(store: Location, statuses: OrderStatus[]) {
  const placed = [];
  for (const status of statuses)
    placed.push(await insertListedOrder(database.db, { status, locationId: store.id }));
  return placed;
}

async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof TRPCError) return `${error.code}: ${error.message}`;
    throw error;
  }
}

const storeRow = async (id: string) => database.db.select().from(locations).where(eq(locations.id, id));
const deletions = async (id: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.kind, 'location'), eq(auditLog.action, 'delete'), eq(auditLog.entityId, id)));

describe('deleting a store with open orders (docs/decisions/0039-staff-locations.md)', () => {
  it('sorts every status as open or closed', () => {
    expect([...OPEN, ...CLOSED].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it.each(OPEN)(
    'refuses while one %s order is assigned to it, beside closed ones, and changes nothing',
    async (status) => {
      const store = await newStore();
      const [open] = await withOrders(store, [status, ...CLOSED]);
      expect(await outcome(caller.locations.delete({ id: store.id, version: store.version }))).toBe(
        'CONFLICT: This location cannot be deleted: 1 open order is assigned to it. Move it to another location first.',
      );
      expect(await storeRow(store.id)).toHaveLength(1);
      expect(await deletions(store.id)).toEqual([]);
      const [kept] = await database.db.select().from(orders).where(eq(orders.id, open!.id));
      expect(kept).toMatchObject({ status, locationId: store.id });
    },
  );

  it('counts every open order, whatever its status', async () => {
    const store = await newStore();
    await withOrders(store, [...OPEN, ...CLOSED]);
    expect(await outcome(caller.locations.delete({ id: store.id, version: store.version }))).toBe(
      `CONFLICT: This location cannot be deleted: ${OPEN.length} open orders are assigned to it. Move them to another location first.`,
    );
  });

  it.each(CLOSED)('deletes a store whose only order is %s, clearing the order’s store', async (status) => {
    const store = await newStore();
    const [closed] = await withOrders(store, [status]);
    expect(await outcome(caller.locations.delete({ id: store.id, version: store.version }))).toBe('ok');
    expect(await storeRow(store.id)).toEqual([]);
    expect(await deletions(store.id)).toHaveLength(1);
    const [kept] = await database.db.select().from(orders).where(eq(orders.id, closed!.id));
    expect(kept).toMatchObject({ status, locationId: null });
  });

  it('deletes a store whose orders are all closed, one of each closed status', async () => {
    const store = await newStore();
    const closed = await withOrders(store, CLOSED);
    expect(await outcome(caller.locations.delete({ id: store.id, version: store.version }))).toBe('ok');
    expect(await storeRow(store.id)).toEqual([]);
    const left = await database.db
      .select({ locationId: orders.locationId })
      .from(orders)
      .where(
        inArray(
          orders.id,
          closed.map((order) => order.id),
        ),
      );
    expect(left).toEqual(CLOSED.map(() => ({ locationId: null })));
  });
});
