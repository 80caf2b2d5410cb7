import type { CustomerPreferences } from '@laundry/domain';
import { ORDER_STATUSES, type OrderStatus } from '@laundry/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { locations } from './catalog';
import {
  createdAt,
  isOneOf,
  REGIONS,
  type Region,
  rowVersion,
  type ServiceKey,
  timestampTz,
  updatedAt,
} from './columns';
import { pricingSnapshots } from './pricingSnapshots';
import { specials } from './specials';
import { users } from './users';

/** The order statuses, from their one definition (packages/domain/src/orderStatuses.ts; labels live there too). */
export { ORDER_STATUSES, type OrderStatus };

export const REAUTH_STATUSES = ['Waiting', 'Complete', 'Expired'] as const;
export type ReauthStatus = (typeof REAUTH_STATUSES)[number];

/** The address and contact an order is picked up from and delivered to (docs/rules/records.md, Orders). */
export interface OrderAddress {
  address: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  email: string;
  firstName: string;
  phone: string;
  florida: boolean;
}

/** docs/rules/records.md, Orders: order numbers are sequential integers from 10001. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 10001 });

/**
 * The text the orders screen's search looks in: order number, name, e-mail, phone (as typed and as
 * digits only) and street, kept in a stored generated column (`orders.search_text`) with a trigram
 * index (pg_trgm) that answers `ilike`. Stored, so a row's check costs one comparison and PostgreSQL
 * has the column's statistics to choose between the index and a scan in the sort's order
 * (docs/decisions/0027-orders-list-search-index.md).
 */
const orderSearchText = sql.raw(
  `("order_number"::text || ' ' || "first_name" || ' ' || "email" || ' ' || "phone" || ' ' || regexp_replace("phone", '[^0-9]', '', 'g') || ' ' || coalesce("address"->>'address', ''))`,
);

/** The delivery window start for sorting: an express delivery has none and comes pick-up hour + 3. */
export const orderDeliveryHour = (t: Record<'deliveryHour' | 'pickUpHour', AnyColumn>) =>
  sql`coalesce(${t.deliveryHour}, ${t.pickUpHour} + 3)`;

const cents = (name: string) => integer(name).notNull().default(0);
/** A priced sub-order as the server quoted it; its shape belongs to packages/pricing. */
const subOrder = (name: string) => jsonb(name).$type<unknown>();

/**
 * An orders-list index's columns: `leading`, then every column the list's filters and sorts read that `leading` does
 * not hold (docs/decisions/0098-orders-list-rows-read.md).
 */
