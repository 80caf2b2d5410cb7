import type { CustomerPreferences } from '@laundry/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { locations } from './catalog';
import { createdAt, rowVersion, timestampTz, updatedAt } from './columns';

/** docs/rules/roles.md, Who may do what. Guests are not users: a guest session is bound to an e-mail instead. */
export const ROLES = ['Customer', 'Admin', 'SuperAdmin', 'Driver'] as const;
export type Role = (typeof ROLES)[number];
export const userRole = pgEnum('user_role', ROLES);

/** Customers and staff (docs/rules/records.md, People). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lowercased, so equality on it is a case-insensitive match. */
    email: text('email').notNull().unique(),
    emailVerifiedAt: timestampTz('email_verified_at'),
    /** Null for an account that signs in only through Google or Facebook. */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    address: text('address'),
    addressLine2: text('address_line_2'),
    city: text('city'),
    state: text('state').notNull().default('NY'),
    zip: text('zip'),
    /** Text notifications about orders. */
    sms: boolean('sms').notNull().default(false),
    /** The language the customer chose for the site, e-mails and texts ('en' or 'es'); null until they choose (docs/rules/languages.md). */
    language: text('language'),
    /** The customer's standing preferences (docs/decisions/0093-customer-preferences.md); null until first saved. */
    preferences: jsonb('preferences').$type<CustomerPreferences>(),
    /** The order whose details filled the empty profile fields (docs/decisions/0042-profile-from-first-order.md). */
    profileFilledFromOrderNumber: integer('profile_filled_from_order_number'),
    role: userRole('role').notNull().default('Customer'),
    googleId: text('google_id').unique(),
    facebookId: text('facebook_id').unique(),
    stripeCustomerId: text('stripe_customer_id'),
    /** The store a staff member works at; a Driver's is the store whose route they drive (docs/decisions/0089-driver-role.md). */
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    /** A staff member created with a temporary password sets their own at first log-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    deletedAt: timestampTz('deleted_at'),
    version: rowVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    index('users_first_name_idx').on(t.firstName),
    index('users_last_name_idx').on(t.lastName),
    index('users_role_idx').on(t.role),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
