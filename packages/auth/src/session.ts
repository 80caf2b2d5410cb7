import { generateSecret, hashSecret, SECRET_PATTERN, secretMatchesHash } from './secrets';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A sliding 30-day expiry. */
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** A session used with less than this left is extended to a full lifetime again. */
export const SESSION_RENEW_BELOW_MS = 15 * DAY_MS;

/**
 * How long a session lives (docs/decisions/0044-auth-staff-sessions.md): it ends `idleMs` after its last use,
 * and never later than `absoluteMs` after it began (null: no cap). `renewBelowMs`: the expiry is slid
 * forward only when less than this is left, so not every request writes.
 */
export interface SessionPolicy {
  idleMs: number;
  renewBelowMs: number;
  absoluteMs: number | null;
}
/** Customers and guests: a sliding 30 days, as before. */
export const CUSTOMER_SESSION_POLICY: SessionPolicy = {
  idleMs: SESSION_LIFETIME_MS,
  renewBelowMs: SESSION_RENEW_BELOW_MS,
  absoluteMs: null,
};
const HOUR_MS = 60 * 60 * 1000;
/** Staff (Admin, SuperAdmin): 12 hours idle, slid at most every 5 minutes, 7 days at most in all. */
export const STAFF_SESSION_POLICY: SessionPolicy = {
  idleMs: 12 * HOUR_MS,
  renewBelowMs: 12 * HOUR_MS - 5 * 60 * 1000,
  absoluteMs: 7 * DAY_MS,
};

const TOKEN_SHAPE = new RegExp(`^(${SECRET_PATTERN})\\.(${SECRET_PATTERN})$`);

/** What the database keeps of a session: the id and a SHA-256 hash of the secret, never the secret. */
export interface StoredSession {
  id: string;
  secretHash: Uint8Array;
  expiresAt: Date;
}

/** A session just created: `token` goes to the client once and is not kept on the server. */
export interface NewSession extends StoredSession {
  token: string;
}

/** The Lucia guide's session token: `<id>.<secret>`, each 160 random bits. */
export function createSessionCredentials(now: Date): NewSession {
  const id = generateSecret();
  const secret = generateSecret();
  return {
    id,
    secretHash: hashSecret(secret),
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    token: `${id}.${secret}`,
  };
}

export function parseSessionToken(token: string): { id: string; secret: string } | null {
  const match = TOKEN_SHAPE.exec(token);
  return match ? { id: match[1]!, secret: match[2]! } : null;
}

/** The storage a session needs; packages/api implements it over the sessions table. */
export interface SessionStore<S extends StoredSession> {
  find(id: string): Promise<S | null>;
  extend(id: string, expiresAt: Date, now: Date): Promise<void>;
  remove(id: string): Promise<void>;
}

export type SessionValidation<S extends StoredSession> =
  | { session: S; renewed: boolean }
  | { session: null; renewed: false };

/**
 * Validates a token the Lucia way: look up by id, reject when expired (and delete it), compare the
 * secret's hash in constant time, and slide the expiry when less than `renewBelowMs` is left. With a
 * `policyOf`, the session's own policy applies: past its absolute cap it is ended, and an expiry longer
 * than the policy allows (a session begun before a role change, or with the customers' 30 days) is
 * brought back within it.
 */
export async function validateSessionToken<S extends StoredSession>(
  store: SessionStore<S>,
  token: string,
  now: Date,
  policyOf?: (session: S) => { policy: SessionPolicy; startedAt: Date },
): Promise<SessionValidation<S>> {
  const none = { session: null, renewed: false } as const;
  const parts = parseSessionToken(token);
  if (!parts) return none;
  const session = await store.find(parts.id);
  if (!session) return none;
  if (!secretMatchesHash(parts.secret, session.secretHash)) return none;
  if (session.expiresAt.getTime() <= now.getTime()) {
    await store.remove(session.id);
    return none;
  }
  const { policy, startedAt } = policyOf?.(session) ?? {
    policy: CUSTOMER_SESSION_POLICY,
    startedAt: null,
  };
  const cap =
    policy.absoluteMs !== null && startedAt
      ? startedAt.getTime() + policy.absoluteMs
      : Number.POSITIVE_INFINITY;
  if (cap <= now.getTime()) {
    await store.remove(session.id);
    return none;
  }
  const target = Math.min(now.getTime() + policy.idleMs, cap);
  const left = session.expiresAt.getTime() - now.getTime();
  if (left < policy.renewBelowMs || session.expiresAt.getTime() > target) {
    const expiresAt = new Date(target);
    await store.extend(session.id, expiresAt, now);
    return { session: { ...session, expiresAt }, renewed: true };
  }
  return { session, renewed: false };
}
