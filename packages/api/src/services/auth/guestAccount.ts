import { hashPassword } from '@laundry/auth';
import { users } from '@laundry/db';
import { ACCOUNT_LINK_MESSAGES, type GuestAccountInput } from '@laundry/validators/accountLinks';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { claimGuestOrders } from '../orders/guestOrders';
import { canReadOrder, loadOrder } from '../orders/orderAccess';
import { profileFromOrder } from '../orders/profileFill';
import { findLiveUserByEmail } from '../users/profile';
import { isUniqueViolation } from '../users/uniqueEmail';
import { emailHeldForUndo } from './emailChangeUndo';
import { requireGuestProof } from './guestCode';
import { type SignedIn, signIn } from './signIn';
import { giveWay, mayGiveWay } from './unverifiedAccount';

const emailTaken = () => new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);

/**
 * "Create an account to track this order" on a guest's thank-you page: the e-mail is the order's, a
 * password is enough, and the profile starts with the order's details. Only a guest who has proved the
 * mailbox (the order's signed link, or the one-time code e-mailed to it) may: the account is verified at once
 * and the address's guest orders join it. Knowing an address and an order's id makes no account
 * (docs/decisions/0068-guest-mailbox-proof.md).
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
  requireGuestProof(actor);
  const { order } = loaded;
  const now = ctx.now();
  // An old address an e-mail change's undo link may give back is not free (docs/decisions/0049-auth-account-changes.md).
  const existing = await findLiveUserByEmail(ctx.db, order.email);
  if ((existing && !mayGiveWay(existing)) || (await emailHeldForUndo(ctx.db, order.email, now))) {
    throw emailTaken();
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await ctx.db.transaction(async (tx) => {
      if (existing && !(await giveWay(tx, existing, now))) throw emailTaken();
      const [created] = await tx
        .insert(users)
        .values({
          email: order.email,
          passwordHash,
          role: 'Customer',
          emailVerifiedAt: now,
          ...profileFromOrder(order),
        })
        .returning();
      await claimGuestOrders(tx, created!.id, created!.email);
      return created!;
    });
    return await signIn(ctx, user);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
