import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, isOneOf, timestampTz, updatedAt } from './columns';
import { orders } from './orders';
import { users } from './users';

export const PAYMENT_KINDS = [
  'authorization',
  'capture',
  'refund',
  'cancellation',
  'reauthorization',
] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_OUTCOMES = ['succeeded', 'failed', 'pending'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** Every call made to the payment provider about money, and how it ended. */
export const paymentLedger = pgTable(
  'payment_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for an authorization made before its order exists. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider').notNull(),
    providerIntentId: text('provider_intent_id').notNull(),
    /** The provider's charge or refund id, when it has one. */
    providerObjectId: text('provider_object_id'),
    status: text('status', { enum: PAYMENT_OUTCOMES }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    failureMessage: text('failure_message'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The guest session that made a hold before its order (POST /api/payment/intent): guests have no
     * user id, and only that session may then put the hold on an order.
     */
    createdBySessionId: text('created_by_session_id'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    check('payment_ledger_kind', isOneOf(t.kind, PAYMENT_KINDS)),
    check('payment_ledger_status', isOneOf(t.status, PAYMENT_OUTCOMES)),
    index('payment_ledger_order_id_idx').on(t.orderId, t.createdAt),
    index('payment_ledger_provider_intent_id_idx').on(t.providerIntentId),
    // The owner's dashboard's money per New York day (docs/decisions/0090-owner-dashboard.md, Money).
    index('payment_ledger_moved_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'succeeded' and ${t.kind} in ('capture', 'refund')`),
  ],
);

export const SIMULATED_INTENT_STATUSES = [
  'requires_capture',
  'succeeded',
  'canceled',
  'requires_payment_method',
] as const;
export type SimulatedIntentStatus = (typeof SIMULATED_INTENT_STATUSES)[number];

/** The built-in offline payment provider keeps its payment intents here ('pi_sim_...'). */
export const simulatedPaymentIntents = pgTable(
  'simulated_payment_intents',
  {
    id: text('id').primaryKey(),
    amountCents: integer('amount_cents').notNull(),
    capturedCents: integer('captured_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    status: text('status', { enum: SIMULATED_INTENT_STATUSES }).notNull(),
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    customerId: text('customer_id'),
    paymentMethodId: text('payment_method_id'),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('simulated_payment_intents_status', isOneOf(t.status, SIMULATED_INTENT_STATUSES))],
);

/** How a simulated test card behaves at authorization (Stripe's test numbers 4242..., 0002, 9995). */
export const SIMULATED_CARD_BEHAVIORS = ['succeed', 'decline', 'insufficient_funds'] as const;
export type SimulatedCardBehavior = (typeof SIMULATED_CARD_BEHAVIORS)[number];

/**
 * Cards of the built-in offline payment provider ('pm_sim_...'). The card number is never stored,
 * only brand, last 4 and the test behaviour. No customer until the card is saved to one.
 */
export const simulatedPaymentMethods = pgTable(
  'simulated_payment_methods',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    behavior: text('behavior', { enum: SIMULATED_CARD_BEHAVIORS }).notNull().default('succeed'),
    createdAt: createdAt(),
  },
  (t) => [
    index('simulated_payment_methods_customer_id_idx').on(t.customerId),
    check('simulated_payment_methods_behavior', isOneOf(t.behavior, SIMULATED_CARD_BEHAVIORS)),
  ],
);

export const SIMULATED_OPERATION_KINDS = ['capture', 'cancel', 'refund'] as const;

/**
 * Captures, cancellations and refunds of the simulated provider, one row per idempotency key, so a
 * retried request returns the earlier result instead of moving money twice (as Stripe does).
 */
export const simulatedPaymentOperations = pgTable(
  'simulated_payment_operations',
  {
    /** 'ch_sim_...', 'cn_sim_...' or 're_sim_...' (a refund's id). */
    id: text('id').primaryKey(),
    intentId: text('intent_id')
      .notNull()
      .references(() => simulatedPaymentIntents.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SIMULATED_OPERATION_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    check('simulated_payment_operations_kind', isOneOf(t.kind, SIMULATED_OPERATION_KINDS)),
    index('simulated_payment_operations_intent_id_idx').on(t.intentId),
  ],
);

/** Provider webhook events already handled, keyed by the provider's event id, so none is applied twice. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestampTz('received_at').notNull().defaultNow(),
});

export type PaymentLedgerEntry = typeof paymentLedger.$inferSelect;
export type SimulatedPaymentIntent = typeof simulatedPaymentIntents.$inferSelect;
export type SimulatedPaymentMethod = typeof simulatedPaymentMethods.$inferSelect;
export type SimulatedPaymentOperation = typeof simulatedPaymentOperations.$inferSelect;
