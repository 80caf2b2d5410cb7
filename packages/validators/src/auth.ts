import { LOCALES } from '@laundry/domain';
import { z } from 'zod';
import { zipSchema } from './catalog';
import { cleanLine, isUsStateCode, STATE_MESSAGE } from './text';

/** Messages of docs/rules/messages.md, Public site and accounts: validation; docs/rules/messages.md, Public site, accounts and staff screens: errors, word for word; the few the spec does not word are marked. */
export const AUTH_MESSAGES = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  passwordsMustMatch: 'Passwords must match.',
  loginFailed: 'Incorrect email or password.',
  signupFailed: 'Sorry, there was an error creating your account.',
  verificationFailed: 'Email verification error.',
  verificationLinkInvalid: 'Sorry, this verification link is not valid.',
  resetTokenError: 'There was a user token error.',
  resetFailed: 'There was an error resetting this password.',
  forgotFailed: 'There was an error requesting a password reset.',
  forgotSent: 'Please check your email for a link to reset your password.',
  guestFailed: 'Error authorizing guest.',
  zipNotServed: "Sorry! We're not yet available in your area.",
  accountUpdateFailed: 'There was an error updating this account.',
  accountDeleteFailed: 'Error deleting account.',
  googleDisconnectFailed: 'Error disconnecting Google.',
  facebookDisconnectFailed: 'Error disconnecting Facebook.',
  // Not worded by the spec:
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password must be at most 64 characters.',
  emailTaken: 'An account with this email address already exists.',
  // docs/decisions/0050-auth-signup-existing-email.md: sign-up with an address that has an account.
  signupEmailTaken:
    'An account with this email address already exists. We have emailed that address how to log in or reset the password.',
  // docs/decisions/0049-auth-account-changes.md: changing the e-mail or the password needs the owner.
  currentPasswordRequired: 'Please enter your current password to change your email address or password.',
  currentPasswordWrong: 'Your current password is not correct. Nothing was changed.',
  googleSignInRequired:
    'For your security, please sign in with Google again, then make this change within 10 minutes.',
  noPasswordToConfirm:
    'Your account has no password yet. Please use "Forgot your password?" on the log-in page to choose one first.',
  emailChangeUndone: (email: string) =>
    `Your email address is ${email} again, and your account has been signed out everywhere. If you did not make the change, please reset your password.`,
  emailChangeUndoInvalid: 'Sorry, this link is not valid or has expired.',
  emailChangeUndoTaken:
    'Sorry, this email address now belongs to another account, so it could not be restored. Please contact us.',
  emailVerified: 'Your email address is verified. Please log in.',
  googleFailed: 'Sorry, we could not sign you in with Google. Please try again.',
  googleUnverified: 'Your Google account has no verified email address.',
  googleUnavailable: 'Google sign-in is not available right now.',
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
} as const;

/** OWASP: at least 8 characters, at least 64 allowed, no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX_LENGTH = 254;

/**
 * Every e-mail a client sends, before its own rule: given, at most 254 characters, clean text
 * (docs/decisions/0028-validation-clean-text.md; a NUL byte in the log-in e-mail reached the user look-up and
 * PostgreSQL answered 500: docs/decisions/0062-validation-nul-bytes.md).
 */
const emailText = (requiredMessage: string, tooLongMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: tooLongMessage, abort: true })
    .refine(...cleanLine);

/** An e-mail address, trimmed and lowercased (accounts match e-mails case-insensitively). */
export const emailSchema = (requiredMessage: string = AUTH_MESSAGES.emailInvalid) =>
  emailText(requiredMessage, AUTH_MESSAGES.emailInvalid)
    .regex(EMAIL_PATTERN, { error: AUTH_MESSAGES.emailInvalid })
    .transform((email) => email.toLowerCase());

export const newPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordTooLong });

/** A new password typed twice: signup, reset, account and Google disconnect. */
export const passwordPairSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsMustMatch }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: AUTH_MESSAGES.passwordsMustMatch,
    path: ['confirmPassword'],
  });

/** docs/rules/messages.md, Public site and accounts: validation: login needs an e-mail; the password has no rule (beyond a sane length). */
export const loginInput = z.object({
  // Only required: an address that is no e-mail address simply matches no account ('Incorrect email or password.').
  email: emailText(AUTH_MESSAGES.emailRequired, AUTH_MESSAGES.loginFailed).transform((email) =>
    email.toLowerCase(),
  ),
  password: z.string({ error: AUTH_MESSAGES.loginFailed }).max(1024, { error: AUTH_MESSAGES.loginFailed }),
});
export type LoginInput = z.infer<typeof loginInput>;

export const signupInput = z
  .object({ zip: zipSchema, email: emailSchema(), password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    error: AUTH_MESSAGES.passwordsMustMatch,
    path: ['confirmPassword'],
  });
export type SignupInput = z.infer<typeof signupInput>;

export const forgotPasswordInput = z.object({ email: emailSchema(AUTH_MESSAGES.emailRequired) });

/** The token shapes the server issues (packages/auth/src/oneTimeToken.ts): `<purpose>.<32 hex>.<32 base32>`. */
const oneTimeToken = (prefix: 've' | 'pr' | 'ue', message: string) =>
  z
    .string({ error: message })
    .regex(new RegExp(`^${prefix}\\.[0-9a-f]{32}\\.[a-z2-7]{32}$`), { error: message });

