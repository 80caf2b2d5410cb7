import type { Context } from '../../context';
import { endSession, endUserSessions } from './sessions';

/**
 * Logging out ends this session only; "sign out everywhere" ends every session of the user
 * (docs/decisions/0036-auth-logout.md). A guest has one session.
 */
export async function logOut(
  ctx: Context,
  options: { everywhere?: boolean } = {},
): Promise<{ success: true }> {
  if (ctx.actor.kind === 'user' && options.everywhere) await endUserSessions(ctx.db, ctx.actor.user.id);
  else if (ctx.actor.kind !== 'anonymous') await endSession(ctx.db, ctx.actor.sessionId);
  ctx.cookies.clear();
  return { success: true };
}
