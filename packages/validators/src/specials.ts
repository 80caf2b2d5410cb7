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
  // The limits' texts, not worded by the spec (docs/decisions/0092-promotion-limits.md):
  startAfterExpiry: 'The start date cannot be after the expiration date.',
  usesInvalid: 'Please enter a whole number of uses, 0 or more.',
  minimumInvalid: 'Please enter a valid minimum order amount.',
} as const;

/** The most uses a limit may name: beyond it, a typo. */
export const MAX_SPECIAL_USES = 1_000_000;

const usesLimit = z
  .int({ error: SPECIAL_MESSAGES.usesInvalid })
  .min(0, SPECIAL_MESSAGES.usesInvalid)
  .max(MAX_SPECIAL_USES, SPECIAL_MESSAGES.usesInvalid)
  .nullable()
  .optional();

/**
 * A special's limits (docs/decisions/0092-promotion-limits.md): null is no limit; absent on an edit leaves the
 * saved value, on a new special is no limit, so older clients keep working unchanged.
 */
const limits = {
  startDate: z.iso.date({ error: 'Please enter a valid start date.' }).nullable().optional(),
  maxUses: usesLimit,
  maxUsesPerCustomer: usesLimit,
  minOrderCents: z
    .int({ error: SPECIAL_MESSAGES.minimumInvalid })
    .min(0, SPECIAL_MESSAGES.minimumInvalid)
    .max(MAX_PRICE_CENTS, SPECIAL_MESSAGES.minimumInvalid)
    .nullable()
    .optional(),
};

/** docs/decisions/0092-promotion-limits.md: a special starts on or before its last day. */
export function specialDatesIssue(
  startDate: string | null | undefined,
  expirationDate: string,
): string | null {
  return startDate != null && startDate > expirationDate ? SPECIAL_MESSAGES.startAfterExpiry : null;
}
const startsBeforeExpiry = (s: { startDate?: string | null | undefined; expirationDate: string }) =>
  specialDatesIssue(s.startDate, s.expirationDate) === null;

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
    ...limits,
  })
  .refine(exactlyOneDiscount, { error: SPECIAL_ONE_DISCOUNT_MESSAGE, path: ['percentDiscount'] })
  .refine(startsBeforeExpiry, { error: SPECIAL_MESSAGES.startAfterExpiry, path: ['startDate'] });
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

/** A typed number of uses: '' is no limit; otherwise a whole number from 0. */
const typedUses = z
  .string()
  .trim()
  .refine((v) => v === '' || (/^\d{1,7}$/.test(v) && Number(v) <= MAX_SPECIAL_USES), {
    error: SPECIAL_MESSAGES.usesInvalid,
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
      // docs/decisions/0092-promotion-limits.md: each limit left blank is no limit.
      startDate: z.union([z.literal(''), z.iso.date({ error: 'Please enter a valid start date.' })]),
      maxUses: typedUses,
      maxUsesPerCustomer: typedUses,
      minOrderAmount: z
        .string()
        .trim()
        .refine((v) => v === '' || (DOLLAR_AMOUNT_PATTERN.test(v) && dollarsToCents(v) <= MAX_PRICE_CENTS), {
          error: SPECIAL_MESSAGES.minimumInvalid,
        }),
    })
    .transform(
      ({
        firstTimeOnly,
        percentDiscount,
        promotionalPrice,
        discountAmount,
        startDate,
        maxUses,
        maxUsesPerCustomer,
        minOrderAmount,
        ...rest
      }) => ({
        ...rest,
        firstTimeOnly: firstTimeOnly === 'yes',
        percentDiscount: percentDiscount === '' ? null : Number(percentDiscount),
        promotionalPriceCents: promotionalPrice === '' ? null : dollarsToCents(promotionalPrice),
        discountAmountCents: discountAmount === '' ? null : dollarsToCents(discountAmount),
        startDate: startDate === '' ? null : startDate,
        maxUses: maxUses === '' ? null : Number(maxUses),
        maxUsesPerCustomer: maxUsesPerCustomer === '' ? null : Number(maxUsesPerCustomer),
        minOrderCents: minOrderAmount === '' ? null : dollarsToCents(minOrderAmount),
      }),
    )
    .refine(exactlyOneDiscount, { error: SPECIAL_ONE_DISCOUNT_MESSAGE, path: ['percentDiscount'] })
    .refine(startsBeforeExpiry, { error: SPECIAL_MESSAGES.startAfterExpiry, path: ['startDate'] });
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
