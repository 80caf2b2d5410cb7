import { z } from 'zod';
import { AMOUNT_INVALID_MESSAGE, DOLLAR_AMOUNT_PATTERN, dollarsToCents, MAX_PRICE_CENTS } from './pricing';
import {
  SPECIAL_EXPIRED_DATE_MESSAGE,
  SPECIAL_FIRST_TIME_MESSAGE,
  SPECIAL_ONE_DISCOUNT_MESSAGE,
  specialDryCleanItemsSchema,
  specialServiceFlagsSchema,
  specialTailoringItemsSchema,
} from './special';
import { staffListQuery, versionSchema } from './staffUsers';
import { cleanLine, cleanMultiline } from './text';

/** docs/rules/messages.md, Public site, accounts and staff screens: errors, word for word: the staff specials screen's banner texts. */
export const SPECIAL_MESSAGES = {
  getFailed: 'There was an error getting specials.',
  deleteFailed: 'Error deleting special.',
  createFailed: 'Error creating special.',
  oneDiscount: SPECIAL_ONE_DISCOUNT_MESSAGE,
  expiredDate: SPECIAL_EXPIRED_DATE_MESSAGE,
  firstTimeOnly: SPECIAL_FIRST_TIME_MESSAGE,
  amount: AMOUNT_INVALID_MESSAGE,
  // Not worded by the spec (docs/decisions/0040-staff-specials.md):
  nameRequired: 'Please enter a name.',
  codeRequired: 'Please enter a code.',
  codeCharacters: 'A code may use letters, digits, - and _ only.',
  codeTaken: 'Another special already uses this code.',
  dateRequired: 'Please enter an expiration date.',
  percentRange: 'The percent off must be more than 0 and at most 100.',
  discountPositive: 'The discount amount must be more than $0.',
} as const;

const code = z
  .string({ error: SPECIAL_MESSAGES.codeRequired })
  .trim()
  .min(1, { error: SPECIAL_MESSAGES.codeRequired, abort: true })
  .max(50, { error: 'A code must be at most 50 characters.', abort: true })
  .regex(/^[A-Za-z0-9_-]+$/, { error: SPECIAL_MESSAGES.codeCharacters })
  // docs/rules/records.md, Specials: codes are shown in upper case; docs/rules/pricing.md, Promotions: they match case-insensitively.
  .transform((value) => value.toUpperCase());

const isoDate = z
  .string({ error: SPECIAL_MESSAGES.dateRequired })
  .min(1, { error: SPECIAL_MESSAGES.dateRequired, abort: true })
  .pipe(z.iso.date({ error: SPECIAL_MESSAGES.dateRequired }));

/** docs/rules/messages.md, Public site and accounts: validation: up to 2 decimals. Works on the hundredths so 0.1 + 0.2 style noise does not count. */
const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const percent = z
  .number({ error: AMOUNT_INVALID_MESSAGE })
  .refine(hasAtMostTwoDecimals, { error: AMOUNT_INVALID_MESSAGE, abort: true })
  .refine((v) => v > 0 && v <= 100, { error: SPECIAL_MESSAGES.percentRange });

const common = {
  name: z
    .string({ error: SPECIAL_MESSAGES.nameRequired })
    .refine(...cleanLine)
    .trim()
    .min(1, { error: SPECIAL_MESSAGES.nameRequired })
    .max(200, { error: 'A name must be at most 200 characters.' }),
  code,
  description: z
    .string()
    .refine(...cleanMultiline)
    .trim()
    .max(1000, { error: 'A description must be at most 1000 characters.' })
    .default(''),
  expirationDate: isoDate,
  services: specialServiceFlagsSchema,
  tailoringItems: specialTailoringItemsSchema,
  dryCleanItems: specialDryCleanItemsSchema,
};

type Discounts = {
  percentDiscount: number | null;
  promotionalPriceCents: number | null;
  discountAmountCents: number | null;
};
/** docs/rules/pricing.md, Promotions: exactly one of percent, promotional price or discount amount. */
const exactlyOneDiscount = (s: Discounts) =>
  [s.percentDiscount, s.promotionalPriceCents, s.discountAmountCents].filter((v) => v !== null).length === 1;

/**
 * What tRPC and the service take: amounts in cents, the percent as a number. The "not before today"
 * rule needs the server's clock, so the service checks it (specialExpiryIssue).
 */
