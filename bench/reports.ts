/**
 * The owner's dashboard at a chain's scale (`npm run bench:reports`; docs/decisions/0090-owner-dashboard.md, Scale):
 * GET /api/reports/summary for a month and for a year of every store, and a month of one store, through the real
 * server on a loopback port, one request at a time, against the benchmark data set of bench:orderlist (a database of
 * its own on the server of BENCH_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * with a payment ledger added: a capture two days after each captured order, a refund of a fifth of it for one in ten.
 * The summary reads its range's figures from the daily rollup the triggers keep (docs/decisions/0100-reports-daily-rollup.md;
 * the seed's inserts run them); beside each case, the floor: the same aggregates over the base tables (orders and the
 * ledger, as the summary read them before the rollup) run with node-postgres, nothing around them.
 *
 * Options (environment): BENCH_ORDERS (1000000), BENCH_CUSTOMERS (200000), BENCH_REQUESTS (40 per case),
 * BENCH_KEEP=1 (keep the database), BENCH_REUSE=1 (measure a database kept by an earlier run with BENCH_KEEP=1).
 * Targets: a month of every store under 300 ms at the median, a year under 1 s.
 */
import type { AddressInfo } from 'node:net';
import { startUserSession } from '@laundry/api';
import { createUser } from '@laundry/db/testing';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { percentile } from './checkoutLoad';
import { onDatabaseServer, openBenchOrders } from './orderListSeed';
import { type BenchRow, recordRows } from './rows';
import { ADMIN_URL, numberSetting, setting } from './settings';

const ORDERS = numberSetting('BENCH_ORDERS', 1_000_000);
const CUSTOMERS = numberSetting('BENCH_CUSTOMERS', 200_000);
const REQUESTS = numberSetting('BENCH_REQUESTS', 40);
const NAME = 'bench_reports';
const TARGET_MS = { month: 300, year: 1000 };

