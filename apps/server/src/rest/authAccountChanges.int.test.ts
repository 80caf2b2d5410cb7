import { hashPassword } from '@laundry/auth';
import { outbox, users } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

// POST /api/user/{id}, the Account screen's REST twin (docs/rules/rest-compatibility.md), and sign-up with a taken address:
// docs/decisions/0049-auth-account-changes.md and docs/decisions/0050-auth-signup-existing-email.md.

let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  app = await buildApp({ database, auth: { publicUrl: 'http://shop.test' } });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const FIRST = 'the first password';
const unique = (name: string) => `${name}-${crypto.randomUUID()}@example.test`;

async function customer() {
  const user = await createUser(database.db, { password: FIRST }, hashPassword);
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: FIRST },
    remoteAddress: '10.80.0.1',
  });
  return { user, headers: { authorization: `JWT ${login.json().token}` } };
}
const update = (id: string, headers: Record<string, string>, payload: object, ip = '10.80.0.1') =>
  app.inject({ method: 'POST', url: `/api/user/${id}`, headers, payload, remoteAddress: ip });
const row = async (id: string) => (await database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('POST /api/user/{id}: a new e-mail or password needs the current password', () => {
  it('refuses without it, or with a wrong one, with a clear 400 and changes nothing', async () => {
    const { user, headers } = await customer();
    const email = unique('rest-moved');
    const missing = await update(user.id, headers, { email, firstName: 'Changed' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(
      'Please enter your current password to change your email address or password.',
    );
    const wrong = await update(user.id, headers, {
      password: 'a second password',
      confirmPassword: 'a second password',
      currentPassword: 'not it',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Your current password is not correct. Nothing was changed.');
    expect(await row(user.id)).toEqual(user);
  });

  it('with it, the e-mail changes and the old address gets the undo link', async () => {
    const { user, headers } = await customer();
    const email = unique('rest-moved');
    const changed = await update(user.id, headers, { email, currentPassword: FIRST });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ _id: user.id, email, emailVerified: false });
    const [told] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, user.email))
      .orderBy(desc(outbox.createdAt));
    expect(told!.subject).toBe('Your email address was changed');
    expect(told!.body).toMatch(/http:\/\/shop\.test\/undo-email-change\/ue\.[0-9a-f]{32}\.[a-z2-7]{32}/);
  });

  it('guessing the current password counts as log-in attempts on the account from that address', async () => {
    const { user, headers } = await customer();
    // The log-in above succeeded, so it gave its attempt back (decision 0013): 10 guesses from 10.80.0.1 in 15 minutes.
    const guess = (ip: string) =>
      update(user.id, headers, { email: unique('guess'), currentPassword: 'a guess' }, ip);
    for (let i = 0; i < 10; i++) expect((await guess('10.80.0.1')).statusCode).toBe(400);
    const stopped = await guess('10.80.0.1');
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().error).toBe('Too many attempts. Please wait 15 minutes and try again.');
    // The owner, elsewhere, still gets in.
    const owner = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: FIRST },
      remoteAddress: '10.80.0.2',
    });
    expect(owner.statusCode).toBe(200);
  });
});

describe('POST /api/signup with an address that has an account', () => {
  it('answers 409 without a session and e-mails the owner how to log in or reset', async () => {
    const user = await createUser(database.db);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { email: user.email, password: 'a long enough password' },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      error:
        'An account with this email address already exists. We have emailed that address how to log in or reset the password.',
      message:
        'An account with this email address already exists. We have emailed that address how to log in or reset the password.',
    });
    expect(answer.headers['set-cookie']).toBeUndefined();
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mail).toMatchObject({ subject: 'You already have an account' });
    expect(mail!.body).toContain('http://shop.test/forgot-password');
  });
});
