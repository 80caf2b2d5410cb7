import type { User } from '@laundry/db';
import { type LandingPath, landingPathFor } from '@laundry/validators/auth';
import { STAFF_PEOPLE_MESSAGES } from '@laundry/validators/staffUsers';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { type AccountView, accountView, loadAccount } from '../users/profile';
import { endSession, startUserSession } from './sessions';

export interface SignedIn {
  token: string;
  user: AccountView;
  /** docs/rules/accounts.md, Where each person lands: staff land on the orders list, customers on the order page. */
  landing: LandingPath;
}

/**
 * Starts a session for `user` and hands it to the web client's cookie. The caller's previous session
 * on this client (a guest's, or another account's) ends: one client, one session.
 */
export async function signIn(
  ctx: Context,
  user: User,
  options: { viaGoogle?: boolean } = {},
): Promise<SignedIn> {
  // docs/rules/roles.md, Users: someone still on a temporary password gets no session, only the step
  // that replaces it (users/firstPassword.ts); the answer says so after a correct password only.
  // An invited member has no password at all, so only Google reaches here for them: the e-mailed link comes first
  // (docs/decisions/0075-staff-invitations.md, Amended 2026-11-29).
  if (user.mustChangePassword && user.passwordHash === null) {
    throw new AppError('FORBIDDEN', STAFF_PEOPLE_MESSAGES.invitationFirst, { invitationPending: true });
  }
  if (user.mustChangePassword) {
    throw new AppError('FORBIDDEN', STAFF_PEOPLE_MESSAGES.passwordChangeRequired, {
      passwordChangeRequired: true,
    });
  }
  if (ctx.actor.kind !== 'anonymous') await endSession(ctx.db, ctx.actor.sessionId);
  const session = await startUserSession(ctx.db, user.id, ctx.now(), options);
  ctx.cookies.set(session.token, session.expiresAt);
  // A staff member's store is named in the answer, as on the account screen.
  const account = user.locationId ? await loadAccount(ctx.db, user.id) : accountView(user);
  return { token: session.token, user: account, landing: landingPathFor(user.role) };
}
