import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Database, type Db, errorText, once } from './database';
import * as schema from './schema';

/** The URL as it may be shown in a message: without its password. */
export function redactDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(an unparsable DATABASE_URL)';
  }
}

/** PostgreSQL through a node-postgres pool; fails fast with one clear line when it cannot connect. */
export async function openPostgres(databaseUrl: string, poolMax = 10): Promise<Database & { pool: pg.Pool }> {
  const where = redactDatabaseUrl(databaseUrl);
  let pool: pg.Pool;
  try {
    pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax, connectionTimeoutMillis: 10_000 });
  } catch (error) {
    throw new Error(`Could not connect to PostgreSQL at ${where}: ${errorText(error)}`);
  }
  // An idle client dropped by the server (restart, failover) must not crash the process; the pool
  // replaces it and the next query reports the problem to its caller.
  pool.on('error', (error) => console.error(`PostgreSQL idle connection error: ${errorText(error)}`));
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
    close: once(() => pool.end()),
  };
}
