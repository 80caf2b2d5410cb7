import { REGIONS, type Region } from '@laundry/domain';
import { z } from 'zod';
import { recurringLeadDaysSchema } from './recurring';

export { REGIONS, type Region };
/** The two regions, from their one definition (packages/domain/src/regions.ts). */
export const regionSchema = z.enum(REGIONS);

/** docs/rules/regions.md: an order is `fl` when its address state is `FL`, case-insensitive; else `ny`. */
export function regionForState(state: string | null | undefined): Region {
  return state?.trim().toLowerCase() === 'fl' ? 'fl' : 'ny';
}

/**
 * docs/rules/regions.md: a zip serves a region when it is one of that region's served zips (a zip marked `florida`
 * for `fl`, an unmarked one for `ny`).
 */
export function servesRegion(served: { florida: boolean } | null | undefined, region: Region): boolean {
  return !!served && served.florida === (region === 'fl');
}

/**
 * An address is served when its zip serves the address's own region: a New York zip with the state FL is not served,
 * as the Florida price lists are for Florida addresses.
 */
export function servesAddress(
  served: { florida: boolean } | null | undefined,
  state: string | null | undefined,
): boolean {
  return servesRegion(served, regionForState(state));
}

/** Shown when a settings time-window select stays at 'Select One' (docs/rules/settings.md, Values and their checks; text chosen, see docs/decisions/0011-pricing-validation-messages.md). */
export const TIME_WINDOW_REQUIRED_MESSAGE = 'Please select a time window.';
export const TIME_WINDOW_ORDER_MESSAGE = 'The first time window must not be after the last.';

/** A time window is a whole hour from 7 (7-8am) to 21 (9-10pm); docs/rules/scheduling.md, Time windows. */
export const timeWindowHourSchema = z
  .int({ error: TIME_WINDOW_REQUIRED_MESSAGE })
  .min(7, TIME_WINDOW_REQUIRED_MESSAGE)
  .max(21, TIME_WINDOW_REQUIRED_MESSAGE);

/** The windows whose first must not come after their last (docs/rules/settings.md, Time windows). */
export const TIME_WINDOW_PAIRS = [
  ['firstPickUp', 'lastPickUp'],
  ['firstDelivery', 'lastDelivery'],
  ['firstSameDayPickUp', 'lastSameDayPickUp'],
] as const;

const cents = z.int().min(0);
const days = z.int().min(0).max(30);
/** Pounds with at most two decimals (docs/decisions/0005-pricing-express-weight.md: weights are computed in hundredths of a pound). */
const pounds = z
  .number()
  .min(0)
  .max(10_000)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Use at most 2 decimals.');

/** One settings record per region (docs/rules/records.md, Regional settings; docs/rules/settings.md, What a region has; the shape agreed with packages/db). */
export const regionalSettingsSchema = z
  .object({
    disableOrdering: z.boolean(),
    disableOrderingMessage: z.string().max(1000),
    firstPickUp: timeWindowHourSchema,
    lastPickUp: timeWindowHourSchema,
    firstDelivery: timeWindowHourSchema,
    lastDelivery: timeWindowHourSchema,
    firstSameDayPickUp: timeWindowHourSchema,
    lastSameDayPickUp: timeWindowHourSchema,
    firstSameDayDelivery: timeWindowHourSchema,
    washFoldMinDeliveryCents: cents,
    organicWashFoldMinDeliveryCents: cents,
    washPressMinDeliveryCents: cents,
    dryCleanMinDeliveryCents: cents,
    tailoringMinDeliveryCents: cents,
    comforterMinDeliveryCents: cents,
    washFoldMinDeliveryDays: days,
    organicWashFoldMinDeliveryDays: days,
    washPressMinDeliveryDays: days,
    dryCleanMinDeliveryDays: days,
    tailoringMinDeliveryDays: days,
    comforterMinDeliveryDays: days,
    washFoldUpToXLbs: pounds,
    washFoldPerLbCents: cents,
    washFoldMinimumPriceCents: cents,
    organicWashFoldUpToXLbs: pounds,
    organicWashFoldPerLbCents: cents,
    organicWashFoldMinimumPriceCents: cents,
    selfDropOffMinimumLbs: pounds,
    selfDropOffBasePriceCents: cents,
    selfDropOffPerLbCents: cents,
    selfDropOffOrganicPerLbCents: cents,
    /** Recurring pick-ups are booked this many days ahead (docs/decisions/0094-recurring-series.md). */
    recurringLeadDays: recurringLeadDaysSchema,
  })
  .superRefine((s, ctx) => {
    for (const [first, last] of TIME_WINDOW_PAIRS) {
      if (s[first] > s[last])
        ctx.addIssue({ code: 'custom', path: [last], message: TIME_WINDOW_ORDER_MESSAGE });
    }
  });
export type RegionalSettings = z.infer<typeof regionalSettingsSchema>;
