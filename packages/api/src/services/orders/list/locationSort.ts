import { type Db, executeRows, locations, orders } from '@laundry/db';
import { type SQL, sql } from 'drizzle-orm';

type Page = { skip: number; limit: number };

/**
 * Up to `take` ids of assigned orders by store name (then store id), then order number. The stores are
 * walked in name order and each store's orders read from its (location, order number) index, at most
 * `take` of them (a lateral join); PostgreSQL sorts that incrementally, store by store, so the LIMIT
 * stops the walk as soon as enough rows are found (docs/decisions/0027-orders-list-search-index.md).
 */
async function storeOrderIds(db: Db, where: SQL, direction: 'asc' | 'desc', take: number, storeId?: string) {
  const dir = sql.raw(direction);
  const rows = await executeRows<{ id: string }>(
    db,
    sql`select o.id from (select ${locations.id} as id, ${locations.name} as name from ${locations}
                           ${storeId ? sql`where ${locations.id} = ${storeId}` : sql``}
                           order by ${locations.name} ${dir}, ${locations.id} ${dir}) as store
        cross join lateral (
          select ${orders.id} as id, ${orders.orderNumber} as order_number from ${orders}
           where ${orders.locationId} = store.id and ${where}
           order by ${orders.orderNumber} ${dir} limit ${take}
        ) as o
        order by store.name ${dir}, store.id ${dir}, o.order_number ${dir}
        limit ${take}`,
  );
  return rows.map((row) => row.id);
}

async function unassignedOrderIds(db: Db, where: SQL, direction: 'asc' | 'desc', take: number) {
  const rows = await executeRows<{ id: string }>(
    db,
    sql`select ${orders.id} as id from ${orders} where ${orders.locationId} is null and ${where}
        order by ${orders.orderNumber} ${sql.raw(direction)} limit ${take}`,
  );
  return rows.map((row) => row.id);
}

/**
 * The ids of one page sorted by location (its store's name), then order number, both in `direction`;
 * unassigned orders come after the stores ascending and before them descending, as PostgreSQL places
 * nulls. Each part is read only as far as the page needs. `locationId` is the list's location filter: with
 * one store, only that store's orders are walked; with the unassigned ones, no store is (a store's index
 * holds no unassigned order, but PostgreSQL would read each store's whole stretch of it to find that out).
 */
export async function locationSortedIds(
  db: Db,
  where: SQL | undefined,
  direction: 'asc' | 'desc',
  page: Page,
  locationId?: string,
): Promise<string[]> {
  const condition = where ?? sql`true`;
  const storesPart = (take: number) => storeOrderIds(db, condition, direction, take, locationId);
  const unassignedPart = (take: number) => unassignedOrderIds(db, condition, direction, take);
  const parts =
    locationId === 'unassigned' ? [unassignedPart] : locationId ? [storesPart] : [storesPart, unassignedPart];
  if (direction === 'desc') parts.reverse();
  const ids: string[] = [];
  let skip = page.skip;
  for (const part of parts) {
    const wanted = skip + page.limit - ids.length;
    if (ids.length >= page.limit) break;
    const found = await part(wanted);
    ids.push(...found.slice(skip));
    // A part that held fewer rows than the page skips was skipped whole.
    skip = Math.max(0, skip - found.length);
  }
  return ids.slice(0, page.limit);
}
