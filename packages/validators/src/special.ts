import { SERVICE_KEYS, SPECIAL_DRY_CLEAN_ITEMS, SPECIAL_TAILORING_ITEMS } from '@laundry/domain';
import { z } from 'zod';

/** The flag keys of a special, from their one definition (packages/domain/src/specialFlags.ts). */
export { SPECIAL_DRY_CLEAN_ITEMS, SPECIAL_TAILORING_ITEMS };

/**
 * Item flags match price-list items by normalized name: lowercase, no spaces or hyphens
 * ('Outer Jacket' -> 'outerjacket').
 */
export function normalizeItemName(item: string): string {
  return item.toLowerCase().replace(/[\s-]+/g, '');
}

const flags = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.boolean()])) as Record<K, z.ZodBoolean>);

export const specialServiceFlagsSchema = flags(SERVICE_KEYS);
export const specialTailoringItemsSchema = flags(SPECIAL_TAILORING_ITEMS);
export const specialDryCleanItemsSchema = flags(SPECIAL_DRY_CLEAN_ITEMS);

// Texts not worded by the spec: docs/decisions/0011-pricing-validation-messages.md.
export const SPECIAL_ONE_DISCOUNT_MESSAGE =
  'Please enter exactly one of percent, promotional price or discount amount.';
export const SPECIAL_EXPIRED_DATE_MESSAGE = 'The expiration date cannot be before today.';
export const SPECIAL_FIRST_TIME_MESSAGE = 'Please select Yes or No.';

/** A promo code as typed: matched case-insensitively (docs/rules/pricing.md, Promotions). */
export const promoCodeSchema = z.string().trim().min(1).max(50);

const percent = z
  .number()
  .gt(0)
  .max(100)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Use at most 2 decimals.');

const specialFields = {
  name: z.string().trim().min(1).max(200),
  code: promoCodeSchema,
  expirationDate: z.iso.date(),
  firstTimeOnly: z.boolean({ error: SPECIAL_FIRST_TIME_MESSAGE }),
  percentDiscount: percent.nullable(),
  promotionalPriceCents: z.int().min(0).nullable(),
  discountAmountCents: z.int().min(1).nullable(),
  services: specialServiceFlagsSchema,
  tailoringItems: specialTailoringItemsSchema,
  dryCleanItems: specialDryCleanItemsSchema,
  // docs/decisions/0092-promotion-limits.md: absent or null is no limit, as for every special made before them.
  startDate: z.iso.date().nullable().optional(),
  maxUses: z.int().min(0).nullable().optional(),
  maxUsesPerCustomer: z.int().min(0).nullable().optional(),
  minOrderCents: z.int().min(0).nullable().optional(),
};

type DiscountFields = {
  percentDiscount: number | null;
  promotionalPriceCents: number | null;
  discountAmountCents: number | null;
};
/** docs/rules/pricing.md, Promotions: exactly one of percent, promotional price or discount amount is set. */
const hasExactlyOneDiscount = (s: DiscountFields) =>
  [s.percentDiscount, s.promotionalPriceCents, s.discountAmountCents].filter((v) => v !== null).length === 1;

/** A stored special (docs/rules/records.md, Specials; the shape agreed with packages/db). */
export const specialSchema = z
  .object({ id: z.string().min(1), ...specialFields })
  .refine(hasExactlyOneDiscount, { message: SPECIAL_ONE_DISCOUNT_MESSAGE, path: ['percentDiscount'] });
export type Special = z.infer<typeof specialSchema>;

/** The staff create/edit form; `today` (YYYY-MM-DD, New York) enforces "expiration date cannot be before today" (docs/rules/messages.md, Public site and accounts: validation). */
export function specialInputSchema(today: string) {
  return z
    .object(specialFields)
    .refine(hasExactlyOneDiscount, { message: SPECIAL_ONE_DISCOUNT_MESSAGE, path: ['percentDiscount'] })
    .refine((s) => s.expirationDate >= today, {
      message: SPECIAL_EXPIRED_DATE_MESSAGE,
      path: ['expirationDate'],
    });
}
export type SpecialInput = z.infer<ReturnType<typeof specialInputSchema>>;
