import { verifyAgainstNothing, verifyPassword } from '@laundry/auth';
import { AUTH_MESSAGES, type LoginInput } from '@laundry/validators/auth';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { findLiveUserByEmail } from '../users/profile';
import { type SignedIn, signIn } from './signIn';

/**
 * Log-in with e-mail and password (docs/rules/accounts.md, Log-in and its limits). Every failure gives the same answer, and an
 * unknown e-mail costs the same hashing time as a wrong password, so neither reveals an account.
 */
export async function logIn(ctx: Context, input: LoginInput): Promise<SignedIn> {
  await ctx.auth.throttle('login', input.email);
  const user = await findLiveUserByEmail(ctx.db, input.email);
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstNothing(input.password);
  if (!user || !ok) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.loginFailed);
  const signedIn = await signIn(ctx, user);
  // The limits count failed attempts: someone who signs in often is not kept out (decision 0013).
  await ctx.auth.forgive('login', input.email);
  return signedIn;
}
