import { type Db, locations, orders } from '@laundry/db';
import { asc, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../catalog/listing';
import { type ListedOrderRecord, listedOrderColumns } from './columns';
import { type OrderListViewer, orderListConditions } from './filters';
import type { OrderListFilter, OrderListSort, OrderSort } from './input';
import { cappedMatchNumbers } from './narrowFilter';
import { orderSearchTerm } from './searchTerm';
import { orderByOf } from './sorting';

/** How far along the sort's order a search looks before it asks the trigram index instead. */
const SEARCH_PREFIX_ROWS = 5000;

/**
 * The most matches a rare search gathers from the trigram index and sorts; a search of more walks the sort's index
 * (docs/decisions/0027-orders-list-search-index.md). With the prefix's rows, a search reads at most about 10,000.
 */
const RARE_SEARCH_ROWS = 4000;

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

/**
 * A page of a rare search's order numbers: its matches (`branches`, the list's filter with the search), found by the
 * trigram index, gathered and sorted (a materialized CTE), when there are at most RARE_SEARCH_ROWS; null otherwise, or
 * when there is no search. Asked as one ORDER BY with a LIMIT, PostgreSQL may walk the sort's index instead, expecting
 * the page soon whenever ANALYZE's sample happens to hold one of the few matches: a rare name then reads every order
 * (75,044 of 70,000 orders and the prefix's 5,000, seen in CI).
 */
export async function rareSearchNumbers(
  db: Db,
  branches: SQL[],
  query: OrderListFilter & OrderListSort,
  page: { skip: number; limit: number },
): Promise<number[] | null> {
  if (!query.search?.trim()) return null;
  return cappedMatchNumbers(db, branches, query, page, RARE_SEARCH_ROWS);
}
