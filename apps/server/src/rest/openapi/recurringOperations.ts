import { REGIONS, SERVICE_KEYS } from '@laundry/db';
import {
  RECURRING_EVERY_WEEKS,
  RECURRING_STATUSES,
  skipRecurringBodySchema,
} from '@laundry/validators/recurring';
import { z } from 'zod';
import { pauseBodySchema, recurringPathSchema } from '../recurring';
import type { Operations } from './declare';

/** The SeriesView of packages/api/src/services/recurring/series.ts. */
const seriesAnswer = z
  .object({
    id: z.uuid(),
    userId: z.uuid(),
    status: z.enum(RECURRING_STATUSES),
    everyWeeks: z.union(RECURRING_EVERY_WEEKS.map((n) => z.literal(n))),
    weekday: z.int().min(1).max(6).meta({ description: 'ISO weekday: 1 = Monday ... 6 = Saturday.' }),
    pickUpHour: z.int(),
    deliveryHour: z.int().nullable(),
    region: z.enum(REGIONS),
    services: z.array(z.enum(SERVICE_KEYS)),
    address: z.string(),
    sourceOrderId: z.uuid().nullable(),
    comingDates: z.array(
      z.object({
        date: z.iso.date(),
        orderId: z.uuid().nullable().meta({ description: 'The order booked for the date, once it is.' }),
        orderNumber: z.int().nullable(),
      }),
    ),
    skippedDates: z.array(z.iso.date()),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ description: 'A repeating pick-up and its coming dates.' });

const oneSeries = z.object({ series: seriesAnswer });

/** Recurring pick-ups (rest/recurring.ts; docs/decisions/0094-recurring-series.md). */
export const recurringOperations: Operations = {
  'GET /api/user/recurring': {
    tag: 'account',
    summary: "The caller's repeating pick-ups",
    description: "A customer's own series, oldest first. A Driver is refused (403).",
    access: 'signedIn',
    answer: { description: 'The series.', schema: z.object({ series: z.array(seriesAnswer) }) },
  },
  'POST /api/recurring/:id/skip': {
    tag: 'account',
    summary: 'Skip one pick-up of a repeating pick-up (its customer)',
    description: [
      'The next coming date, or `date`, which must be one of the coming dates (400 otherwise). A date already',
      "booked has its order canceled and its hold released. Another customer's series answers 404; an ended one 409.",
    ].join('\n'),
    access: 'signedIn',
    refuses: { admin: 'forbidden', superAdmin: 'forbidden' },
    params: recurringPathSchema,
    body: skipRecurringBodySchema,
    answer: {
      description: 'The date skipped and the series.',
      schema: z.object({ skippedDate: z.iso.date(), series: seriesAnswer }),
    },
    failures: [400, 404, 409],
  },
  'POST /api/recurring/:id/pause': {
    tag: 'account',
    summary: 'Pause or resume a repeating pick-up (its customer, or staff)',
    description:
      'Without a body, or with `paused: true`, pauses; `paused: false` resumes at the next date of its cadence.',
    access: 'signedIn',
    params: recurringPathSchema,
    body: pauseBodySchema,
    answer: { description: 'The series.', schema: oneSeries },
    failures: [404, 409],
  },
  'DELETE /api/recurring/:id': {
    tag: 'account',
    summary: 'End a repeating pick-up (its customer, or staff)',
    description: 'For good; pick-ups already booked stay. Ending an ended series answers 409.',
    access: 'signedIn',
    params: recurringPathSchema,
    answer: { description: 'The ended series.', schema: oneSeries },
    failures: [404, 409],
  },
};
