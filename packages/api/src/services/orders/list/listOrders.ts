import { type Db, locations, orders } from '@laundry/db';
import { eq, inArray } from 'drizzle-orm';
import { type ListedOrderRecord, listedOrder, listedOrderColumns } from './columns';
import { type OrderListViewer, orderListConditions } from './filters';
import type { OrderListFilter, OrderListSort } from './input';
import { locationSortedIds } from './locationSort';
import { isNarrowFilter, narrowFilterIds } from './narrowFilter';
import { commonSearchPage } from './searchPrefix';
import { orderByOf } from './sorting';

export interface OrderListPage {
  skip: number;
  limit: number;
}

/** The rows of these ids, in this order. */
async function recordsByIds(db: Db, ids: string[]): Promise<ListedOrderRecord[]> {
  if (ids.length === 0) return [];
  const rows = (await db
    .select(listedOrderColumns)
    .from(orders)
    .leftJoin(locations, eq(locations.id, orders.locationId))
    .where(inArray(orders.id, ids))) as ListedOrderRecord[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

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
  const where = orderListConditions(viewer, query);
  const { sortBy, sortOrder } = query;
  // A filter of few matches (a week, a store's month) sorts its matches; a search has its own paths below.
  if (where && !query.search?.trim() && (await isNarrowFilter(db, where))) {
    return recordsByIds(db, await narrowFilterIds(db, where, { sortBy, sortOrder }, page));
  }
  if (sortBy === 'location') {
    return recordsByIds(db, await locationSortedIds(db, where, sortOrder, page, query));
  }
  // A common search is answered along the sort's index; a rare one by the trigram index (below).
  if (page.skip === 0) {
    const common = await commonSearchPage(db, viewer, { ...query, sortBy }, page.limit);
    if (common) return common;
  }
  return (await db
    .select(listedOrderColumns)
    .from(orders)
    .leftJoin(locations, eq(locations.id, orders.locationId))
    .where(where)
    .orderBy(...orderByOf({ sortBy, sortOrder }))
    .limit(page.limit)
    .offset(page.skip)) as ListedOrderRecord[];
}

/** orders.list: the first `limit` rows, and whether there are more (docs/rules/staff-screens.md, Sorting and paging, Show More). */
export async function listOrders(
  db: Db,
  viewer: OrderListViewer,
  query: OrderListFilter & OrderListSort & { limit: number },
) {
  const records = await listedOrderRecords(db, viewer, query, { skip: 0, limit: query.limit + 1 });
  return {
    rows: records.slice(0, query.limit).map((row) => listedOrder(row, viewer)),
    hasMore: records.length > query.limit,
  };
}
