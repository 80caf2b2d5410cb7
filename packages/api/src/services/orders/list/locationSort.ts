import { type Db, executeRows, locations, orders } from '@laundry/db';
import { type SQL, sql } from 'drizzle-orm';

type Page = { skip: number; limit: number };

/**
 * Up to `take` order numbers of assigned orders by store name (then store id), then order number. The stores are
 * walked in name order and each store's orders read from its (location, order number) index, at most
 * `take` of them (a lateral join); PostgreSQL sorts that incrementally, store by store, so the LIMIT
 * stops the walk as soon as enough rows are found (docs/decisions/0027-orders-list-search-index.md).
 */
async function storeOrderNumbers(
  db: Db,
  where: SQL,
  direction: 'asc' | 'desc',
  take: number,
  storeId?: string,
) {
  const dir = sql.raw(direction);
  const rows = await executeRows<{ order_number: number }>(
    db,
    sql`select o.order_number from (select ${locations.id} as id, ${locations.name} as name from ${locations}
                           ${storeId ? sql`where ${locations.id} = ${storeId}` : sql``}
                           order by ${locations.name} ${dir}, ${locations.id} ${dir}) as store
        cross join lateral (
          select ${orders.orderNumber} as order_number from ${orders}
           where ${orders.locationId} = store.id and ${where}
           order by ${orders.orderNumber} ${dir} limit ${take}
        ) as o
        order by store.name ${dir}, store.id ${dir}, o.order_number ${dir}
        limit ${take}`,
  );
  return rows.map((row) => row.order_number);
}

/**
 * Up to `take` order numbers of unassigned orders by order number. The order by names the columns of the index the
 * filter can walk, (location, order number) or, under a status filter, (location, status, order number): on
 * unassigned orders of one status they order the same rows as the order number alone, and PostgreSQL, which
 * takes "no location" and a status as independent, would otherwise walk every order by number looking for
 * the unassigned orders of a status that unassigned orders rarely have (2.5 s at a million orders).
 */
async function unassignedOrderNumbers(
  db: Db,
  where: SQL,
  direction: 'asc' | 'desc',
  take: number,
  filter: { unassignedOnly: boolean; status?: string },
) {
  const dir = sql.raw(direction);
  // The list's own filter already says "no location" when it is the unassigned ones'; said twice,
  // PostgreSQL would count it twice and expect a few rows where there are thousands.
  const condition = filter.unassignedOnly ? where : sql`${orders.locationId} is null and ${where}`;
  const rows = await executeRows<{ order_number: number }>(
    db,
    sql`select ${orders.orderNumber} as order_number from ${orders} where ${condition}
        order by ${orders.locationId} ${dir},
                 ${filter.status ? sql`${orders.status} ${dir},` : sql``}
                 ${orders.orderNumber} ${dir}
        limit ${take}`,
  );
  return rows.map((row) => row.order_number);
}

/**
 * The order numbers of one page sorted by location (its store's name), then order number, both in `direction`;
 * unassigned orders come after the stores ascending and before them descending, as PostgreSQL places
 * nulls. Each part is read only as far as the page needs. `filter` is the list's location and status filter: with
 * one store, only that store's orders are walked; with the unassigned ones, no store is (a store's index
 * holds no unassigned order, but PostgreSQL would read each store's whole stretch of it to find that out).
 */
export async function locationSortedNumbers(
  db: Db,
  where: SQL | undefined,
  direction: 'asc' | 'desc',
  page: Page,
  filter: { locationId?: string; status?: string } = {},
): Promise<number[]> {
  const { locationId, status } = filter;
  const condition = where ?? sql`true`;
  const storesPart = (take: number) => storeOrderNumbers(db, condition, direction, take, locationId);
  const unassignedPart = (take: number) =>
    unassignedOrderNumbers(db, condition, direction, take, {
      unassignedOnly: locationId === 'unassigned',
      status,
    });
  const parts =
    locationId === 'unassigned' ? [unassignedPart] : locationId ? [storesPart] : [storesPart, unassignedPart];
  if (direction === 'desc') parts.reverse();
  const numbers: number[] = [];
  let skip = page.skip;
  for (const part of parts) {
    const wanted = skip + page.limit - numbers.length;
    if (numbers.length >= page.limit) break;
    const found = await part(wanted);
    numbers.push(...found.slice(skip));
    // A part that held fewer rows than the page skips was skipped whole.
    skip = Math.max(0, skip - found.length);
  }
  return numbers.slice(0, page.limit);
}
