import { type Db, locations, orders } from '@laundry/db';
import { and, asc, desc, eq, gt, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { byNumbersReader } from './byNumbers';
import { type ExportedOrderRecord, exportedOrderColumns } from './columns';
import { type OrderListViewer, orderListConditions } from './filters';
import type { OrderListFilter, OrderListSort } from './input';
import { matchesUpTo, numberSlices, sortedOrderNumbers } from './narrowFilter';
import { afterRow, orderByOf } from './sorting';

/** Rows per read: large enough to stream fast, small enough that memory stays flat (bench/README.md). */
const EXPORT_BATCH_SIZE = 2000;

/**
 * A filter of at most this many orders is exported from one sort of its order numbers (bench/README.md,
 * the orders list at scale); a wider one by keyset along the sort's index, where its matches are dense.
 */
const SORTED_EXPORT_ROWS = 250_000;

/**
 * The first read of an export by numbers: the download's first bytes wait for it (the server reads it before
 * answering, so that a failure is still a clean error), so it is small; the reads after it are `size`.
 */
export const FIRST_BATCH_SIZE = 100;

/** The orders of these slices of numbers, in their order; an order deleted since the numbers were read is left out. */
async function* byNumbers(db: Db, slices: Iterable<number[]>) {
  for (const slice of slices) {
    const batch = await recordsByNumbers(db, slice);
    if (batch.length > 0) yield batch;
  }
}

/** `numbers`, `first` of them and then `size` at a time (as `numberSlices` reads a text of numbers). */
function* slicesOf(numbers: number[], first: number, size: number) {
  for (let start = 0, take = first; start < numbers.length; start += take, take = size) {
    yield numbers.slice(start, start + take);
  }
}

const select = (db: Db) =>
  db.select(exportedOrderColumns).from(orders).leftJoin(locations, eq(locations.id, orders.locationId));

/** The rows of a batch of order numbers, in its order: one prepared statement for every batch, as the list's page. */
const recordsByNumbers = byNumbersReader<ExportedOrderRecord>(
  exportedOrderColumns,
  'orders_export_rows_by_numbers',
);

/**
 * The location sort, store by store in name order (unassigned last ascending, first descending), each
 * store's orders read by order number from its index (docs/decisions/0027-orders-list-search-index.md).
 */
async function* byLocation(db: Db, where: SQL | undefined, direction: 'asc' | 'desc', size: number) {
  const order = direction === 'asc' ? asc : desc;
  const stores = await db
    .select({ id: locations.id })
    .from(locations)
    .orderBy(order(locations.name), order(locations.id));
  const groups: (string | null)[] = stores.map((store) => store.id);
  if (direction === 'asc') groups.push(null);
  else groups.unshift(null);
  const after = direction === 'asc' ? gt : lt;
  for (const group of groups) {
    let last: number | null = null;
    for (;;) {
      const rows = (await select(db)
        .where(
          and(
            where,
            group === null ? isNull(orders.locationId) : eq(orders.locationId, group),
            last === null ? undefined : after(orders.orderNumber, last),
          ),
        )
        .orderBy(order(orders.orderNumber))
        .limit(size)) as ExportedOrderRecord[];
      if (rows.length > 0) yield rows;
      if (rows.length < size) break;
      last = rows.at(-1)!.orderNumber;
    }
  }
}

/** An order named by a client: its id, or its order number. */
export type NamedOrder = { id: string } | { number: number };

/**
 * The orders a client names (POST /api/orders/export with a list of orders:
 * docs/decisions/0066-rest-specials-address-sort-and-export-list.md), in the order named, each once; an id or a
 * number no order has is left out, like an order deleted since the client read it. Staff only (the route's
 * declaration). Ids are read to numbers in slices, then the rows by number as the filter's export does.
 */
export async function* exportedNamedOrders(
  db: Db,
  named: readonly NamedOrder[],
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<ExportedOrderRecord[]> {
  const ids = [...new Set(named.flatMap((name) => ('id' in name ? [name.id] : [])))];
  const numberOfId = new Map<string, number>();
  for (let start = 0; start < ids.length; start += size) {
    // One array parameter (the ids are checked uuids), as byNumbers does.
    const idsParam = `{${ids.slice(start, start + size).join(',')}}`;
    const rows = await db
      .select({ id: orders.id, number: orders.orderNumber })
      .from(orders)
      .where(sql`${orders.id} = any(${idsParam}::uuid[])`);
    for (const row of rows) numberOfId.set(row.id, row.number);
  }
  const numbers: number[] = [];
  const seen = new Set<number>();
  for (const name of named) {
    const number = 'id' in name ? numberOfId.get(name.id) : name.number;
    if (number === undefined || seen.has(number)) continue;
    seen.add(number);
    numbers.push(number);
  }
  yield* byNumbers(db, slicesOf(numbers, Math.min(size, FIRST_BATCH_SIZE), size));
}

/**
 * Every order of the filter, in the list's sort, in batches read by keyset (each read starts after the
 * last row of the one before, from the sort's index), so an export of any size neither holds the whole
 * result nor slows down with depth as OFFSET would (docs/rules/statuses.md, The orders list).
 */
export async function* exportedOrderBatches(
  db: Db,
  viewer: OrderListViewer,
  query: OrderListFilter & OrderListSort,
  size = EXPORT_BATCH_SIZE,
  first = FIRST_BATCH_SIZE,
): AsyncGenerator<ExportedOrderRecord[]> {
  const where = orderListConditions(viewer, query);
  const { sortBy, sortOrder } = query;
  if (where && (await matchesUpTo(db, where, SORTED_EXPORT_ROWS)) <= SORTED_EXPORT_ROWS) {
    const numbers = await sortedOrderNumbers(db, where, { sortBy, sortOrder });
    yield* byNumbers(db, numberSlices(numbers, Math.min(size, first), size));
    return;
  }
  if (sortBy === 'location') {
    yield* byLocation(db, where, sortOrder, size);
    return;
  }
  const sort = { sortBy, sortOrder };
  let last: ExportedOrderRecord | null = null;
  for (;;) {
    const rows = (await select(db)
      .where(and(where, last ? afterRow(sort, last) : undefined))
      .orderBy(...orderByOf(sort))
      .limit(size)) as ExportedOrderRecord[];
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    last = rows.at(-1)!;
  }
}
