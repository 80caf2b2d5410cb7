import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from './schema';
import { createTestDatabase, type Database } from './testing';

const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

let database: Database;
beforeAll(async () => {
  // The migrations themselves, run on an empty database, not the run's migrated copy
  // (docs/decisions/0067-tests-template-databases.md).
  database = await createTestDatabase({ migrate: true });
});
afterAll(() => database.close());

describe('drizzle/ migrations', () => {
  it('exports every table of every schema file from schema/index.ts', async () => {
    const folder = fileURLToPath(new URL('./schema/', import.meta.url));
    for (const file of await readdir(folder)) {
      const module = (await import(path.join(folder, file))) as Record<string, unknown>;
      for (const value of Object.values(module)) {
        if (is(value, PgTable)) expect(tables, `${file}: ${getTableName(value)}`).toContain(value);
      }
    }
  });

  // A schema change without `npm run db:generate` leaves a table or column out of drizzle/: selecting
  // every column of the schema then fails. (catalog_version holds its one row from its migration.)
  it.each(tables.map((table) => [getTableName(table), table] as const))(
    'create %s with every column of the schema',
    async (_name, table) => {
      const rows = await database.db.select().from(table).limit(1);
      expect(rows).toHaveLength(getTableName(table) === 'catalog_version' ? 1 : 0);
    },
  );
});
