import { hashPassword } from '@laundry/auth';
import { emailVerificationTokens, outbox, sessions, users } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '../root';
import { resolveSessionToken } from '../services/auth/actor';
import { callerFor } from '../testing/context';
import { placeTestOrder } from '../testing/orders';
import { recordingContext } from '../testing/permissionMatrix/world';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
});
afterAll(() => database.close());

const password = 'a long enough password';
const unique = () => `person-${crypto.randomUUID()}@example.test`;

async function lastMailTo(to: string) {
  const [mail] = await database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.createdAt));
  return mail;
}
const linkIn = (text: string, path: string) =>
  new RegExp(`http://laundry\\.test/${path}/(\\S+)`).exec(text)?.[1];

async function signUp(email = unique()) {
  const { ctx, cookie } = recordingContext(database.db, { kind: 'anonymous' });
  const result = await createCaller(ctx).auth.signup({
    zip: '10001',
    email,
    password,
    confirmPassword: password,
  });
  return { result, token: cookie.token!, email };
}

describe('sign-up (docs/rules/accounts.md, Sign-up)', () => {
  it('creates a Customer, signs them in and e-mails a verification link', async () => {
    const { result, token, email } = await signUp(unique().toUpperCase());
    expect(result.user).toMatchObject({
      email: email.toLowerCase(),
      role: 'Customer',
      zip: '10001',
      state: 'NY',
    });
    expect(result.user.emailVerified).toBe(false);
    expect(result.landing).toBe('/app/order');
    expect(result).not.toHaveProperty('token');
    const actor = (await resolveSessionToken(database.db, token, new Date())).actor;
    expect(actor).toMatchObject({ kind: 'user', user: { email: email.toLowerCase() } });
    const mail = await lastMailTo(email.toLowerCase());
    expect(mail?.subject).toBe('Please verify your email address');
    expect(linkIn(mail!.body, 'verify')).toMatch(/^ve\.[0-9a-f]{32}\.[a-z2-7]{32}$/);
  });

  it.each([
    [{ zip: '99999' }, AUTH_MESSAGES.zipNotServed],
    [{ zip: '' }, 'Please enter your zip code.'],
    [{ email: 'not-an-email' }, AUTH_MESSAGES.emailInvalid],
    [{ confirmPassword: 'something else' }, AUTH_MESSAGES.passwordsMustMatch],
    [{ password: 'short', confirmPassword: 'short' }, AUTH_MESSAGES.passwordTooShort],
    [{ password: 'x'.repeat(65), confirmPassword: 'x'.repeat(65) }, AUTH_MESSAGES.passwordTooLong],
    [{ email: `${'a'.repeat(10_000)}@example.test` }, AUTH_MESSAGES.emailInvalid],
  ])('refuses %o with the spec message and creates nothing', async (change, message) => {
    const email = unique();
    const input = { zip: '10001', email, password, confirmPassword: password, ...change };
    await expect(callerFor(database.db).auth.signup(input)).rejects.toThrow(message);
    expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses an e-mail that already has an account and tells that mailbox how to get in (docs/decisions/0050-auth-signup-existing-email.md)', async () => {
    const { email } = await signUp();
    await database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));
    const [before] = await database.db.select().from(users).where(eq(users.email, email));
    const again = {
      zip: '10001',
      email,
      password: 'someone else entirely',
      confirmPassword: 'someone else entirely',
    };
    const { ctx, cookie } = recordingContext(database.db, { kind: 'anonymous' });
    await expect(createCaller(ctx).auth.signup(again)).rejects.toThrow(
      /^An account with this email address already exists\. We have emailed that address how to log in or reset the password\.$/,
    );
    expect(cookie.token).toBeNull();
    const [after] = await database.db.select().from(users).where(eq(users.email, email));
    expect(after).toEqual(before);
    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe('You already have an account');
    expect(mail!.body).toContain('http://laundry.test/login');
    expect(mail!.body).toContain('http://laundry.test/forgot-password');
    expect(mail!.body).not.toContain('someone else entirely');
  });

  it('lets an unverified account with no orders give way to a new sign-up with its address (docs/decisions/0068-guest-mailbox-proof.md)', async () => {
    const first = await signUp();
    const firstLink = linkIn((await lastMailTo(first.email))!.body, 'verify')!;
    const second = await signUp(first.email);
    expect(second.result.user.id).not.toBe(first.result.user.id);
    expect(second.result.user.emailVerified).toBe(false);
    const [replaced] = await database.db.select().from(users).where(eq(users.id, first.result.user.id));
    expect(replaced!.deletedAt).not.toBeNull();
    expect(replaced!.email).toBe(`replaced-${first.result.user.id}@unverified.invalid`);
    // The replaced account's session and its verification link end with it.
    expect((await resolveSessionToken(database.db, first.token, new Date())).actor.kind).toBe('anonymous');
    await expect(callerFor(database.db).auth.verifyEmail({ token: firstLink })).rejects.toThrow(
      AUTH_MESSAGES.verificationFailed,
    );
    const secondLink = linkIn((await lastMailTo(first.email))!.body, 'verify')!;
    await expect(callerFor(database.db).auth.verifyEmail({ token: secondLink })).resolves.toEqual({
      success: true,
    });
  });

  it('keeps the address of an unverified account that has placed an order', async () => {
    const first = await signUp();
    const actor = (await resolveSessionToken(database.db, first.token, new Date())).actor;
    await placeTestOrder(database.db, actor, first.email);
    await expect(signUp(first.email)).rejects.toThrow(/^An account with this email address already exists\./);
    const [kept] = await database.db.select().from(users).where(eq(users.id, first.result.user.id));
    expect(kept).toMatchObject({ email: first.email, deletedAt: null });
  });

  it('accepts a 64-character password and a Florida zip sets the state to FL', async () => {
    const long = 'p'.repeat(64);
    const input = { zip: '33445', email: unique(), password: long, confirmPassword: long };
    const result = await callerFor(database.db).auth.signup(input);
    expect(result.user.state).toBe('FL');
  });
});

