import type { Actor, Context } from '../../context';
import { AppError } from '../../errors';
import { endSession, startGuestSession } from './sessions';

export interface GuestAuthorization {
  token: string;
  authorized: true;
  email: string | null;
}

/**
 * Continue as a Guest (docs/rules/accounts.md, Guests): a guest session, flagged apart from being authenticated, bound to
 * the e-mail the guest gives. A guest who comes back for an order authorizes again with that e-mail.
 */
export async function authorizeGuest(ctx: Context, email: string | null): Promise<GuestAuthorization> {
  await ctx.auth.throttle('authorizeGuest', email);
  if (ctx.actor.kind === 'user') throw new AppError('CONFLICT', 'You are already logged in.');
  if (ctx.actor.kind === 'guest') await endSession(ctx.db, ctx.actor.sessionId);
  const session = await startGuestSession(ctx.db, email, ctx.now());
  ctx.cookies.set(session.token, session.expiresAt);
  return { token: session.token, authorized: true, email };
}

/** A guest sees an order only when their session is bound to the order's e-mail. */
export function guestMayOpen(actor: Actor, orderEmail: string): boolean {
  return actor.kind === 'guest' && actor.email !== null && actor.email === orderEmail.toLowerCase();
}
