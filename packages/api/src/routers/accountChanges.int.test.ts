import { hashPassword, verifyPassword } from '@laundry/auth';
import {
  emailChangeUndoTokens,
  emailVerificationTokens,
  outbox,
  passwordResetTokens,
  sessions,
  users,
} from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '../root';
import { resolveSessionToken } from '../services/auth/actor';
import { startUserSession } from '../services/auth/sessions';
import { recordingContext } from '../testing/permissionMatrix/world';

// docs/decisions/0049-auth-account-changes.md: a change of the e-mail or the password needs the owner, and
// the old address can undo an e-mail change.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
});
afterAll(() => database.close());

const FIRST = 'the first password';
const NEEDS_CURRENT = 'Please enter your current password to change your email address or password.';
const WRONG_CURRENT = 'Your current password is not correct. Nothing was changed.';
const GOOGLE_AGAIN =
  'For your security, please sign in with Google again, then make this change within 10 minutes.';
const UNDO_INVALID = 'Sorry, this link is not valid or has expired.';
const TAKEN = 'An account with this email address already exists.';
const MINUTE = 60_000;

const unique = (name: string) => `${name}-${crypto.randomUUID()}@example.test`;

async function signedIn(options: Parameters<typeof createUser>[1] = {}, now = () => new Date()) {
  const user = await createUser(database.db, { password: FIRST, ...options }, hashPassword);
  const session = await startUserSession(database.db, user.id, now());
  const actor = (await resolveSessionToken(database.db, session.token, now())).actor;
  const recording = recordingContext(database.db, actor, now);
  return { user, session, caller: createCaller(recording.ctx), cookie: recording.cookie };
}
const anonymousCaller = () => createCaller(recordingContext(database.db, { kind: 'anonymous' }).ctx);
const row = async (id: string) => (await database.db.select().from(users).where(eq(users.id, id)))[0]!;
const live = async (token: string) => (await resolveSessionToken(database.db, token, new Date())).actor.kind;
const mailsTo = (to: string) =>
  database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt));
async function undoLinkFor(oldEmail: string) {
  const [mail] = (await mailsTo(oldEmail)).filter((m) => m.subject === 'Your email address was changed');
  return /http:\/\/laundry\.test\/undo-email-change\/(\S+)/.exec(mail!.body)![1]!;
}

describe('changing the e-mail or the password needs the current password', () => {
  it.each([
    ['the e-mail', { email: 'somewhere-new@example.test' }],
    ['the password', { password: 'a second password', confirmPassword: 'a second password' }],
  ])('changing %s without it is refused with a clear message and nothing changes', async (_what, change) => {
    const { caller, user, session } = await signedIn();
    await expect(caller.account.update({ ...change, firstName: 'Changed' })).rejects.toThrow(NEEDS_CURRENT);
    expect(await row(user.id)).toEqual(user);
    expect(await mailsTo(user.email)).toEqual([]);
    expect(await live(session.token)).toBe('user');
  });

  it.each([
    ['the e-mail', { email: unique('elsewhere') }],
    ['the password', { password: 'a second password', confirmPassword: 'a second password' }],
  ])('a wrong current password changes nothing when changing %s', async (_what, change) => {
    const { caller, user, session } = await signedIn();
    await expect(
      caller.account.update({ ...change, firstName: 'Changed', currentPassword: 'not my password' }),
    ).rejects.toThrow(WRONG_CURRENT);
    expect(await row(user.id)).toEqual(user);
    expect(await mailsTo(user.email)).toEqual([]);
    expect(await live(session.token)).toBe('user');
  });

  it('the profile, and the unchanged e-mail, need no password', async () => {
    const { caller, user } = await signedIn();
    const saved = await caller.account.update({ firstName: 'Nora', email: user.email, password: '' });
    expect(saved).toMatchObject({ firstName: 'Nora', email: user.email });
  });

  it('with the right current password the password changes', async () => {
    const { caller, user } = await signedIn();
    await caller.account.update({
      password: 'a second password',
      confirmPassword: 'a second password',
      currentPassword: FIRST,
    });
    expect(await verifyPassword((await row(user.id)).passwordHash!, 'a second password')).toBe(true);
  });

  it('an e-mail already taken is only told to someone who gave the current password', async () => {
    const { caller, user } = await signedIn();
    const other = await createUser(database.db);
    await expect(caller.account.update({ email: other.email })).rejects.toThrow(NEEDS_CURRENT);
    await expect(caller.account.update({ email: other.email, currentPassword: FIRST })).rejects.toThrow(
      TAKEN,
    );
    expect(await row(user.id)).toEqual(user);
  });

  it('disconnecting Google from an account with a password replaces it only with the current one', async () => {
    const { caller, user } = await signedIn();
    await database.db
      .update(users)
      .set({ googleId: `google-${user.id}` })
      .where(eq(users.id, user.id));
    const pair = { password: 'a brand new one', confirmPassword: 'a brand new one' };
    await expect(caller.account.disconnectGoogle(pair)).rejects.toThrow(NEEDS_CURRENT);
    await expect(caller.account.disconnectGoogle({ ...pair, currentPassword: 'wrong' })).rejects.toThrow(
      WRONG_CURRENT,
    );
    expect((await row(user.id)).googleId).toBe(`google-${user.id}`);
    const after = await caller.account.disconnectGoogle({ ...pair, currentPassword: FIRST });
    expect(after).toMatchObject({ googleId: null, hasPassword: true });
  });
});

