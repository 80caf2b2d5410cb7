import type { Db } from '@laundry/db';
import { type Actor, anonymous, type SessionUser } from '../../context';
import { findLiveSession } from './sessions';

export interface ResolvedSession {
  actor: Actor;
  /** Set when the sliding expiry moved: the cookie is written again with the new date. */
  renewedUntil: Date | null;
}

/** Resolves who is behind a session token (Lucia-style sessions with a sliding 30-day expiry). */
export async function resolveSessionToken(db: Db, token: string | null, now: Date): Promise<ResolvedSession> {
  if (!token) return { actor: anonymous, renewedUntil: null };
  const live = await findLiveSession(db, token, now);
  if (!live) return { actor: anonymous, renewedUntil: null };
  const { session, renewed } = live;
  const renewedUntil = renewed ? session.expiresAt : null;
  // docs/rules/roles.md, Users: a session of someone who must replace a temporary password counts for nothing.
  if (session.user?.mustChangePassword) return { actor: anonymous, renewedUntil: null };
  if (!session.user) {
    const actor: Actor = {
      kind: 'guest',
      sessionId: session.id,
      email: session.guestEmail,
      emailProven: session.guestEmail !== null && session.guestEmailProvenAt !== null,
    };
    return { actor, renewedUntil };
  }
  const user: SessionUser = {
    id: session.user.id,
    email: session.user.email,
    role: session.user.role,
    firstName: session.user.firstName,
    lastName: session.user.lastName,
  };
  return { actor: { kind: 'user', sessionId: session.id, user }, renewedUntil };
}

/** The actor behind a session token, anonymous when there is none or it is not valid. */
export async function actorFromSessionToken(db: Db, token: string | null, now: Date): Promise<Actor> {
  return (await resolveSessionToken(db, token, now)).actor;
}
