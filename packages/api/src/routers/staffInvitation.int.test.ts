import { locations, outbox, passwordResetTokens, sessions, users } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../context';
import { callerFor } from '../testing/context';

// docs/rules/roles.md, Users; docs/decisions/0075-staff-invitations.md: a new staff member is e-mailed an
// invitation to choose their own password, the link a customer added by staff gets.

const ADDED_AT = new Date('2026-11-28T15:00:00Z');
const HOUR = 60 * 60 * 1000;
const at = (ms: number) => () => new Date(ADDED_AT.getTime() + ms);

let database: Database;
let store: { id: string; name: string };
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  const [first] = await database.db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .limit(1);
  store = first!;
});
afterAll(() => database.close());

const db = () => database.db;
const fresh = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@staff.example.test`;

async function staffCaller(role: 'SuperAdmin' | 'Admin' | 'Customer', now: () => Date = () => ADDED_AT) {
  const user = await createUser(db(), { role, firstName: 'Ann', lastName: 'Admin' });
  const actor: Actor = {
    kind: 'user',
    sessionId: `test-session-${user.id}`,
    user: { id: user.id, email: user.email, role: user.role, firstName: 'Ann', lastName: 'Admin' },
  };
  return callerFor(db(), actor, now);
}
const superAdmin = (now?: () => Date) => staffCaller('SuperAdmin', now);

async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof TRPCError) return `${error.code}: ${error.message}`;
    throw error;
  }
}

async function invitationOf(email: string) {
  const mails = await db().select().from(outbox).where(eq(outbox.to, email));
  expect(mails).toHaveLength(1);
  const token = /http:\/\/laundry\.test\/welcome\/(\S+)/.exec(mails[0]!.body)?.[1];
  expect(token).toBeDefined();
  return { mail: mails[0]!, token: token! };
}

describe('adding a staff member with an e-mailed invitation', () => {
  it('e-mails a single-use link, stored hashed, for 24 hours; no log-in until a password is chosen through it', async () => {
    const email = fresh('ivy');
    const created = await (await superAdmin()).users.create({
      firstName: 'Ivy',
      lastName: 'Invited',
      email,
      firstSignIn: 'invitation',
      role: 'Admin',
      locationId: store.id,
    });
    expect(created).toMatchObject({ email, passwordState: 'invited', mustChangePassword: true });
    const [row] = await db().select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({ passwordHash: null, mustChangePassword: true });
    expect(row!.emailVerifiedAt).not.toBeNull();

    const { mail, token } = await invitationOf(email);
    expect(mail.subject).toBe('Your FreshPress staff account');
    expect(mail.body).toContain(
      `Hello Ivy,\n\nAnn Admin added you to FreshPress as an Admin at ${store.name}.`,
    );
    expect(mail.body).toContain('The link works once and expires in 24 hours.');
    // Stored hashed: the row holds neither the token nor its secret.
    const [stored] = await db()
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, created.id));
    const secret = token.split('.').at(-1)!;
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.expiresAt.getTime() - ADDED_AT.getTime()).toBe(24 * HOUR);

    // Before the link is used nothing signs them in: no password works, and the first-log-in step refuses.
    const visitor = callerFor(db(), undefined, at(HOUR));
    for (const password of ['', 'any password 1', 'temporary pass 1']) {
      expect(await outcome(visitor.auth.login({ email, password }))).toBe(
        'UNAUTHORIZED: Incorrect email or password.',
      );
    }
    expect(
      await outcome(
        visitor.auth.changeTemporaryPassword({
          email,
          temporaryPassword: 'any password 1',
          password: 'my own password 1',
          confirmPassword: 'my own password 1',
        }),
      ),
    ).toBe('UNAUTHORIZED: Incorrect email or password.');
    expect(await db().select().from(sessions).where(eq(sessions.userId, created.id))).toEqual([]);

    // The expiry, pinned: good a second before 24 hours, gone at 24 hours.
    expect(
      await outcome(callerFor(db(), undefined, at(24 * HOUR - 1000)).auth.checkResetToken({ token })),
    ).toBe('ok');
    expect(await outcome(callerFor(db(), undefined, at(24 * HOUR)).auth.checkResetToken({ token }))).toBe(
      'BAD_REQUEST: There was a user token error.',
    );

    // Through the link they choose a password, then log in and land on the staff orders screen.
    await visitor.auth.resetPassword({
      token,
      password: 'my own password 1',
      confirmPassword: 'my own password 1',
    });
    const signedIn = await visitor.auth.login({ email, password: 'my own password 1' });
    expect(signedIn.landing).toBe('/app/orders');
    expect((await (await superAdmin()).users.get({ id: created.id })).passwordState).toBe('own');

    // Single use.
    expect(
      await outcome(
        visitor.auth.resetPassword({
          token,
          password: 'another password 2',
          confirmPassword: 'another password 2',
        }),
      ),
    ).toBe('BAD_REQUEST: There was a user token error.');
    expect(await outcome(visitor.auth.login({ email, password: 'another password 2' }))).toBe(
      'UNAUTHORIZED: Incorrect email or password.',
    );
  });

  it('is the default: a form without a way in and without a password invites; the audit says so', async () => {
    const caller = await superAdmin();
    const email = fresh('dee');
    const created = await caller.users.create({
      firstName: 'Dee',
      lastName: 'Default',
      email,
      role: 'SuperAdmin',
      locationId: store.id,
    });
    expect(created.passwordState).toBe('invited');
    const { mail } = await invitationOf(email);
    expect(mail.body).toContain('as a Super Admin at');
    const [entry] = (await caller.audit.list({ kind: 'user', search: 'Ann Admin' })).rows;
    expect(entry).toMatchObject({ entityId: created.id, summary: `user ${email}: invitation e-mailed` });
    expect(entry!.lines).toContainEqual({ field: 'Password', value: 'Not chosen yet (invitation e-mailed)' });
  });
});

describe('the temporary password stays an option', () => {
  it('needs the password, e-mails nothing, and asks for a new password at first log-in', async () => {
    const caller = await superAdmin();
    const email = fresh('tia');
    const form = { firstName: 'Tia', lastName: 'Temp', email, role: 'Admin' as const, locationId: store.id };
    await expect(caller.users.create({ ...form, firstSignIn: 'temporaryPassword' })).rejects.toThrow(
      'Please enter a temporary password.',
    );
    await expect(
      caller.users.create({ ...form, firstSignIn: 'temporaryPassword', password: 'short' }),
    ).rejects.toThrow('Password must be at least 8 characters.');
    const created = await caller.users.create({
      ...form,
      firstSignIn: 'temporaryPassword',
      password: 'temporary pass 1',
    });
    expect(created.passwordState).toBe('temporary');
    expect(await db().select().from(outbox).where(eq(outbox.to, email))).toEqual([]);
    expect(
      await db().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, created.id)),
    ).toEqual([]);
    expect(await outcome(callerFor(db()).auth.login({ email, password: 'temporary pass 1' }))).toBe(
      'FORBIDDEN: Please choose your own password to finish logging in.',
    );
  });

  it('an invitation ignores a password left in the form', async () => {
    const caller = await superAdmin();
    const email = fresh('ian');
    const created = await caller.users.create({
      firstName: 'Ian',
      lastName: 'Ignored',
      email,
      firstSignIn: 'invitation',
      password: 'typed then left',
      role: 'Admin',
      locationId: store.id,
    });
    expect(created.passwordState).toBe('invited');
    expect(await outcome(callerFor(db()).auth.login({ email, password: 'typed then left' }))).toBe(
      'UNAUTHORIZED: Incorrect email or password.',
    );
  });
});

/** Every invitation link e-mailed to `email`, oldest first. */
async function linksOf(email: string) {
  const mails = await db().select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.createdAt);
  return mails.map((mail) => /http:\/\/laundry\.test\/welcome\/(\S+)/.exec(mail.body)![1]!);
}

async function invite(label: string, firstName = 'Wes') {
  const email = fresh(label);
  const created = await (await superAdmin()).users.create({
    firstName,
    lastName: 'Welcome',
    email,
    firstSignIn: 'invitation',
    role: 'Admin',
    locationId: store.id,
  });
  const [token] = await linksOf(email);
  return { email, id: created.id, token: token! };
}

// docs/decisions/0075-staff-invitations.md, Amended 2026-11-29: the welcome page asks whom its link greets.
describe('the welcome page asks whom its link is for', () => {
  const pair = { password: 'my own password 1', confirmPassword: 'my own password 1' };

  it('a usable link answers the first name and e-mail; unknown, malformed, wrong, expired and used ones the same nothing', async () => {
    const { email, token } = await invite('wes');
    const visitor = callerFor(db(), undefined, at(HOUR));
    expect(await visitor.auth.welcomeLink({ token })).toEqual({ account: { firstName: 'Wes', email } });

    const nothing = { account: null };
    const [purpose, id, secret] = token.split('.') as [string, string, string];
    const unknown = `${purpose}.${crypto.randomUUID().replaceAll('-', '')}.${secret}`;
    const wrongSecret = `${purpose}.${id}.${secret.slice(0, -1)}${secret.endsWith('a') ? 'b' : 'a'}`;
    for (const other of [unknown, wrongSecret, 'not a token', '', `${token}x`]) {
      expect(await visitor.auth.welcomeLink({ token: other }), other).toEqual(nothing);
    }
    expect(await callerFor(db(), undefined, at(24 * HOUR - 1000)).auth.welcomeLink({ token })).toEqual({
      account: { firstName: 'Wes', email },
    });
    expect(await callerFor(db(), undefined, at(24 * HOUR)).auth.welcomeLink({ token })).toEqual(nothing);

    await visitor.auth.resetPassword({ token, ...pair });
    expect(await visitor.auth.welcomeLink({ token })).toEqual(nothing);
  });

  it('a customer added by staff without a first name is answered with their e-mail', async () => {
    const staff = await staffCaller('Admin');
    const email = fresh('cam');
    await staff.customers.create({ firstName: '', email });
    const [mail] = await db().select().from(outbox).where(eq(outbox.to, email));
    const token = /http:\/\/laundry\.test\/welcome\/(\S+)/.exec(mail!.body)![1]!;
    expect(await callerFor(db(), undefined, at(HOUR)).auth.welcomeLink({ token })).toEqual({
      account: { firstName: null, email },
    });
  });
});

// docs/decisions/0075-staff-invitations.md, Amended 2026-11-29: "Send a new invitation" on the detail view.
describe('a Super Admin sends a new invitation', () => {
  it('e-mails a fresh 24-hour link; the older link stops working; the audit trail records it', async () => {
    const { email, id, token: first } = await invite('nia', 'Nia');
    const later = at(30 * HOUR);
    const caller = await superAdmin(later);
    expect(await caller.users.resendInvitation({ id })).toEqual({ email });

    const links = await linksOf(email);
    expect(links).toHaveLength(2);
    expect(links[0]).toBe(first);
    const second = links[1]!;
    const mails = await db().select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.createdAt);
    expect(mails[1]!.subject).toBe('Your FreshPress staff account');
    expect(mails[1]!.body).toContain(
      `Hello Nia,\n\nAnn Admin added you to FreshPress as an Admin at ${store.name}.`,
    );

    const visitor = callerFor(db(), undefined, at(31 * HOUR));
    expect(await visitor.auth.welcomeLink({ token: second })).toEqual({
      account: { firstName: 'Nia', email },
    });
    // The first link stops working, even where it had not expired yet.
    expect(await callerFor(db(), undefined, at(HOUR)).auth.welcomeLink({ token: first })).toEqual({
      account: null,
    });
    expect(
      await outcome(
        callerFor(db(), undefined, at(HOUR)).auth.resetPassword({
          token: first,
          password: 'my own password 1',
          confirmPassword: 'my own password 1',
        }),
      ),
    ).toBe('BAD_REQUEST: There was a user token error.');
    // The new one lasts 24 hours from the resend.
    expect(await callerFor(db(), undefined, at(54 * HOUR)).auth.welcomeLink({ token: second })).toEqual({
      account: null,
    });
    await visitor.auth.resetPassword({
      token: second,
      password: 'my own password 1',
      confirmPassword: 'my own password 1',
    });
    expect((await visitor.auth.login({ email, password: 'my own password 1' })).landing).toBe('/app/orders');

    const entries = (await caller.audit.list({ kind: 'user', search: 'Ann Admin' })).rows;
    expect(entries.find((entry) => entry.summary === `user ${email}: new invitation e-mailed`)).toMatchObject(
      {
        entityId: id,
        action: 'invitation',
        actionLabel: 'New invitation e-mailed',
      },
    );
  });

  it("is the Super Admin's alone, and is refused once the member has a password", async () => {
    const { email, id, token } = await invite('ola', 'Ola');
    for (const role of ['Admin', 'Customer'] as const) {
      expect(await outcome((await staffCaller(role)).users.resendInvitation({ id }))).toMatch(/^FORBIDDEN: /);
    }
    expect(await outcome(callerFor(db()).users.resendInvitation({ id }))).toMatch(/^UNAUTHORIZED: /);
    expect(await linksOf(email)).toHaveLength(1);

    await callerFor(db(), undefined, at(HOUR)).auth.resetPassword({
      token,
      password: 'my own password 1',
      confirmPassword: 'my own password 1',
    });
    expect(await outcome((await superAdmin()).users.resendInvitation({ id }))).toBe(
      'CONFLICT: This user has already chosen a password, so there is no invitation to send again.',
    );

    const temporary = await (await superAdmin()).users.create({
      firstName: 'Tom',
      lastName: 'Temp',
      email: fresh('tom'),
      firstSignIn: 'temporaryPassword',
      password: 'temporary pass 1',
      role: 'Admin',
      locationId: store.id,
    });
    expect(await outcome((await superAdmin()).users.resendInvitation({ id: temporary.id }))).toBe(
      'CONFLICT: This user has a temporary password and chooses their own at the next log-in, so there is no invitation to send again.',
    );
    expect(await linksOf(email)).toHaveLength(1);
  });
});
