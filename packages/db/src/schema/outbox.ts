import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, isOneOf, timestampTz } from './columns';

export const OUTBOX_KINDS = ['email', 'sms'] as const;
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Messages to send, written in the same transaction as the change that causes them, and delivered
 * by a worker with retries. Living in PostgreSQL keeps the app servers stateless.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: OUTBOX_KINDS }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    html: text('html'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    /**
     * Messages about one thing that only the last should reach the customer share a key (an order's status
     * messages, docs/decisions/0077-orders-status-changes-undo.md); a newer one removes those not yet sent.
     */
    collapseKey: text('collapse_key'),
    /** The state the customer last heard of before the first message of the key still waiting. */
    collapseBase: text('collapse_base'),
    sentAt: timestampTz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('outbox_kind', isOneOf(t.kind, OUTBOX_KINDS)),
    check('outbox_status', isOneOf(t.status, OUTBOX_STATUSES)),
    index('outbox_status_next_attempt_at_idx').on(t.status, t.nextAttemptAt),
    index('outbox_collapse_key_idx').on(t.collapseKey).where(sql`${t.collapseKey} is not null`),
  ],
);

export type OutboxMessage = typeof outbox.$inferSelect;
export type NewOutboxMessage = typeof outbox.$inferInsert;
