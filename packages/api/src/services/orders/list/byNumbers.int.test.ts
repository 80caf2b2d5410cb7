import { type Db, locations, orders, preparedRows } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListedOrder, staffFilledOrder, storelessExpressOrder } from '../../../testing/listOrders';
import { byNumbersReader } from './byNumbers';
import { type ExportedOrderRecord, exportedOrderColumns, listedOrderColumns } from './columns';

let database: Database;
let numbers: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  const db = database.db;
  const [store] = await db.select({ id: locations.id }).from(locations).limit(1);
  const made = [
    await insertListedOrder(db, { locationId: store!.id, orderServices: ['washFold', 'dryClean'] }),
    await insertListedOrder(db, storelessExpressOrder),
    await insertListedOrder(db, { ...staffFilledOrder(store!.id), orderServices: ['tailoring'] }),
  ];
  numbers = made.map((order) => order.orderNumber).reverse();
});

afterAll(async () => {
  await database?.close();
});

/** The same columns as Drizzle's own query builder reads and maps them, in the numbers' order. */
async function drizzleRows(db: Db, columns: typeof exportedOrderColumns | typeof listedOrderColumns) {
  const rows = (await db
    .select(columns)
    .from(orders)
    .leftJoin(locations, eq(locations.id, orders.locationId))
    .where(inArray(orders.orderNumber, numbers))) as ExportedOrderRecord[];
  return numbers.map((number) => rows.find((row) => row.orderNumber === number));
}

describe('byNumbersReader (packages/db/src/prepared.ts preparedRows)', () => {
  it("answers the list's columns exactly as Drizzle's mapping does, in the numbers' order", async () => {
    const read = byNumbersReader(listedOrderColumns, 'test_list_rows_by_numbers');
    const rows = await read(database.db, numbers);
    expect(rows).toEqual(await drizzleRows(database.db, listedOrderColumns));
    // The services' text array as an array, the left join's store name as its name.
    expect(rows[0]).toMatchObject({ orderServices: ['tailoring'], locationName: expect.any(String) });
    expect(rows[1]).toMatchObject({ locationName: null, deliverySortHour: 15 });
  });

  it("answers the export's columns exactly as Drizzle's mapping does, a number no order has left out", async () => {
    const read = byNumbersReader<ExportedOrderRecord>(exportedOrderColumns, 'test_export_rows_by_numbers');
    const rows = await read(database.db, [...numbers, 999_999_999]);
    expect(rows).toEqual(await drizzleRows(database.db, exportedOrderColumns));
    expect(rows[0]).toMatchObject({
      weighIn: { notes: 'Heavy bag' },
      estimate: { washFold: 10, dryClean: [{ item: 'Shirt', quantity: 2 }] },
      placedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
    });
  });

  it('decodes each column as Drizzle does: a timestamp is a Date', async () => {
    const columns = { orderNumber: orders.orderNumber, createdAt: orders.createdAt };
    const read = preparedRows<{ orderNumber: number; createdAt: Date }>(columns, (db, fields) =>
      db
        .select(fields)
        .from(orders)
        .where(sql`${orders.orderNumber} = any(${sql.placeholder('numbers')}::integer[])`)
        .prepare('test_created_by_numbers'),
    );
    const rows = await read(database.db, { numbers });
    expect(rows).toHaveLength(3);
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
    const drizzle = await database.db
      .select(columns)
      .from(orders)
      .where(inArray(orders.orderNumber, numbers));
    expect(new Set(rows.map((row) => `${row.orderNumber} ${row.createdAt.toISOString()}`))).toEqual(
      new Set(drizzle.map((row) => `${row.orderNumber} ${row.createdAt.toISOString()}`)),
    );
  });
});
