import { locations, orders } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListedOrder, staffFilledOrder, storelessExpressOrder } from '../../testing/listOrders';
import { loadOrder } from './orderAccess';

// Every order page reads its order with loadOrder: the row as the driver parsed it, decoded only where a column's
// decoder would change it (packages/db/src/prepared.ts preparedRows). It must be the very row Drizzle's own
// mapping gives, on both drivers.
let database: Database;
let store: { id: string; name: string };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  [store] = (await database.db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .limit(1)) as [{ id: string; name: string }];
});
afterAll(async () => {
  await database?.close();
});

const drizzleRow = async (id: string) =>
  (await database.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('loadOrder', () => {
  it("reads an order with the staff's columns, a weigh-in and an estimate exactly as Drizzle maps it, with its store", async () => {
    const made = await insertListedOrder(database.db, {
      ...staffFilledOrder(store.id),
      orderServices: ['tailoring', 'dryClean'],
    });
    const loaded = await loadOrder(database.db, made.id);
    expect(loaded).toEqual({ order: await drizzleRow(made.id), location: store });
    expect(loaded!.order.createdAt).toBeInstanceOf(Date);
    expect(loaded!.order.orderServices).toEqual(['tailoring', 'dryClean']);
  });

  it('reads an order with no store, express, with a second delivery, as Drizzle maps it', async () => {
    const made = await insertListedOrder(database.db, storelessExpressOrder);
    expect(await loadOrder(database.db, made.id)).toEqual({
      order: await drizzleRow(made.id),
      location: null,
    });
  });

  it('answers null for an order that does not exist', async () => {
    expect(await loadOrder(database.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
