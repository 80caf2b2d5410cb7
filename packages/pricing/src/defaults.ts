import type { Region, RegionalSettings } from '@laundry/validators/settings';

/**
 * Settings used before the real ones load (spec 001 section 9, "Defaults before settings load"), equal
 * to the database seed (packages/db/src/seed/settings.ts). Money and self drop-off figures are
 * DECISIONS.md's seeded values; the days and windows the spec does not give are read in
 * docs/decisions/db-seed-minimum-delivery-days.md.
 */
const shared = {
  disableOrdering: false,
  disableOrderingMessage: '',
  firstPickUp: 11,
  lastPickUp: 21,
  firstDelivery: 11,
  lastDelivery: 21,
  firstSameDayPickUp: 7,
  lastSameDayPickUp: 15,
  firstSameDayDelivery: 18,
  washFoldMinDeliveryCents: 2900,
  organicWashFoldMinDeliveryCents: 3200,
  washPressMinDeliveryCents: 3200,
  dryCleanMinDeliveryCents: 3200,
  tailoringMinDeliveryCents: 3200,
  comforterMinDeliveryCents: 3200,
  washFoldMinDeliveryDays: 1,
  organicWashFoldMinDeliveryDays: 1,
  washPressMinDeliveryDays: 2,
  dryCleanMinDeliveryDays: 2,
  tailoringMinDeliveryDays: 4,
  comforterMinDeliveryDays: 4,
  washFoldUpToXLbs: 20,
  washFoldPerLbCents: 145,
  washFoldMinimumPriceCents: 2900,
  organicWashFoldUpToXLbs: 20,
  organicWashFoldPerLbCents: 160,
  organicWashFoldMinimumPriceCents: 3200,
} satisfies Partial<RegionalSettings>;

export const DEFAULT_REGIONAL_SETTINGS: Readonly<Record<Region, RegionalSettings>> = {
  // DECISIONS.md "Self drop-off": New York $11.75 for the first 6 lbs, then $1.65 (organic $1.80) per lb.
  ny: {
    ...shared,
    selfDropOffMinimumLbs: 6,
    selfDropOffBasePriceCents: 1175,
    selfDropOffPerLbCents: 165,
    selfDropOffOrganicPerLbCents: 180,
  },
  // Florida $10.00 for the first 8 lbs, then the Florida per-lb rate beyond 8.
  fl: {
    ...shared,
    selfDropOffMinimumLbs: 8,
    selfDropOffBasePriceCents: 1000,
    selfDropOffPerLbCents: 145,
    selfDropOffOrganicPerLbCents: 160,
  },
};
