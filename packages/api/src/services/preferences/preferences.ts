import { type Db, users } from '@laundry/db';
import type { CustomerPreferences } from '@laundry/domain';
import { PREFERENCE_MESSAGES } from '@laundry/validators/preferences';
import { STAFF_PEOPLE_MESSAGES } from '@laundry/validators/staffUsers';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context, SessionUser } from '../../context';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/recordAudit';

/**
 * A customer's standing preferences (docs/rules/accounts.md, Preferences; docs/decisions/0093-customer-preferences.md):
 * saved on the account, read and saved by the customer for themselves and by staff for any customer; a Driver
 * neither. Null until first saved.
 */

const notCustomer = () => new AppError('FORBIDDEN', PREFERENCE_MESSAGES.notCustomer);
const customerNotFound = () => new AppError('NOT_FOUND', STAFF_PEOPLE_MESSAGES.getCustomerFailed);

/** The preferences a new order of this account copies at placement; null for none saved (or no such customer). */
export async function savedPreferences(db: Db, userId: string): Promise<CustomerPreferences | null> {
  const [row] = await db
    .select({ preferences: users.preferences })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'Customer')));
  return row?.preferences ?? null;
}

/** The signed-in customer's own preferences. Staff and Drivers have none. */
export async function ownPreferences(user: SessionUser, db: Db): Promise<CustomerPreferences | null> {
  if (user.role !== 'Customer') throw notCustomer();
  return savedPreferences(db, user.id);
}

export async function saveOwnPreferences(
  ctx: Context,
  user: SessionUser,
  preferences: CustomerPreferences,
): Promise<CustomerPreferences> {
  if (user.role !== 'Customer') throw notCustomer();
  const [row] = await ctx.db
    .update(users)
    .set({ preferences })
    .where(and(eq(users.id, user.id), eq(users.role, 'Customer'), isNull(users.deletedAt)))
    .returning({ preferences: users.preferences });
  if (!row) throw notCustomer();
  return row.preferences ?? preferences;
}

/** Staff read any customer's preferences (the Customers screen). */
export async function customerPreferences(db: Db, userId: string): Promise<CustomerPreferences | null> {
  const [row] = await db
    .select({ role: users.role, preferences: users.preferences })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (row?.role !== 'Customer') throw customerNotFound();
  return row.preferences;
}

/** Staff save a customer's preferences, with its audit row (docs/rules/roles.md, Audit trail). */
export async function saveCustomerPreferences(
  ctx: Context,
  actor: SessionUser,
  input: { userId: string; preferences: CustomerPreferences },
): Promise<CustomerPreferences> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ email: users.email, role: users.role, preferences: users.preferences })
      .from(users)
      .where(and(eq(users.id, input.userId), isNull(users.deletedAt)))
      .for('update');
    if (before?.role !== 'Customer') throw customerNotFound();
    await tx.update(users).set({ preferences: input.preferences }).where(eq(users.id, input.userId));
    await recordAudit(tx, actor, {
      kind: 'customer',
      action: 'update',
      entityId: input.userId,
      summary: `preferences of customer ${before.email}`,
      before: { preferences: before.preferences },
      after: { preferences: input.preferences },
    });
    return input.preferences;
  });
}
