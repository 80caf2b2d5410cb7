import { createOneTimeToken, oneTimeSecretMatches, parseOneTimeToken } from '@laundry/auth';
import {
  type Db,
  emailChangeUndoTokens,
  emailVerificationTokens,
  passwordResetTokens,
  users,
} from '@laundry/db';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../users/uniqueEmail';
import { enqueueEmailChangedEmail } from './emails';
import { endUserSessions } from './sessions';

export interface EmailChange {
  userId: string;
  oldEmail: string;
  newEmail: string;
}

/**
 * docs/decisions/0049-auth-account-changes.md: an e-mail change tells the old address, with a link (single
 * use, stored hashed, 7 days) that undoes it. Runs in the change's own transaction. Returns the token
 * the e-mail carries.
 */
export async function issueEmailChangeUndo(
  db: Db,
  change: EmailChange,
  publicUrl: string,
  now: Date,
): Promise<string> {
  const issued = createOneTimeToken('undoEmailChange', now);
  await db.insert(emailChangeUndoTokens).values({
    id: issued.id,
    tokenHash: issued.tokenHash,
    userId: change.userId,
    oldEmail: change.oldEmail,
    newEmail: change.newEmail,
    expiresAt: issued.expiresAt,
  });
  await enqueueEmailChangedEmail(db, change, publicUrl, issued.token);
  return issued.token;
}

/**
 * Whether `email` is an old address that an open undo link would give back to its account: no other
 * account may take it meanwhile, or whoever changed the address could block the undo by signing up
 * with the old one (docs/decisions/0049-auth-account-changes.md).
 */
export async function emailHeldForUndo(
  db: Db,
  email: string,
  now: Date,
  exceptUserId: string | null = null,
): Promise<boolean> {
  const conditions = [
    eq(emailChangeUndoTokens.oldEmail, email.toLowerCase()),
    isNull(emailChangeUndoTokens.usedAt),
    gt(emailChangeUndoTokens.expiresAt, now),
  ];
  if (exceptUserId) conditions.push(ne(emailChangeUndoTokens.userId, exceptUserId));
  const [held] = await db
    .select({ id: emailChangeUndoTokens.id })
    .from(emailChangeUndoTokens)
    .innerJoin(users, and(eq(users.id, emailChangeUndoTokens.userId), isNull(users.deletedAt)))
    .where(and(...conditions))
    .limit(1);
  return held !== undefined;
}

const invalid = () => new AppError('BAD_INPUT', AUTH_MESSAGES.emailChangeUndoInvalid);
const taken = () => new AppError('CONFLICT', AUTH_MESSAGES.emailChangeUndoTaken);

/**
 * The old address's link: the account gets its old address back (verified: the link proved the
 * mailbox), every session of the account ends, and every link the change may have let someone else
 * receive stops working: later undo links, verification links and password reset links.
 */
export async function undoEmailChange(
  ctx: Context,
  token: string,
): Promise<{ email: string; message: string }> {
  const parsed = parseOneTimeToken('undoEmailChange', token);
  if (!parsed) throw invalid();
  const now = ctx.now();
  let restored: { userId: string; email: string };
  try {
    restored = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ token: emailChangeUndoTokens, deletedAt: users.deletedAt })
        .from(emailChangeUndoTokens)
        .innerJoin(users, eq(users.id, emailChangeUndoTokens.userId))
        .where(eq(emailChangeUndoTokens.id, parsed.id))
        .for('update');
      if (!row || !oneTimeSecretMatches(parsed.secret, row.token.tokenHash)) throw invalid();
      if (row.token.usedAt || row.token.expiresAt <= now || row.deletedAt) throw invalid();
      const { userId, oldEmail } = row.token;
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, oldEmail), ne(users.id, userId), isNull(users.deletedAt)));
      if (other) throw taken();
      await tx
        .update(emailChangeUndoTokens)
        .set({ usedAt: now })
        .where(and(eq(emailChangeUndoTokens.userId, userId), isNull(emailChangeUndoTokens.usedAt)));
      await tx.update(users).set({ email: oldEmail, emailVerifiedAt: now }).where(eq(users.id, userId));
      await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
      await endUserSessions(tx, userId);
      return { userId, email: oldEmail };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  // This client's own session of the account ended with the others.
  if (ctx.actor.kind === 'user' && ctx.actor.user.id === restored.userId) ctx.cookies.clear();
  return { email: restored.email, message: AUTH_MESSAGES.emailChangeUndone(restored.email) };
}
