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
  /** Pool size for node-postgres (default 10). */
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

export function errorText(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code && !error.message.includes(code) ? `${code} ${error.message}` : error.message;
  }
  return String(error);
}
