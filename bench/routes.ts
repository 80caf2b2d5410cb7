/**
 * npm run bench:routes — route sheets at a chain's scale (docs/decisions/0084-route-sheets.md): a store's day of 200
 * pick-ups and of 200 deliveries over the 1,000,000-order data set (bench/orderListSeed.ts, the database `bench_orders`
 * that bench:orderlist makes; BENCH_REUSE=1 measures one an earlier run kept with BENCH_KEEP=1). Each sheet is asked for
 * through the real server (`GET /api/routes`, staff session, `app.inject`: the server's own time, ordering included)
 * one request at a time, BENCH_REQUESTS times (50), and the median and p95 printed beside the floor: the sheet's one
 * read of the day's orders, prepared by name, on node-postgres with nothing around it. The target is the issue's: under
 * 100 ms at the median. The plans' row counts are printed too (EXPLAIN ANALYZE), which no machine changes.
 *
 * Options (environment): BENCH_ORDERS (1000000), BENCH_CUSTOMERS (200000), BENCH_REQUESTS (50), BENCH_KEEP=1,
 * BENCH_REUSE=1, BENCH_DATABASE_NAME (bench_orders), BENCH_DATABASE_URL or TEST_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres).
 */

import { DELIVERY_ROUTE_STATUSES, PICKUP_ROUTE_STATUSES, startUserSession } from '@laundry/api';
import { createUser } from '@laundry/db/testing';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { percentile } from './checkoutLoad';
import { machineLine } from './machine';
import { onDatabaseServer, openBenchOrders } from './orderListSeed';
import { recordRows } from './rows';
import { ADMIN_URL, numberSetting, setting } from './settings';

const ORDERS = numberSetting('BENCH_ORDERS', 1_000_000);
const CUSTOMERS = numberSetting('BENCH_CUSTOMERS', 200_000);
const REQUESTS = numberSetting('BENCH_REQUESTS', 50);
const STOPS = 200;
const TARGET_MEDIAN_MS = 100;
const NAME = setting('BENCH_DATABASE_NAME') ?? 'bench_orders';
// A Tuesday inside the seeded three years.
const DAY = '2025-03-04';
const log = (line: string) => console.log(line);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const sqlList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** The day's stops of the kind, as the sheet reads them (packages/api/src/services/routes/sheet.ts, readRouteOrders). */
function dayStatement(kind: 'pickup' | 'delivery'): string {
  const onDay =
    kind === 'pickup'
      ? `o.pick_up_date = $2 and o.status in (${sqlList(PICKUP_ROUTE_STATUSES)})`
      : `(o.delivery_date = $2 or (o.multiple_deliveries and o.delivery_date_2 = $2))
         and o.status in (${sqlList(DELIVERY_ROUTE_STATUSES)})`;
  return `select o.id, o.order_number, o.status, o.first_name, u.last_name, o.phone, o.address, o.instructions,
            o.preferences, o.order_services, o.wash_fold_order, o.organic_wash_fold_order, o.pick_up_date,
            o.pick_up_hour, o.delivery_date, o.delivery_hour, o.delivery_date_2, o.delivery_hour_2
       from orders o left join users u on u.id = o.user_id
      where o.location_id = $1 and ${onDay}
      order by o.order_number`;
}

/**
 * Tops the store's day up to STOPS stops of each kind with orders of its own, spread over the region's served zip codes
 * and the day's windows, so the driving order has real distances to work on.
 */
async function topUpDay(client: pg.Client, store: string): Promise<void> {
  for (const kind of ['pickup', 'delivery'] as const) {
    const { rows } = await client.query(`select count(*)::int as n from (${dayStatement(kind)}) as day`, [
      store,
      DAY,
    ]);
    const missing = STOPS - (rows[0] as { n: number }).n;
    if (missing <= 0) continue;
    const status = kind === 'pickup' ? 'New' : 'In Progress';
    const pickUp = kind === 'pickup' ? `date '${DAY}'` : `date '${DAY}' - 2`;
    await client.query(
      `insert into orders (status, location_id, address, first_name, email, phone, pick_up_date, pick_up_hour,
         delivery_date, delivery_hour, order_services, services_subtotal_cents, gratuity_cents, quote_total_cents,
         amount_authorized_cents, payment_provider, created_at, updated_at, guest_email)
       select '${status}', $1, jsonb_build_object('address', (100 + n) || ' Broadway', 'address2', null,
                'city', 'New York', 'state', 'NY', 'zip', z.zip, 'email', 'route' || n || '@bench.test',
                'firstName', 'Route', 'phone', '(212) 555-0100', 'florida', false),
              'Route', 'route' || n || '@bench.test', '(212) 555-0100', ${pickUp}, 7 + n % 14,
              date '${DAY}' + ${kind === 'pickup' ? 2 : 0}, 8 + n % 13, array['washFold'], 2900, 0, 3400, 5100,
              'simulated', now(), now(), 'route' || n || '@bench.test'
         from generate_series(1, ${missing}) as n
         cross join lateral (select zip from zips where not florida order by zip
           offset (n * 7) % (select count(*) from zips where not florida) limit 1) as z`,
      [store],
    );
  }
  await client.query('analyze orders');
}

