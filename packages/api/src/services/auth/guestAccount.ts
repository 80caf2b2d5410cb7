import { hashPassword } from '@laundry/auth';
import { sessions, users } from '@laundry/db';
import { ACCOUNT_LINK_MESSAGES, type GuestAccountInput } from '@laundry/validators/accountLinks';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import { eq } from 'drizzle-orm';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { claimGuestOrders } from '../orders/guestOrders';
import { canReadOrder, loadOrder } from '../orders/orderAccess';
import { profileFromOrder } from '../orders/profileFill';
import { findLiveUserByEmail } from '../users/profile';
import { isUniqueViolation } from '../users/uniqueEmail';
import { emailHeldForUndo } from './emailChangeUndo';
import { type SignedIn, signIn } from './signIn';
import { sendVerificationEmail } from './verification';

const emailTaken = () => new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);

/**
 * "Create an account to track this order" on a guest's thank-you page: the e-mail is the order's, a
 * password is enough, and the profile starts with the order's details. A guest session that came
 * through the order's signed link has proved the mailbox, so the account is verified at once and the
 * address's guest orders join it; otherwise the verification e-mail goes out as at sign-up.
 */
export async function createGuestAccount(ctx: Context, input: GuestAccountInput): Promise<SignedIn> {
  const { actor } = ctx;
  if (actor.kind === 'user') throw new AppError('CONFLICT', 'You are already logged in.');
  if (actor.kind !== 'guest' || actor.email === null) {
    throw new AppError('UNAUTHENTICATED', ACCOUNT_LINK_MESSAGES.guestAccountNeedsOrder);
  }
  await ctx.auth.throttle('signup', actor.email);
  const loaded = await loadOrder(ctx.db, input.orderId);
  if (!loaded || !canReadOrder(actor, loaded.order)) {
    throw new AppError('FORBIDDEN', ACCOUNT_LINK_MESSAGES.guestAccountNeedsOrder);
  }
  const { order } = loaded;
  // An old address an e-mail change's undo link may give back is not free (docs/decisions/0049-auth-account-changes.md).
  if (
    (await findLiveUserByEmail(ctx.db, order.email)) ||
    (await emailHeldForUndo(ctx.db, order.email, ctx.now()))
  ) {
    throw emailTaken();
  }
  const [session] = await ctx.db
    .select({ provenAt: sessions.guestEmailProvenAt, email: sessions.guestEmail })
    .from(sessions)
    .where(eq(sessions.id, actor.sessionId));
  const proven = session?.provenAt != null && session.email === order.email;
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  try {
    const user = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: order.email,
          passwordHash,
          role: 'Customer',
          emailVerifiedAt: proven ? now : null,
          ...profileFromOrder(order),
        })
        .returning();
      if (proven) await claimGuestOrders(tx, created!.id, created!.email);
      else await sendVerificationEmail(tx, created!, ctx.auth.publicUrl, now);
      return created!;
    });
    return await signIn(ctx, user);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
