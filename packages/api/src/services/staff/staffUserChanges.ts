import { hashPassword } from '@laundry/auth';
import { type Db, type User, users } from '@laundry/db';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import {
  STAFF_PEOPLE_MESSAGES,
  STAFF_ROLE_LABELS,
  type StaffRole,
  type StaffUserCreateInput,
  type StaffUserUpdateInput,
} from '@laundry/validators/staffUsers';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Context, SessionUser } from '../../context';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/recordAudit';
import { endUserSessions } from '../auth/sessions';
import { eraseAccount } from '../users/remove';
import { isUniqueViolation } from '../users/uniqueEmail';
import { isSuperAdmin, keepOneSuperAdmin } from './lastSuperAdmin';
import { staleEdit } from './lists';
import { inviterName, sendStaffInvitation } from './staffInvitation';
import {
  auditedStaffUser,
  getStaffUser,
  requireLocation,
  STAFF_ROLE_VALUES,
  type StaffUserView,
} from './staffUsers';

const emailTaken = () => new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);

async function withEmailCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** The staff row to change, locked for the transaction; a missing one is the spec's fetch error. */
async function lockStaffUser(tx: Db, id: string): Promise<User> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, STAFF_ROLE_VALUES), isNull(users.deletedAt)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', STAFF_PEOPLE_MESSAGES.getUserFailed);
  return row;
}

/**
 * Adds a staff member (docs/rules/staff-screens.md, Users). By default they are e-mailed an invitation to choose their own
 * password and have none until then; or the Super Admin types a temporary password, which the member must replace
 * at first log-in (docs/rules/roles.md, Users; docs/decisions/0075-staff-invitations.md). Either way no log-in starts
 * a session before the member has chosen a password. The Super Admin vouches for the work address, so it counts
 * as verified.
 */
export async function createStaffUser(
  ctx: Context,
  actor: SessionUser,
  input: StaffUserCreateInput,
): Promise<StaffUserView> {
  const storeName = await requireLocation(ctx.db, input.locationId);
  const invited = input.firstSignIn === 'invitation';
  const passwordHash = invited ? null : await hashPassword(input.password);
  const now = ctx.now();
  const id = await withEmailCheck(() =>
    ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          emailVerifiedAt: now,
          firstName: input.firstName || null,
          lastName: input.lastName || null,
          role: input.role,
          locationId: input.locationId,
          // With no password yet this holds too: nothing signs them in before they choose one.
          mustChangePassword: true,
        })
        .returning();
      if (invited) {
        await sendStaffInvitation(
          tx,
          { id: created!.id, email: created!.email, firstName: created!.firstName, role: input.role },
          { name: inviterName(actor), storeName },
          ctx.auth.publicUrl,
          now,
        );
      }
      await recordAudit(tx, actor, {
        kind: 'user',
        action: 'create',
        entityId: created!.id,
        summary: `user ${created!.email}: ${invited ? 'invitation e-mailed' : 'temporary password'}`,
        after: auditedStaffUser(created!),
      });
      return created!.id;
    }),
  );
  return getStaffUser(ctx.db, id);
}

/**
 * Saves the user form (edit). A role change or a new temporary password ends every session of that
 * person, so nobody keeps the old role's access or a session opened with the old password; the last
 * Super Admin keeps the role (docs/rules/roles.md, Users).
 */
export async function updateStaffUser(
  ctx: Context,
  actor: SessionUser,
  input: StaffUserUpdateInput,
): Promise<StaffUserView> {
  await requireLocation(ctx.db, input.locationId);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  await withEmailCheck(() =>
    ctx.db.transaction(async (tx) => {
      const demoting = input.role !== 'SuperAdmin' && (await isSuperAdmin(tx, input.id));
      if (demoting) await keepOneSuperAdmin(tx, input.id);
      const before = await lockStaffUser(tx, input.id);
      if (before.version !== input.version) throw staleEdit('user');
      const roleChanged = before.role !== input.role;
      if (roleChanged && before.role === 'SuperAdmin' && !demoting) await keepOneSuperAdmin(tx, before.id);
      const [after] = await tx
        .update(users)
        .set({
          firstName: input.firstName || null,
          lastName: input.lastName || null,
          email: input.email,
          ...(input.email !== before.email ? { emailVerifiedAt: ctx.now() } : {}),
          role: input.role,
          locationId: input.locationId,
          ...(passwordHash ? { passwordHash, mustChangePassword: true } : {}),
          version: sql`${users.version} + 1`,
        })
        .where(eq(users.id, before.id))
        .returning();
      if (roleChanged || passwordHash) await endUserSessions(tx, before.id);
      await recordAudit(tx, actor, {
        kind: 'user',
        action: roleChanged ? 'role' : passwordHash ? 'password' : 'update',
        entityId: before.id,
        summary: roleChanged
          ? `user ${after!.email}: ${STAFF_ROLE_LABELS[before.role as StaffRole] ?? before.role} to ${STAFF_ROLE_LABELS[after!.role as StaffRole] ?? after!.role}`
          : `user ${after!.email}${passwordHash ? ': new temporary password' : ''}`,
        before: auditedStaffUser(before),
        after: auditedStaffUser(after!),
      });
    }),
  );
  return getStaffUser(ctx.db, input.id);
}

/**
 * Removes a staff member (someone who left the chain): their personal data goes the way of a deleted
 * account. One's own user is deleted from the Account screen instead; the last Super Admin stays.
 */
export async function deleteStaffUser(
  ctx: Context,
  actor: SessionUser,
  input: { id: string; version: number },
): Promise<{ success: true }> {
  if (input.id === actor.id) throw new AppError('BAD_INPUT', STAFF_PEOPLE_MESSAGES.notOwnDelete);
  await ctx.db.transaction(async (tx) => {
    const superAdmin = await isSuperAdmin(tx, input.id);
    if (superAdmin) await keepOneSuperAdmin(tx, input.id);
    const before = await lockStaffUser(tx, input.id);
    if (before.version !== input.version) throw staleEdit('user');
    if (before.role === 'SuperAdmin' && !superAdmin) await keepOneSuperAdmin(tx, before.id);
    await eraseAccount(tx, before, ctx.now());
    await recordAudit(tx, actor, {
      kind: 'user',
      action: 'delete',
      entityId: before.id,
      summary: `user ${before.email}`,
      before: auditedStaffUser(before),
    });
  });
  return { success: true };
}
