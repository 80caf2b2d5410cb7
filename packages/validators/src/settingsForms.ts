import { z } from 'zod';
import { AMOUNT_INVALID_MESSAGE, DOLLAR_AMOUNT_PATTERN, dollarsToCents, MAX_PRICE_CENTS } from './pricing';
import { recurringLeadDaysSchema } from './recurring';
import { regionSchema, TIME_WINDOW_ORDER_MESSAGE, TIME_WINDOW_PAIRS, timeWindowHourSchema } from './settings';
import { cleanMultiline } from './text';

/**
 * The settings screens' texts. The first six are docs/rules/settings.md, The screen (shown when the server gives no
 * message of its own); the cache text is docs/rules/messages.md, Corrected slips; the rest are not worded
 * by the spec and were chosen in docs/decisions/0048-settings-staff-screens.md.
 */
export const SETTINGS_MESSAGES = {
  updateFailed: 'Error updating settings.',
  timesFailed: 'Error updating times.',
  minDeliveryFailed: 'Error updating minimum delivery.',
  minDeliveryDaysFailed: 'Error updating minimum delivery days.',
  deleteFailed: 'Error deleting product.',
  addFailed: 'Error adding product.',
  loadFailed: 'Error getting settings.',
  cacheCleared: 'Cache has been cleared.',
  stale:
    'These settings were changed by someone else after you opened them, so your changes were not saved. Please reload them and make your changes again.',
  entryStale:
    'This item was changed by someone else after you opened it, so your changes were not saved. Please reload it and make your changes again.',
  zipStale:
    'This zip code was changed by someone else after you opened it, so your changes were not saved. Please reload it and make your changes again.',
  zipGone: 'This zip code is no longer on the list. Please reload the page to see the current list.',
  entryGone: 'This item is no longer on the list. Please reload the page to see the current list.',
  duplicateItem: 'An item with this name is already on this list.',
  duplicateZip: 'This zip code is already on the list.',
  zipInvalid: 'Please enter a 5-digit zip code.',
  itemRequired: 'Please enter an item name.',
  itemTooLong: 'Please keep the item name under 100 characters.',
  weightInvalid: 'Please enter pounds as digits with up to 2 decimals.',
  daysInvalid: 'Please enter a whole number of days from 0 to 30.',
  messageRequired: 'Please enter the message customers will see while ordering is disabled.',
  messageTooLong: 'Please keep the message under 1,000 characters.',
  comforterSize: 'Please select a size.',
} as const;

const MAX_POUNDS = 1000;
const MAX_DAYS = 30;

/** Form text, or a number from an older client, as trimmed text. */
const typed = (message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((value) => String(value).trim());

/** docs/rules/settings.md, Values and their checks: prices are digits with up to 2 decimals; the result is integer cents. */
export const priceInputSchema = typed(AMOUNT_INVALID_MESSAGE)
  .pipe(z.string().regex(DOLLAR_AMOUNT_PATTERN, AMOUNT_INVALID_MESSAGE))
  .transform(dollarsToCents)
  .pipe(z.int().max(MAX_PRICE_CENTS, AMOUNT_INVALID_MESSAGE));

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A price an item may not offer: empty means "not offered" (null). */
export const optionalPriceInputSchema = z
  .union([z.string(), z.number()], { error: AMOUNT_INVALID_MESSAGE })
  .nullish()
  .transform((value) => (isBlank(value) ? null : value))
  .pipe(priceInputSchema.nullable());

/** Pounds (the up-to-X-lbs thresholds, the self drop-off minimum): digits with up to 2 decimals. */
export const poundsInputSchema = typed(SETTINGS_MESSAGES.weightInvalid)
  .pipe(z.string().regex(DOLLAR_AMOUNT_PATTERN, SETTINGS_MESSAGES.weightInvalid))
  .transform(Number)
  .pipe(z.number().max(MAX_POUNDS, SETTINGS_MESSAGES.weightInvalid));

/** Minimum delivery days: business days, a whole number from 0 to 30. */
export const daysInputSchema = typed(SETTINGS_MESSAGES.daysInvalid)
  .pipe(z.string().regex(/^\d{1,2}$/, SETTINGS_MESSAGES.daysInvalid))
  .transform(Number)
  .pipe(z.int().max(MAX_DAYS, SETTINGS_MESSAGES.daysInvalid));

/** The row version a staff form loaded (optimistic concurrency, docs/rules/settings.md). */
export const versionSchema = z.int().min(1);

/** Section 1, Disable Ordering. A disabled flow shows the message instead of the flow, so it is required. */
export const disableOrderingForm = z
  .object({
    disableOrdering: z.boolean(),
    disableOrderingMessage: z
      .string()
      .refine(...cleanMultiline)
      .trim()
      .max(1000, SETTINGS_MESSAGES.messageTooLong),
  })
  .superRefine((values, ctx) => {
    if (values.disableOrdering && values.disableOrderingMessage === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['disableOrderingMessage'],
        message: SETTINGS_MESSAGES.messageRequired,
      });
    }
  });

/** Section 2, Time Windows: whole hours 7..21, never unset, each first no later than its last. */
export const timeWindowsForm = z
  .object({
    firstPickUp: timeWindowHourSchema,
    lastPickUp: timeWindowHourSchema,
    firstDelivery: timeWindowHourSchema,
    lastDelivery: timeWindowHourSchema,
    firstSameDayPickUp: timeWindowHourSchema,
    lastSameDayPickUp: timeWindowHourSchema,
    firstSameDayDelivery: timeWindowHourSchema,
    /** Repeating pick-ups are booked this many days ahead (docs/decisions/0094-recurring-series.md); kept when absent. */
    recurringLeadDays: recurringLeadDaysSchema.optional(),
  })
  .superRefine((values, ctx) => {
    for (const [first, last] of TIME_WINDOW_PAIRS) {
      if (values[first] > values[last])
        ctx.addIssue({ code: 'custom', path: [last], message: TIME_WINDOW_ORDER_MESSAGE });
    }
  });

