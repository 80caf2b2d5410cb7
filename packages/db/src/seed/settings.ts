import type { NewRegionSettings } from '../schema';

/** Time windows, minimum delivery amounts and days, and wash and fold rates shared by both regions. */
const common = {
  disableOrdering: false,
  disableOrderingMessage:
    'Online ordering is paused right now. Please call us at (212) 555-0100 and we will schedule your pick-up.',
  // spec 001 section 9: pick-up from 11-12pm, last pick-up 9-10pm, same-day delivery from 18.
  // The reading is in docs/decisions/db-seed-minimum-delivery-days.md.
  firstPickUp: 11,
  lastPickUp: 21,
  firstDelivery: 11,
  lastDelivery: 21,
  firstSameDayPickUp: 7,
  lastSameDayPickUp: 15,
  firstSameDayDelivery: 18,
  // DECISIONS.md, Surcharges and totals: wash and fold 29, organic 32, every other service 32.
  washFoldMinDeliveryCents: 29_00,
  organicWashFoldMinDeliveryCents: 32_00,
  washPressMinDeliveryCents: 32_00,
  dryCleanMinDeliveryCents: 32_00,
  tailoringMinDeliveryCents: 32_00,
  comforterMinDeliveryCents: 32_00,
  // Business days; not in the specification, see docs/decisions/db-seed-minimum-delivery-days.md.
  washFoldMinDeliveryDays: 1,
  organicWashFoldMinDeliveryDays: 1,
  washPressMinDeliveryDays: 2,
  dryCleanMinDeliveryDays: 2,
  tailoringMinDeliveryDays: 4,
  comforterMinDeliveryDays: 4,
  // DECISIONS.md, Wash and fold: regular up to 20 lbs, $1.45/lb, minimum $29; organic up to 20, $1.60, $32.
  washFoldUpToXLbs: 20,
  washFoldPerLbCents: 1_45,
  washFoldMinimumPriceCents: 29_00,
  organicWashFoldUpToXLbs: 20,
  organicWashFoldPerLbCents: 1_60,
  organicWashFoldMinimumPriceCents: 32_00,
} satisfies Omit<NewRegionSettings, 'region' | `selfDropOff${string}`>;

/** DECISIONS.md, Self drop-off: New York $11.75 for 6 lbs then $1.65 / $1.80 per lb. */
export const newYorkSettings: NewRegionSettings = {
  region: 'ny',
  ...common,
  selfDropOffMinimumLbs: 6,
  selfDropOffBasePriceCents: 11_75,
  selfDropOffPerLbCents: 1_65,
  selfDropOffOrganicPerLbCents: 1_80,
};

/** DECISIONS.md, Self drop-off: Florida $10.00 for 8 lbs then the Florida per-lb rates. */
export const floridaSettings: NewRegionSettings = {
  region: 'fl',
  ...common,
  disableOrderingMessage:
    'Online ordering is paused right now. Please call us at (561) 555-0190 and we will schedule your pick-up.',
  selfDropOffMinimumLbs: 8,
  selfDropOffBasePriceCents: 10_00,
  selfDropOffPerLbCents: 1_45,
  selfDropOffOrganicPerLbCents: 1_60,
};

export const regionSettingsSeed: NewRegionSettings[] = [newYorkSettings, floridaSettings];
