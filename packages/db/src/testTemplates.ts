import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type Database, type Db, once } from './database';
import { migrateDatabase } from './migrate';
import { openDatabase } from './open';
import { IN_MEMORY, openPglite } from './pglite';
import * as schema from './schema';

/**
 * The integration projects migrate one database per run (testing.globalSetup.ts) and every test file's
 * database starts as a copy of it (docs/decisions/0067-tests-template-databases.md). The globalSetup hands
 * them over with vitest's provide/inject; outside those projects nothing is provided and createTestDatabase
 * migrates a database of its own.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** int-postgres: the name of the migrated database on the TEST_DATABASE_URL server to copy. */
    laundryPostgresTemplate: string | undefined;
    /** int-pglite: the path of a tar of a migrated PGlite data folder (PGlite's dumpDataDir). */
    laundryPgliteTemplate: string | undefined;
  }
}

/** Runs one statement on the server's maintenance connection (TEST_DATABASE_URL). */
export async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the TEST_DATABASE_URL server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database name no other run or test file uses. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

interface Template {
  /** What the test files are given: a database name (PostgreSQL) or a file path (PGlite). */
  location: string;
  remove(): Promise<void>;
}

/**
 * A migrated database on the TEST_DATABASE_URL server to copy with `create database ... template`. That
 * copy fails while any session is connected to the template, so once migrated it takes no connections at
 * all (`allow_connections false`: nothing can stay on it or come back to it, not even a superuser); the
 * drop needs none either.
 */
export async function createPostgresTemplate(adminUrl: string): Promise<Template> {
  const name = uniqueDatabaseName('laundry_template');
  await onServer(adminUrl, `create database "${name}"`);
  const remove = () => onServer(adminUrl, `drop database if exists "${name}" with (force)`);
  try {
    const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), poolMax: 1 });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    await onServer(adminUrl, `alter database "${name}" with allow_connections false`);
  } catch (error) {
    await remove();
    throw error;
  }
  return { location: name, remove };
}

/**
 * A tar of a migrated in-memory PGlite data folder, written under a temporary folder of its own. It is
 * opened the way the app opens PGlite (openPglite), so it holds the same initdb, extensions and schema.
 */
export async function createPgliteTemplate(): Promise<Template> {
  const folder = await mkdtemp(path.join(tmpdir(), 'laundry-pglite-template-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    const database = await openPglite(IN_MEMORY);
    try {
      await migrateDatabase(database);
      // As dumpOpenDatabase (./backup.ts) does: every change in the data files before they are read.
      await database.client.query('checkpoint');
      const dump = await database.client.dumpDataDir('none');
      const file = path.join(folder, 'pgdata.tar');
      await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
      return { location: file, remove };
    } finally {
      await database.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
}

/**
 * An in-memory PGlite that starts from the template's data folder (PGlite's `loadDataDir`, which also skips
 * initdb). Opened as openPglite (./pglite.ts) opens an in-memory database, with the same extensions: keep
 * the two in step.
 */
export async function openPgliteFromTemplate(file: string): Promise<Database & { client: PGlite }> {
  const loadDataDir = new Blob([new Uint8Array(await readFile(file))]);
  const client = await PGlite.create({ loadDataDir, extensions: { pg_trgm } });
  await client.query('select 1');
  const db: Db = drizzle({ client, schema });
  return {
    db,
    driver: 'pglite',
    client,
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: once(async () => {
      if (!client.closed) await client.close();
    }),
  };
}

/** What the globalSetup of this vitest project provided, or undefined outside vitest. */
export async function providedTemplate(
  key: 'laundryPostgresTemplate' | 'laundryPgliteTemplate',
): Promise<string | undefined> {
  // bench/ imports ./testing outside vitest: load vitest only inside it.
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject(key);
}
