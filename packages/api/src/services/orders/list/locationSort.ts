import { type Db, executeRows, locations, orders } from '@laundry/db';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The ids of one page sorted by location (its store's name), then order number, both in `direction`.
 * The store's name is in another table, so no index of orders holds this order: the query walks the
 * stores in name order and takes at most `skip + limit` orders of each from its (location, order number)
 * index, then the unassigned ones, which sort after the stores ascending and before them descending, as
 * PostgreSQL places nulls (docs/decisions/orders-list-search-index.md).
 */
export async function locationSortedIds(
  db: Db,
  where: SQL | undefined,
  direction: 'asc' | 'desc',
  page: { skip: number; limit: number },
): Promise<string[]> {
  const dir = sql.raw(direction);
  const condition = where ?? sql`true`;
  const perStore = page.skip + page.limit;
  const rows = await executeRows<{ id: string }>(
    db,
    sql`select page.id from (
      (select o.id, store.name as location_name, store.id as location_id, o.order_number
         from ${locations} as store
         cross join lateral (
           select ${orders.id} as id, ${orders.orderNumber} as order_number from ${orders}
            where ${orders.locationId} = store.id and ${condition}
            order by ${orders.orderNumber} ${dir} limit ${perStore}
         ) as o)
      union all
      (select ${orders.id}, null, null, ${orders.orderNumber} from ${orders}
        where ${orders.locationId} is null and ${condition}
        order by ${orders.orderNumber} ${dir} limit ${perStore})
    ) as page
    order by page.location_name ${dir}, page.location_id ${dir}, page.order_number ${dir}
    limit ${page.limit} offset ${page.skip}`,
  );
  return rows.map((row) => row.id);
}
