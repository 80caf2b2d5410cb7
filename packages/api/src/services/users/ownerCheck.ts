import { verifyPassword } from '@laundry/auth';
import { sessions, type User } from '@laundry/db';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import { eq } from 'drizzle-orm';
import type { Context } from '../../context';
import { AppError } from '../../errors';

/** How recent a Google sign-in must be to stand in for the password (docs/decisions/0049-auth-account-changes.md). */
const GOOGLE_SIGN_IN_FRESH_MS = 10 * 60 * 1000;

/**
 * docs/decisions/0049-auth-account-changes.md: a change of the e-mail or the password is made by the owner,
 * not by whoever holds a session. An account with a password gives the current one (counted with the
 * log-in attempts, per account and address, so a stolen session cannot guess it); an account without
 * one (Google only) needs this session to come from a Google sign-in of the last 10 minutes.
 * Nothing is written here: the caller changes the account only after this returns.
 */
export async function confirmOwner(ctx: Context, user: User, currentPassword: string | undefined) {
  if (user.passwordHash) {
    if (!currentPassword) throw new AppError('BAD_INPUT', AUTH_MESSAGES.currentPasswordRequired);
    await ctx.auth.throttle('login', user.email);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw new AppError('BAD_INPUT', AUTH_MESSAGES.currentPasswordWrong);
    }
    return;
  }
  if (!user.googleId) throw new AppError('BAD_INPUT', AUTH_MESSAGES.noPasswordToConfirm);
  if (ctx.actor.kind !== 'user') throw new AppError('FORBIDDEN', AUTH_MESSAGES.googleSignInRequired);
  const [session] = await ctx.db
    .select({ googleSignedInAt: sessions.googleSignedInAt })
    .from(sessions)
    .where(eq(sessions.id, ctx.actor.sessionId));
  const signedInAt = session?.googleSignedInAt?.getTime();
  if (signedInAt === undefined || ctx.now().getTime() - signedInAt > GOOGLE_SIGN_IN_FRESH_MS) {
    throw new AppError('FORBIDDEN', AUTH_MESSAGES.googleSignInRequired, { googleSignInRequired: true });
  }
}
