import { hashPassword } from '@laundry/auth';
import { locations, outbox, users } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

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

const password = 'a long enough password';
const unique = () => `rest-${crypto.randomUUID()}@example.test`;
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });
async function linkFor(email: string, path: string) {
  const [mail] = await database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.createdAt));
  return new RegExp(`http://shop\\.test/${path}/(\\S+)`).exec(mail!.body)![1]!;
}

describe('REST auth paths (docs/rules/rest-compatibility.md)', () => {
  it('POST /api/signup and /api/login answer { token, user } and the token works as JWT and Bearer', async () => {
    const email = unique();
    const signup = await post('/api/signup', { email, password });
    expect(signup.statusCode).toBe(200);
    expect(signup.json().user).toMatchObject({ email, role: 'Customer', sms: false, state: 'NY' });
    expect(signup.json().user._id).toBeTruthy();
    expect(signup.json().user).not.toHaveProperty('passwordHash');
    const login = await post('/api/login', { email, password });
    const { token, user } = login.json();
    expect(user._id).toBe(signup.json().user._id);
    for (const scheme of ['JWT', 'Bearer']) {
      const me = await app.inject({
        url: '/api/currentuser',
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ _id: user._id, email });
    }
  });

  it('POST /api/login refuses with the spec message and 401', async () => {
    const response = await post('/api/login', { email: unique(), password });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.loginFailed, message: AUTH_MESSAGES.loginFailed });
  });

  it("POST /api/login names a staff member's store, as GET /api/currentuser does", async () => {
    const [store] = await database.db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .limit(1);
    const email = unique();
    const admin = await createUser(database.db, { role: 'Admin', email, password }, hashPassword);
    await database.db.update(users).set({ locationId: store!.id }).where(eq(users.id, admin.id));
    const login = await post('/api/login', { email, password });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ location: store!.id, locationName: store!.name });
    const me = await app.inject({
      url: '/api/currentuser',
      headers: { authorization: `JWT ${login.json().token}` },
    });
    expect(me.json()).toMatchObject({ location: store!.id, locationName: store!.name });
  });

  it('GET /api/currentuser without a session, with a bad token or a guest token is 401', async () => {
    expect((await app.inject('/api/currentuser')).statusCode).toBe(401);
    const bad = await app.inject({ url: '/api/currentuser', headers: { authorization: 'JWT not.a.token' } });
    expect(bad.statusCode).toBe(401);
    const guest = (await post('/api/authorizeguest', {})).json();
    expect(guest).toEqual({ token: expect.any(String), authorized: true });
    const asGuest = await app.inject({
      url: '/api/currentuser',
      headers: { authorization: `JWT ${guest.token}` },
    });
    expect(asGuest.statusCode).toBe(401);
  });

  it('POST /api/verifyemail takes the token in the header and the e-mail in the body', async () => {
    const email = unique();
    await post('/api/signup', { email, password });
    const token = await linkFor(email, 'verify');
    const wrongEmail = await post('/api/verifyemail', { email: unique() }, { authorization: `JWT ${token}` });
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json().error).toBe(AUTH_MESSAGES.verificationFailed);
    const ok = await post('/api/verifyemail', { email }, { authorization: `JWT ${token}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true });
    const again = await post('/api/verifyemail', { email }, { authorization: token });
    expect(again.json().error).toBe(AUTH_MESSAGES.verificationFailed);
  });

  it('forgot password, check token and reset, with the token in the header', async () => {
    const user = await createUser(database.db, { password }, hashPassword);
    const forgot = await post('/api/forgotpassword', { email: user.email });
    expect(forgot.json()).toEqual({ success: true, message: AUTH_MESSAGES.forgotSent });
    expect((await post('/api/forgotpassword', { email: unique() })).json()).toEqual(forgot.json());
    const token = await linkFor(user.email, 'reset-password');
    const headers = { authorization: `JWT ${token}` };
    expect((await post('/api/resetpassword/checktoken', undefined, headers)).json()).toEqual({
      success: true,
    });
    const bad = await post('/api/resetpassword/checktoken', undefined, { authorization: 'JWT pr.bad.token' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(AUTH_MESSAGES.resetTokenError);
    const reset = await post('/api/resetpassword', { password: 'the new password' }, headers);
    expect(reset.json()).toEqual({ success: true });
    expect((await post('/api/login', { email: user.email, password: 'the new password' })).statusCode).toBe(
      200,
    );
    expect((await post('/api/resetpassword', { password: 'the new password' }, headers)).statusCode).toBe(
      400,
    );
  });

  it('GET /api/logout ends the sessions, clears the cookie and redirects to /login', async () => {
    const email = unique();
    const { token } = (await post('/api/signup', { email, password })).json();
    const response = await app.inject({ url: '/api/logout', cookies: { session: token } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
    expect(String(response.headers['set-cookie'])).toMatch(/session=;.*Expires=Thu, 01 Jan 1970/);
    const me = await app.inject({ url: '/api/currentuser', headers: { authorization: `JWT ${token}` } });
    expect(me.statusCode).toBe(401);
  });

  const long = 'y'.repeat(100_000);
  it.each([
    ['/api/login', 'no e-mail', { email: '' }, AUTH_MESSAGES.emailRequired],
    ['/api/login', 'a number as e-mail', { email: 42, password }, AUTH_MESSAGES.emailRequired],
    // A text/plain body is a 415 (security/errorAnswers.int.test.ts); JSON that is not an object is a 400.
    ['/api/login', 'a JSON array body', ['not', 'an', 'object'], 'The request must be an object.'],
    ['/api/signup', 'a bad e-mail', { email: 'x@y', password }, AUTH_MESSAGES.emailInvalid],
    [
      '/api/signup',
      'a short password',
      { email: unique(), password: 'short' },
      AUTH_MESSAGES.passwordTooShort,
    ],
    [
      '/api/signup',
      'a mismatch',
      { email: unique(), password, confirmPassword: 'no' },
      AUTH_MESSAGES.passwordsMustMatch,
    ],
    [
      '/api/signup',
      'an unserved zip',
      { email: unique(), password, zip: '99999' },
      AUTH_MESSAGES.zipNotServed,
    ],
    [
      '/api/signup',
      'an array password',
      { email: unique(), password: ['x'] },
      AUTH_MESSAGES.passwordTooShort,
    ],
    ['/api/forgotpassword', 'no e-mail', {}, AUTH_MESSAGES.emailRequired],
    ['/api/forgotpassword', 'a 100 kB e-mail', { email: long }, AUTH_MESSAGES.emailInvalid],
    ['/api/verifyemail', 'no token', {}, AUTH_MESSAGES.verificationLinkInvalid],
    ['/api/resetpassword/checktoken', 'no token', {}, AUTH_MESSAGES.resetTokenError],
    ['/api/resetpassword', 'no token', { password }, AUTH_MESSAGES.resetTokenError],
    ['/api/authorizeguest', 'a bad e-mail', { email: 'nope' }, AUTH_MESSAGES.emailInvalid],
  ])('POST %s with %s is a 400 with a clear message', async (url, _label, payload, message) => {
    const response = await app.inject({
      method: 'POST',
      url,
      payload: payload as object,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });
});
