import { createOneTimeToken, hashPassword, oneTimeSecretMatches, parseOneTimeToken } from '@laundry/auth';
import { type Db, passwordResetTokens, users } from '@laundry/db';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { enqueuePasswordResetEmail } from './emails';
import { endUserSessions } from './sessions';

/**
 * docs/rules/accounts.md, Forgot and reset password: the answer is the same whether or not the e-mail has an account, so the
 * form cannot be used to find out who is a customer. Only an account gets the e-mail.
 */
export async function requestPasswordReset(ctx: Context, email: string): Promise<{ message: string }> {
  await ctx.auth.throttle('forgotPassword', email);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, language: users.language })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)));
    if (!user) return;
    const issued = createOneTimeToken('resetPassword', now);
    await tx.insert(passwordResetTokens).values({
      id: issued.id,
      tokenHash: issued.tokenHash,
      userId: user.id,
      expiresAt: issued.expiresAt,
    });
    await enqueuePasswordResetEmail(
      tx,
      user.email,
      ctx.auth.publicUrl,
      issued.token,
      user.language ?? ctx.locale,
    );
  });
  return { message: AUTH_MESSAGES.forgotSent };
}

const tokenError = () => new AppError('BAD_INPUT', AUTH_MESSAGES.resetTokenError);

/**
 * The token's row and its account when it is genuine, unused and not expired (1 hour, docs/rules/accounts.md,
 * Sessions and tokens; 24 hours for a welcome link, ../staff/customerWelcome.ts), else null.
 */
export async function findUsableResetToken(db: Db, token: string, now: Date, lock = false) {
  const parsed = parseOneTimeToken('resetPassword', token);
  if (!parsed) return null;
  const query = db
    .select({
      token: passwordResetTokens,
      deletedAt: users.deletedAt,
      email: users.email,
      firstName: users.firstName,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.id, parsed.id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !oneTimeSecretMatches(parsed.secret, row.token.tokenHash)) return null;
  if (row.token.usedAt || row.token.expiresAt <= now || row.deletedAt) return null;
  return row;
}

async function usableResetToken(db: Db, token: string, now: Date, lock: boolean) {
  const row = await findUsableResetToken(db, token, now, lock);
  if (!row) throw tokenError();
  return row.token;
}

/** docs/rules/accounts.md, Forgot and reset password: the reset page checks its token when it opens. */
export async function checkResetToken(db: Db, token: string, now: Date): Promise<{ success: true }> {
  await usableResetToken(db, token, now, false);
  return { success: true };
}

/**
 * Sets the new password, uses up every open reset token of the account, marks the address verified
 * (the link proved the mailbox) and ends the account's sessions.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  now: Date,
): Promise<{ success: true }> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const row = await usableResetToken(tx, token, now, true);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
    const [user] = await tx
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, row.userId));
    await tx
      .update(users)
      // The person chose this password through their mailbox: no temporary one is left to replace.
      .set({ passwordHash, emailVerifiedAt: user?.verifiedAt ?? now, mustChangePassword: false })
      .where(eq(users.id, row.userId));
    await endUserSessions(tx, row.userId);
  });
  return { success: true };
}
