import { hashPassword } from '@laundry/auth';
import { type Db, locations, type User, users } from '@laundry/db';
import { createUser } from '@laundry/db/testing';
import { asc, eq } from 'drizzle-orm';
import { CALLER_KINDS } from '../../accessLevels';
import type { Actor, Context } from '../../context';
import { resolveSessionToken } from '../../services/auth/actor';
import { startGuestSession, startUserSession } from '../../services/auth/sessions';
import { testContext } from '../context';

/**
 * The seven kinds of caller the permission matrix tries every procedure and path as. The driver drives for the first
 * store by name (store A; docs/decisions/0089-driver-role.md).
 */
export const ACTOR_NAMES = CALLER_KINDS;
export type ActorName = (typeof ACTOR_NAMES)[number];

export const WORLD_PASSWORD = 'correct horse battery staple';
let passwordHash: Promise<string> | null = null;

export interface Member {
  actor: Actor;
  /** The session token (null for anonymous), for REST calls as `Authorization: JWT <token>`. */
  token: string | null;
  user: User | null;
}

export type World = Record<ActorName, Member>;

async function signedIn(db: Db, user: User, now: Date): Promise<Member> {
  const { token } = await startUserSession(db, user.id, now);
  return { actor: (await resolveSessionToken(db, token, now)).actor, token, user };
}

/** Fresh people with real sessions: each matrix cell gets its own, so one call cannot spoil the next. */
export async function createWorld(db: Db, now = new Date()): Promise<World> {
  passwordHash ??= hashPassword(WORLD_PASSWORD);
  const hash = await passwordHash;
  const make = (role: User['role']) => createUser(db, { role, password: WORLD_PASSWORD }, async () => hash);
  const [customer, otherCustomer, admin, superAdmin, unboundDriver, [storeA]] = await Promise.all([
    make('Customer'),
    make('Customer'),
    make('Admin'),
    make('SuperAdmin'),
    make('Driver'),
    db.select({ id: locations.id }).from(locations).orderBy(asc(locations.name)).limit(1),
  ]);
  const [driver] = await db
    .update(users)
    .set({ locationId: storeA?.id ?? null })
    .where(eq(users.id, unboundDriver.id))
    .returning();
  const guestSession = await startGuestSession(db, `guest-${customer.id}@example.test`, now);
  return {
    anonymous: { actor: { kind: 'anonymous' }, token: null, user: null },
    guest: {
      actor: (await resolveSessionToken(db, guestSession.token, now)).actor,
      token: guestSession.token,
      user: null,
    },
    customer: await signedIn(db, customer, now),
    otherCustomer: await signedIn(db, otherCustomer, now),
    admin: await signedIn(db, admin, now),
    superAdmin: await signedIn(db, superAdmin, now),
    driver: await signedIn(db, driver!, now),
  };
}

/** A context that remembers the session cookie the procedure set or cleared. */
export function recordingContext(db: Db, actor: Actor, now?: () => Date) {
  const cookie: { token: string | null; cleared: boolean } = { token: null, cleared: false };
  const ctx: Context = {
    ...testContext(db, actor, now),
    cookies: {
      set(token) {
        cookie.token = token;
      },
      clear() {
        cookie.cleared = true;
        cookie.token = null;
      },
    },
  };
  return { ctx, cookie };
}
