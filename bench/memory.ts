/**
 * npm run bench:memory — the server's resident memory under the staff orders list (issue "Performance measured against
 * the floor", target 7): the real server as `npm start` runs it (compiled), in a process of its own
 * (bench/appProcess.ts), on the 1,000,000-order
 * `bench_orders` (bench/orderListSeed.ts), 20 list requests at a time for 10 minutes, each a case of bench:orderlist's
 * filters and sorts in turn. The server's RSS is read from /proc every second. Two rows: the peak stays under 300 MB,
 * and the memory does not grow after the first minute: the last minute's peak is at most 10 MB over the second
 * minute's (a young heap's saw-tooth moves by a few MB; a leak of one list page per request would add hundreds).
 *
 * Options (environment): BENCH_MEMORY_SECONDS (600, at least 180), BENCH_CONCURRENCY (20), BENCH_REUSE=1 (the database an
 * earlier run kept with BENCH_KEEP=1), BENCH_KEEP=1, BENCH_ORDERS (1000000), BENCH_CUSTOMERS (200000),
 * BENCH_PORT (4995).
 */
import { readFileSync } from 'node:fs';
import { startUserSession } from '@laundry/api';
import { createUser } from '@laundry/db/testing';
import { sql } from 'drizzle-orm';
import { startServer } from './appProcess';
import { machineLine } from './machine';
import { LIST_SORTS, listFilters, onDatabaseServer, openBenchOrders } from './orderListSeed';
import { type BenchRow, recordRows } from './rows';
import { ADMIN_URL, numberSetting, setting } from './settings';

const SECONDS = numberSetting('BENCH_MEMORY_SECONDS', 600);
const ORDERS = numberSetting('BENCH_ORDERS', 1_000_000);
const CONCURRENCY = numberSetting('BENCH_CONCURRENCY', 20);
const PORT = numberSetting('BENCH_PORT', 4995);
const NAME = 'bench_orders';
const TARGET = { peakMb: 300, growthMb: 10 };
const log = (line: string) => console.log(line);

/** The process's resident memory in MB (Linux). */
const rssMb = (pid: number) => {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? Number.NaN) / 1024;
};

/** The list's filters and sorts of bench:orderlist, each sorted descending, as tRPC addresses. */
function listPaths(stores: string[]): string[] {
  return listFilters(stores).flatMap(([, filter]) =>
    LIST_SORTS.map(
      (sortBy) =>
        `/trpc/orders.list?input=${encodeURIComponent(JSON.stringify({ ...filter, sortBy, sortOrder: 'desc' }))}`,
    ),
  );
}

async function main() {
  // The growth row compares the second minute with the last: a shorter run has no second minute to compare.
  if (SECONDS < 180) throw new Error('BENCH_MEMORY_SECONDS must be at least 180.');
  log(machineLine());
  const reuse = setting('BENCH_REUSE') === '1';
  const { database, url, reused } = await openBenchOrders({
    adminUrl: ADMIN_URL,
    name: NAME,
    orders: ORDERS,
    customers: numberSetting('BENCH_CUSTOMERS', 200_000),
    reuse,
    log,
  });
  const admin = await createUser(database.db, { role: 'Admin' });
  const { token } = await startUserSession(database.db, admin.id, new Date());
  const stores = (await database.db.execute(sql`select id from locations order by name`)) as unknown as {
    rows: { id: string }[];
  };
  await database.close();
  const server = await startServer(PORT, url, { compiled: true });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const paths = listPaths(stores.rows.map((row) => row.id));
    const samples: { second: number; mb: number }[] = [];
    const started = performance.now();
    const sampler = setInterval(() => {
      samples.push({ second: (performance.now() - started) / 1000, mb: rssMb(server.pid!) });
    }, 1000);
    let requests = 0;
    let failures = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() - started < SECONDS * 1000) {
          const path = paths[requests % paths.length]!;
          requests += 1;
          const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
          await response.arrayBuffer();
          if (!response.ok) failures += 1;
        }
      }),
    );
    clearInterval(sampler);
    const peakBetween = (from: number, to: number) =>
      Math.max(...samples.filter((s) => s.second >= from && s.second < to).map((s) => s.mb));
    const peak = Math.max(...samples.map((s) => s.mb));
    const secondMinute = peakBetween(60, 120);
    const lastMinute = peakBetween(SECONDS - 60, SECONDS + 1);
    for (let minute = 0; minute * 60 < SECONDS; minute++) {
      log(`minute ${minute + 1}: peak ${peakBetween(minute * 60, minute * 60 + 60).toFixed(1)} MB`);
    }
    log(`${requests} list requests, ${failures} failed, ${CONCURRENCY} at a time for ${SECONDS} s`);
    if (failures > 0) throw new Error(`${failures} list requests failed`);
    const during = `${CONCURRENCY} list requests at a time for ${Math.round(SECONDS / 60)} minutes over ${ORDERS.toLocaleString('en-US')} orders`;
    const rows: BenchRow[] = [
      {
        bench: 'memory',
        case: `the server's resident memory, ${during}: its peak`,
        product: `${peak.toFixed(0)} MB`,
        floor: '—',
        ratio: '—',
        target: `< ${TARGET.peakMb} MB`,
        met: peak < TARGET.peakMb,
      },
      {
        bench: 'memory',
        case: `the server's resident memory, ${during}: the last minute's peak over the second minute's`,
        product: `${(lastMinute - secondMinute).toFixed(1)} MB (${secondMinute.toFixed(0)} -> ${lastMinute.toFixed(0)} MB)`,
        floor: '—',
        ratio: '—',
        target: `<= ${TARGET.growthMb} MB`,
        met: lastMinute - secondMinute <= TARGET.growthMb,
      },
    ];
    for (const row of rows)
      log(`${row.met ? 'met' : 'NOT met'}: ${row.case}: ${row.product} (${row.target})`);
    recordRows(rows);
  } finally {
    server.kill('SIGTERM');
    if (setting('BENCH_KEEP') !== '1' && !reused)
      await onDatabaseServer(ADMIN_URL, `drop database if exists "${NAME}" with (force)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
