import type { Db } from '@laundry/db';
import type { Context } from '../../context';
import { endUserSessions, startUserSession } from '../auth/sessions';

/**
 * After a password change every session of the account ends, including ones an attacker
 * may hold; the client that made the change gets a fresh session so it stays signed in.
 */
export async function renewSessionsAfterPasswordChange(
  ctx: Context,
  db: Db,
  userId: string,
): Promise<string> {
  await endUserSessions(db, userId);
  const session = await startUserSession(db, userId, ctx.now());
  ctx.cookies.set(session.token, session.expiresAt);
  return session.token;
}