/** Section 3, Minimum Delivery Amounts ($), per service. */
export const minDeliveryForm = z
  .object({
    washFoldMinDelivery: priceInputSchema,
    organicWashFoldMinDelivery: priceInputSchema,
    washPressMinDelivery: priceInputSchema,
    dryCleanMinDelivery: priceInputSchema,
    tailoringMinDelivery: priceInputSchema,
    comforterMinDelivery: priceInputSchema,
  })
  .transform((v) => ({
    washFoldMinDeliveryCents: v.washFoldMinDelivery,
    organicWashFoldMinDeliveryCents: v.organicWashFoldMinDelivery,
    washPressMinDeliveryCents: v.washPressMinDelivery,
    dryCleanMinDeliveryCents: v.dryCleanMinDelivery,
    tailoringMinDeliveryCents: v.tailoringMinDelivery,
    comforterMinDeliveryCents: v.comforterMinDelivery,
  }));

/** Section 4, Minimum Delivery Days, per service (business days). */
export const minDeliveryDaysForm = z.object({
  washFoldMinDeliveryDays: daysInputSchema,
  organicWashFoldMinDeliveryDays: daysInputSchema,
  washPressMinDeliveryDays: daysInputSchema,
  dryCleanMinDeliveryDays: daysInputSchema,
  tailoringMinDeliveryDays: daysInputSchema,
  comforterMinDeliveryDays: daysInputSchema,
});

/** Section 5, Wash & Fold Settings, with the self drop-off figures of the public calculators. */
export const washFoldSettingsForm = z
  .object({
    washFoldUpToXLbs: poundsInputSchema,
    washFoldPerLb: priceInputSchema,
    washFoldMinimumPrice: priceInputSchema,
    selfDropOffMinimumLbs: poundsInputSchema,
    selfDropOffBasePrice: priceInputSchema,
    selfDropOffPerLb: priceInputSchema,
  })
  .transform((v) => ({
    washFoldUpToXLbs: v.washFoldUpToXLbs,
    washFoldPerLbCents: v.washFoldPerLb,
    washFoldMinimumPriceCents: v.washFoldMinimumPrice,
    selfDropOffMinimumLbs: v.selfDropOffMinimumLbs,
    selfDropOffBasePriceCents: v.selfDropOffBasePrice,
    selfDropOffPerLbCents: v.selfDropOffPerLb,
  }));

/** Section 6, Organic Wash & Fold Settings, with the organic self drop-off rate. */
export const organicWashFoldSettingsForm = z
  .object({
    organicWashFoldUpToXLbs: poundsInputSchema,
    organicWashFoldPerLb: priceInputSchema,
    organicWashFoldMinimumPrice: priceInputSchema,
    selfDropOffOrganicPerLb: priceInputSchema,
  })
  .transform((v) => ({
    organicWashFoldUpToXLbs: v.organicWashFoldUpToXLbs,
    organicWashFoldPerLbCents: v.organicWashFoldPerLb,
    organicWashFoldMinimumPriceCents: v.organicWashFoldMinimumPrice,
    selfDropOffOrganicPerLbCents: v.selfDropOffOrganicPerLb,
  }));

/** Sections 1 to 6: each is saved on its own, against the version of the region's settings record. */
export const SETTINGS_SECTION_FORMS = {
  disableOrdering: disableOrderingForm,
  timeWindows: timeWindowsForm,
  minDelivery: minDeliveryForm,
  minDeliveryDays: minDeliveryDaysForm,
  washFold: washFoldSettingsForm,
  organicWashFold: organicWashFoldSettingsForm,
} as const;
export type SettingsSection = keyof typeof SETTINGS_SECTION_FORMS;
export type SettingsSectionInput<S extends SettingsSection> = z.input<(typeof SETTINGS_SECTION_FORMS)[S]>;
/** What a section changes in the region's settings record (column names, money in cents). */
export type SettingsSectionPatch<S extends SettingsSection> = z.output<(typeof SETTINGS_SECTION_FORMS)[S]>;

/** A section save: the region, the version of the record the form loaded, and the form's values. */
export function settingsSectionInput<S extends SettingsSection>(section: S) {
  return z.object({
    region: regionSchema,
    version: versionSchema,
    values: SETTINGS_SECTION_FORMS[section],
  });
}

/** A served zip code (docs/rules/records.md, Served zip codes): five digits, flagged when it belongs to Florida. */
export const zipCodeSchema = z
  .string({ error: SETTINGS_MESSAGES.zipInvalid })
  .trim()
  .regex(/^\d{5}$/, SETTINGS_MESSAGES.zipInvalid);
export const zipForm = z.object({ zip: zipCodeSchema, florida: z.boolean() });
export type ZipFormInput = z.input<typeof zipForm>;

const entryId = z.uuid({ error: SETTINGS_MESSAGES.zipGone });
/** @alias */
export const zipAddInput = zipForm;
export const zipUpdateInput = z.object({ id: entryId, version: versionSchema, values: zipForm });
/** A removal may carry the version the screen showed; without one, the zip is removed as it stands. */
export const zipRemoveInput = z.object({ id: entryId, version: versionSchema.optional() });
