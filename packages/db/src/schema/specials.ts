import type {
  SpecialDryCleanItemFlags,
  SpecialServiceFlags,
  SpecialTailoringItemFlags,
} from '@laundry/domain/specialFlags';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, rowVersion } from './columns';

/**
 * Which services and items a special flags; none flagged means every service. The flag keys have one definition:
 * packages/domain/src/specialFlags.ts.
 */
export type SpecialServices = SpecialServiceFlags;
export type SpecialTailoringItems = SpecialTailoringItemFlags;
export type SpecialDryCleanItems = SpecialDryCleanItemFlags;

/** Promotions (docs/rules/records.md, Specials). */
export const specials = pgTable(
  'specials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Matched case-insensitively (docs/rules/pricing.md, Promotions), hence unique on lower(code). */
    code: text('code').notNull(),
    /** The last day the code is valid, 'YYYY-MM-DD' in New York. */
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    firstTimeOnly: boolean('first_time_only').notNull().default(false),
    percentDiscount: numeric('percent_discount', { precision: 5, scale: 2, mode: 'number' }),
    promotionalPriceCents: integer('promotional_price_cents'),
    discountAmountCents: integer('discount_amount_cents'),
    services: jsonb('services').$type<SpecialServices>().notNull(),
    tailoringItems: jsonb('tailoring_items').$type<SpecialTailoringItems>().notNull(),
    dryCleanItems: jsonb('dry_clean_items').$type<SpecialDryCleanItems>().notNull(),
    /** Shown on the public specials grid. */
    description: text('description').notNull().default(''),
    version: rowVersion(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('specials_code_lower_unique').on(sql`lower(${t.code})`),
    // docs/rules/pricing.md, Promotions: exactly one of percent, promotional price or discount amount is set.
    check(
      'specials_one_discount_kind',
      sql`num_nonnulls(${t.percentDiscount}, ${t.promotionalPriceCents}, ${t.discountAmountCents}) = 1`,
    ),
  ],
);

export type Special = typeof specials.$inferSelect;
export type NewSpecial = typeof specials.$inferInsert;
