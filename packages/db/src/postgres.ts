import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Database, type Db, errorText, once } from './database';
import * as schema from './schema';

/** The URL as it may be shown in a message: without its password. */
function redactDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(an unparsable DATABASE_URL)';
  }
}

/**
 * Connections per app server. A checkout runs up to four reads at once and then holds one connection
 * through its order transaction, so 20 checkouts in flight queue for connections in a pool of 10
 * (node-postgres' own default): 20 carried about 30% more checkouts a second at a lower p99 on a
 * 2-core machine (docs/decisions/0022-db-connection-pool.md). Five app servers fit PostgreSQL's default of
 * 100 connections.
 */
export const DEFAULT_POOL_MAX = 20;

/** PostgreSQL through a node-postgres pool; fails fast with one clear line when it cannot connect. */
export async function openPostgres(
  databaseUrl: string,
  poolMax = DEFAULT_POOL_MAX,
): Promise<Database & { pool: pg.Pool }> {
  const where = redactDatabaseUrl(databaseUrl);
  let pool: pg.Pool;
  try {
    pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax, connectionTimeoutMillis: 10_000 });
  } catch (error) {
    throw new Error(`Could not connect to PostgreSQL at ${where}: ${errorText(error)}`);
  }
  // An idle client dropped by the server (restart, failover) must not crash the process; the pool
  // replaces it and the next query reports the problem to its caller. Once closing, the pool has let
  // go of its clients before their connections are gone, so what happens to those is no news.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) console.error(`PostgreSQL idle connection error: ${errorText(error)}`);
  });
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(`Could not connect to PostgreSQL at ${where}: ${errorText(error)}`);
  }
  const db: Db = drizzle({ client: pool, schema });
  return {
    db,
    driver: 'pg',
    pool,
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: once(() => {
      closing = true;
      return pool.end();
    }),
  };
}
