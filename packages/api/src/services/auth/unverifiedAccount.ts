import { type Db, emailVerificationTokens, orders, passwordResetTokens, type User, users } from '@laundry/db';
import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import { endUserSessions } from './sessions';

/**
 * An account nobody has proved the address of, and that has placed no order, does not hold its address
 * against the mailbox's owner: their sign-up (or a guest account made with a proven mailbox) replaces it
 * (docs/decisions/0068-guest-mailbox-proof.md, An unverified account gives way). Anyone may sign up with any
 * address, so such an account says nothing about who owns it.
 */
export function mayGiveWay(user: Pick<User, 'emailVerifiedAt' | 'role'>): boolean {
  return user.emailVerifiedAt === null && user.role === 'Customer';
}

/** A tombstone address, unique per replaced account, under RFC 2606's `.invalid`. */
const replacedEmail = (userId: string) => `replaced-${userId}@unverified.invalid`;

/**
 * Retires the unverified account in the caller's transaction: one statement checks again that it is still
 * unverified and has no order, so a verification or an order that lands first keeps it. Its sessions and
 * tokens end. Answers whether the address is free now.
 */
export async function giveWay(tx: Db, user: Pick<User, 'id'>, now: Date): Promise<boolean> {
  const retired = await tx
    .update(users)
    .set({ email: replacedEmail(user.id), deletedAt: now, version: sql`${users.version} + 1` })
    .where(
      and(
        eq(users.id, user.id),
        isNull(users.emailVerifiedAt),
        isNull(users.deletedAt),
        eq(users.role, 'Customer'),
        notExists(tx.select({ one: sql`1` }).from(orders).where(eq(orders.userId, user.id))),
      ),
    )
    .returning({ id: users.id });
  if (retired.length === 0) return false;
  await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, user.id));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
  await endUserSessions(tx, user.id);
  return true;
}
