import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** What a staff change was about; the audit screen filters by it. */
export const AUDIT_KINDS = [
  'user',
  'customer',
  'location',
  'special',
  'zip',
  'settings',
  'priceList',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/**
 * Every staff change to people, catalog and settings: who, when, what, and the values before and after.
 * Written in the same transaction as the change it records, so neither stands without the other.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept beside the id, so the entry still says who once the account is gone. */
    actorEmail: text('actor_email'),
    kind: text('kind', { enum: AUDIT_KINDS }).notNull(),
    /** 'create', 'update', 'delete', 'role', ... */
    action: text('action').notNull(),
    /** The changed row's id (a zip code, a region, a uuid). */
    entityId: text('entity_id').notNull(),
    /** A short human description ('ny wash and fold settings', 'special SPRING10'). */
    summary: text('summary').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_actor_created_at_idx').on(t.actorUserId, t.createdAt),
    index('audit_log_kind_created_at_idx').on(t.kind, t.createdAt),
  ],
);

export type AuditEntry = typeof auditLog.$inferSelect;
export type NewAuditEntry = typeof auditLog.$inferInsert;

/** Phone numbers that answered STOP to a text: no order text goes to them until they opt in again. */
export const smsOptOuts = pgTable('sms_opt_outs', {
  /** Digits only, with the country code ('12125550100'). */
  phone: text('phone').primaryKey(),
  createdAt: createdAt(),
});
