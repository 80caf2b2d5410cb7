import { type Db, locations, orders } from '@laundry/db';
import { asc, desc, eq, ilike } from 'drizzle-orm';
import { containsPattern } from '../../catalog/listing';
import { type ListedOrderRecord, listedOrderColumns } from './columns';
import { type OrderListViewer, orderListConditions } from './filters';
import type { OrderListFilter, OrderListSort, OrderSort } from './input';
import { orderSearchTerm } from './searchTerm';
import { orderByOf } from './sorting';

/** How far along the sort's order a search looks before it asks the trigram index instead. */
const SEARCH_PREFIX_ROWS = 5000;

type KeyedSort = Exclude<OrderSort, 'location'>;
const PREFIX_SORT_FIELDS: Record<KeyedSort, (keyof ListedOrderRecord)[]> = {
  orderNumber: ['orderNumber'],
  customer: ['firstName', 'orderNumber'],
  pickUp: ['pickUpDate', 'pickUpHour', 'orderNumber'],
  delivery: ['deliveryDate', 'deliverySortHour', 'orderNumber'],
  status: ['status', 'orderNumber'],
};

/**
 * The first `take` matches of a common search, read along the sort's own index: a word that many orders
 * hold ("Garcia") is found within the first few thousand rows of any order, much sooner than by
 * fetching and sorting every match the trigram index names. Looks at most SEARCH_PREFIX_ROWS rows; null
 * when fewer than `take` matches are there, and the caller asks the trigram index
 * (docs/decisions/0027-orders-list-search-index.md).
 */
export async function commonSearchPage(
  db: Db,
  viewer: OrderListViewer,
  query: OrderListFilter & OrderListSort & { sortBy: KeyedSort },
  take: number,
): Promise<ListedOrderRecord[] | null> {
  const search = query.search?.trim() ? orderSearchTerm(query.search) : undefined;
  if (!search) return null;
  const prefix = db
    .select({ ...listedOrderColumns, searchText: orders.searchText })
    .from(orders)
    .leftJoin(locations, eq(locations.id, orders.locationId))
    .where(orderListConditions(viewer, { ...query, search: undefined }))
    .orderBy(...orderByOf(query))
    .limit(SEARCH_PREFIX_ROWS)
    .as('prefix');
  const order = query.sortOrder === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(prefix)
    .where(ilike(prefix.searchText, containsPattern(search)))
    .orderBy(...PREFIX_SORT_FIELDS[query.sortBy].map((field) => order(prefix[field])))
    .limit(take);
  if (rows.length < take) return null;
  return rows.map(({ searchText: _searchText, ...row }) => row as ListedOrderRecord);
}
