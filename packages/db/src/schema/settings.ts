import { boolean, check, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { isOneOf, isTimeWindowHour, REGIONS, type Region, rowVersion, updatedAt } from './columns';

const hour = (name: string) => integer(name).notNull();
const cents = (name: string) => integer(name).notNull();
const days = (name: string) => integer(name).notNull();
const pounds = (name: string) => numeric(name, { precision: 6, scale: 2, mode: 'number' }).notNull();

/**
 * One settings record per region (docs/rules/records.md, Regional settings; docs/rules/scheduling.md, Time windows; docs/rules/regions.md; docs/rules/pricing.md, Wash and fold (regular and organic)
 * and Self drop-off). Time windows are whole hours 7..21; money in cents.
 */
export const regionSettings = pgTable(
  'region_settings',
  {
    region: text('region', { enum: REGIONS }).$type<Region>().primaryKey(),
    disableOrdering: boolean('disable_ordering').notNull().default(false),
    disableOrderingMessage: text('disable_ordering_message').notNull().default(''),
    firstPickUp: hour('first_pick_up'),
    lastPickUp: hour('last_pick_up'),
    firstDelivery: hour('first_delivery'),
    lastDelivery: hour('last_delivery'),
    firstSameDayPickUp: hour('first_same_day_pick_up'),
    lastSameDayPickUp: hour('last_same_day_pick_up'),
    firstSameDayDelivery: hour('first_same_day_delivery'),
    washFoldMinDeliveryCents: cents('wash_fold_min_delivery_cents'),
    organicWashFoldMinDeliveryCents: cents('organic_wash_fold_min_delivery_cents'),
    washPressMinDeliveryCents: cents('wash_press_min_delivery_cents'),
    dryCleanMinDeliveryCents: cents('dry_clean_min_delivery_cents'),
    tailoringMinDeliveryCents: cents('tailoring_min_delivery_cents'),
    comforterMinDeliveryCents: cents('comforter_min_delivery_cents'),
    washFoldMinDeliveryDays: days('wash_fold_min_delivery_days'),
    organicWashFoldMinDeliveryDays: days('organic_wash_fold_min_delivery_days'),
    washPressMinDeliveryDays: days('wash_press_min_delivery_days'),
    dryCleanMinDeliveryDays: days('dry_clean_min_delivery_days'),
    tailoringMinDeliveryDays: days('tailoring_min_delivery_days'),
    comforterMinDeliveryDays: days('comforter_min_delivery_days'),
    washFoldUpToXLbs: pounds('wash_fold_up_to_x_lbs'),
    washFoldPerLbCents: cents('wash_fold_per_lb_cents'),
    washFoldMinimumPriceCents: cents('wash_fold_minimum_price_cents'),
    organicWashFoldUpToXLbs: pounds('organic_wash_fold_up_to_x_lbs'),
    organicWashFoldPerLbCents: cents('organic_wash_fold_per_lb_cents'),
    organicWashFoldMinimumPriceCents: cents('organic_wash_fold_minimum_price_cents'),
    // Self drop-off figures feed the public calculators only (docs/rules/public-site.md, Calculators).
    selfDropOffMinimumLbs: pounds('self_drop_off_minimum_lbs'),
    selfDropOffBasePriceCents: cents('self_drop_off_base_price_cents'),
    selfDropOffPerLbCents: cents('self_drop_off_per_lb_cents'),
    selfDropOffOrganicPerLbCents: cents('self_drop_off_organic_per_lb_cents'),
    /** Recurring pick-ups are booked this many calendar days ahead (docs/decisions/0094-recurring-series.md). */
    recurringLeadDays: integer('recurring_lead_days').notNull().default(3),
    version: rowVersion(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('region_settings_region', isOneOf(t.region, REGIONS)),
    check('region_settings_first_pick_up', isTimeWindowHour(t.firstPickUp)),
    check('region_settings_last_pick_up', isTimeWindowHour(t.lastPickUp)),
    check('region_settings_first_delivery', isTimeWindowHour(t.firstDelivery)),
    check('region_settings_last_delivery', isTimeWindowHour(t.lastDelivery)),
    check('region_settings_first_same_day_pick_up', isTimeWindowHour(t.firstSameDayPickUp)),
    check('region_settings_last_same_day_pick_up', isTimeWindowHour(t.lastSameDayPickUp)),
    check('region_settings_first_same_day_delivery', isTimeWindowHour(t.firstSameDayDelivery)),
  ],
);

export type RegionSettings = typeof regionSettings.$inferSelect;
export type NewRegionSettings = typeof regionSettings.$inferInsert;
