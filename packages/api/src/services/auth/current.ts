import { type LandingPath, landingPathFor } from '@laundry/validators/auth';
import type { Context } from '../../context';
import { type AccountView, loadAccount } from '../users/profile';

/** The web client's auth state (docs/rules/accounts.md, Sessions and tokens): authenticated and guest are separate flags. */
export interface SessionState {
  authenticated: boolean;
  authorizedAsGuest: boolean;
  guestEmail: string | null;
  /** The guest proved the mailbox of guestEmail (docs/decisions/0068-guest-mailbox-proof.md). */
  guestEmailProven: boolean;
  user: AccountView | null;
  landing: LandingPath;
  googleSignIn: boolean;
}

export async function currentSession(ctx: Context): Promise<SessionState> {
  const { actor } = ctx;
  const user = actor.kind === 'user' ? await loadAccount(ctx.db, actor.user.id) : null;
  return {
    authenticated: user !== null,
    authorizedAsGuest: actor.kind === 'guest',
    guestEmail: actor.kind === 'guest' ? actor.email : null,
    guestEmailProven: actor.kind === 'guest' && actor.emailProven,
    user,
    landing: landingPathFor(user?.role ?? 'Customer'),
    googleSignIn: ctx.auth.googleSignIn,
  };
}
