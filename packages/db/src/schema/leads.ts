import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, isOneOf } from './columns';

export const LEAD_KINDS = ['business', 'contact'] as const;

/** Messages from the public business-services and contact pages. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: LEAD_KINDS }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('leads_kind', isOneOf(t.kind, LEAD_KINDS))],
);

export type Lead = typeof leads.$inferSelect;
