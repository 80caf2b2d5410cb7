import { pgTable, text } from 'drizzle-orm/pg-core';

/** Small facts about the database itself, such as the seed version. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
