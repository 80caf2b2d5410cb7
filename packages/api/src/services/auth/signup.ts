import { hashPassword } from '@laundry/auth';
import { users } from '@laundry/db';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { findServedZip } from '../catalog/zips';
import { findLiveUserByEmail } from '../users/profile';
import { isUniqueViolation } from '../users/uniqueEmail';
import { emailHeldForUndo } from './emailChangeUndo';
import { enqueueSignupExistingEmail } from './emails';
import { type SignedIn, signIn } from './signIn';
import { giveWay, mayGiveWay } from './unverifiedAccount';
import { sendVerificationEmail } from './verification';

export interface SignupRequest {
  email: string;
  password: string;
  /** The web form checks the zip first (docs/rules/accounts.md, Sign-up); the REST payload has none. */
  zip?: string;
}

const emailTaken = () => new AppError('CONFLICT', AUTH_MESSAGES.signupEmailTaken);

/**
 * Creates a Customer (the role is never chosen by the caller), queues the verification e-mail in the
 * same transaction, and signs the new customer in (POST /api/signup answers `{ token, user }`).
 *
 * An address that has an account (or is held for an e-mail change's undo link) is refused, and the
 * mailbox is told how to log in or reset the password: signing in at sign-up (docs/rules/accounts.md,
 * Sessions and tokens) leaves no answer that would not tell a taken address from a free one
 * (docs/decisions/0050-auth-signup-existing-email.md). An unverified account with no orders is not a
 * taken address: it gives way to this sign-up (docs/decisions/0068-guest-mailbox-proof.md).
 */
export async function signUp(ctx: Context, request: SignupRequest): Promise<SignedIn> {
  await ctx.auth.throttle('signup', request.email);
  const servedZip = request.zip === undefined ? null : await findServedZip(ctx.db, request.zip);
  if (request.zip !== undefined && !servedZip) throw new AppError('BAD_INPUT', AUTH_MESSAGES.zipNotServed);
  const now = ctx.now();
  const existing = await findLiveUserByEmail(ctx.db, request.email);
  const taken = async () => {
    await enqueueSignupExistingEmail(
      ctx.db,
      request.email,
      ctx.auth.publicUrl,
      existing?.language ?? ctx.locale,
    );
    return emailTaken();
  };
  if ((existing && !mayGiveWay(existing)) || (await emailHeldForUndo(ctx.db, request.email, now))) {
    throw await taken();
  }
  const passwordHash = await hashPassword(request.password);
  let gaveWay = true;
  try {
    const user = await ctx.db.transaction(async (tx) => {
      // An unverified account someone else may have made with this address gives way
      // (docs/decisions/0068-guest-mailbox-proof.md); one that has orders keeps it.
      if (existing && !(await giveWay(tx, existing, now))) {
        gaveWay = false;
        throw emailTaken();
      }
      const [created] = await tx
        .insert(users)
        .values({
          email: request.email,
          passwordHash,
          role: 'Customer',
          zip: servedZip?.zip ?? null,
          state: servedZip?.florida ? 'FL' : 'NY',
          // Signed up in Spanish: the account keeps Spanish (docs/rules/languages.md, Choosing the language).
          language: ctx.locale === 'es' ? 'es' : null,
        })
        .returning();
      await sendVerificationEmail(tx, created!, ctx.auth.publicUrl, now, ctx.locale);
      return created!;
    });
    return await signIn(ctx, user);
  } catch (error) {
    if (!gaveWay) throw await taken();
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
