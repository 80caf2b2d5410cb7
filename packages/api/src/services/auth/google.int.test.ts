import { hashPassword } from '@laundry/auth';
import { sessions, users } from '@laundry/db';
import { createTestDatabase, createUser, type Database } from '@laundry/db/testing';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import { STAFF_PEOPLE_MESSAGES } from '@laundry/validators/staffUsers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingContext } from '../../testing/permissionMatrix/world';
import { resolveSessionToken } from './actor';
import { signInWithGoogle } from './google';
import { startUserSession } from './sessions';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const identity = (overrides: Partial<Parameters<typeof signInWithGoogle>[1]> = {}) => ({
  subject: `sub-${crypto.randomUUID()}`,
  email: `g-${crypto.randomUUID()}@gmail.test`,
  emailVerified: true,
  givenName: 'Gail',
  familyName: 'Google',
  ...overrides,
});
const googleSignIn = (who: ReturnType<typeof identity>) => {
  const { ctx, cookie } = recordingContext(database.db, { kind: 'anonymous' });
  return signInWithGoogle(ctx, who).then((signedIn) => ({ ...signedIn, cookie }));
};

describe('Google sign-in accounts', () => {
  it('a new Google user becomes a verified Customer, and signs in to the same account next time', async () => {
    const who = identity();
    const first = await googleSignIn(who);
    expect(first.user).toMatchObject({
      email: who.email,
      role: 'Customer',
      googleId: who.subject,
      emailVerified: true,
    });
    expect(first.user).toMatchObject({ firstName: 'Gail', hasPassword: false });
    expect(first.cookie.token).toBeTruthy();
    const again = await googleSignIn({ ...who, email: 'changed-at-google@gmail.test' });
    expect(again.user.id).toBe(first.user.id);
  });

  it('the session records when Google signed the person in; a password log-in does not (docs/decisions/0049-auth-account-changes.md)', async () => {
    const before = Date.now();
    const { token } = await googleSignIn(identity());
    const [google] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, token.split('.')[0]!));
    expect(google!.googleSignedInAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const user = await createUser(database.db);
    const { id } = await startUserSession(database.db, user.id, new Date());
    const [plain] = await database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(plain!.googleSignedInAt).toBeNull();
  });

  it('links an existing account with the same verified e-mail, keeping its password and role', async () => {
    const staff = await createUser(database.db, { role: 'Admin', firstName: 'Ada' });
    const signedIn = await googleSignIn(identity({ email: staff.email }));
    expect(signedIn.user).toMatchObject({ id: staff.id, role: 'Admin', firstName: 'Ada', hasPassword: true });
    expect(signedIn.landing).toBe('/app/orders');
  });

  it('an unverified account taken over by the Google owner loses the unproven password and sessions', async () => {
    const squatter = await createUser(database.db, { verified: false }, hashPassword);
    const { token } = await startUserSession(database.db, squatter.id, new Date());
    const signedIn = await googleSignIn(identity({ email: squatter.email }));
    expect(signedIn.user).toMatchObject({ id: squatter.id, hasPassword: false, emailVerified: true });
    expect((await resolveSessionToken(database.db, token, new Date())).actor.kind).toBe('anonymous');
  });

  it('refuses an e-mail Google has not verified, and an account already linked to another Google user', async () => {
    await expect(googleSignIn(identity({ emailVerified: false }))).rejects.toThrow(
      AUTH_MESSAGES.googleUnverified,
    );
    await expect(googleSignIn(identity({ email: null }))).rejects.toThrow(AUTH_MESSAGES.googleUnverified);
    const linked = await createUser(database.db);
    await database.db.update(users).set({ googleId: 'someone-else' }).where(eq(users.id, linked.id));
    await expect(googleSignIn(identity({ email: linked.email }))).rejects.toThrow(AUTH_MESSAGES.googleFailed);
  });

  // docs/rules/roles.md, Users; docs/decisions/0075-staff-invitations.md, Amended 2026-11-29.
  it('an invited staff member is told to use the e-mailed link first; one on a temporary password, to replace it', async () => {
    const invited = await createUser(database.db, { role: 'Admin' });
    await database.db
      .update(users)
      .set({ passwordHash: null, mustChangePassword: true })
      .where(eq(users.id, invited.id));
    const refusal = await googleSignIn(identity({ email: invited.email })).catch((error: unknown) => error);
    expect(refusal).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Please choose your password with the link we e-mailed you first.',
      details: { invitationPending: true },
    });
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, invited.id))).toEqual([]);

    const temporary = await createUser(database.db, { role: 'Admin' });
    await database.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, temporary.id));
    await expect(googleSignIn(identity({ email: temporary.email }))).rejects.toMatchObject({
      message: STAFF_PEOPLE_MESSAGES.passwordChangeRequired,
      details: { passwordChangeRequired: true },
    });
  });
});
