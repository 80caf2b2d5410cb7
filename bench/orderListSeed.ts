import { type Database, migrateDatabase, openDatabase, seedDatabase } from '@laundry/db';
import { seedOrders, testHashPassword } from '@laundry/db/testing';
import pg from 'pg';

/** Runs one statement on the database server of `adminUrl` (creating and dropping the bench's own database). */
export async function onDatabaseServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The benchmarks' data set in a database of its own (`name`) on the server of `adminUrl`: made, migrated and seeded with
 * the stores and `orders` orders over `customers` customers; or, with `reuse`, the one an earlier run kept, migrated.
 */
export async function openBenchOrders(options: {
  adminUrl: string;
  name: string;
  orders: number;
  customers: number;
  reuse: boolean;
  log: (line: string) => void;
}): Promise<{ database: Database; url: string }> {
  const url = new URL(options.adminUrl);
  url.pathname = `/${options.name}`;
  if (!options.reuse) {
    options.log(
      `Creating ${options.name} on ${url.host}: ${options.orders} orders, ${options.customers} customers`,
    );
    await onDatabaseServer(options.adminUrl, `drop database if exists "${options.name}" with (force)`);
    await onDatabaseServer(options.adminUrl, `create database "${options.name}"`);
  }
  const database = await openDatabase({ databaseUrl: url.toString() });
  await migrateDatabase(database);
  if (options.reuse) {
    options.log(`Reusing ${options.name} on ${url.host}`);
  } else {
    await seedDatabase(database.db, { demo: false, hashPassword: testHashPassword });
    const seeded = performance.now();
    await seedOrders(url.toString(), options.orders, options.customers, options.log);
    options.log(`Seeded in ${((performance.now() - seeded) / 1000).toFixed(0)} s`);
  }
  return { database, url: url.toString() };
}