export const specialStaffInput = z
  .object({
    ...common,
    firstTimeOnly: z.boolean({ error: SPECIAL_FIRST_TIME_MESSAGE }),
    percentDiscount: percent.nullable(),
    promotionalPriceCents: z
      .int({ error: AMOUNT_INVALID_MESSAGE })
      .min(0, AMOUNT_INVALID_MESSAGE)
      .max(MAX_PRICE_CENTS, AMOUNT_INVALID_MESSAGE)
      .nullable(),
    discountAmountCents: z
      .int({ error: AMOUNT_INVALID_MESSAGE })
      .min(1, SPECIAL_MESSAGES.discountPositive)
      .max(MAX_PRICE_CENTS, AMOUNT_INVALID_MESSAGE)
      .nullable(),
  })
  .refine(exactlyOneDiscount, { error: SPECIAL_ONE_DISCOUNT_MESSAGE, path: ['percentDiscount'] });
export type SpecialStaffInput = z.infer<typeof specialStaffInput>;

export const specialStaffUpdateInput = z.intersection(
  specialStaffInput,
  z.object({ id: z.uuid(), version: versionSchema }),
);
export type SpecialStaffUpdateInput = z.infer<typeof specialStaffUpdateInput>;

/** docs/rules/messages.md, Public site and accounts: validation: the expiration date cannot be before today (New York's 'YYYY-MM-DD'). */
export function specialExpiryIssue(expirationDate: string, today: string): string | null {
  return expirationDate < today ? SPECIAL_EXPIRED_DATE_MESSAGE : null;
}

/** A typed amount: '' is "not used"; anything else must be digits with up to 2 decimals, at most $100,000. */
const typedAmount = z
  .string()
  .trim()
  .refine((v) => v === '' || (DOLLAR_AMOUNT_PATTERN.test(v) && dollarsToCents(v) <= MAX_PRICE_CENTS), {
    error: AMOUNT_INVALID_MESSAGE,
  });

/**
 * The staff special form as typed (docs/rules/staff-screens.md, Specials): strings for the amounts and a
 * Yes/No select that must not stay at 'Select One'. It yields a specialStaffInput.
 */
export function specialFormSchema(today: string) {
  return z
    .object({
      ...common,
      expirationDate: isoDate.refine((v) => v >= today, { error: SPECIAL_EXPIRED_DATE_MESSAGE }),
      firstTimeOnly: z.enum(['yes', 'no'], { error: SPECIAL_FIRST_TIME_MESSAGE }),
      percentDiscount: typedAmount.refine((v) => v === '' || (Number(v) > 0 && Number(v) <= 100), {
        error: SPECIAL_MESSAGES.percentRange,
      }),
      promotionalPrice: typedAmount,
      discountAmount: typedAmount.refine((v) => v === '' || dollarsToCents(v) > 0, {
        error: SPECIAL_MESSAGES.discountPositive,
      }),
    })
    .transform(({ firstTimeOnly, percentDiscount, promotionalPrice, discountAmount, ...rest }) => ({
      ...rest,
      firstTimeOnly: firstTimeOnly === 'yes',
      percentDiscount: percentDiscount === '' ? null : Number(percentDiscount),
      promotionalPriceCents: promotionalPrice === '' ? null : dollarsToCents(promotionalPrice),
      discountAmountCents: discountAmount === '' ? null : dollarsToCents(discountAmount),
    }))
    .refine(exactlyOneDiscount, { error: SPECIAL_ONE_DISCOUNT_MESSAGE, path: ['percentDiscount'] });
}
export type SpecialFormValues = z.input<ReturnType<typeof specialFormSchema>>;

/** docs/rules/staff-screens.md, Specials: the columns staff sort by; docs/rules/staff-screens.md, Sorting and paging lists 100 at a time. */
export const STAFF_SPECIAL_SORT_COLUMNS = [
  'name',
  'code',
  'expirationDate',
  'percentDiscount',
  'promotionalPriceCents',
  'discountAmountCents',
  'firstTimeOnly',
] as const;
export type StaffSpecialSortColumn = (typeof STAFF_SPECIAL_SORT_COLUMNS)[number];
export const staffSpecialListInput = staffListQuery(STAFF_SPECIAL_SORT_COLUMNS, {
  sortby: 'name',
  sortorder: 1,
  limit: 100,
});
