import { hashPassword, verifyAgainstNothing, verifyPassword } from '@laundry/auth';
import { users } from '@laundry/db';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import type { TemporaryPasswordChangeInput } from '@laundry/validators/staffUsers';
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { endUserSessions } from '../auth/sessions';
import { type SignedIn, signIn } from '../auth/signIn';
import { findLiveUserByEmail } from './profile';

/**
 * A staff member's first log-in (docs/rules/roles.md, Users): log-in with the temporary password a
 * Super Admin gave starts no session; this step takes the temporary password again with the person's
 * own, replaces it, and only then signs them in. Failures answer like a wrong log-in.
 */
export async function changeTemporaryPassword(
  ctx: Context,
  input: TemporaryPasswordChangeInput,
): Promise<SignedIn> {
  await ctx.auth.throttle('login', input.email);
  const user = await findLiveUserByEmail(ctx.db, input.email);
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.temporaryPassword)
    : await verifyAgainstNothing(input.temporaryPassword);
  if (!user || !ok || !user.mustChangePassword)
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.loginFailed);
  const passwordHash = await hashPassword(input.password);
  const changed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, version: sql`${users.version} + 1` })
      .where(and(eq(users.id, user.id), eq(users.mustChangePassword, true)))
      .returning();
    if (row) await endUserSessions(tx, user.id);
    return row;
  });
  // Two tabs finishing at once: the second finds the password already changed.
  if (!changed) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.loginFailed);
  return signIn(ctx, changed);
}
