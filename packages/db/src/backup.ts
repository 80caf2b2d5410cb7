import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Database, errorText } from './database';
import { lockDataDir } from './dataDirLock';
import { openPglite } from './pglite';

/**
 * A consistent dump of the embedded database a server has open, made by that server
 * (docs/decisions/0047-db-backups.md): inside a transaction of its own, which no other transaction can be
 * in the middle of (PGlite runs one at a time), a checkpoint writes every change to the data files and
 * PGlite's own dump reads them while no statement runs. A gzipped tar, as `backupDataDir` writes.
 */
export async function dumpOpenDatabase(database: Database): Promise<Buffer> {
  const client = (database as Database & { client?: PGlite }).client;
  if (database.driver !== 'pglite' || !client) throw new Error('Only the embedded database is dumped here.');
  const dump = await client.transaction(async (tx) => {
    await tx.query('checkpoint');
    return client.dumpDataDir('gzip');
  });
  return Buffer.from(await dump.arrayBuffer());
}

/**
 * Backups of the embedded database with no server on it (docs/decisions/0047-db-backups.md): PGlite's own dump
 * of its data folder, a gzipped tar. The folder's lock (./dataDirLock.ts) is taken for both, so neither
 * runs beside a server on the same folder; while a server runs, `npm run db:backup` asks it for the dump
 * (dumpOpenDatabase). PostgreSQL: pg_dump, see the README.
 */
export async function backupDataDir(dataDir: string, backupFile: string): Promise<{ bytes: number }> {
  const database = await openPglite(dataDir);
  try {
    const dump = await database.client.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    await writeFile(backupFile, bytes, { mode: 0o600 });
    return { bytes: bytes.length };
  } finally {
    await database.close();
  }
}

/** Restores a backup into `dataDir`, which must be empty or absent: an existing database is never overwritten. */
export async function restoreDataDir(backupFile: string, dataDir: string): Promise<void> {
  const folder = path.resolve(dataDir);
  const existing = await readdir(folder).catch(() => [] as string[]);
  if (existing.length > 0) {
    throw new Error(
      `DATA_DIR "${folder}" is not empty: restore into an empty folder (move the old one aside first).`,
    );
  }
  let archive: Buffer;
  try {
    archive = await readFile(backupFile);
  } catch (error) {
    throw new Error(`Could not read the backup "${backupFile}": ${errorText(error)}`);
  }
  await mkdir(folder, { recursive: true });
  const unlock = await lockDataDir(folder);
  try {
    const client = await PGlite.create(folder, { loadDataDir: new Blob([new Uint8Array(archive)]) });
    await client.query('select 1');
    await client.close();
  } finally {
    await unlock();
  }
}
