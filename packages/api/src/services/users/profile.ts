import { type Db, locations, type User, users } from '@laundry/db';
import { isLocale, type Locale } from '@laundry/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../errors';

/** A person's own account as the Account screen shows it (docs/rules/records.md, People). Never the password. */
export interface AccountView {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  address: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string;
  zip: string | null;
  sms: boolean;
  role: User['role'];
  googleId: string | null;
  hasPassword: boolean;
  locationId: string | null;
  locationName: string | null;
  /** The order that filled empty profile fields (docs/decisions/0042-profile-from-first-order.md). */
  profileFilledFromOrderNumber: number | null;
  /** The language chosen for the site, e-mails and texts, or null until chosen (docs/rules/languages.md). */
  language: Locale | null;
}

export function accountView(user: User, locationName: string | null = null): AccountView {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    address: user.address,
    addressLine2: user.addressLine2,
    city: user.city,
    state: user.state,
    zip: user.zip,
    sms: user.sms,
    role: user.role,
    googleId: user.googleId,
    hasPassword: user.passwordHash !== null,
    locationId: user.locationId,
    locationName,
    profileFilledFromOrderNumber: user.profileFilledFromOrderNumber,
    language: isLocale(user.language) ? user.language : null,
  };
}

/** A live (not deleted) user row. */
export async function findLiveUser(db: Db, userId: string): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return user ?? null;
}

export async function findLiveUserByEmail(db: Db, email: string): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), isNull(users.deletedAt)));
  return user ?? null;
}

export async function loadAccount(db: Db, userId: string): Promise<AccountView> {
  const [row] = await db
    .select({ user: users, locationName: locations.name })
    .from(users)
    .leftJoin(locations, eq(locations.id, users.locationId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) throw new AppError('NOT_FOUND', 'This account no longer exists.');
  return accountView(row.user, row.locationName);
}
