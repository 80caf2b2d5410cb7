import { hashPassword, verifyPassword } from '@laundry/auth';
import { orders, outbox, sessions, users } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '../root';
import { resolveSessionToken } from '../services/auth/actor';
import { startUserSession } from '../services/auth/sessions';
import { changeUserRole } from '../services/users/role';
import { recordingContext } from '../testing/permissionMatrix/world';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
});
afterAll(() => database.close());

async function signedInCustomer(options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(database.db, { password: 'the first password', ...options }, hashPassword);
  const { token } = await startUserSession(database.db, user.id, new Date());
  const actor = (await resolveSessionToken(database.db, token, new Date())).actor;
  const recording = recordingContext(database.db, actor);
  return { user, token, caller: createCaller(recording.ctx), cookie: recording.cookie };
}
const live = async (token: string) => (await resolveSessionToken(database.db, token, new Date())).actor.kind;

describe('Account screen (docs/rules/accounts.md, The Account screen)', () => {
  it('saves every field; the phone is kept masked and an empty state becomes NY', async () => {
    const { caller } = await signedInCustomer();
    const saved = await caller.account.update({
      firstName: ' Ann ',
      lastName: 'Lee',
      phone: '212.555.0100',
      address: '1 Main St',
      addressLine2: 'Apt 2',
      city: 'New York',
      state: '',
      zip: '10001',
      sms: true,
      password: '',
      confirmPassword: '',
    });
    expect(saved).toMatchObject({
      firstName: 'Ann',
      phone: '(212) 555-0100',
      state: 'NY',
      sms: true,
      zip: '10001',
    });
    expect(await caller.account.get()).toEqual(saved);
  });

  it.each([
    [{ email: 'nope' }, AUTH_MESSAGES.emailInvalid],
    [{ phone: '555-01' }, 'Please enter a phone number like (999) 999-9999.'],
    [{ zip: '1234' }, 'Please enter a 5-digit zip code.'],
    [{ state: 'New York' }, 'Please enter a 2-letter state.'],
    [{ firstName: 'x'.repeat(101) }, 'First name must be at most 100 characters.'],
    [{ sms: 'yes' }, 'sms must be true or false.'],
    [{ password: 'a new password', confirmPassword: 'another password' }, AUTH_MESSAGES.passwordsMustMatch],
    [{ password: 'short', confirmPassword: 'short' }, AUTH_MESSAGES.passwordTooShort],
  ])('refuses %o with a clear message and changes nothing', async (change, message) => {
    const { caller, user } = await signedInCustomer();
    await expect(caller.account.update(change as never)).rejects.toThrow(message);
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(user);
  });

  it('a new e-mail must be verified again; one taken by another account is refused', async () => {
    const { caller } = await signedInCustomer();
    const other = await createUser(database.db);
    const currentPassword = 'the first password';
    await expect(caller.account.update({ email: other.email, currentPassword })).rejects.toThrow(
      AUTH_MESSAGES.emailTaken,
    );
    const changed = await caller.account.update({ email: 'Moved-Here@Example.test', currentPassword });
    expect(changed).toMatchObject({ email: 'moved-here@example.test', emailVerified: false });
    const mails = await database.db.select().from(outbox).where(eq(outbox.to, 'moved-here@example.test'));
    expect(mails.map((m) => m.subject)).toEqual(['Please verify your email address']);
  });

  it('a password change ends every session and keeps this client signed in with a new one', async () => {
    const { caller, user, token, cookie } = await signedInCustomer();
    const { token: elsewhere } = await startUserSession(database.db, user.id, new Date());
    await caller.account.update({
      password: 'the second password',
      confirmPassword: 'the second password',
      currentPassword: 'the first password',
    });
    expect(await live(token)).toBe('anonymous');
    expect(await live(elsewhere)).toBe('anonymous');
    expect(await live(cookie.token!)).toBe('user');
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(after!.passwordHash!, 'the second password')).toBe(true);
  });

  it('a role change ends the user’s sessions', async () => {
    const { user, token } = await signedInCustomer();
    await changeUserRole(database.db, user.id, 'Admin');
    expect(await live(token)).toBe('anonymous');
  });

  it('disconnecting Google first needs a new password, typed twice', async () => {
    const { caller, user, token } = await signedInCustomer();
    await expect(
      caller.account.disconnectGoogle({ password: 'x new password', confirmPassword: 'x new password' }),
    ).rejects.toThrow(AUTH_MESSAGES.googleDisconnectFailed);
    await database.db
      .update(users)
      .set({ googleId: 'google-123', passwordHash: null })
      .where(eq(users.id, user.id));
    // A Google-only account sets its first password right after a Google sign-in (docs/decisions/0049-auth-account-changes.md).
    await database.db
      .update(sessions)
      .set({ googleSignedInAt: new Date() })
      .where(eq(sessions.id, token.split('.')[0]!));
    await expect(
      caller.account.disconnectGoogle({ password: 'x new password', confirmPassword: 'other' }),
    ).rejects.toThrow(AUTH_MESSAGES.passwordsMustMatch);
    const after = await caller.account.disconnectGoogle({
      password: 'x new password',
      confirmPassword: 'x new password',
    });
    expect(after).toMatchObject({ googleId: null, hasPassword: true });
  });

  it('deleting removes the personal data and sessions, and keeps past orders with personal fields cleared', async () => {
    const { caller, user, token, cookie } = await signedInCustomer({ firstName: 'Dana' });
    await database.db
      .update(users)
      .set({ phone: '(212) 555-0199', address: '9 Elm St' })
      .where(eq(users.id, user.id));
    const address = {
      address: '9 Elm St',
      address2: 'Apt 1',
      city: 'New York',
      state: 'NY',
      zip: '10001',
      email: user.email,
      firstName: 'Dana',
      phone: '(212) 555-0199',
      florida: false,
    };
    const [order] = await database.db
      .insert(orders)
      .values({
        userId: user.id,
        address,
        firstName: 'Dana',
        email: user.email,
        phone: '(212) 555-0199',
        instructions: 'Ring Dana at 4B',
        pickUpDate: '2030-01-02',
        pickUpHour: 9,
        deliveryDate: '2030-01-03',
        deliveryHour: 9,
        paymentProvider: 'simulated',
        quoteTotalCents: 2900,
      })
      .returning();
    await expect(caller.account.delete({ confirm: false as true })).rejects.toThrow('Please confirm');
    await expect(caller.account.delete({ confirm: true })).resolves.toEqual({ success: true });
    expect(cookie.cleared).toBe(true);
    expect(await live(token)).toBe('anonymous');
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const [tombstone] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(tombstone).toMatchObject({ firstName: null, phone: null, address: null, passwordHash: null });
    expect(tombstone!.email).not.toContain(user.email);
    expect(tombstone!.deletedAt).not.toBeNull();
    const [kept] = await database.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept).toMatchObject({
      firstName: '',
      email: '',
      phone: '',
      instructions: '',
      quoteTotalCents: 2900,
    });
    expect(kept!.address).toMatchObject({ address: '', address2: null, email: '', phone: '', zip: '10001' });
    await expect(
      createCaller(recordingContext(database.db, { kind: 'anonymous' }).ctx).auth.login({
        email: user.email,
        password: 'the first password',
      }),
    ).rejects.toThrow(AUTH_MESSAGES.loginFailed);
  });
});
