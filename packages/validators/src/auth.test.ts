import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  accountUpdateInput,
  landingPathFor,
  loginInput,
  resetPasswordInput,
  signupInput,
  verificationTokenSchema,
} from './auth';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

const valid = {
  zip: '10001',
  email: 'ann@example.com',
  password: 'long enough',
  confirmPassword: 'long enough',
};

describe('auth form schemas (docs/rules/messages.md, Public site and accounts: validation)', () => {
  it.each([
    [{}, null],
    [{ zip: '' }, 'Please enter your zip code.'],
    [{ zip: '123456' }, 'Please enter a 5-digit zip code.'],
    [{ email: 'ann@' }, AUTH_MESSAGES.emailInvalid],
    [{ email: undefined }, AUTH_MESSAGES.emailInvalid],
    [{ confirmPassword: 'long enougH' }, AUTH_MESSAGES.passwordsMustMatch],
    [{ password: '1234567', confirmPassword: '1234567' }, AUTH_MESSAGES.passwordTooShort],
    [{ password: 'é'.repeat(64), confirmPassword: 'é'.repeat(64) }, null],
    [{ password: 'x'.repeat(65), confirmPassword: 'x'.repeat(65) }, AUTH_MESSAGES.passwordTooLong],
    [{ password: 'only spaces ok', confirmPassword: 'only spaces ok' }, null],
  ])('signup %o -> %s', (change, message) => {
    expect(firstMessage(signupInput.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('login needs an e-mail and nothing of the password', () => {
    expect(firstMessage(loginInput.safeParse({ email: '', password: '' }))).toBe(AUTH_MESSAGES.emailRequired);
    expect(loginInput.parse({ email: ' Ann@Example.COM ', password: 'x' }).email).toBe('ann@example.com');
    // 000, Validation: "Login: email required ('Please enter your email address.'); password has no rule."
    expect(firstMessage(loginInput.safeParse({ email: '   ', password: '' }))).toBe(
      'Please enter your email address.',
    );
    expect(loginInput.safeParse({ email: 'not-an-address', password: 'x' }).success).toBe(true);
  });

  it('accepts only the verification token shape the server issues', () => {
    const token = `ve.${'0123456789abcdef'.repeat(2)}.${'abcdefghijklmnopqrstuvwxyz234567'}`;
    expect(verificationTokenSchema.safeParse(token).success).toBe(true);
    for (const bad of ['', 'a\\b\\c', token.replace('ve.', 'pr.'), `${token}=`, token.toUpperCase()]) {
      expect(firstMessage(verificationTokenSchema.safeParse(bad))).toBe(
        AUTH_MESSAGES.verificationLinkInvalid,
      );
    }
  });

  it('reset needs its token shape and matching passwords', () => {
    const token = `pr.${'a'.repeat(32)}.${'b'.repeat(32)}`;
    const ok = { token, password: 'new password', confirmPassword: 'new password' };
    expect(resetPasswordInput.safeParse(ok).success).toBe(true);
    expect(firstMessage(resetPasswordInput.safeParse({ ...ok, confirmPassword: 'x' }))).toBe(
      AUTH_MESSAGES.passwordsMustMatch,
    );
    expect(firstMessage(resetPasswordInput.safeParse({ ...ok, token: 'nope' }))).toBe(
      AUTH_MESSAGES.resetTokenError,
    );
  });

  it('masks the account phone as (999) 999-9999 and defaults the state to NY', () => {
    const parsed = accountUpdateInput.parse({ phone: '212-555-0100', state: ' ', password: '' });
    expect(parsed).toEqual({ phone: '(212) 555-0100', state: 'NY', password: '' });
    expect(accountUpdateInput.parse({ state: 'fl' }).state).toBe('FL');
  });

  it('lands staff on /app/orders and customers on /app/order (docs/rules/accounts.md, Where each person lands)', () => {
    expect(landingPathFor('Admin')).toBe('/app/orders');
    expect(landingPathFor('SuperAdmin')).toBe('/app/orders');
    expect(landingPathFor('Customer')).toBe('/app/order');
  });
});
