import { createOneTimeToken, oneTimeSecretMatches, parseOneTimeToken } from '@laundry/auth';
import { type Db, emailVerificationTokens, users } from '@laundry/db';
import { ACCOUNT_LINK_MESSAGES } from '@laundry/validators/accountLinks';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from '../../context';
import { AppError, UNAUTHENTICATED_MESSAGE } from '../../errors';
import { claimGuestOrders } from '../orders/guestOrders';
import { findLiveUser } from '../users/profile';
import { enqueueVerificationEmail } from './emails';

/** Issues a verification token (24 hours, single use, stored hashed) and queues the e-mail with its link. */
export async function sendVerificationEmail(
  db: Db,
  user: { id: string; email: string },
  publicUrl: string,
  now: Date,
  language?: string | null,
): Promise<void> {
  const issued = createOneTimeToken('verifyEmail', now);
  await db.insert(emailVerificationTokens).values({
    id: issued.id,
    tokenHash: issued.tokenHash,
    userId: user.id,
    expiresAt: issued.expiresAt,
  });
  await enqueueVerificationEmail(db, user.email, publicUrl, issued.token, language);
}

const invalid = () => new AppError('BAD_INPUT', AUTH_MESSAGES.verificationFailed);

/**
 * docs/rules/accounts.md, E-mail verification: the link is checked and the address verified. A token works once, before it expires;
 * when the REST caller also sends the e-mail, it must be the token's account.
 */
export async function verifyEmail(db: Db, token: string, now: Date, email?: string): Promise<void> {
  const parsed = parseOneTimeToken('verifyEmail', token);
  if (!parsed) throw new AppError('BAD_INPUT', AUTH_MESSAGES.verificationLinkInvalid);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ token: emailVerificationTokens, email: users.email, deletedAt: users.deletedAt })
      .from(emailVerificationTokens)
      .innerJoin(users, eq(users.id, emailVerificationTokens.userId))
      .where(eq(emailVerificationTokens.id, parsed.id))
      .for('update');
    if (!row || !oneTimeSecretMatches(parsed.secret, row.token.tokenHash)) throw invalid();
    if (row.token.usedAt || row.token.expiresAt <= now || row.deletedAt) throw invalid();
    if (email !== undefined && email !== row.email) throw invalid();
    const used = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(and(eq(emailVerificationTokens.id, row.token.id), isNull(emailVerificationTokens.usedAt)))
      .returning({ id: emailVerificationTokens.id });
    if (used.length === 0) throw invalid();
    await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, row.token.userId), isNull(users.emailVerifiedAt)));
    // The address is proven now: its earlier guest orders join the account (docs/decisions/0041-order-links.md).
    await claimGuestOrders(tx, row.token.userId, row.email);
  });
}

/**
 * The verification banner's "Send the link again": a new 24-hour link for a signed-in account whose
 * address is not verified yet, throttled per account and per address.
 */
export async function resendVerification(ctx: Context, userId: string): Promise<{ message: string }> {
  const user = await findLiveUser(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
  if (user.emailVerifiedAt) throw new AppError('CONFLICT', ACCOUNT_LINK_MESSAGES.alreadyVerified);
  await ctx.auth.throttle('resendVerification', user.email);
  await sendVerificationEmail(ctx.db, user, ctx.auth.publicUrl, ctx.now(), ctx.locale);
  return { message: ACCOUNT_LINK_MESSAGES.verificationSent };
}
