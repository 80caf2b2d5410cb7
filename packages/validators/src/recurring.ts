import { z } from 'zod';

/** How often a series repeats, in weeks (docs/rules/ordering.md, Recurring pick-ups). */
export const RECURRING_EVERY_WEEKS = [1, 2, 4] as const;
export type RecurringEveryWeeks = (typeof RECURRING_EVERY_WEEKS)[number];

/** A series' state: the job books the next pick-ups of an active one only (docs/decisions/0094-recurring-series.md). */
export const RECURRING_STATUSES = ['active', 'paused', 'ended'] as const;
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];

/** What became of one date of a series: at most one row per series and date (docs/decisions/0094-recurring-series.md). */
export const RECURRING_OCCURRENCE_STATUSES = ['claimed', 'placed', 'skipped', 'declined', 'failed'] as const;
export type RecurringOccurrenceStatus = (typeof RECURRING_OCCURRENCE_STATUSES)[number];

/** The region setting's default and bounds: book each pick-up this many calendar days ahead. */
export const RECURRING_LEAD_DAYS_DEFAULT = 3;
export const RECURRING_LEAD_DAYS_MIN = 1;
export const RECURRING_LEAD_DAYS_MAX = 7;
export const RECURRING_LEAD_DAYS_MESSAGE = `Please enter a whole number of days from ${RECURRING_LEAD_DAYS_MIN} to ${RECURRING_LEAD_DAYS_MAX}.`;
export const recurringLeadDaysSchema = z
  .int({ error: RECURRING_LEAD_DAYS_MESSAGE })
  .min(RECURRING_LEAD_DAYS_MIN, RECURRING_LEAD_DAYS_MESSAGE)
  .max(RECURRING_LEAD_DAYS_MAX, RECURRING_LEAD_DAYS_MESSAGE);

/** The product's words for a series (docs/rules/messages.md, Recurring pick-ups; docs/decisions/0094-recurring-series.md). */
export const RECURRING_MESSAGES = {
  notFound: 'We could not find that repeating pick-up.',
  needsAccount: 'Please log in to repeat a pick-up.',
  needsSavedCard: 'Please save a card to your account to repeat a pick-up.',
  everyWeeks: 'Please choose every week, every 2 weeks or every 4 weeks.',
  weekdayNotServed: 'We do not pick up on that day in your area. Please choose another day.',
  ended: 'This repeating pick-up has ended.',
  dateNotComing: 'Please choose one of the coming pick-up dates.',
  alreadyBooked:
    'That pick-up is already booked and can no longer be skipped here. You can cancel the order instead.',
  alreadyRepeats: 'This order already repeats.',
  orderNotRepeatable: 'Only your own placed orders can repeat.',
  skipLink: 'This link has expired or was already used. Please open your account to manage your pick-ups.',
  noService: 'Please choose at least one service.',
} as const;

export const recurringIdSchema = z.uuid({ error: RECURRING_MESSAGES.notFound });
const everyWeeksSchema = z
  .int({ error: RECURRING_MESSAGES.everyWeeks })
  .refine((v) => (RECURRING_EVERY_WEEKS as readonly number[]).includes(v), RECURRING_MESSAGES.everyWeeks)
  .transform((v) => v as RecurringEveryWeeks);
/** ISO weekday, 1 = Monday ... 7 = Sunday (luxon's). */
const weekdaySchema = z.int({ error: RECURRING_MESSAGES.weekdayNotServed }).min(1).max(7);
const hourSchema = z.int().min(7).max(21);
const isoDate = z.iso.date({ error: RECURRING_MESSAGES.dateNotComing });

/** Repeat a placed order (at checkout, or from its page): same weekday and windows as the order. */
export const createRecurringInputSchema = z.object({
  orderId: z.uuid({ error: RECURRING_MESSAGES.orderNotRepeatable }),
  everyWeeks: everyWeeksSchema,
});
export type CreateRecurringInput = z.infer<typeof createRecurringInputSchema>;

export const recurringRefSchema = z.object({ id: recurringIdSchema });

/** Skip the next pick-up, or the coming one on `date`. */
export const skipRecurringInputSchema = z.object({ id: recurringIdSchema, date: isoDate.optional() });
export const skipRecurringBodySchema = z.object({ date: isoDate.optional() }).optional();

/** The skip link of a series' e-mail (docs/decisions/0095-recurring-skip-link-and-texts.md). */
export const skipRecurringLinkInputSchema = z.object({
  id: recurringIdSchema,
  token: z.string().trim().min(1, RECURRING_MESSAGES.skipLink).max(200, RECURRING_MESSAGES.skipLink),
});

/** Changes to a series: the weekday, the windows, how often, the services (washFold weight and the rest). */
export const updateRecurringInputSchema = z.object({
  id: recurringIdSchema,
  everyWeeks: everyWeeksSchema.optional(),
  weekday: weekdaySchema.optional(),
  pickUpHour: hourSchema.optional(),
  deliveryHour: hourSchema.nullable().optional(),
  /** The services, as at checkout's service step: the keys to keep (dropping one removes it). */
  services: z
    .array(z.enum(['washFold', 'organicWashFold', 'washPress', 'dryClean', 'tailoring', 'comforter']))
    .min(1, RECURRING_MESSAGES.noService)
    .max(6)
    .optional(),
  /** A new estimated weight for wash and fold, in lbs. */
  washFoldWeightLbs: z.number().min(0).max(10_000).optional(),
});
export type UpdateRecurringInput = z.infer<typeof updateRecurringInputSchema>;

export const pauseRecurringInputSchema = z.object({
  id: recurringIdSchema,
  paused: z.boolean().default(true),
});
