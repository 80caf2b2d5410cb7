import { type Db, emailVerificationTokens, type User, users } from '@laundry/db';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import type { CustomerCreateInput, CustomerUpdateInput } from '@laundry/validators/staffUsers';
import { STAFF_PEOPLE_MESSAGES } from '@laundry/validators/staffUsers';
import { and, eq, sql } from 'drizzle-orm';
import type { Context, SessionUser } from '../../context';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/recordAudit';
import { sendVerificationEmail } from '../auth/verification';
import { isUniqueViolation } from '../users/uniqueEmail';
import { auditedCustomer, type CustomerView, customerView, liveCustomers } from './customers';
import { sendCustomerWelcome } from './customerWelcome';
import { staleEdit } from './lists';

const emailTaken = () => new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);

async function withEmailCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

const profile = (input: CustomerCreateInput) => ({
  firstName: input.firstName || null,
  lastName: input.lastName || null,
  phone: input.phone || null,
  address: input.address || null,
  addressLine2: input.addressLine2 || null,
  city: input.city || null,
  state: input.state,
  zip: input.zip || null,
  sms: input.sms,
});

/**
 * Add a Customer (docs/rules/staff-screens.md, Customers): the role is always Customer (docs/rules/records.md, People), there is no password, and
 * the customer is e-mailed a link to choose one, in the same transaction as the account.
 */
export async function createCustomer(
  ctx: Context,
  actor: SessionUser,
  input: CustomerCreateInput,
): Promise<CustomerView> {
  const now = ctx.now();
  return withEmailCheck(() =>
    ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ ...profile(input), email: input.email, role: 'Customer', passwordHash: null })
        .returning();
      await sendCustomerWelcome(tx, created!, ctx.auth.publicUrl, now);
      await recordAudit(tx, actor, {
        kind: 'customer',
        action: 'create',
        entityId: created!.id,
        summary: `customer ${created!.email}`,
        after: auditedCustomer(created!),
      });
      return customerView(created!);
    }),
  );
}

async function lockCustomer(tx: Db, id: string): Promise<User> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), liveCustomers))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', STAFF_PEOPLE_MESSAGES.getCustomerFailed);
  return row;
}

/**
 * Saves the customer detail's edit (docs/rules/rest-compatibility.md POST /api/customer/{id}). A new e-mail must be proved
 * again by the customer: it is unverified and a verification link goes to it, as on the Account screen.
 */
export async function updateCustomer(
  ctx: Context,
  actor: SessionUser,
  /** Without a version (a REST caller that never read one) the save is not checked for staleness. */
  input: Omit<CustomerUpdateInput, 'version'> & { version?: number | undefined },
): Promise<CustomerView> {
  const now = ctx.now();
  return withEmailCheck(() =>
    ctx.db.transaction(async (tx) => {
      const before = await lockCustomer(tx, input.id);
      if (input.version !== undefined && before.version !== input.version) throw staleEdit('customer');
      const emailChanged = input.email !== before.email;
      const [after] = await tx
        .update(users)
        .set({
          ...profile(input),
          ...(emailChanged ? { email: input.email, emailVerifiedAt: null } : {}),
          version: sql`${users.version} + 1`,
        })
        .where(eq(users.id, before.id))
        .returning();
      if (emailChanged) {
        await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, before.id));
        await sendVerificationEmail(tx, { id: before.id, email: input.email }, ctx.auth.publicUrl, now);
      }
      await recordAudit(tx, actor, {
        kind: 'customer',
        action: 'update',
        entityId: before.id,
        summary: `customer ${after!.email}`,
        before: auditedCustomer(before),
        after: auditedCustomer(after!),
      });
      return customerView(after!);
    }),
  );
}
