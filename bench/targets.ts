import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, migrateDatabase, openDatabase, seedDatabase } from '@laundry/db';
import { testHashPassword } from '@laundry/db/testing';
import type { AppOptions } from '../apps/server/src/app';
import { onDatabaseServer } from './orderListSeed';

/** A database the benchmark owns: migrated, seeded, and removed again by `dispose`. */
export interface BenchTarget {
  name: string;
  database: Database;
  /** The PostgreSQL database's URL (none for PGlite). */
  url?: string;
  /**
   * PostgreSQL: a copy of the database as it is now (CREATE DATABASE ... TEMPLATE, so every row keeps its id), made
   * once the target's own connections are closed; its URL and how to drop it.
   */
  copy?: () => Promise<{ url: string; drop: () => Promise<void> }>;
  dispose(): Promise<void>;
}

async function prepared(
  name: string,
  database: Database,
  dispose: () => Promise<void>,
): Promise<BenchTarget> {
  await migrateDatabase(database);
  await seedDatabase(database.db, { demo: false, hashPassword: testHashPassword });
  return { name, database, dispose };
}

/** The embedded default: PGlite in a data folder of its own, as `npm start` runs it. */
export async function pgliteTarget(): Promise<BenchTarget> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'laundry-bench-'));
  const database = await openDatabase({ dataDir });
  return prepared('PGlite (embedded, data folder)', database, async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });
}

/** A fresh database on the PostgreSQL server of `adminUrl`, with the server's default pool size. */
export async function postgresTarget(adminUrl: string, poolMax: number): Promise<BenchTarget> {
  const name = `laundry_bench_${randomBytes(4).toString('hex')}`;
  await onDatabaseServer(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolMax });
  const target = await prepared(`PostgreSQL (${url.host}, pool ${poolMax})`, database, async () => {
    await database.close();
    await onDatabaseServer(adminUrl, `drop database if exists "${name}" with (force)`);
  });
  const copy = async () => {
    const copyName = `${name}_copy`;
    await database.close();
    await onDatabaseServer(adminUrl, `create database "${copyName}" template "${name}"`);
    const copyUrl = new URL(url);
    copyUrl.pathname = `/${copyName}`;
    return {
      url: copyUrl.toString(),
      drop: async () => {
        await onDatabaseServer(adminUrl, `drop database if exists "${copyName}" with (force)`);
      },
    };
  };
  return { ...target, url: url.toString(), copy };
}

/**
 * The server's logger in a benchmark: off, or BENCH_LOG_LEVEL's level (e.g. info) written to nowhere, so a run
 * measures what the request log costs the server and not the terminal.
 */
export function benchLogger(): AppOptions['logger'] {
  const level = process.env.BENCH_LOG_LEVEL;
  return level ? { level, stream: { write: () => {} } } : false;
}