const log = (line: string) => console.log(line);
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The ledger the seed of bench:orderlist does not make: what the summary's money is read from. */
async function seedLedger(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    await client.query(`insert into payment_ledger (order_id, kind, amount_cents, provider, provider_intent_id,
        status, idempotency_key, created_at)
      select id, 'capture', captured_cents, 'simulated', payment_intent_id, 'succeeded', 'bench-capture-' || id,
             created_at + interval '2 days'
        from orders where captured_cents > 0`);
    await client.query(`insert into payment_ledger (order_id, kind, amount_cents, provider, provider_intent_id,
        status, idempotency_key, created_at)
      select id, 'refund', captured_cents / 5, 'simulated', payment_intent_id, 'succeeded', 'bench-refund-' || id,
             created_at + interval '3 days'
        from orders where captured_cents > 0 and order_number % 10 = 0`);
    await client.query(`update orders set refunded_cents = captured_cents / 5
      where captured_cents > 0 and order_number % 10 = 0`);
    await client.query('vacuum analyze payment_ledger');
    await client.query('vacuum analyze orders');
    log(`  payment ledger: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

/** How many rows the rollup holds for the data set (what a year's request reads from, at most). */
async function logRollupSize(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; rows: number }>(
      `select 'report_days' as name, count(*)::int as rows from report_days
       union all select 'report_customer_days', count(*)::int from report_customer_days
       union all select 'report_customer_firsts', count(*)::int from report_customer_firsts
       union all select 'report_capture_days', count(*)::int from report_capture_days
       union all select 'report_promotion_days', count(*)::int from report_promotion_days
       union all select 'report_status_counts', count(*)::int from report_status_counts`,
    );
    log(`  rollup: ${rows.map((row) => `${row.name} ${row.rows}`).join(', ')}`);
    await client.query(
      'vacuum analyze report_days, report_customer_days, report_customer_firsts, report_capture_days, report_promotion_days, report_status_counts',
    );
  } finally {
    await client.end();
  }
}

/** New York midnights of a range of days, as the service computes them (services/reports/range.ts). */
const NY_DAY = (column: string) => `(${column} at time zone 'America/New_York')::date::text`;

/**
 * The floor's statements: the summary's aggregates over the base tables, as plain SQL with node-postgres, run at once
 * as the service runs them, with no session, validation, Drizzle, tRPC or answer around them.
 */
function floorStatements(
  from: string,
  to: string,
  store: string | null,
): { text: string; values: unknown[] }[] {
  const start = `($1::date)::timestamp at time zone 'America/New_York'`;
  const end = `($2::date + 1)::timestamp at time zone 'America/New_York'`;
  const where = (prefix: string) => (store ? `and ${prefix}.location_id = $3` : '');
  const values = store ? [from, to, store] : [from, to];
  const onlyStore = store ? [store] : [];
  const storeOnly = store ? 'and o.location_id = $1' : '';
  return [
    {
      text: `select ${NY_DAY('o.created_at')}, o.location_id, o.order_services, count(*)
               from orders o where o.created_at >= ${start} and o.created_at < ${end} ${where('o')}
              group by grouping sets ((${NY_DAY('o.created_at')}), (o.location_id), (o.order_services))`,
      values,
    },
    {
      text: `select l.kind, ${NY_DAY('l.created_at')}, o.location_id, o.order_services, sum(l.amount_cents),
                    count(distinct l.order_id)
               from payment_ledger l join orders o on o.id = l.order_id
              where l.status = 'succeeded' and l.kind in ('capture', 'refund')
                and l.created_at >= ${start} and l.created_at < ${end} ${where('o')}
              group by grouping sets ((l.kind), (l.kind, ${NY_DAY('l.created_at')}), (l.kind, o.location_id),
                                      (l.kind, o.order_services))`,
      values,
    },
    {
      text: `select o.pick_up_date, count(*) from orders o where o.pick_up_date between $1::date and $2::date
                and o.status in ('In Progress', 'En Route for Delivery', 'Completed', 'Payment Processed',
                                 'Refund Processed') ${where('o')}
              group by o.pick_up_date
             union all
             select o.delivery_date, count(*) from orders o where o.delivery_date between $1::date and $2::date
                and o.status in ('Completed', 'Payment Processed', 'Refund Processed') ${where('o')}
              group by o.delivery_date`,
      values,
    },
    {
      text: `select o.status, count(*) from orders o where true ${storeOnly} group by o.status`,
      values: onlyStore,
    },
    {
      text: `select o.id, o.order_number, l.name from orders o left join locations l on l.id = o.location_id
              where o.status in ('New', 'Unassigned', 'Pending Authorization', 'Awaiting Authorization', 'Reauthorized',
                                 'En Route for Pick Up', 'In Progress', 'En Route for Delivery', 'Completed')
                and o.updated_at < now() - interval '24 hours' ${storeOnly}
              order by o.updated_at limit 50`,
      values: onlyStore,
    },
    {
      text: `select count(*) from orders o
              where o.status in ('New', 'Unassigned', 'Pending Authorization', 'Awaiting Authorization', 'Reauthorized',
                                 'En Route for Pick Up', 'In Progress', 'En Route for Delivery', 'Completed')
                and o.updated_at < now() - interval '24 hours' ${storeOnly}`,
      values: onlyStore,
    },
    {
      text: `select o.id, count(*) over () from orders o
              where o.captured_cents = 0 and o.payment_intent_id is not null
                and o.status not in ('Canceled', 'Payment Processed', 'Refund Processed')
                and (o.reauth_status is null or o.reauth_status = 'Complete')
                and coalesce(o.authorized_at, o.created_at) >= now() - interval '7 days'
                and coalesce(o.authorized_at, o.created_at) < now() - interval '5 days' ${storeOnly}
              order by coalesce(o.authorized_at, o.created_at), o.order_number limit 50`,
      values: onlyStore,
    },
    {
      text: `with placed as (select distinct o.user_id, case when o.user_id is null then lower(o.email) end as email
                                from orders o where o.created_at >= ${start} and o.created_at < ${end} ${where('o')})
             select count(*) filter (where not came_back), count(*) filter (where came_back)
               from (select case when p.user_id is not null
                                 then exists (select 1 from orders e where e.user_id = p.user_id and e.created_at < ${start})
                                 else exists (select 1 from orders e where e.user_id is null and lower(e.email) = p.email
                                                                      and e.created_at < ${start})
                            end as came_back from placed p) as judged`,
      values,
    },
    {
      text: `select upper(o.promo_code), count(*), sum(o.total_discount_amount_cents) from orders o
              where o.promo_code is not null and o.promo_code <> ''
                and o.created_at >= ${start} and o.created_at < ${end} ${where('o')}
              group by upper(o.promo_code) order by 2 desc limit 10`,
      values,
    },
  ];
}

async function timed(requests: number, once: () => Promise<void>): Promise<number[]> {
  await once(); // warm: plans cached, pages in memory
  const latencies: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    await once();
    latencies.push(performance.now() - started);
  }
  return latencies;
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
  if (!reused) await seedLedger(url);
  await logRollupSize(url);
  const app = await buildApp({ database, logger: false });
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  try {
    const superAdmin = await createUser(database.db, { role: 'SuperAdmin' });
    const { token } = await startUserSession(database.db, superAdmin.id, new Date());
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const {
      rows: [store],
    } = await pool.query<{ id: string }>('select id from locations order by name limit 1');
    // The seed's orders run from January 2024 for about three years.
    const cases = [
      {
        name: 'a month, every store',
        from: '2026-06-01',
        to: '2026-06-30',
        store: null,
        target: TARGET_MS.month,
      },
      {
        name: 'a year, every store',
        from: '2025-07-01',
        to: '2026-06-30',
        store: null,
        target: TARGET_MS.year,
      },
      {
        name: 'a month, one store',
        from: '2026-06-01',
        to: '2026-06-30',
        store: store!.id,
        target: TARGET_MS.month,
      },
    ];
    const results: Record<string, string>[] = [];
    const rows: BenchRow[] = [];
    for (const c of cases) {
      const query = new URLSearchParams({
        from: c.from,
        to: c.to,
        ...(c.store ? { location: c.store } : {}),
      });
      const product = await timed(REQUESTS, async () => {
        const response = await fetch(`${base}/api/reports/summary?${query}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
        await response.json();
      });
      const statements = floorStatements(c.from, c.to, c.store);
      const floor = await timed(REQUESTS, async () => {
        await Promise.all(statements.map((statement) => pool.query(statement.text, statement.values)));
      });
      const median = percentile(product, 50);
      const floorMedian = percentile(floor, 50);
      rows.push({
        bench: 'reports',
        case: `dashboard summary over 1,000,000 orders: ${c.name}`,
        product: ms(median),
        floor: ms(floorMedian),
        ratio: (median / floorMedian).toFixed(2),
        target: `< ${c.target} ms median`,
        met: median < c.target,
      });
      results.push({
        case: c.name,
        'product p50': ms(median),
        'product p90': ms(percentile(product, 90)),
        'floor p50': ms(percentile(floor, 50)),
        'floor p90': ms(percentile(floor, 90)),
        target: `p50 < ${c.target} ms: ${median < c.target ? 'met' : 'NOT met'}`,
      });
    }
    console.table(results);
    recordRows(rows);
  } finally {
    await pool.end();
    await app.close();
    await database.close();
    if (setting('BENCH_KEEP') !== '1' && !reused)
      await onDatabaseServer(ADMIN_URL, `drop database if exists "${NAME}" with (force)`);
  }
}

const limit = setTimeout(
  () => {
    console.error('bench:reports took longer than BENCH_TIMEOUT_MS; stopping.');
    process.exit(2);
  },
  numberSetting('BENCH_TIMEOUT_MS', 1_800_000),
);
limit.unref();

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
