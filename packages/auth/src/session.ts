import { generateSecret, hashSecret, SECRET_PATTERN, secretMatchesHash } from './secrets';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Issue 4: a sliding 30-day expiry. */
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** A session used with less than this left is extended to a full lifetime again. */
export const SESSION_RENEW_BELOW_MS = 15 * DAY_MS;

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
 * secret's hash in constant time, and slide the expiry when less than half the lifetime is left.
 */
export async function validateSessionToken<S extends StoredSession>(
  store: SessionStore<S>,
  token: string,
  now: Date,
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
  if (session.expiresAt.getTime() - now.getTime() < SESSION_RENEW_BELOW_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await store.extend(session.id, expiresAt, now);
    return { session: { ...session, expiresAt }, renewed: true };
  }
  return { session, renewed: false };
}
