import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, timestampTz } from './columns';
import { users } from './users';

/**
 * Server-side sessions, as the Lucia guide implements them: a random id, and only a SHA-256 hash
 * of the random secret. A guest session has no user and is bound to the e-mail of an order.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    secretHash: bytea('secret_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestEmail: text('guest_email'),
    /** Set when the guest's e-mail came from the order's signed link: the guest proved the mailbox. */
    guestEmailProvenAt: timestampTz('guest_email_proven_at'),
    /**
     * The one-time code e-mailed to a guest's address, stored hashed, that proves the mailbox like the signed
     * link does (docs/decisions/0068-guest-mailbox-proof.md).
     */
    guestCodeHash: text('guest_code_hash'),
    guestCodeExpiresAt: timestampTz('guest_code_expires_at'),
    /** Wrong codes tried against the current one: at 5 it is spent and a new one must be asked for. */
    guestCodeAttempts: integer('guest_code_attempts').notNull().default(0),
    /**
     * When this session was started by a Google sign-in: a Google-only account changes its e-mail or
     * password only within 10 minutes of it (docs/decisions/0049-auth-account-changes.md).
     */
    googleSignedInAt: timestampTz('google_signed_in_at'),
    createdAt: createdAt(),
    lastVerifiedAt: timestampTz('last_verified_at').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** Single-use tokens stored hashed (docs/rules/accounts.md, Sessions and tokens: 24 hours for verification). */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_tokens_user_id_idx').on(t.userId)],
);

/** Single-use tokens stored hashed (docs/rules/accounts.md, Sessions and tokens: 1 hour for a password reset). */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * The link that undoes an e-mail change, sent to the old address (docs/decisions/0049-auth-account-changes.md):
 * single use, stored hashed, 7 days. While it is open the old address is held for its account.
 */
export const emailChangeUndoTokens = pgTable(
  'email_change_undo_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_change_undo_tokens_user_id_idx').on(t.userId),
    index('email_change_undo_tokens_old_email_idx').on(t.oldEmail),
  ],
);

export type Session = typeof sessions.$inferSelect;
