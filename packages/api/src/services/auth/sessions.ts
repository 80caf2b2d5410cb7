import {
  CUSTOMER_SESSION_POLICY,
  createSessionCredentials,
  type SessionStore,
  STAFF_SESSION_POLICY,
  validateSessionToken,
} from '@laundry/auth';
import { type Db, preparedRows, type Session, sessions, type User, users } from '@laundry/db';
import { and, eq, isNull, sql } from 'drizzle-orm';

/** Of a session's user, what a request's actor is made of (actor.ts) and what ends the session (findLiveSession). */
type SessionUserRow = Pick<
  User,
  'id' | 'email' | 'role' | 'firstName' | 'lastName' | 'mustChangePassword' | 'deletedAt'
>;
type SessionWithUser = Pick<
  Session,
  'id' | 'secretHash' | 'userId' | 'guestEmail' | 'guestEmailProvenAt' | 'createdAt' | 'expiresAt'
> & { user: SessionUserRow | null };
/** One row of the lookup: the session's fields, and its user's under `user...` (null when it has none). */
interface SessionRow extends Omit<SessionWithUser, 'user'> {
  /** The user's id, when the session's user was found. */
  userFound: string | null;
  userEmail: SessionUserRow['email'] | null;
  userRole: SessionUserRow['role'] | null;
  userFirstName: SessionUserRow['firstName'] | null;
  userLastName: SessionUserRow['lastName'] | null;
  userMustChangePassword: SessionUserRow['mustChangePassword'] | null;
  userDeletedAt: SessionUserRow['deletedAt'];
}

/**
 * Every request reads its session: built and prepared once, the driver's rows decoded only where they must be
 * (packages/db/src/prepared.ts), and of its user only the columns above, not the whole row (its password's hash
 * included) on every request.
 */
const sessionById = preparedRows<SessionRow>(
  {
    id: sessions.id,
    secretHash: sessions.secretHash,
    userId: sessions.userId,
    guestEmail: sessions.guestEmail,
    guestEmailProvenAt: sessions.guestEmailProvenAt,
    createdAt: sessions.createdAt,
    expiresAt: sessions.expiresAt,
    userFound: users.id,
    userEmail: users.email,
    userRole: users.role,
    userFirstName: users.firstName,
    userLastName: users.lastName,
    userMustChangePassword: users.mustChangePassword,
    userDeletedAt: users.deletedAt,
  },
  (db, fields) =>
    db
      .select(fields)
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sql.placeholder('id')))
      .prepare('session_by_id'),
);

/** The sessions table as the Lucia-style store of packages/auth. */
function sessionStore(db: Db): SessionStore<SessionWithUser> {
  return {
    async find(id) {
      const [row] = await sessionById(db, { id });
      if (!row) return null;
      const {
        userFound,
        userEmail,
        userRole,
        userFirstName,
        userLastName,
        userMustChangePassword,
        userDeletedAt,
        ...session
      } = row;
      const user =
        userFound === null
          ? null
          : {
              id: userFound,
              email: userEmail!,
              role: userRole!,
              firstName: userFirstName!,
              lastName: userLastName!,
              mustChangePassword: userMustChangePassword!,
              deletedAt: userDeletedAt,
            };
      return { ...session, user };
    },
    async extend(id, expiresAt, now) {
      await db.update(sessions).set({ expiresAt, lastVerifiedAt: now }).where(eq(sessions.id, id));
    },
    async remove(id) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
  };
}

export interface IssuedSession {
  id: string;
  token: string;
  expiresAt: Date;
}

/**
 * Starts a session for a signed-in user. `viaGoogle`: the session comes from a Google sign-in, which
 * stands in for the password of a Google-only account for a while (docs/decisions/0049-auth-account-changes.md).
 */
export async function startUserSession(
  db: Db,
  userId: string,
  now: Date,
  options: { viaGoogle?: boolean } = {},
): Promise<IssuedSession> {
  const created = createSessionCredentials(now);
  await db.insert(sessions).values({
    id: created.id,
    secretHash: created.secretHash,
    userId,
    expiresAt: created.expiresAt,
    googleSignedInAt: options.viaGoogle ? now : null,
    // The session's start by the same clock as its expiry: the staff cap counts from it.
    createdAt: now,
    lastVerifiedAt: now,
  });
  return { id: created.id, token: created.token, expiresAt: created.expiresAt };
}

/** Starts a guest session (no user), bound to the e-mail the guest gave, when given. */
export async function startGuestSession(db: Db, email: string | null, now: Date): Promise<IssuedSession> {
  const created = createSessionCredentials(now);
  await db.insert(sessions).values({
    id: created.id,
    secretHash: created.secretHash,
    guestEmail: email,
    expiresAt: created.expiresAt,
    // The session's start by the same clock as its expiry: the staff cap counts from it.
    createdAt: now,
    lastVerifiedAt: now,
  });
  return { id: created.id, token: created.token, expiresAt: created.expiresAt };
}

/**
 * Binds a guest session to the e-mail given for an order. A proof of the mailbox holds for the address it
 * proved only: another address starts unproven (docs/decisions/0068-guest-mailbox-proof.md).
 */
export async function bindGuestEmail(db: Db, sessionId: string, email: string): Promise<void> {
  await db
    .update(sessions)
    .set({
      guestEmail: email,
      guestEmailProvenAt: sql`case when ${sessions.guestEmail} = ${email} then ${sessions.guestEmailProvenAt} end`,
    })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.userId)));
}

/**
 * The live session behind a token, with its user (null for a guest), sliding its expiry.
 * A session whose user was deleted is no session.
 */
export async function findLiveSession(db: Db, token: string, now: Date) {
  // Staff sessions are shorter than customers' (docs/decisions/0044-auth-staff-sessions.md).
  const result = await validateSessionToken(sessionStore(db), token, now, (found) => ({
    policy: found.user && found.user.role !== 'Customer' ? STAFF_SESSION_POLICY : CUSTOMER_SESSION_POLICY,
    startedAt: found.createdAt,
  }));
  const session = result.session;
  if (!session) return null;
  if (session.userId && (!session.user || session.user.deletedAt)) return null;
  return { session, renewed: result.renewed };
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Log-out, a password change, deleting the account or a role change end them all. */
export async function endUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
