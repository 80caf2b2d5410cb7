import { type Db, locations, orders, preparedRows } from '@laundry/db';
import { eq, sql } from 'drizzle-orm';
import type { ListedOrderRecord } from './columns';

/**
 * A reader of `columns` of the orders (with their store) of given numbers, answering them in the order given; a number
 * no order has (one deleted since its number was read) is left out. One statement for any set of numbers, its numbers
 * one array value (`= any`), built once and prepared by name as `name`, its rows decoded field by field
 * (`preparedRows`, packages/db/src/prepared.ts). The list reads its page's rows with one, the export its batches with
 * another (docs/decisions/0098-orders-list-rows-read.md).
 */
export function byNumbersReader<R extends Pick<ListedOrderRecord, 'orderNumber'>>(
  columns: Parameters<typeof preparedRows>[0],
  name: string,
) {
  const read = preparedRows<R>(columns, (db, fields) =>
    db
      .select(fields)
      .from(orders)
      .leftJoin(locations, eq(locations.id, orders.locationId))
      .where(sql`${orders.orderNumber} = any(${sql.placeholder('numbers')}::integer[])`)
      .prepare(name),
  );
  return async (db: Db, numbers: number[]): Promise<R[]> => {
    if (numbers.length === 0) return [];
    const rows = await read(db, { numbers });
    // Plain loops: the export orders 100,000 rows here, 2,000 at a time.
    const byNumber = new Map<number, R>();
    for (const row of rows) byNumber.set(row.orderNumber, row);
    const ordered: R[] = [];
    for (const number of numbers) {
      const row = byNumber.get(number);
      if (row) ordered.push(row);
    }
    return ordered;
  };
}
