import {
  boolean,
  check,
  integer,
  type PgColumnBuilderBase,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOneOf, REGIONS, type Region, rowVersion } from './columns';

/** Every price list row belongs to one region and is unique by item name within it. */
function priceListTable<N extends string, C extends Record<string, PgColumnBuilderBase>>(name: N, prices: C) {
  return pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      region: text('region', { enum: REGIONS }).$type<Region>().notNull(),
      item: text('item').notNull(),
      sortOrder: integer('sort_order').notNull().default(0),
      version: rowVersion(),
      ...prices,
    },
    (t) => [
      unique(`${name}_region_item_unique`).on(t.region, t.item),
      check(`${name}_region`, isOneOf(t.region, REGIONS)),
    ],
  );
}

const cents = (name: string) => integer(name).notNull();
/** Null when the item does not offer the option. */
const optionalCents = (name: string) => integer(name);

/** Wash & Fold Products: detergent upgrades and extras, added once each (docs/rules/records.md, Regional settings). */
export const washFoldProducts = priceListTable('wash_fold_products', { priceCents: cents('price_cents') });

/** Wash & Press Services: price per item (docs/rules/records.md, Regional settings). */
export const washPressItems = priceListTable('wash_press_items', { priceCents: cents('price_cents') });

/** Dry Clean Services (docs/rules/records.md, Regional settings; docs/rules/pricing.md, Per-item services). */
export const dryCleanItems = priceListTable('dry_clean_items', {
  basePriceCents: cents('base_price_cents'),
  pressOnlyPriceCents: optionalCents('press_only_price_cents'),
  dryCleanPressPriceCents: optionalCents('dry_clean_press_price_cents'),
  offersCrease: boolean('offers_crease').notNull().default(false),
  noCreaseChargeCents: integer('no_crease_charge_cents').notNull().default(0),
  offersStarch: boolean('offers_starch').notNull().default(false),
});

/** Tailoring Services: a quote is the sum of the chosen options (docs/rules/records.md, Regional settings). */
export const tailoringItems = priceListTable('tailoring_items', {
  hemCents: optionalCents('hem_cents'),
  taperCents: optionalCents('taper_cents'),
  zipperCents: optionalCents('zipper_cents'),
  sleevesCents: optionalCents('sleeves_cents'),
  patchCents: optionalCents('patch_cents'),
  fixCents: optionalCents('fix_cents'),
  waistCents: optionalCents('waist_cents'),
  liningCents: optionalCents('lining_cents'),
});

/** Comforter Services: one row per size, Not Down and Down prices (docs/rules/records.md, Regional settings). */
export const comforterSizes = priceListTable('comforter_sizes', {
  notDownCents: cents('not_down_cents'),
  downCents: cents('down_cents'),
});

export type WashFoldProduct = typeof washFoldProducts.$inferSelect;
export type WashPressItem = typeof washPressItems.$inferSelect;
export type DryCleanItem = typeof dryCleanItems.$inferSelect;
export type TailoringItem = typeof tailoringItems.$inferSelect;
export type ComforterSize = typeof comforterSizes.$inferSelect;
