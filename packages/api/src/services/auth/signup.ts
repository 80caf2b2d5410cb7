import { hashPassword } from '@laundry/auth';
import { users } from '@laundry/db';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { findServedZip } from '../catalog/zips';
import { findLiveUserByEmail } from '../users/profile';
import { isUniqueViolation } from '../users/uniqueEmail';
import { type SignedIn, signIn } from './signIn';
import { sendVerificationEmail } from './verification';

export interface SignupRequest {
  email: string;
  password: string;
  /** The web form checks the zip first (spec 000 §2); the REST payload has none. */
  zip?: string;
}

const emailTaken = () => new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);

/**
 * Creates a Customer (the role is never chosen by the caller), queues the verification e-mail in the
 * same transaction, and signs the new customer in (POST /api/signup answers `{ token, user }`).
 */
export async function signUp(ctx: Context, request: SignupRequest): Promise<SignedIn> {
  await ctx.auth.throttle('signup', request.email);
  const servedZip = request.zip === undefined ? null : await findServedZip(ctx.db, request.zip);
  if (request.zip !== undefined && !servedZip) throw new AppError('BAD_INPUT', AUTH_MESSAGES.zipNotServed);
  if (await findLiveUserByEmail(ctx.db, request.email)) throw emailTaken();
  const passwordHash = await hashPassword(request.password);
  const now = ctx.now();
  try {
    const user = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: request.email,
          passwordHash,
          role: 'Customer',
          zip: servedZip?.zip ?? null,
          state: servedZip?.florida ? 'FL' : 'NY',
        })
        .returning();
      await sendVerificationEmail(tx, created!, ctx.auth.publicUrl, now);
      return created!;
    });
    return await signIn(ctx, user);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
