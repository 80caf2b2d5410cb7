import { bigint, date, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { ServiceKey } from './columns';

/**
 * The owner's dashboard's daily rollup (docs/decisions/0100-reports-daily-rollup.md): what the summary adds up over a
 * range, per New York day, kept by PostgreSQL triggers on `orders` and `payment_ledger` in each change's own
 * transaction (the custom migration after this table's) and filled from the existing rows by that migration. Written
 * by those triggers only, never by the app. A store is null for orders without a store (one row per key: nulls not
 * distinct).
 */
const bigCents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const count = (name: string) => integer(name).notNull().default(0);

/**
 * Per day, store and set of services: orders placed (day of `created_at`), picked up (their pick-up date, past
 * pick-up), delivered (their delivery date, delivered), and the succeeded captures and refunds of the ledger (the
 * ledger row's day) under the order's store and services as they are now.
 */
export const reportDays = pgTable(
  'report_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    locationId: uuid('location_id'),
    services: text('services').array().$type<ServiceKey[]>().notNull(),
    placed: count('placed'),
    pickedUp: count('picked_up'),
    delivered: count('delivered'),
    capturedCents: bigCents('captured_cents'),
    refundedCents: bigCents('refunded_cents'),
  },
  (t) => [unique('report_days_key').on(t.day, t.locationId, t.services).nullsNotDistinct()],
);

/** Per day and store: the promotion codes (upper case) of the orders placed, their uses and discount given. */
export const reportPromotionDays = pgTable(
  'report_promotion_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    locationId: uuid('location_id'),
    code: text('code').notNull(),
    uses: count('uses'),
    discountCents: bigCents('discount_cents'),
  },
  (t) => [unique('report_promotion_days_key').on(t.day, t.locationId, t.code).nullsNotDistinct()],
);

/**
 * Per day and store, each customer who placed an order ('u:' and the account's id, or 'e:' and a guest order's
 * e-mail, lower case), with how many; a row with none is removed.
 */
export const reportCustomerDays = pgTable(
  'report_customer_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    locationId: uuid('location_id'),
    customerKey: text('customer_key').notNull(),
    orders: count('orders'),
  },
  (t) => [
    unique('report_customer_days_key').on(t.day, t.locationId, t.customerKey).nullsNotDistinct(),
    index('report_customer_days_customer_idx').on(t.customerKey, t.day),
  ],
);

/** Each customer's first order's New York day, at any store: new in a range when it is in the range. */
export const reportCustomerFirsts = pgTable(
  'report_customer_firsts',
  {
    customerKey: text('customer_key').primaryKey(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
  },
  // Every store's new customers of a range are those whose first day is in it, counted from this index alone.
  (t) => [index('report_customer_firsts_day_idx').on(t.firstDay)],
);

/**
 * The days each order had a succeeded capture on, with the order's store now: the orders captured in a range are
 * the distinct orders of its days (the average order value's divisor).
 */
export const reportCaptureDays = pgTable(
  'report_capture_days',
  {
    orderId: uuid('order_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    locationId: uuid('location_id'),
    captures: count('captures'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.day] }),
    index('report_capture_days_day_idx').on(t.day, t.locationId, t.orderId),
  ],
);

/**
 * How many orders each store has in each status now (the dashboard's status board), kept by the same triggers: an
 * order counts under its store and status, and moves when either changes (docs/decisions/0100-reports-daily-rollup.md,
 * Amended 2026-12-03).
 */
export const reportStatusCounts = pgTable(
  'report_status_counts',
  {
    locationId: uuid('location_id'),
    status: text('status').notNull(),
    orders: count('orders'),
  },
  (t) => [unique('report_status_counts_key').on(t.locationId, t.status).nullsNotDistinct()],
);
