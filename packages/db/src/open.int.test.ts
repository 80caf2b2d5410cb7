import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, zips } from './index';

const scratch = await mkdtemp(path.join(tmpdir(), 'laundry-db-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('openDatabase with PGlite', () => {
  it('keeps data in DATA_DIR across close and reopen', async () => {
    const dataDir = path.join(scratch, 'nested', 'data');
    const first = await openDatabase({ dataDir });
    expect(first.driver).toBe('pglite');
    await migrateDatabase(first);
    await first.db.insert(zips).values({ zip: '10025' });
    await first.close();
    await first.close();

    const second = await openDatabase({ dataDir });
    await migrateDatabase(second);
    await second.ping();
    expect(await second.db.select({ zip: zips.zip }).from(zips)).toEqual([{ zip: '10025' }]);
    await second.close();
    // Two embedded databases start in this test, slow on a busy machine.
  }, 90_000);

  it('rejects a DATA_DIR that cannot be created with one clear line', async () => {
    const file = path.join(scratch, 'a-file');
    await writeFile(file, 'not a folder');
    const dataDir = path.join(file, 'data');
    const error = await openDatabase({ dataDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(new RegExp(`^DATA_DIR "${dataDir}" is not writable: ENOTDIR`));
    expect((error as Error).message).not.toContain('\n');
  });
});

describe('openDatabase with a PostgreSQL URL', () => {
  it.each([
    ['postgres://postgres:s3cret@127.0.0.1:1/postgres', /ECONNREFUSED/],
    ['postgres://postgres@localhost:1/postgres', /ECONNREFUSED/],
  ])('rejects %s with a clear message and no password', async (databaseUrl, reason) => {
    const error = (await openDatabase({ databaseUrl }).catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toMatch(/^Could not connect to PostgreSQL at postgres:\/\/postgres(:\*\*\*)?@/);
    expect(error.message).toMatch(reason);
    expect(error.message).not.toContain('s3cret');
  });

  it.runIf(process.env.TEST_DB_DRIVER === 'pg' && process.env.TEST_DATABASE_URL)(
    'names a database that does not exist',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = '/no_such_laundry_database';
      await expect(openDatabase({ databaseUrl: url.toString() })).rejects.toThrow(
        /Could not connect to PostgreSQL at .*: database "no_such_laundry_database" does not exist/,
      );
    },
  );
});