function listColumns<C extends AnyColumn | SQL>(
  t: Record<ListColumn, C>,
  leading: [C | SQL, ...(C | SQL)[]],
): [C | SQL, ...(C | SQL)[]] {
  const rest = LIST_COLUMNS.map((name) => t[name]).filter((column) => !leading.includes(column));
  return [...leading, ...rest];
}
const LIST_COLUMNS = [
  'status',
  'locationId',
  'pickUpDate',
  'pickUpHour',
  'deliveryDate',
  'deliveryHour',
  'deliveryDate2',
  'firstName',
  'orderNumber',
] as const;
type ListColumn = (typeof LIST_COLUMNS)[number];

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: integer('order_number').notNull().unique().default(sql`nextval('order_number_seq')`),
    /** Null for a guest order, which is found by its e-mail. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestEmail: text('guest_email'),
    /** The language the order was placed in ('en' or 'es'): its e-mails and texts are in it unless the account chose another (docs/rules/languages.md). */
    language: text('language').notNull().default('en'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('New'),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    region: text('region', { enum: REGIONS }).$type<Region>().notNull().default('ny'),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    firstName: text('first_name').notNull(),
    /** Stored lowercased. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    sms: boolean('sms').notNull().default(false),
    instructions: text('instructions').notNull().default(''),
    pickUpDate: date('pick_up_date', { mode: 'string' }).notNull(),
    pickUpHour: integer('pick_up_hour').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    /** Null only for an express delivery, whose window follows from the pick-up hour. */
    deliveryHour: integer('delivery_hour'),
    deliveryDate2: date('delivery_date_2', { mode: 'string' }),
    deliveryHour2: integer('delivery_hour_2'),
    multipleDeliveries: boolean('multiple_deliveries').notNull().default(false),
    isExpressDelivery: boolean('is_express_delivery').notNull().default(false),
    washFoldOrder: subOrder('wash_fold_order'),
    organicWashFoldOrder: subOrder('organic_wash_fold_order'),
    dryCleanOrder: subOrder('dry_clean_order'),
    washPressOrder: subOrder('wash_press_order'),
    tailoringOrder: subOrder('tailoring_order'),
    comforterOrder: subOrder('comforter_order'),
    /** The services present, for listing and filtering without reading the sub-orders. */
    /** What the orders screen searches (orderSearchText); written by PostgreSQL, never by the app. */
    searchText: text('search_text').generatedAlwaysAs(orderSearchText),
    orderServices: text('order_services').array().$type<ServiceKey[]>().notNull().default(sql`'{}'::text[]`),
    servicesSubtotalCents: cents('services_subtotal_cents'),
    productsCents: cents('products_cents'),
    dryCleanSurchargeCents: cents('dry_clean_surcharge_cents'),
    washPressSurchargeCents: cents('wash_press_surcharge_cents'),
    minimumDeliverySurchargeCents: cents('minimum_delivery_surcharge_cents'),
    multipleDeliveryCents: cents('multiple_delivery_cents'),
    expressCents: cents('express_cents'),
    earlierDeliveryServiceQuoteCents: cents('earlier_delivery_service_quote_cents'),
    totalDiscountAmountCents: cents('total_discount_amount_cents'),
    gratuityCents: cents('gratuity_cents'),
    quoteTotalCents: cents('quote_total_cents'),
    finalOrderTotalCents: integer('final_order_total_cents'),
    /**
     * The counter's weigh-in (docs/decisions/0082-orders-weigh-in.md): the services as received, priced with the
     * order's own prices, and the final total; its shape belongs to packages/api (services/orders/weighIn/record.ts).
     * Null until the order is weighed.
     */
    weighIn: jsonb('weigh_in').$type<unknown>(),
    amountAuthorizedCents: cents('amount_authorized_cents'),
    capturedCents: cents('captured_cents'),
    refundedCents: cents('refunded_cents'),
    specialId: uuid('special_id').references(() => specials.id, { onDelete: 'set null' }),
    /**
     * What priced the order (docs/rules/pricing.md, An order keeps its prices): the region's settings and price lists,
     * and the special as it was. Null for orders placed before they were kept.
     */
    pricingSnapshotId: uuid('pricing_snapshot_id').references(() => pricingSnapshots.id),
    pricedSpecial: jsonb('priced_special').$type<Record<string, unknown>>(),
    /** The customer's preferences as they were at placement, the order's own copy (docs/decisions/0093-customer-preferences.md). */
    preferences: jsonb('preferences').$type<CustomerPreferences>(),
    promoCode: text('promo_code'),
    paymentProvider: text('payment_provider').notNull(),
    paymentIntentId: text('payment_intent_id'),
    authorizedAt: timestampTz('authorized_at'),
    /**
     * The card the order's hold is on, as the provider answered the hold (at checkout, and again when a
     * reauthorization puts a new hold in its place): the provider's brand ('visa') and the last four digits, which
     * staff see when they charge or refund (docs/decisions/0071-money-actions-confirm.md). Null when the server was
     * not told the card (a hold made beforehand with POST /api/payment/intent) and for orders placed before it was kept.
     */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    reauthStatus: text('reauth_status', { enum: REAUTH_STATUSES }),
    reauthAmountCents: integer('reauth_amount_cents'),
    reauthNotes: text('reauth_notes'),
    refundNotes: text('refund_notes'),
    chargeNotes: text('charge_notes'),
    /** Generated by the client for a create, so a retried submit cannot place the order twice. */
    idempotencyKey: text('idempotency_key').unique(),
    /**
     * The confirmation e-mail's signed link to the order (docs/decisions/0041-order-links.md): SHA-256 of its
     * secret with the order's e-mail, so the link opens this order for this address only, until it expires.
     */
    viewLinkHash: text('view_link_hash'),
    viewLinkExpiresAt: timestampTz('view_link_expires_at'),
    /**
     * The reauthorization e-mail's own signed link (docs/decisions/0078-orders-reauthorization-link.md): hashed like
     * the confirmation's, for 72 hours; it signs the order's account in once (`reauth_link_used_at`).
     */
    reauthLinkHash: text('reauth_link_hash'),
    reauthLinkExpiresAt: timestampTz('reauth_link_expires_at'),
    reauthLinkUsedAt: timestampTz('reauth_link_used_at'),
    version: rowVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    canceledAt: timestampTz('canceled_at'),
  },
  (t) => [
    check('orders_status', isOneOf(t.status, ORDER_STATUSES)),
    check('orders_region', isOneOf(t.region, REGIONS)),
    check(
      'orders_reauth_status',
      sql`${t.reauthStatus} is null or ${isOneOf(t.reauthStatus, REAUTH_STATUSES)}`,
    ),
    check('orders_refund_within_capture', sql`${t.refundedCents} <= ${t.capturedCents}`),
    check(
      'orders_card',
      sql`(${t.cardBrand} is null and ${t.cardLast4} is null) or (${t.cardBrand} <> '' and ${t.cardLast4} ~ '^[0-9]{4}$')`,
    ),
    // The orders screen's sorts, each ending in the order number so a page is an index range
    // (docs/rules/statuses.md, The orders list; bench/README.md). They also serve the plain lookups.
    // Each index a filter or a sort of the list starts from goes on with every other column the list's filters and sorts
    // read, so the page's order numbers come from the index alone and only the page's rows from the table
    // (docs/decisions/0098-orders-list-rows-read.md).
    index('orders_number_list_idx').on(...listColumns(t, [t.orderNumber])),
    index('orders_status_sort_idx').on(...listColumns(t, [t.status, t.orderNumber])),
    index('orders_location_sort_idx').on(...listColumns(t, [t.locationId, t.orderNumber])),
    index('orders_user_sort_idx').on(t.userId, t.orderNumber),
    index('orders_customer_sort_idx').on(...listColumns(t, [t.firstName, t.orderNumber])),
    index('orders_pick_up_sort_idx').on(...listColumns(t, [t.pickUpDate, t.pickUpHour, t.orderNumber])),
    index('orders_delivery_sort_idx').on(
      ...listColumns(t, [t.deliveryDate, orderDeliveryHour(t), t.orderNumber]),
    ),
    // A status or a store filter with another sort (docs/decisions/0027-orders-list-search-index.md, Filter and sort).
    index('orders_status_customer_idx').on(t.status, t.firstName, t.orderNumber),
    index('orders_status_pick_up_idx').on(t.status, t.pickUpDate, t.pickUpHour, t.orderNumber),
    index('orders_status_delivery_idx').on(t.status, t.deliveryDate, orderDeliveryHour(t), t.orderNumber),
    index('orders_location_status_idx').on(t.locationId, t.status, t.orderNumber),
    index('orders_delivery_date_2_idx')
      .on(...listColumns(t, [t.deliveryDate2]))
      .where(sql`${t.deliveryDate2} is not null`),
    index('orders_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('orders_email_lower_idx').on(sql`lower(${t.email})`),
    // The Customers screen's Guests view groups guest orders by address, latest first (docs/decisions/0081-staff-guests-view.md):
    // guest orders only, with the e-mail itself so the grouping reads the index alone (an index-only scan).
    index('orders_guest_email_idx')
      .on(sql`lower(${t.email})`, t.createdAt, t.orderNumber, t.email)
      .where(sql`${t.userId} is null`),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_payment_intent_id_idx').on(t.paymentIntentId),
    // The owner's dashboard (docs/decisions/0090-owner-dashboard.md, Scale): orders in a working status by their last
    // change (stuck orders, counted and listed from the index alone); a range's orders with what its figures read, so
    // they are added up from the index alone; holds not yet captured, by when they expire.
    index('orders_working_updated_at_idx')
      .on(t.updatedAt, t.locationId)
      .where(
        sql`${t.status} in ('New', 'Unassigned', 'Pending Authorization', 'Awaiting Authorization', 'Reauthorized', 'En Route for Pick Up', 'In Progress', 'En Route for Delivery', 'Completed')`,
      ),
    index('orders_created_report_idx').on(t.createdAt, t.locationId, t.orderServices),
    index('orders_open_hold_idx')
      .on(sql`coalesce(${t.authorizedAt}, ${t.createdAt})`)
      .where(sql`${t.capturedCents} = 0 and ${t.paymentIntentId} is not null`),
    // A special's uses are its orders not Canceled (docs/decisions/0092-promotion-limits.md).
    index('orders_special_id_idx').on(t.specialId).where(sql`${t.specialId} is not null`),
  ],
);

export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