describe('e-mail verification (docs/rules/accounts.md, E-mail verification)', () => {
  it('verifies once; the link cannot be used again', async () => {
    const { email } = await signUp();
    const token = linkIn((await lastMailTo(email))!.body, 'verify')!;
    const caller = callerFor(database.db);
    await expect(caller.auth.verifyEmail({ token })).resolves.toEqual({ success: true });
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerifiedAt).not.toBeNull();
    await expect(caller.auth.verifyEmail({ token })).rejects.toThrow(AUTH_MESSAGES.verificationFailed);
  });

  it('refuses a link after 24 hours, a forged secret and a malformed token', async () => {
    const { email } = await signUp();
    const token = linkIn((await lastMailTo(email))!.body, 'verify')!;
    const later = () => new Date(Date.now() + 24 * 3600_000 + 1000);
    await expect(callerFor(database.db, undefined, later).auth.verifyEmail({ token })).rejects.toThrow(
      AUTH_MESSAGES.verificationFailed,
    );
    const forged = `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`;
    await expect(callerFor(database.db).auth.verifyEmail({ token: forged })).rejects.toThrow(
      AUTH_MESSAGES.verificationFailed,
    );
    for (const bad of ['', 'a\\b\\c', 'x'.repeat(5000), token.replace('ve.', 'pr.')]) {
      await expect(callerFor(database.db).auth.verifyEmail({ token: bad })).rejects.toThrow(
        AUTH_MESSAGES.verificationLinkInvalid,
      );
    }
    const [row] = await database.db
      .select({ usedAt: emailVerificationTokens.usedAt })
      .from(emailVerificationTokens)
      .innerJoin(users, eq(users.id, emailVerificationTokens.userId))
      .where(eq(users.email, email));
    expect(row!.usedAt).toBeNull();
  });
});

describe('log-in (docs/rules/accounts.md, Log-in and its limits)', () => {
  it('signs in with the right password and lands staff on /app/orders, customers on /app/order', async () => {
    const hash = await hashPassword(password);
    for (const [role, landing] of [
      ['Customer', '/app/order'],
      ['Admin', '/app/orders'],
      ['SuperAdmin', '/app/orders'],
    ] as const) {
      const user = await createUser(database.db, { role, password }, async () => hash);
      const { ctx, cookie } = recordingContext(database.db, { kind: 'anonymous' });
      const result = await createCaller(ctx).auth.login({ email: user.email.toUpperCase(), password });
      expect(result.landing).toBe(landing);
      expect(cookie.token).toMatch(/^[a-z2-7]{32}\.[a-z2-7]{32}$/);
    }
  });

  it('answers a wrong password and an unknown e-mail with the same message', async () => {
    const user = await createUser(database.db, { password }, hashPassword);
    const caller = callerFor(database.db);
    await expect(caller.auth.login({ email: user.email, password: 'wrong password' })).rejects.toThrow(
      AUTH_MESSAGES.loginFailed,
    );
    await expect(caller.auth.login({ email: unique(), password })).rejects.toThrow(AUTH_MESSAGES.loginFailed);
    await expect(caller.auth.login({ email: '', password })).rejects.toThrow(AUTH_MESSAGES.emailRequired);
    await expect(caller.auth.login({ email: user.email, password: 'x'.repeat(100_000) })).rejects.toThrow(
      AUTH_MESSAGES.loginFailed,
    );
  });

  it('signing out everywhere ends every session of the user and clears the cookie', async () => {
    const user = await createUser(database.db, { password }, hashPassword);
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { ctx, cookie } = recordingContext(database.db, { kind: 'anonymous' });
      await createCaller(ctx).auth.login({ email: user.email, password });
      tokens.push(cookie.token!);
    }
    const actor = (await resolveSessionToken(database.db, tokens[0]!, new Date())).actor;
    const { ctx, cookie } = recordingContext(database.db, actor);
    await createCaller(ctx).auth.logout({ everywhere: true });
    expect(cookie.cleared).toBe(true);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    for (const token of tokens) {
      expect((await resolveSessionToken(database.db, token, new Date())).actor.kind).toBe('anonymous');
    }
  });
});