async function rowsRead(client: pg.Client, store: string, kind: 'pickup' | 'delivery'): Promise<string> {
  const { rows } = await client.query(`explain (analyze, buffers, format json) ${dayStatement(kind)}`, [
    store,
    DAY,
  ]);
  const plan = (rows[0] as { 'QUERY PLAN': [{ Plan: Record<string, unknown>; 'Execution Time': number }] })[
    'QUERY PLAN'
  ][0];
  const scans: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    const type = String(node['Node Type']);
    if (type.includes('Scan') && node['Relation Name'] === 'orders')
      scans.push(
        `${type} ${node['Index Name'] ?? ''} rows ${node['Actual Rows']} removed ${node['Rows Removed by Filter'] ?? 0}`,
      );
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk(plan.Plan);
  return scans.join('; ');
}

async function main() {
  const reuse = setting('BENCH_REUSE') === '1';
  const { database, url, reused } = await openBenchOrders({
    adminUrl: ADMIN_URL,
    name: NAME,
    orders: ORDERS,
    customers: CUSTOMERS,
    reuse,
    log,
  });
  const app = await buildApp({ database, logger: false });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    log(machineLine());
    const { rows: stores } = await client.query<{ id: string; name: string }>(
      'select id, name from locations order by name limit 1',
    );
    const store = stores[0]!;
    await topUpDay(client, store.id);
    const admin = await createUser(database.db, { role: 'Admin' });
    const { token } = await startUserSession(database.db, admin.id, new Date());
    const headers = { authorization: `Bearer ${token}` };

    const results: Record<string, string | number>[] = [];
    for (const kind of ['pickup', 'delivery'] as const) {
      const path = `/api/routes?location=${store.id}&date=${DAY}&kind=${kind}`;
      const first = await app.inject({ url: path, headers });
      if (first.statusCode !== 200) throw new Error(`${path} answered ${first.statusCode}: ${first.body}`);
      const stops = (first.json() as { stops: unknown[] }).stops.length;
      const product: number[] = [];
      const floor: number[] = [];
      const statement = { name: `route_day_${kind}`, text: dayStatement(kind), values: [store.id, DAY] };
      // Alternating, so both see the same machine.
      for (let i = 0; i < REQUESTS; i++) {
        let started = performance.now();
        await app.inject({ url: path, headers });
        product.push(performance.now() - started);
        started = performance.now();
        await client.query(statement);
        floor.push(performance.now() - started);
      }
      const median = percentile(product, 50);
      results.push({
        case: `${store.name}, ${DAY}, ${kind === 'pickup' ? 'pick-ups' : 'deliveries'}`,
        stops,
        'product median': ms(median),
        'product p95': ms(percentile(product, 95)),
        'floor median': ms(percentile(floor, 50)),
        ratio: (median / percentile(floor, 50)).toFixed(1),
        target: `< ${TARGET_MEDIAN_MS} ms`,
        met: median < TARGET_MEDIAN_MS ? 'yes' : 'no',
      });
      log(`${kind}: ${await rowsRead(client, store.id, kind)}`);
    }
    console.table(results);
    recordRows(
      results.map((row) => ({
        bench: 'routes',
        case: `route sheet, 200 stops over 1,000,000 orders: ${row.case}`,
        product: String(row['product median']),
        floor: String(row['floor median']),
        ratio: String(row.ratio),
        target: `< ${TARGET_MEDIAN_MS} ms median`,
        met: row.met === 'yes',
      })),
    );
  } finally {
    await client.end();
    await app.close();
    await database.close();
    if (setting('BENCH_KEEP') !== '1' && !reused)
      await onDatabaseServer(ADMIN_URL, `drop database if exists "${NAME}" with (force)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
