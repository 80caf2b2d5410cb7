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

/** Which services a special applies to; none flagged means every service (DECISIONS.md, Promotions). */
export interface SpecialServices {
  washFold: boolean;
  organicWashFold: boolean;
  washPress: boolean;
  dryClean: boolean;
  tailoring: boolean;
  comforter: boolean;
}

export interface SpecialTailoringItems {
  dress: boolean;
  pants: boolean;
  jumpsuit: boolean;
  shirt: boolean;
  jacket: boolean;
  coat: boolean;
  curtains: boolean;
}

/** Keys are price-list item names lowercased without spaces ('Outer Jacket' -> outerjacket). */
export interface SpecialDryCleanItems {
  dress: boolean;
  gown: boolean;
  shirt: boolean;
  jumpsuit: boolean;
  pants: boolean;
  skirt: boolean;
  suit: boolean;
  blazer: boolean;
  outerjacket: boolean;
  sportjacket: boolean;
  sweater: boolean;
  coat: boolean;
  blanket: boolean;
  comforter: boolean;
}

/** Promotions (spec 000 section 3, Special). */
export const specials = pgTable(
  'specials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Matched case-insensitively (DECISIONS.md, Promotions), hence unique on lower(code). */
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
    // DECISIONS.md, Promotions: exactly one of percent, promotional price or discount amount is set.
    check(
      'specials_one_discount_kind',
      sql`num_nonnulls(${t.percentDiscount}, ${t.promotionalPriceCents}, ${t.discountAmountCents}) = 1`,
    ),
  ],
);

export type Special = typeof specials.$inferSelect;
export type NewSpecial = typeof specials.$inferInsert;