describe('a Google-only account needs a fresh Google sign-in', () => {
  async function googleOnly(signedInMinutesAgo: number | null) {
    let clock = Date.now();
    const member = await signedIn({}, () => new Date(clock));
    const { user, session } = member;
    await database.db
      .update(users)
      .set({ passwordHash: null, googleId: `google-${user.id}` })
      .where(eq(users.id, user.id));
    if (signedInMinutesAgo !== null) {
      await database.db
        .update(sessions)
        .set({ googleSignedInAt: new Date(clock - signedInMinutesAgo * MINUTE) })
        .where(eq(sessions.id, session.id));
    }
    const advance = (ms: number) => {
      clock += ms;
    };
    return { ...member, user: await row(user.id), advance };
  }

  it.each([
    ['a session that did not come from Google', null],
    ['a Google sign-in 11 minutes ago', 11],
  ])('%s cannot change the e-mail or set a password', async (_what, minutes) => {
    const { caller, user } = await googleOnly(minutes);
    await expect(
      caller.account.update({ email: unique('google'), currentPassword: 'anything' }),
    ).rejects.toThrow(GOOGLE_AGAIN);
    await expect(
      caller.account.update({ password: 'my own password', confirmPassword: 'my own password' }),
    ).rejects.toThrow(GOOGLE_AGAIN);
    await expect(
      caller.account.disconnectGoogle({ password: 'my own password', confirmPassword: 'my own password' }),
    ).rejects.toThrow(GOOGLE_AGAIN);
    expect(await row(user.id)).toEqual(user);
  });

  it('a Google sign-in within 10 minutes can', async () => {
    const { caller, user } = await googleOnly(9);
    const email = unique('google-moved');
    expect(await caller.account.update({ email })).toMatchObject({ email, emailVerified: false });
    expect(await undoLinkFor(user.email)).toMatch(/^ue\./);
  });
});

