import {
  RECURRING_EVERY_WEEKS,
  RECURRING_OCCURRENCE_STATUSES,
  RECURRING_STATUSES,
  type RecurringEveryWeeks,
  type RecurringOccurrenceStatus,
  type RecurringStatus,
} from '@laundry/validators/recurring';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, isOneOf, REGIONS, type Region, rowVersion, timestampTz, updatedAt } from './columns';
import { orders } from './orders';
import { users } from './users';

/**
 * A customer's recurring pick-up (docs/decisions/0094-recurring-series.md): the order it was made from, copied
 * (address and services, no schedule and no promo code), repeated every 1, 2 or 4 weeks on one weekday with the
 * same windows, on a saved card. `next_date` is the next pick-up the job has not booked yet.
 */
export const recurringSeries = pgTable(
  'recurring_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    region: text('region', { enum: REGIONS }).$type<Region>().notNull(),
    status: text('status', { enum: RECURRING_STATUSES }).$type<RecurringStatus>().notNull().default('active'),
    everyWeeks: integer('every_weeks').$type<RecurringEveryWeeks>().notNull(),
    /** ISO weekday, 1 = Monday ... 7 = Sunday. */
    weekday: integer('weekday').notNull(),
    nextDate: date('next_date', { mode: 'string' }).notNull(),
    pickUpHour: integer('pick_up_hour').notNull(),
    /** Null for an express delivery, whose window follows from the pick-up hour. */
    deliveryHour: integer('delivery_hour'),
    /** Calendar days from pick-up to delivery, as in the order it was made from. */
    deliveryDays: integer('delivery_days').notNull(),
    /** The order draft without its schedule (packages/validators/src/order.ts, orderDraftSchema). */
    draft: jsonb('draft').$type<Record<string, unknown>>().notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    sms: boolean('sms').notNull().default(false),
    /** The phone's opt-out key (packages/integrations/src/sms/phone.ts), so a SKIP text finds the series. */
    phoneKey: text('phone_key').notNull(),
    sourceOrderId: uuid('source_order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The e-mailed "Skip this one" link (docs/decisions/0095-recurring-skip-link-and-texts.md): hashed, for one date. */
    skipLinkHash: text('skip_link_hash'),
    skipLinkDate: date('skip_link_date', { mode: 'string' }),
    skipLinkExpiresAt: timestampTz('skip_link_expires_at'),
    endedAt: timestampTz('ended_at'),
    version: rowVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('recurring_series_status', isOneOf(t.status, RECURRING_STATUSES)),
    check('recurring_series_region', isOneOf(t.region, REGIONS)),
    check(
      'recurring_series_every_weeks',
      sql`${t.everyWeeks} in (${sql.raw(RECURRING_EVERY_WEEKS.join(', '))})`,
    ),
    check('recurring_series_weekday', sql`${t.weekday} between 1 and 7`),
    index('recurring_series_user_idx').on(t.userId),
    index('recurring_series_due_idx').on(t.nextDate).where(sql`${t.status} = 'active'`),
    index('recurring_series_phone_idx').on(t.phoneKey),
  ],
);
export type RecurringSeries = typeof recurringSeries.$inferSelect;

/**
 * One date of a series and what became of it: booked (`placed`, with its order), skipped, declined, failed, or
 * claimed by a job run that has not finished. The unique (series, date) makes at most one order per date, whatever
 * the number of app servers and crashes (docs/decisions/0094-recurring-series.md).
 */
export const recurringOccurrences = pgTable(
  'recurring_occurrences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seriesId: uuid('series_id')
      .notNull()
      .references(() => recurringSeries.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status', { enum: RECURRING_OCCURRENCE_STATUSES })
      .$type<RecurringOccurrenceStatus>()
      .notNull(),
    /** A claim lapses at this time; another run then takes it over (with the same checkout key). */
    claimedUntil: timestampTz('claimed_until'),
    orderId: uuid('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'set null' }),
    /** Why a date was not booked (a declined card, the schedule refused), as the customer was told. */
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('recurring_occurrences_series_date').on(t.seriesId, t.date),
    check('recurring_occurrences_status', isOneOf(t.status, RECURRING_OCCURRENCE_STATUSES)),
    index('recurring_occurrences_claimed_idx').on(t.claimedUntil).where(sql`${t.status} = 'claimed'`),
  ],
);
export type RecurringOccurrence = typeof recurringOccurrences.$inferSelect;
