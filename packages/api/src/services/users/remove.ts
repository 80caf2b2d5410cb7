import {
  type Db,
  emailChangeUndoTokens,
  emailVerificationTokens,
  orders,
  outbox,
  passwordResetTokens,
  type User,
  users,
} from '@laundry/db';
import { eq, sql } from 'drizzle-orm';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/recordAudit';
import { endUserSessions } from '../auth/sessions';
import { keepOneSuperAdmin } from '../staff/lastSuperAdmin';
import { auditedStaffUser } from '../staff/staffUsers';
import { findLiveUser } from './profile';

/** An address nobody owns (RFC 2606 `.invalid`), unique per deleted account. */
const tombstoneEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * Deletes an account (docs/rules/accounts.md, The Account screen, with its confirm step in the client). The person's personal data
 * goes: the user row keeps only its id, role and dates; their e-mails waiting in the outbox are
 * dropped; sessions and tokens end. Past orders stay as the chain's business records, with
 * the customer's name, e-mail, phone, street address and instructions cleared; city, state and zip
 * stay for the region and reporting.
 */
export async function deleteAccount(ctx: Context, userId: string): Promise<{ success: true }> {
  const user = await findLiveUser(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'This account no longer exists.');
  await ctx.db.transaction(async (tx) => {
    // docs/rules/roles.md, Users: the last Super Admin cannot delete their account.
    if (user.role === 'SuperAdmin') await keepOneSuperAdmin(tx, userId);
    // A staff member's own deletion is recorded as the users screen's is: the audit trail still says who made
    // their order changes once the account keeps nothing (docs/rules/roles.md, Audit trail).
    if (user.role !== 'Customer' && ctx.actor.kind === 'user') {
      await recordAudit(tx, ctx.actor.user, {
        kind: 'user',
        action: 'delete',
        entityId: user.id,
        summary: `user ${user.email}: deleted their own account`,
        before: auditedStaffUser(user),
      });
    }
    await eraseAccount(tx, user, ctx.now());
  });
  ctx.cookies.clear();
  return { success: true };
}

/** The erasure itself, inside the caller's transaction (the Account screen's delete and the users screen's). */
export async function eraseAccount(tx: Db, user: User, now: Date): Promise<void> {
  const userId = user.id;
  await tx
    .update(users)
    .set({
      email: tombstoneEmail(userId),
      emailVerifiedAt: null,
      passwordHash: null,
      firstName: null,
      lastName: null,
      phone: null,
      address: null,
      addressLine2: null,
      city: null,
      zip: null,
      sms: false,
      googleId: null,
      facebookId: null,
      stripeCustomerId: null,
      deletedAt: now,
    })
    .where(eq(users.id, userId));
  await tx
    .update(orders)
    .set({
      firstName: '',
      email: '',
      phone: '',
      instructions: '',
      address: sql`${orders.address} || '{"address":"","address2":null,"email":"","firstName":"","phone":""}'::jsonb`,
    })
    .where(eq(orders.userId, userId));
  await tx.delete(outbox).where(eq(outbox.to, user.email));
  await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  // They hold the person's earlier addresses.
  await tx.delete(emailChangeUndoTokens).where(eq(emailChangeUndoTokens.userId, userId));
  await endUserSessions(tx, userId);
}
