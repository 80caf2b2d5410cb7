import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * One row counting changes to what the public catalog reads (zips, locations, specials, region settings
 * and the price lists). A statement trigger on each of those tables bumps it and notifies
 * `catalog_changed` (drizzle/ migration "catalog_change_trigger"); every app server drops its cached
 * catalog answers on the notice and compares the count when its listening connection (re)connects
 * (docs/decisions/0035-catalog-cache.md).
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('catalog_version_single_row', sql`${table.id} = 1`)],
);
