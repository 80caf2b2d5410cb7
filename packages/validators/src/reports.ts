import { z } from 'zod';

/**
 * The owner's dashboard and `GET /api/reports/summary` (docs/decisions/0090-owner-dashboard.md): a range of New York
 * days, both ends included, and optionally one store. The words the specification does not give, in the staff
 * screens' own style.
 */
export const REPORT_MESSAGES = {
  date: 'Please enter a valid date (YYYY-MM-DD).',
  order: 'The start date must be on or before the end date.',
  tooLong: 'Please choose a range of at most 366 days.',
  store: 'Please choose a store.',
  storeNotFound: 'This store could not be found.',
  noStore: 'Your account has no store. Please ask a Super Admin to set one.',
} as const;

/** The longest range one summary answers, in days (docs/decisions/0090-owner-dashboard.md, The range). */
const REPORT_MAX_DAYS = 366;

const day = z.iso.date({ error: REPORT_MESSAGES.date });

/** YYYY-MM-DD to a day number (days since 1970-01-01), for the range's checks. */
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

export const reportSummaryInputSchema = z
  .object({
    from: day,
    to: day,
    locationId: z.uuid({ error: REPORT_MESSAGES.store }).optional(),
  })
  .refine((input) => dayNumber(input.from) <= dayNumber(input.to), {
    message: REPORT_MESSAGES.order,
    path: ['to'],
  })
  .refine((input) => dayNumber(input.to) - dayNumber(input.from) + 1 <= REPORT_MAX_DAYS, {
    message: REPORT_MESSAGES.tooLong,
    path: ['to'],
  });
export type ReportSummaryInput = z.infer<typeof reportSummaryInputSchema>;
