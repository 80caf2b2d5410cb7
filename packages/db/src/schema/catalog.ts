import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, rowVersion } from './columns';

/** The chain's stores (docs/rules/records.md, Locations). */
export const locations = pgTable('locations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  phone: text('phone').notNull(),
  /** Free text shown to customers, e.g. '8am - 10pm, 7 days'. */
  hours: text('hours').notNull(),
  lat: doublePrecision('lat').notNull(),
  long: doublePrecision('long').notNull(),
  version: rowVersion(),
  createdAt: createdAt(),
});

/** Served zip codes; `florida` marks the zips of the Florida region (docs/rules/records.md, Served zip codes). */
export const zips = pgTable(
  'zips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    zip: varchar('zip', { length: 5 }).notNull().unique(),
    florida: boolean('florida').notNull().default(false),
    version: rowVersion(),
  },
  (t) => [check('zips_zip_five_digits', sql`${t.zip} ~ '^[0-9]{5}$'`)],
);

export type Location = typeof locations.$inferSelect;
export type NewLocation = typeof locations.$inferInsert;
export type Zip = typeof zips.$inferSelect;
