import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';
import { users } from './users';

/**
 * What happened to an order, by whom: created, edited, status, location, rescheduled, canceled,
 * captured, refunded, reauthRequested, reauthorized, ... `data` holds what changed (before/after).
 * The staff's events are also the audit trail's order entries (docs/rules/roles.md, Audit trail).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's role at the time ('Guest' for a guest session, null for the system). */
    actorRole: text('actor_role'),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_id_created_at_idx').on(t.orderId, t.createdAt),
    // The audit screen: the staff's events newest first, and one person's (services/audit/auditLog.ts).
    index('order_events_staff_created_at_idx')
      .on(t.createdAt)
      .where(sql`${t.actorRole} in ('Admin', 'SuperAdmin')`),
    index('order_events_actor_created_at_idx').on(t.actorUserId, t.createdAt),
  ],
);

export type OrderEvent = typeof orderEvents.$inferSelect;
export type NewOrderEvent = typeof orderEvents.$inferInsert;
