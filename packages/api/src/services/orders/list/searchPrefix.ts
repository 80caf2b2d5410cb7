import { type Db, locations, orders, preparedRows, statementFamily } from '@laundry/db';
import { asc, desc, eq, ilike, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../catalog/listing';
import { type ListedOrderRecord, listedOrderColumns } from './columns';
import { type OrderListViewer, orderListConditions } from './filters';
import type { OrderListFilter, OrderListSort } from './input';
import { cappedMatchNumbers } from './narrowFilter';
import { orderSearchTerm } from './searchTerm';
import { type KeyedSort, orderByOf, sortSignature } from './sorting';

/** How far along the sort's order a search looks before it asks the trigram index instead. */
const SEARCH_PREFIX_ROWS = 5000;

/**
 * The most matches a rare search gathers from the trigram index and sorts; a search of more walks the sort's index
 * (docs/decisions/0027-orders-list-search-index.md). With the prefix's rows, a search reads at most about 10,000.
 */
const RARE_SEARCH_ROWS = 4000;

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
  const where = orderListConditions(viewer, { ...query, search: undefined });
  const pattern = containsPattern(search);
  // A staff member's search with no other filter (the screen as it opens, a name typed) is the one of every search
  // its statement is built and prepared once for, per sort; any other is built for its filters (its rows Drizzle's,
  // their type lost with the prefix's spread fields).
  const rows = where
    ? ((await searchPrefixPage(
        db,
        listedOrderColumns,
        where,
        query,
        pattern,
        take,
      )) as unknown as ListedOrderRecord[])
    : await everyOrderSearchPage({ sortBy: query.sortBy, sortOrder: query.sortOrder })(db, { pattern, take });
  return rows.length < take ? null : rows;
}

/**
 * The common search's statement: the sort's first SEARCH_PREFIX_ROWS rows under `where`, their matches in the sort's
 * order. `fields` are selected in the prefix, each under its key, and answered as they are there (not its search text).
 */
function searchPrefixPage(
  db: Db,
  fields: Readonly<Record<string, PgColumn | SQL.Aliased>>,
  where: SQL | undefined,
  sort: OrderListSort & { sortBy: KeyedSort },
  pattern: string | Placeholder,
  take: number | Placeholder,
) {
  const prefix = db
    .select({ ...fields, searchText: orders.searchText })
    .from(orders)
    .leftJoin(locations, eq(locations.id, orders.locationId))
    .where(where)
    .orderBy(...orderByOf(sort))
    .limit(SEARCH_PREFIX_ROWS)
    .as('prefix');
  // The prefix's fields under their keys; the select's typing does not follow a spread of a record's fields.
  const { searchText, ...listed } = prefix._.selectedFields as typeof fields & { searchText: PgColumn };
  const order = sort.sortOrder === 'asc' ? asc : desc;
  return db
    .select(listed)
    .from(prefix)
    .where(ilike(searchText, pattern))
    .orderBy(...PREFIX_SORT_FIELDS[sort.sortBy].map((field) => order(listed[field]!)))
    .limit(take);
}

/**
 * The common search over every order in a sort: built once and prepared by name (packages/db/src/prepared.ts), its
 * pattern and page size its values. Building the two selects on every call cost the server's thread 0.27-0.50 ms of
 * CPU a search, a fifth of the request's (bench/README.md, The servers' CPU a request).
 */
const everyOrderSearchPage = statementFamily(sortSignature, (sort: OrderListSort & { sortBy: KeyedSort }) =>
  preparedRows<ListedOrderRecord>(listedOrderColumns, (db, fields) =>
    searchPrefixPage(
      db,
      fields,
      undefined,
      sort,
      sql.placeholder('pattern'),
      sql.placeholder('take'),
    ).prepare(`orders_search_prefix_${sortSignature(sort)}`),
  ),
);

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
