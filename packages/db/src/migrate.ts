import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { Database } from './database';

/** drizzle/ at the repository root, found from this file so the working directory does not matter. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Any number for pg_advisory_lock that this app alone uses: only one server migrates at a time. */
const MIGRATION_LOCK = 7_240_110_001;

/**
 * Applies the committed drizzle/ migrations with the migrator of the database's driver
 * (docs/architecture.md, Migrations). Safe when several app servers start at once against one PostgreSQL.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if ('client' in database) {
    await migratePglite(drizzlePglite({ client: database.client as PGlite }), config);
    return;
  }
  if (!('pool' in database)) throw new Error('migrateDatabase needs a database from openDatabase().');
  const client = await (database.pool as pg.Pool).connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg({ client }), config);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
