import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from './database';
import { migrateDatabase } from './migrate';
import { createTestDatabase, createUser, type Database } from './testing';

describe('createTestDatabase', () => {
  let a: Database;
  let b: Database;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(() => Promise.all([a?.close(), b?.close()]));

  it('gives each caller its own migrated database', async () => {
    const user = await createUser(a.db, { role: 'Admin', email: 'Staff@Example.test', password: 'pw' });
    expect(user).toMatchObject({ role: 'Admin', email: 'staff@example.test', passwordHash: 'test-hash:pw' });
    expect(await b.db.query.users.findMany()).toEqual([]);
  });

  it('migrates again without harm, also two at once', async () => {
    await migrateDatabase(a);
    await Promise.all([migrateDatabase(b), migrateDatabase(b)]);
    expect(await a.db.query.users.findMany()).toHaveLength(1);
  });

  it.runIf(process.env.TEST_DB_DRIVER === 'pg' && process.env.TEST_DATABASE_URL)(
    'drops its PostgreSQL database on close',
    async () => {
      const database = await createTestDatabase();
      const [row] = await executeRows<{ name: string }>(database.db, sql`select current_database() as name`);
      const name = row!.name;
      await database.close();
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      await client.end();
      expect(found.rowCount).toBe(0);
    },
  );
});
