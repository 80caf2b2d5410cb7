import { type Db, executeRows, orders, preparedRows, statementFamily } from '@laundry/db';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { byNumbersReader } from './byNumbers';
import { type ListedOrderRecord, listedOrder, listedOrderColumns } from './columns';
import { anyOf, type OrderListViewer, orderListBranches } from './filters';
import type { OrderListFilter, OrderListSort } from './input';
import { locationSortedNumbers } from './locationSort';
import { isNarrowFilter, narrowFilterNumbers } from './narrowFilter';
import { commonSearchPage, rareSearchNumbers } from './searchPrefix';
import { type KeyedSort, orderByOf, sortSignature } from './sorting';

export interface OrderListPage {
  skip: number;
  limit: number;
  /** The most matches a filter may have to be sorted whole (NARROW_FILTER_ROWS; a test asks for the other paths with 0). */
  narrowFilterRows?: number;
}

/** The rows of these order numbers, in this order: the page's rows, and only they, read from the table. */
const recordsByNumbers = byNumbersReader<ListedOrderRecord>(
  listedOrderColumns,
  'orders_list_rows_by_numbers',
);

/**
 * A page of the numbers of every order in a sort (the staff screen as it opens, with no filter): one statement for
 * each sort, built once and prepared by name, as the page's rows are (packages/db/src/prepared.ts).
 */
const everyOrderNumbersIn = statementFamily(sortSignature, (sort: OrderListSort & { sortBy: KeyedSort }) =>
  preparedRows<{ orderNumber: number }>({ orderNumber: orders.orderNumber }, (db, fields) =>
    db
      .select(fields)
      .from(orders)
      .orderBy(...orderByOf(sort))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('skip'))
      .prepare(`orders_list_numbers_${sortSignature(sort)}`),
  ),
);

/**
 * One page of the orders screen's rows in the sort's order: the filter of docs/rules/staff-screens.md, Orders screen over the
 * viewer's orders (docs/rules/statuses.md, The orders list).
 */
export async function listedOrderRecords(
  db: Db,
  viewer: OrderListViewer,
  query: OrderListFilter & OrderListSort,
  page: OrderListPage,
): Promise<ListedOrderRecord[]> {
  const branches = orderListBranches(viewer, query);
  const where = anyOf(branches);
  const { sortBy, sortOrder } = query;
  // Each path finds the page's order numbers reading indexes only, then reads those rows
  // (docs/decisions/0098-orders-list-rows-read.md). A filter of few matches (a week, a store's month) sorts its
  // matches; a search has its own paths below.
  if (where && !query.search?.trim() && (await isNarrowFilter(db, branches, page.narrowFilterRows))) {
    return recordsByNumbers(db, await narrowFilterNumbers(db, branches, { sortBy, sortOrder }, page));
  }
  if (sortBy === 'location') {
    return recordsByNumbers(db, await locationSortedNumbers(db, where, sortOrder, page, query));
  }
  // A common search is answered along the sort's index; a rare one by the trigram index (below).
  if (page.skip === 0) {
    const common = await commonSearchPage(db, viewer, { ...query, sortBy }, page.limit);
    if (common) return common;
  }
  const rare = await rareSearchNumbers(db, branches, query, page);
  if (rare) return recordsByNumbers(db, rare);
  // The unassigned orders by number walk the (store, order number) index from its stretch of no store: the same order,
  // as every one of them has no store; PostgreSQL, which expects a few in every stretch of numbers, would walk every
  // order by number instead (docs/decisions/0098-orders-list-rows-read.md).
  const unassignedFirst =
    query.locationId === 'unassigned' && sortBy === 'orderNumber' ? [orders.locationId] : [];
  const numbers = !where
    ? (await everyOrderNumbersIn({ sortBy, sortOrder })(db, { limit: page.limit, skip: page.skip })).map(
        (row) => row.orderNumber,
      )
    : await filteredOrderNumbers(db, where, [...unassignedFirst, ...orderByOf({ sortBy, sortOrder })], page);
  return recordsByNumbers(db, numbers);
}

/**
 * A page of a filter's order numbers along the sort's index, written with Drizzle's `sql` rather than its select
 * builder, whose building of the select and mapping of its rows cost the server 120-126 µs of CPU a page where this
 * costs 85-96 µs (bench/README.md, The floor plans what the product plans). The statement is the same.
 */
async function filteredOrderNumbers(
  db: Db,
  where: SQL,
  orderBy: (SQL | AnyColumn)[],
  page: Pick<OrderListPage, 'limit' | 'skip'>,
): Promise<number[]> {
  const rows = await executeRows<{ order_number: number }>(
    db,
    sql`select ${orders.orderNumber} from ${orders} where ${where}
         order by ${sql.join(orderBy, sql`, `)} limit ${page.limit} offset ${page.skip}`,
  );
  return rows.map((row) => row.order_number);
}

/** orders.list: the first `limit` rows, and whether there are more (docs/rules/staff-screens.md, Sorting and paging, Show More). */
export async function listOrders(
  db: Db,
  viewer: OrderListViewer,
  query: OrderListFilter & OrderListSort & { limit: number },
  options: Pick<OrderListPage, 'narrowFilterRows'> = {},
) {
  const records = await listedOrderRecords(db, viewer, query, {
    ...options,
    skip: 0,
    limit: query.limit + 1,
  });
  return {
    rows: records.slice(0, query.limit).map((row) => listedOrder(row, viewer)),
    hasMore: records.length > query.limit,
  };
}
