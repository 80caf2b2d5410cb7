import { orderDeliveryHour, orders } from '@laundry/db';
import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { ListedOrderRecord } from './columns';
import type { OrderListSort, OrderSort } from './input';

export type KeyedSort = Exclude<OrderSort, 'location'>;
type Key = { column: SQL | AnyColumn; value: (row: ListedOrderRecord) => unknown };

const orderNumber: Key = { column: orders.orderNumber, value: (r) => r.orderNumber };

/**
 * Each sort's columns, ending in the order number so the order is total; each list matches one index
 * of packages/db/src/schema/orders.ts (docs/decisions/0027-orders-list-search-index.md). The location sort
 * reads another table and is walked store by store (locationSort.ts).
 */
const SORT_KEYS: Record<KeyedSort, Key[]> = {
  orderNumber: [orderNumber],
  customer: [{ column: orders.firstName, value: (r) => r.firstName }, orderNumber],
  pickUp: [
    { column: orders.pickUpDate, value: (r) => r.pickUpDate },
    { column: orders.pickUpHour, value: (r) => r.pickUpHour },
    orderNumber,
  ],
  delivery: [
    { column: orders.deliveryDate, value: (r) => r.deliveryDate },
    { column: orderDeliveryHour(orders), value: (r) => r.deliverySortHour },
    orderNumber,
  ],
  status: [{ column: orders.status, value: (r) => r.status }, orderNumber],
};

export function sortKeys(sortBy: KeyedSort): Key[] {
  return SORT_KEYS[sortBy];
}

/** A sort as a statement's name takes it (`pickUp_desc`): the key of the statements built once per sort. */
export function sortSignature({ sortBy, sortOrder }: OrderListSort & { sortBy: KeyedSort }): string {
  return `${sortBy}_${sortOrder}`;
}

/** ORDER BY of a sort, every key in the sort's direction. */
export function orderByOf(sort: OrderListSort & { sortBy: KeyedSort }): SQL[] {
  return sortKeys(sort.sortBy).map((key) => (sort.sortOrder === 'asc' ? asc(key.column) : desc(key.column)));
}

/**
 * The rows after `last` in this sort (keyset paging for the CSV export): a row comparison over the
 * sort's keys, which PostgreSQL answers from the sort's index.
 */
export function afterRow(sort: OrderListSort & { sortBy: KeyedSort }, last: ListedOrderRecord): SQL {
  const keys = sortKeys(sort.sortBy);
  const columns = sql.join(
    keys.map((key) => sql`${key.column}`),
    sql`, `,
  );
  const values = sql.join(
    keys.map((key) => sql`${key.value(last)}`),
    sql`, `,
  );
  return sort.sortOrder === 'asc' ? sql`(${columns}) > (${values})` : sql`(${columns}) < (${values})`;
}
