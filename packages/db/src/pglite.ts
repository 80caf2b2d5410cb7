import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { type Database, type Db, errorText, once } from './database';
import { lockDataDir } from './dataDirLock';
import * as schema from './schema';

export const IN_MEMORY = 'memory://';

/** Creates the data folder and proves it can be written, with one clear line when it cannot. */
async function ensureWritableDataDir(dataDir: string): Promise<void> {
  const probe = path.join(dataDir, `.write-test-${randomUUID()}`);
  try {
    await mkdir(dataDir, { recursive: true });
    await writeFile(probe, '');
    await rm(probe, { force: true });
  } catch (error) {
    throw new Error(`DATA_DIR "${dataDir}" is not writable: ${errorText(error)}`);
  }
}

/** Embedded PostgreSQL (PGlite), persisted in `dataDir` or held in memory for 'memory://'. */
export async function openPglite(dataDir: string): Promise<Database & { client: PGlite }> {
  const inMemory = dataDir === IN_MEMORY;
  const location = inMemory ? dataDir : path.resolve(dataDir);
  if (!inMemory) await ensureWritableDataDir(location);
  // Before the database opens: a second server on the same folder is refused, never half-started.
  const unlock = inMemory ? async () => {} : await lockDataDir(location);
  let client: PGlite;
  try {
    // pg_trgm backs the orders screen's text search (docs/decisions/0027-orders-list-search-index.md).
    client = await PGlite.create({ dataDir: inMemory ? undefined : location, extensions: { pg_trgm } });
    await client.query('select 1');
  } catch (error) {
    await unlock();
    throw new Error(`Could not open the embedded database in DATA_DIR "${location}": ${errorText(error)}`);
  }
  const db: Db = drizzle({ client, schema });
  return {
    db,
    driver: 'pglite',
    client,
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: once(async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        await unlock();
      }
    }),
  };
}
