import { hashPassword } from '@laundry/auth';
import { emailVerificationTokens, users } from '@laundry/db';
import { type AccountUpdateInput, AUTH_MESSAGES } from '@laundry/validators/auth';
import { eq } from 'drizzle-orm';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { emailHeldForUndo, issueEmailChangeUndo } from '../auth/emailChangeUndo';
import { sendVerificationEmail } from '../auth/verification';
import { confirmOwner } from './ownerCheck';
import { renewSessionsAfterPasswordChange } from './passwordChange';
import { type AccountView, findLiveUser, findLiveUserByEmail, loadAccount } from './profile';
import { isUniqueViolation } from './uniqueEmail';

export interface AccountUpdated {
  user: AccountView;
  /** A new session token when the password changed (every earlier session ended). */
  token: string | null;
}

const emailTaken = () => new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);

/**
 * Saves the Account screen (docs/rules/accounts.md, The Account screen). A new e-mail or password needs the owner: the current
 * password, or a fresh Google sign-in for a Google-only account (users/ownerCheck.ts); without it
 * nothing changes. A new e-mail must be verified again (a link goes to it), and the old address is
 * told, with a link that undoes the change (docs/decisions/0049-auth-account-changes.md). A new password ends
 * every session of the account, then this client gets a fresh one so it stays signed in.
 */
export async function updateAccount(
  ctx: Context,
  userId: string,
  input: AccountUpdateInput,
): Promise<AccountUpdated> {
  const current = await findLiveUser(ctx.db, userId);
  if (!current) throw new AppError('NOT_FOUND', AUTH_MESSAGES.accountUpdateFailed);
  const { password, confirmPassword: _confirm, currentPassword, email, ...profile } = input;
  const emailChanged = email !== undefined && email !== current.email;
  const now = ctx.now();
  if (emailChanged || password) await confirmOwner(ctx, current, currentPassword);
  if (
    emailChanged &&
    ((await findLiveUserByEmail(ctx.db, email)) || (await emailHeldForUndo(ctx.db, email, now, userId)))
  ) {
    throw emailTaken();
  }
  const passwordHash = password ? await hashPassword(password) : undefined;

  try {
    const token = await ctx.db.transaction(async (tx) => {
      const values = Object.fromEntries(
        Object.entries({
          ...profile,
          ...(emailChanged ? { email, emailVerifiedAt: null } : {}),
          ...(passwordHash ? { passwordHash } : {}),
        }).filter(([, value]) => value !== undefined),
      );
      // A request naming no field the account has (or only the unchanged e-mail) changes nothing.
      if (Object.keys(values).length > 0) await tx.update(users).set(values).where(eq(users.id, userId));
      if (emailChanged) {
        await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
        await sendVerificationEmail(tx, { id: userId, email }, ctx.auth.publicUrl, now);
        const change = { userId, oldEmail: current.email, newEmail: email };
        await issueEmailChangeUndo(tx, change, ctx.auth.publicUrl, now);
      }
      return passwordHash ? renewSessionsAfterPasswordChange(ctx, tx, userId) : null;
    });
    return { user: await loadAccount(ctx.db, userId), token };
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
