import type {
  SpecialDryCleanItemFlags,
  SpecialServiceFlags,
  SpecialTailoringItemFlags,
} from '@laundry/domain';
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
    /**
     * The limits (docs/rules/pricing.md, Promotions; docs/decisions/0092-promotion-limits.md); null is no limit.
     * The first day the code is valid, 'YYYY-MM-DD' in New York.
     */
    startDate: date('start_date', { mode: 'string' }),
    /** How many orders not Canceled may carry the special, in all and per customer (account, or a guest's e-mail). */
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    /** The smallest order, services and products before the discount, the code applies to. */
    minOrderCents: integer('min_order_cents'),
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
    // docs/decisions/0092-promotion-limits.md: no limit below zero, no start after the expiry.
    check(
      'specials_limits',
      sql`coalesce(${t.maxUses}, 0) >= 0 and coalesce(${t.maxUsesPerCustomer}, 0) >= 0 and coalesce(${t.minOrderCents}, 0) >= 0 and (${t.startDate} is null or ${t.startDate} <= ${t.expirationDate})`,
    ),
  ],
);

export type Special = typeof specials.$inferSelect;
export type NewSpecial = typeof specials.$inferInsert;
