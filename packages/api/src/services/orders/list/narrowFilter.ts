import { type Db, executeRows, locations, orders } from '@laundry/db';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { OrderListSort } from './input';
import { sortKeys } from './sorting';

/**
 * A filter that matches at most this many orders is answered by sorting its matches, not by walking the
 * sort's index (docs/decisions/0027-orders-list-search-index.md, Narrow filters).
 */
export const NARROW_FILTER_ROWS = 20_000;

/**
 * Whether the filter matches at most NARROW_FILTER_ROWS orders, counted from the filter's own indexes and
 * never further than one row past the bound. A filter's matches are often clustered along another order than
 * the sort's (a week of dates sits in one stretch of order numbers), and walking the sort's index through
 * every row outside that stretch is what made a week's first page take seconds at a million orders.
 */
export async function isNarrowFilter(db: Db, branches: SQL[], bound = NARROW_FILTER_ROWS): Promise<boolean> {
  return (await matchesUpTo(db, branches, bound)) <= bound;
}

/**
 * How many orders the filter matches, counted no further than `bound + 1`; more than `bound` without one. Its
 * alternatives (orderListBranches) are counted together, an order that two of them match once; each reads only its
 * index (docs/decisions/0098-orders-list-rows-read.md).
 */
export async function matchesUpTo(db: Db, branches: SQL[] | SQL | undefined, bound: number): Promise<number> {
  const alternatives = branches === undefined ? [] : Array.isArray(branches) ? branches : [branches];
  if (alternatives.length === 0) return bound + 1;
  const numbers = sql.join(
    alternatives.map((where) => sql`(select ${orders.orderNumber} from ${orders} where ${where})`),
    sql` union `,
  );
  const [row] = await executeRows<{ matched: number }>(
    db,
    sql`select count(*)::int as matched from (select 1 from (${numbers}) as numbers limit ${bound + 1}) as hits`,
  );
  return row?.matched ?? bound + 1;
}

function sortColumns(sort: OrderListSort): (SQL | AnyColumn)[] {
  if (sort.sortBy === 'location') return [locations.name, locations.id, orders.orderNumber];
  return sortKeys(sort.sortBy).map((key) => key.column);
}

function sortedKeys(sort: OrderListSort) {
  const columns = sortColumns(sort);
  const direction = sql.raw(sort.sortOrder === 'asc' ? 'asc' : 'desc');
  return {
    select: sql.join(
      columns.map((column, i) => sql`${column} as ${sql.identifier(`k${i}`)}`),
      sql`, `,
    ),
    orderBy: sql.join(
      columns.map((_, i) => sql`${sql.identifier(`k${i}`)} ${direction}`),
      sql`, `,
    ),
    orderByColumns: sql.join(
      columns.map((column) => sql`${column} ${direction}`),
      sql`, `,
    ),
  };
}

/**
 * Every matching order's number in the list's sort, from one sort of the matches (for an export of a bounded
 * number of orders: the rows are then read by number, batch by batch, rather than by walking the sort's index
 * past every order outside the filter). One text value, PostgreSQL's int[] text (`{1,2,3}`), so a large answer stays
 * small in memory; `numberSlices` reads it a batch at a time.
 */
export async function sortedOrderNumbers(db: Db, where: SQL, sort: OrderListSort): Promise<string> {
  const keys = sortedKeys(sort);
  // Only the location sort needs the stores; the others aggregate straight from an index, several times
  // faster (bench/README.md, The orders screen at a chain's scale).
  const query =
    sort.sortBy === 'location'
      ? sql`with matched as materialized (
          select ${orders.orderNumber} as order_number, ${keys.select}
            from ${orders} left join ${locations} on ${locations.id} = ${orders.locationId}
           where ${where})
        select array_agg(order_number order by ${keys.orderBy})::text as numbers from matched`
      : sql`select array_agg(${orders.orderNumber} order by ${keys.orderByColumns})::text as numbers
          from ${orders} where ${where}`;
  const [row] = await executeRows<{ numbers: string | null }>(db, query);
  // null when nothing matched.
  return row?.numbers ?? '{}';
}

/**
 * The numbers of an int[]'s text (`{1,2,3}`), `first` of them and then `size` at a time, each slice read from the text
 * only when asked for: an export's first rows wait for its first slice alone, not for 100,000 numbers to be read
 * (bench/README.md, The export's first byte).
 */
export function* numberSlices(text: string, first: number, size: number): Generator<number[]> {
  const end = text.length - 1;
  for (let at = 1, take = first; at < end; take = size) {
    const slice: number[] = [];
    while (slice.length < take && at < end) {
      const comma = text.indexOf(',', at);
      const stop = comma === -1 ? end : comma;
      slice.push(Number(text.slice(at, stop)));
      at = stop + 1;
    }
    yield slice;
  }
}

/**
 * The matches of the filter's alternatives, each with its sort keys, united; each alternative at most `cap` + 1 rows
 * when a cap is given.
 */
function matchedRows(branches: SQL[], keys: ReturnType<typeof sortedKeys>, cap?: number): SQL {
  const limit = cap === undefined ? sql`` : sql` limit ${cap + 1}`;
  return sql.join(
    branches.map(
      (where) => sql`(select ${orders.orderNumber} as order_number, ${keys.select}
                        from ${orders} left join ${locations} on ${locations.id} = ${orders.locationId}
                       where ${where}${limit})`,
    ),
    sql` union `,
  );
}

/**
 * One page of order numbers of a narrow filter's matches in the list's sort: the matches' numbers and sort keys are
 * gathered first, each alternative of the filter from one index alone (an index-only scan: no order is read from the
 * table), then sorted (docs/decisions/0098-orders-list-rows-read.md). The location sort puts unassigned orders where
 * PostgreSQL places nulls, as the store-by-store walk does (locationSort.ts).
 */
export async function narrowFilterNumbers(
  db: Db,
  branches: SQL[],
  sort: OrderListSort,
  page: { skip: number; limit: number },
): Promise<number[]> {
  const keys = sortedKeys(sort);
  const rows = await executeRows<{ order_number: number }>(
    db,
    sql`with matched as materialized (${matchedRows(branches, keys)})
        select order_number from matched order by ${keys.orderBy} limit ${page.limit} offset ${page.skip}`,
  );
  return rows.map((row) => row.order_number);
}

/**
 * The same page when the filter matches at most `cap` orders, gathered without a count first: every match is read
 * once (a search's from the trigram index), at most `cap` + 1 of each alternative; null when there are more, or the
 * page lies past `cap`, and the caller walks the sort's index instead.
 */
export async function cappedMatchNumbers(
  db: Db,
  branches: SQL[],
  sort: OrderListSort,
  page: { skip: number; limit: number },
  cap: number,
): Promise<number[] | null> {
  if (page.skip + page.limit > cap) return null;
  const keys = sortedKeys(sort);
  const rows = await executeRows<{ order_number: number; matched: number }>(
    db,
    sql`with matched as materialized (${matchedRows(branches, keys, cap)})
        select order_number, (select count(*) from matched)::int as matched
          from matched order by ${keys.orderBy} limit ${page.limit} offset ${page.skip}`,
  );
  if ((rows[0]?.matched ?? 0) > cap) return null;
  return rows.map((row) => row.order_number);
}
