import { SERVICE_KEYS, type ServiceKey } from '@laundry/domain';
import { z } from 'zod';
import { regionSchema } from './settings';

export { SERVICE_KEYS, type ServiceKey };
/** The six services, from their one definition (packages/domain/src/services.ts). */
export const serviceKeySchema = z.enum(SERVICE_KEYS);

/** Tailoring options an item may offer (docs/rules/records.md, Sub-orders and items, Tailoring service). */
export const TAILORING_OPTIONS = [
  'hem',
  'taper',
  'zipper',
  'sleeves',
  'patch',
  'fix',
  'waist',
  'lining',
] as const;
export const tailoringOptionSchema = z.enum(TAILORING_OPTIONS);
export type TailoringOption = z.infer<typeof tailoringOptionSchema>;

export const COMFORTER_SIZES = ['Full', 'Queen', 'King'] as const;
export const COMFORTER_TYPES = ['notDown', 'down'] as const;

/**
 * Staff price inputs: digits with up to 2 decimals (docs/rules/messages.md, Order flow: validation, Money and Settings forms); the text
 * is not worded by the spec: docs/decisions/0011-pricing-validation-messages.md.
 */
export const AMOUNT_INVALID_MESSAGE = 'Please enter a valid amount.';
export const DOLLAR_AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

/** The highest price staff may type ($100,000.00), in a setting or a special: a typo, not a price, beyond it. */
export const MAX_PRICE_CENTS = 100_000_00;

/** Parses a dollar amount typed by staff ("29", "1.45") into integer cents without float drift. */
export function dollarsToCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A form field in dollars that yields integer cents. */
export const dollarAmountSchema = z
  .string({ error: AMOUNT_INVALID_MESSAGE })
  .trim()
  .regex(DOLLAR_AMOUNT_PATTERN, AMOUNT_INVALID_MESSAGE)
  .transform(dollarsToCents);

const cents = z.int().min(0);
const optionalCents = cents.nullable();
const row = { id: z.string().min(1), item: z.string().trim().min(1), region: regionSchema };

export const washFoldProductSchema = z.object({ ...row, priceCents: cents });
export const washPressItemSchema = z.object({ ...row, priceCents: cents });
export const dryCleanItemSchema = z.object({
  ...row,
  basePriceCents: cents,
  pressOnlyPriceCents: optionalCents,
  dryCleanPressPriceCents: optionalCents,
  offersCrease: z.boolean(),
  noCreaseChargeCents: cents,
  offersStarch: z.boolean(),
});
/** Each option price is null when the item does not offer that option. */
export const tailoringItemSchema = z.object({
  ...row,
  hemCents: optionalCents,
  taperCents: optionalCents,
  zipperCents: optionalCents,
  sleevesCents: optionalCents,
  patchCents: optionalCents,
  fixCents: optionalCents,
  waistCents: optionalCents,
  liningCents: optionalCents,
});
export const comforterSizeSchema = z.object({
  ...row,
  item: z.enum(COMFORTER_SIZES),
  notDownCents: cents,
  downCents: cents,
});

/** The price lists of one region (docs/rules/settings.md, Price lists). */
export const priceListsSchema = z.object({
  products: z.array(washFoldProductSchema),
  washPress: z.array(washPressItemSchema),
  dryClean: z.array(dryCleanItemSchema),
  tailoring: z.array(tailoringItemSchema),
  comforter: z.array(comforterSizeSchema),
});

export type WashFoldProduct = z.infer<typeof washFoldProductSchema>;
export type WashPressItem = z.infer<typeof washPressItemSchema>;
export type DryCleanItem = z.infer<typeof dryCleanItemSchema>;
export type TailoringItem = z.infer<typeof tailoringItemSchema>;
export type ComforterSize = z.infer<typeof comforterSizeSchema>;
export type PriceLists = z.infer<typeof priceListsSchema>;
