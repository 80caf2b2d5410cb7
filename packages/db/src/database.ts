import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The Drizzle database over either driver, with the schema for the relational query API. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: embedded PGlite or a node-postgres pool. */
export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Resolves when the database answers `select 1`. */
  ping(): Promise<void>;
  /** Closes the connection(s). Calling it again does nothing. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://... switches to node-postgres with a pool. */
  databaseUrl?: string;
  /** The PGlite data folder ('./data' when not given), or 'memory://' for a throwaway database. */
  dataDir?: string;
  /** Pool size for node-postgres (the server's default is 20: docs/decisions/0022-db-connection-pool.md). */
  poolMax?: number;
}

/** Runs `action` once, however many times the returned function is called. */
export function once(action: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= action();
    return done;
  };
}

/** One line for an error, with its system error code (ENOTDIR, ECONNREFUSED, ...) when it has one. */
export function errorText(error: unknown): string {
  // node:net reports a failed connection to every address of a host as an AggregateError without a message.
  if (error instanceof AggregateError && !error.message) return error.errors.map(errorText).join('; ');
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    // System error codes (ENOTDIR, EACCES) say what went wrong; SQLSTATE codes (3D000) do not.
    const systemCode = code && /^E[A-Z]+$/.test(code) && !error.message.includes(code);
    return systemCode ? `${code} ${error.message}` : error.message;
  }
  return String(error);
}

/**
 * Rows of a raw SQL query. `db.execute` is typed loosely on the common Db type; both drivers
 * answer with `{ rows }`.
 */
export async function executeRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
