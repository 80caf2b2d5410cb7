import { type Database, migrateDatabase, openDatabase, seedDatabase } from '@laundry/db';
import { seedOrders, testHashPassword } from '@laundry/db/testing';
import pg from 'pg';

/**
 * Runs one statement on the database server of `adminUrl` (creating, finding and dropping the bench's own database);
 * its result.
 */
export async function onDatabaseServer(
  adminUrl: string,
  statement: string,
  values: unknown[] = [],
): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

/** Whether the server of `adminUrl` has a database called `name`. */
async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  return (
    (await onDatabaseServer(adminUrl, 'select 1 from pg_database where datname = $1', [name])).rowCount === 1
  );
}

/**
 * The benchmarks' data set in a database of its own (`name`) on the server of `adminUrl`: made, migrated and seeded with
 * the stores and `orders` orders over `customers` customers; or, with `reuse`, the one an earlier run kept, migrated,
 * when there is one (`reused`); without one it is made as without `reuse`, so that `BENCH_REUSE=1 npm run bench` runs
 * every benchmark whichever databases were kept.
 */
export async function openBenchOrders(options: {
  adminUrl: string;
  name: string;
  orders: number;
  customers: number;
  reuse: boolean;
  log: (line: string) => void;
}): Promise<{ database: Database; url: string; reused: boolean }> {
  const url = new URL(options.adminUrl);
  url.pathname = `/${options.name}`;
  const reused = options.reuse && (await databaseExists(options.adminUrl, options.name));
  if (options.reuse && !reused) options.log(`${options.name} was not kept on ${url.host}: making it`);
  if (!reused) {
    options.log(
      `Creating ${options.name} on ${url.host}: ${options.orders} orders, ${options.customers} customers`,
    );
    await onDatabaseServer(options.adminUrl, `drop database if exists "${options.name}" with (force)`);
    await onDatabaseServer(options.adminUrl, `create database "${options.name}"`);
  }
  const database = await openDatabase({ databaseUrl: url.toString() });
  await migrateDatabase(database);
  if (reused) {
    options.log(`Reusing ${options.name} on ${url.host}`);
  } else {
    await seedDatabase(database.db, { demo: false, hashPassword: testHashPassword });
    const seeded = performance.now();
    await seedOrders(url.toString(), options.orders, options.customers, options.log);
    options.log(`Seeded in ${((performance.now() - seeded) / 1000).toFixed(0)} s`);
  }
  return { database, url: url.toString(), reused };
}

/**
 * The orders list's filters over the benchmarks' data set (its stores in name order), each named: the cases of
 * bench:orderlist and the load of bench:memory.
 */
export function listFilters(stores: string[]): [string, Record<string, unknown>][] {
  return [
    ['no filter', {}],
    ['status New', { status: 'New' }],
    ['status Canceled', { status: 'Canceled' }],
    ['one store', { locationId: stores[3] }],
    ['unassigned', { locationId: 'unassigned' }],
    ['pick-up week', { startDate: '2025-03-03', endDate: '2025-03-09', dateField: 'pickUp' }],
    ['delivery week', { startDate: '2025-03-03', endDate: '2025-03-09', dateField: 'delivery' }],
    ['both week', { startDate: '2025-03-03', endDate: '2025-03-09' }],
    [
      'store + status + month',
      { locationId: stores[5], status: 'Completed', startDate: '2025-01-01', endDate: '2025-01-31' },
    ],
  ];
}

/** The orders list's sorts (docs/rules/staff-screens.md, Sorting and paging). */
export const LIST_SORTS = ['orderNumber', 'customer', 'pickUp', 'delivery', 'status', 'location'] as const;