/** docs/rules/accounts.md, E-mail verification: a link not of the issued shape shows the message without asking the server. */
export const verificationTokenSchema = oneTimeToken('ve', AUTH_MESSAGES.verificationLinkInvalid);
export const resetTokenSchema = oneTimeToken('pr', AUTH_MESSAGES.resetTokenError);
/** The old address's link that undoes an e-mail change (docs/decisions/0049-auth-account-changes.md). */
export const undoEmailChangeTokenSchema = oneTimeToken('ue', AUTH_MESSAGES.emailChangeUndoInvalid);

export const verifyEmailInput = z.object({ token: verificationTokenSchema });
export const checkResetTokenInput = z.object({ token: resetTokenSchema });
export const resetPasswordInput = z.intersection(z.object({ token: resetTokenSchema }), passwordPairSchema);
export const undoEmailChangeInput = z.object({ token: undoEmailChangeTokenSchema });

/** Sign out: this session only, or every session of the account (docs/decisions/0036-auth-logout.md). */
export const logoutInput = z.object({
  everywhere: z.boolean({ error: 'everywhere must be true or false.' }).optional(),
});

/** Continue as a Guest: the e-mail is optional here and bound when the guest gives it for an order. */
export const authorizeGuestInput = z.object({ email: emailSchema().optional() });

export type Role = 'Customer' | 'Admin' | 'SuperAdmin' | 'Driver';
export const LANDING_PATHS = ['/app/orders', '/app/order', '/app/driver'] as const;
export type LandingPath = (typeof LANDING_PATHS)[number];
/**
 * docs/rules/accounts.md, Where each person lands: after log-in staff land on the orders list, customers on the order
 * page, drivers on their day's stops (docs/decisions/0089-driver-role.md).
 */
export function landingPathFor(role: Role): LandingPath {
  if (role === 'Driver') return '/app/driver';
  return role === 'Customer' ? '/app/order' : '/app/orders';
}

const NO_RULE_MAX = 200;
const plainText = (label: string, max = NO_RULE_MAX) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .refine(...cleanLine)
    .max(max, { error: `${label} must be at most ${max} characters.` });

/** docs/rules/records.md, People: the phone is masked (999) 999-9999; stored in that form, or empty. */
export const PHONE_MASK = '(000) 000-0000';
export const phoneSchema = z
  .string({ error: 'Please enter a phone number like (999) 999-9999.' })
  .trim()
  .max(30, { error: 'Please enter a phone number like (999) 999-9999.', abort: true })
  .refine((v) => v === '' || v.replace(/\D/g, '').length === 10, {
    error: 'Please enter a phone number like (999) 999-9999.',
  })
  .transform((v) => {
    const d = v.replace(/\D/g, '');
    return d ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : '';
  });

/** docs/rules/records.md, People: the state defaults to NY. */
export const DEFAULT_STATE = 'NY';

/**
 * The current password, which a change of the e-mail or the password needs (docs/decisions/0049-auth-account-changes.md).
 * Checked by the server against the account; here only bounded.
 */
export const currentPasswordSchema = z
  .string({ error: AUTH_MESSAGES.currentPasswordRequired })
  .max(1024, { error: AUTH_MESSAGES.currentPasswordWrong });

/**
 * The Account screen (docs/rules/accounts.md, The Account screen; docs/rules/records.md, People) and POST /api/user/{id}. Every field is optional so the REST
 * layer can send part of them; an absent or empty password leaves the password as it is. A new
 * e-mail or password also needs `currentPassword` (or, for a Google-only account, a fresh Google sign-in).
 */
export const accountUpdateInput = z
  .object({
    firstName: plainText('First name', 100),
    lastName: plainText('Last name', 100),
    email: emailSchema(),
    phone: phoneSchema,
    address: plainText('Address'),
    addressLine2: plainText('Address line 2'),
    city: plainText('City', 100),
    state: z
      .string({ error: 'Please enter a 2-letter state.' })
      .trim()
      .toUpperCase()
      .refine((v) => v === '' || isUsStateCode(v), { error: STATE_MESSAGE })
      .transform((v) => v || DEFAULT_STATE),
    zip: z
      .string({ error: 'Please enter a 5-digit zip code.' })
      .trim()
      .refine((v) => v === '' || /^\d{5}$/.test(v), { error: 'Please enter a 5-digit zip code.' }),
    sms: z.boolean({ error: 'sms must be true or false.' }),
    password: z.union([z.literal(''), newPasswordSchema]),
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsMustMatch }).max(PASSWORD_MAX_LENGTH + 1),
    currentPassword: currentPasswordSchema,
  })
  .partial()
  .refine((v) => !v.password || v.confirmPassword === undefined || v.password === v.confirmPassword, {
    error: AUTH_MESSAGES.passwordsMustMatch,
    path: ['confirmPassword'],
  });
export type AccountUpdateInput = z.infer<typeof accountUpdateInput>;

/**
 * docs/rules/messages.md, Public site and accounts: validation: disconnecting a social login first creates a password, with confirmation. An account
 * that already has one replaces it, so it also gives the current one (docs/decisions/0049-auth-account-changes.md).
 */
export const disconnectGoogleInput = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsMustMatch }),
    currentPassword: currentPasswordSchema.optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: AUTH_MESSAGES.passwordsMustMatch,
    path: ['confirmPassword'],
  });

/** A choice of language for one's own account (docs/rules/languages.md): one of the languages the site speaks. */
export const accountLanguageInput = z.object({
  language: z.enum(LOCALES, { error: 'Please choose English or Spanish.' }),
});
