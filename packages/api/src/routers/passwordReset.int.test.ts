import { hashPassword, verifyPassword } from '@laundry/auth';
import { outbox, sessions, users } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUserSession } from '../services/auth/sessions';
import { callerFor } from '../testing/context';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
});
afterAll(() => database.close());

const newPassword = { password: 'my brand new password', confirmPassword: 'my brand new password' };

async function resetLinkFor(email: string) {
  await callerFor(database.db).auth.forgotPassword({ email });
  const [mail] = await database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.createdAt));
  expect(mail?.subject).toBe('Reset your password');
  return /http:\/\/laundry\.test\/reset-password\/(\S+)/.exec(mail!.body)![1]!;
}

describe('forgot and reset password (docs/rules/accounts.md, Forgot and reset password; docs/rules/accounts.md, Where each person lands)', () => {
  it('answers the same for an account and for an unknown e-mail, and mails only the account', async () => {
    const user = await createUser(database.db);
    const caller = callerFor(database.db);
    const known = await caller.auth.forgotPassword({ email: user.email });
    const stranger = 'nobody-here@example.test';
    const unknown = await caller.auth.forgotPassword({ email: stranger });
    expect(known).toEqual({ message: AUTH_MESSAGES.forgotSent });
    expect(unknown).toEqual(known);
    expect(await database.db.select().from(outbox).where(eq(outbox.to, stranger))).toEqual([]);
    await expect(caller.auth.forgotPassword({ email: '' })).rejects.toThrow(AUTH_MESSAGES.emailRequired);
  });

  it('checks the token, sets the password once, and ends every session of the account', async () => {
    const user = await createUser(database.db, { password: 'the old password' }, hashPassword);
    await startUserSession(database.db, user.id, new Date());
    const token = await resetLinkFor(user.email);
    const caller = callerFor(database.db);
    await expect(caller.auth.checkResetToken({ token })).resolves.toEqual({ success: true });
    await expect(caller.auth.resetPassword({ token, ...newPassword })).resolves.toEqual({ success: true });
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(after!.passwordHash!, newPassword.password)).toBe(true);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    await expect(caller.auth.checkResetToken({ token })).rejects.toThrow(AUTH_MESSAGES.resetTokenError);
    await expect(caller.auth.resetPassword({ token, ...newPassword })).rejects.toThrow(
      AUTH_MESSAGES.resetTokenError,
    );
  });

  it('refuses a token after an hour, a malformed one and a mismatched confirmation, changing nothing', async () => {
    const user = await createUser(database.db, { password: 'the old password' }, hashPassword);
    const token = await resetLinkFor(user.email);
    const later = () => new Date(Date.now() + 3600_000 + 1000);
    await expect(callerFor(database.db, undefined, later).auth.checkResetToken({ token })).rejects.toThrow(
      AUTH_MESSAGES.resetTokenError,
    );
    const caller = callerFor(database.db);
    for (const bad of ['', 'pr.1.2', 'y'.repeat(10_000), token.replace('pr.', 've.')]) {
      await expect(caller.auth.checkResetToken({ token: bad })).rejects.toThrow(
        AUTH_MESSAGES.resetTokenError,
      );
    }
    await expect(
      caller.auth.resetPassword({ token, password: 'one password!', confirmPassword: 'another one!' }),
    ).rejects.toThrow(AUTH_MESSAGES.passwordsMustMatch);
    await expect(
      caller.auth.resetPassword({ token, password: 'short', confirmPassword: 'short' }),
    ).rejects.toThrow(AUTH_MESSAGES.passwordTooShort);
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(after!.passwordHash!, 'the old password')).toBe(true);
    await expect(caller.auth.checkResetToken({ token })).resolves.toEqual({ success: true });
  });
});
