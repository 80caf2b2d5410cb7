import type { Context } from '../../context';
import { endSession, endUserSessions } from './sessions';

/** Issue 4: logging out ends the user's sessions (every device); a guest's ends its own. */
export async function logOut(ctx: Context): Promise<{ success: true }> {
  if (ctx.actor.kind === 'user') await endUserSessions(ctx.db, ctx.actor.user.id);
  if (ctx.actor.kind === 'guest') await endSession(ctx.db, ctx.actor.sessionId);
  ctx.cookies.clear();
  return { success: true };
}
