import type { Region } from './regions';

/**
 * The regional settings a region starts with: what the database is seeded with and what the screens use before
 * the real settings load (docs/rules/settings.md, "What a region has"). The disable-ordering message is not here:
 * the seed words one per region, the screens start with none.
 */
const shared = {
  disableOrdering: false,
  // Whole hours, 7 (7-8am) to 21 (9-10pm) (docs/rules/scheduling.md, Time windows; docs/rules/settings.md, Time
  // windows): pick-up from 11-12pm, last pick-up 9-10pm, same-day delivery from 18. The reading of the values:
  // docs/decisions/0001-db-seed-minimum-delivery-days.md.
  firstPickUp: 11,
  lastPickUp: 21,
  firstDelivery: 11,
  lastDelivery: 21,
  firstSameDayPickUp: 7,
  lastSameDayPickUp: 15,
  firstSameDayDelivery: 18,
  // docs/rules/pricing.md, Surcharges: minimum delivery wash and fold $29, organic $32, every other service $32.
  washFoldMinDeliveryCents: 29_00,
  organicWashFoldMinDeliveryCents: 32_00,
  washPressMinDeliveryCents: 32_00,
  dryCleanMinDeliveryCents: 32_00,
  tailoringMinDeliveryCents: 32_00,
  comforterMinDeliveryCents: 32_00,
  // Business days (docs/rules/scheduling.md, Delivery); the values: docs/decisions/0001-db-seed-minimum-delivery-days.md.
  washFoldMinDeliveryDays: 1,
  organicWashFoldMinDeliveryDays: 1,
  washPressMinDeliveryDays: 2,
  dryCleanMinDeliveryDays: 2,
  tailoringMinDeliveryDays: 4,
  comforterMinDeliveryDays: 4,
  // docs/rules/pricing.md, "Wash and fold (regular and organic)": regular 20 lbs, $1.45/lb, $29 minimum;
  // organic 20 lbs, $1.60/lb, $32 minimum.
  washFoldUpToXLbs: 20,
  washFoldPerLbCents: 1_45,
  washFoldMinimumPriceCents: 29_00,
  organicWashFoldUpToXLbs: 20,
  organicWashFoldPerLbCents: 1_60,
  organicWashFoldMinimumPriceCents: 32_00,
  // Recurring pick-ups are booked 3 days ahead (docs/decisions/0094-recurring-series.md).
  recurringLeadDays: 3,
};

/** Self drop-off differs by region (docs/rules/regions.md; the figures: docs/decisions/0009-pricing-self-drop-off.md). */
export const REGION_DEFAULTS = {
  // New York: $11.75 for the first 6 lbs, then $1.65 (organic $1.80) per lb.
  ny: {
    ...shared,
    selfDropOffMinimumLbs: 6,
    selfDropOffBasePriceCents: 11_75,
    selfDropOffPerLbCents: 1_65,
    selfDropOffOrganicPerLbCents: 1_80,
  },
  // Florida: $10.00 for the first 8 lbs, then $1.45 (organic $1.60) per lb.
  fl: {
    ...shared,
    selfDropOffMinimumLbs: 8,
    selfDropOffBasePriceCents: 10_00,
    selfDropOffPerLbCents: 1_45,
    selfDropOffOrganicPerLbCents: 1_60,
  },
} satisfies Record<Region, typeof shared & Record<`selfDropOff${string}`, number>>;
export type RegionDefaults = (typeof REGION_DEFAULTS)[Region];
