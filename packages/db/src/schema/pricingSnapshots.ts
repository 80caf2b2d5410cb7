import type { Region } from '@laundry/domain';
import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, REGIONS } from './columns';

/**
 * A region's settings and price lists exactly as an order was priced with them (docs/rules/pricing.md, An order keeps
 * its prices). Rows never change; orders priced with the same figures share one, found by the hash of its content.
 */
export const pricingSnapshots = pgTable('pricing_snapshots', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** SHA-256 (hex) of the canonical JSON of region, settings and price lists. */
  contentHash: text('content_hash').notNull().unique(),
  region: text('region', { enum: REGIONS }).$type<Region>().notNull(),
  settings: jsonb('settings').$type<unknown>().notNull(),
  priceLists: jsonb('price_lists').$type<unknown>().notNull(),
  createdAt: createdAt(),
});

export type PricingSnapshot = typeof pricingSnapshots.$inferSelect;
