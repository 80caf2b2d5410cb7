import type { Database, OpenDatabaseOptions } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/**
 * Opens the database (docs/architecture.md, One database engine, two ways to run it): PostgreSQL when
 * `databaseUrl` is set, otherwise embedded PGlite in `dataDir`. Rejects with one clear line when the
 * database cannot be reached or the data folder cannot be written.
 */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolMax);
  return openPglite(opts.dataDir ?? './data');
}