describe('the old address can undo an e-mail change', () => {
  it('tells the old address, with a link that restores it, verified, and signs the account out everywhere', async () => {
    const { caller, user, session, cookie } = await signedIn();
    const { token: elsewhere } = await startUserSession(database.db, user.id, new Date());
    const newEmail = unique('taken-over');
    await caller.account.update({ email: newEmail, currentPassword: FIRST });

    const [told] = (await mailsTo(user.email)).filter((m) => m.subject === 'Your email address was changed');
    expect(told!.body).toContain(`from ${user.email} to ${newEmail}`);
    expect(told!.body).toContain('expires in 7 days');
    // A reset link asked for at the new address: the undo must stop it.
    await anonymousCaller().auth.forgotPassword({ email: newEmail });
    const link = await undoLinkFor(user.email);
    // Not the token itself in the database: only its hash.
    const stored = await database.db
      .select()
      .from(emailChangeUndoTokens)
      .where(eq(emailChangeUndoTokens.userId, user.id));
    expect(JSON.stringify(stored)).not.toContain(link.split('.')[2]!);

    // Opened in the browser that is still signed in to the account: its cookie goes too.
    const undone = await caller.auth.undoEmailChange({ token: link });
    expect(undone).toEqual({
      email: user.email,
      message: `Your email address is ${user.email} again, and your account has been signed out everywhere. If you did not make the change, please reset your password.`,
    });
    const after = await row(user.id);
    expect(after.email).toBe(user.email);
    expect(after.emailVerifiedAt).not.toBeNull();
    for (const token of [session.token, elsewhere]) expect(await live(token)).toBe('anonymous');
    expect(cookie.cleared).toBe(true);
    expect(
      await database.db
        .select()
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt))),
    ).toEqual([]);
    expect(
      await database.db
        .select()
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.userId, user.id)),
    ).toEqual([]);

    // The link works once.
    await expect(anonymousCaller().auth.undoEmailChange({ token: link })).rejects.toThrow(UNDO_INVALID);
  });

  it('a second change does not outrun the first: the old address wins, and the middle one cannot undo', async () => {
    const { caller, user } = await signedIn();
    const middle = unique('middle');
    await caller.account.update({ email: middle, currentPassword: FIRST });
    await caller.account.update({ email: unique('last'), currentPassword: FIRST });
    const middleLink = await undoLinkFor(middle);
    await anonymousCaller().auth.undoEmailChange({ token: await undoLinkFor(user.email) });
    expect((await row(user.id)).email).toBe(user.email);
    await expect(anonymousCaller().auth.undoEmailChange({ token: middleLink })).rejects.toThrow(UNDO_INVALID);
    expect((await row(user.id)).email).toBe(user.email);
  });

  it('while the link is open the old address is held: nobody else signs up with it or moves to it', async () => {
    const { caller, user } = await signedIn();
    await caller.account.update({ email: unique('moved'), currentPassword: FIRST });
    await expect(
      anonymousCaller().auth.signup({
        zip: '10001',
        email: user.email,
        password: 'a squatter password',
        confirmPassword: 'a squatter password',
      }),
    ).rejects.toThrow(
      'An account with this email address already exists. We have emailed that address how to log in or reset the password.',
    );
    const other = await signedIn();
    await expect(other.caller.account.update({ email: user.email, currentPassword: FIRST })).rejects.toThrow(
      TAKEN,
    );
    await anonymousCaller().auth.undoEmailChange({ token: await undoLinkFor(user.email) });
    expect((await row(user.id)).email).toBe(user.email);
  });

  it('refuses an expired link, a forged secret and a malformed token', async () => {
    let clock = Date.now();
    const { caller, user } = await signedIn({}, () => new Date(clock));
    await caller.account.update({ email: unique('later'), currentPassword: FIRST });
    const link = await undoLinkFor(user.email);
    const forged = `${link.slice(0, -4)}aaaa`;
    await expect(anonymousCaller().auth.undoEmailChange({ token: forged })).rejects.toThrow(UNDO_INVALID);
    await expect(anonymousCaller().auth.undoEmailChange({ token: 'ue.nope' })).rejects.toThrow(UNDO_INVALID);
    clock += 7 * 24 * 60 * MINUTE + MINUTE;
    const lateCaller = createCaller(
      recordingContext(database.db, { kind: 'anonymous' }, () => new Date(clock)).ctx,
    );
    await expect(lateCaller.auth.undoEmailChange({ token: link })).rejects.toThrow(UNDO_INVALID);
    expect((await row(user.id)).email).not.toBe(user.email);
  });
});
