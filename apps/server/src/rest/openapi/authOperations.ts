import { guestCodeInput } from '@laundry/validators/accountLinks';
import {
  accountUpdateInput,
  authorizeGuestInput,
  checkResetTokenInput,
  disconnectGoogleInput,
  emailSchema,
  forgotPasswordInput,
  loginInput,
  logoutInput,
  newPasswordSchema,
  passwordPairSchema,
  verifyEmailInput,
} from '@laundry/validators/auth';
import { zipSchema } from '@laundry/validators/catalog';
import { z } from 'zod';
import { idParams as userIdParams } from '../users';
import { guestAnswer, sessionAnswer, successAnswer, userAnswer } from './answers';
import type { Operations } from './declare';

/**
 * The sign-up, log-in and own-account paths (rest/auth.ts, rest/account.ts, rest/google.ts, rest/users.ts).
 * rest/auth.ts builds its sign-up and reset bodies inline from these validators; they are declared here from
 * the same validators.
 */

/** POST /api/signup: e-mail and password; a confirmation and the zip are checked when sent. */
const signupBody = z.object({
  email: emailSchema(),
  password: newPasswordSchema,
  confirmPassword: z.string().optional().meta({ description: 'When sent, it must match the password.' }),
  zip: zipSchema.optional(),
});
const resetBody = z.union([passwordPairSchema, z.object({ password: newPasswordSchema })]);
/** The Account screen's paths name the account by its id (rest/account.ts: one's own only). */
const ownIdParams = z.object({ id: z.string().meta({ description: "The caller's own user id." }) });

export const authOperations: Operations = {
  'POST /api/login': {
    tag: 'auth',
    summary: 'Log in with e-mail and password',
    description:
      'Answers the session token for `Authorization: JWT <token>` and sets the session cookie. Limited per ' +
      'address and per account (docs/decisions/0013-auth-rate-limits.md).',
    access: 'public',
    body: loginInput,
    answer: { description: 'Signed in.', schema: sessionAnswer },
    failures: [400, 401, 403, 429],
    example: { email: 'ana@example.test', password: 'correct horse battery staple' },
  },
  'POST /api/signup': {
    tag: 'auth',
    summary: 'Create a customer account',
    access: 'public',
    body: signupBody,
    answer: { description: 'The new account, signed in.', schema: sessionAnswer },
    failures: [400, 409, 429],
    example: { email: 'new@example.test', password: 'a new password 1', confirmPassword: 'a new password 1' },
  },
  'POST /api/verifyemail': {
    tag: 'auth',
    summary: "Verify an e-mail address with the link's token",
    access: 'public',
    linkToken: verifyEmailInput.shape.token,
    body: z.object({ email: emailSchema().optional() }),
    answer: { description: 'Verified.', schema: successAnswer },
    failures: [400, 404],
  },
  'POST /api/forgotpassword': {
    tag: 'auth',
    summary: 'E-mail a password reset link',
    access: 'public',
    body: forgotPasswordInput,
    answer: {
      description: 'The same answer whether or not the address has an account.',
      schema: successAnswer,
    },
    failures: [400, 429],
    example: { email: 'ana@example.test' },
  },
  'POST /api/resetpassword/checktoken': {
    tag: 'auth',
    summary: "Check a reset link's token before showing the form",
    access: 'public',
    linkToken: checkResetTokenInput.shape.token,
    answer: { description: 'The link can still be used.', schema: successAnswer },
    failures: [400],
  },
  'POST /api/resetpassword': {
    tag: 'auth',
    summary: "Set a new password with a reset link's token",
    access: 'public',
    linkToken: checkResetTokenInput.shape.token,
    body: resetBody,
    answer: { description: 'The password was changed.', schema: successAnswer.or(z.object({}).loose()) },
    failures: [400],
    example: { password: 'a new password 1', confirmPassword: 'a new password 1' },
  },
  'POST /api/authorizeguest': {
    tag: 'auth',
    summary: 'Continue as a guest',
    description: 'Starts a guest session (the e-mail is optional here). A signed-in caller is refused (409).',
    access: 'public',
    who: 'Anyone not signed in (a signed-in user gets 409).',
    body: authorizeGuestInput,
    answer: { description: 'The guest session.', schema: guestAnswer },
    failures: [400, 409, 429],
    example: { email: 'guest@example.test' },
  },
  'POST /api/guest/code': {
    tag: 'auth',
    summary: "E-mail a one-time code to the guest session's address",
    description:
      'A guest session made by typing an e-mail reads its orders but changes none (cancel, reschedule, ' +
      'reauthorization) until the mailbox is proven: by the order confirmation’s signed link, or by this ' +
      'six-digit code, valid 15 minutes and 5 tries (docs/decisions/0068-guest-mailbox-proof.md). A new code ' +
      'retires the last one.',
    access: 'guestOrUser',
    who: 'A guest session bound to an e-mail (a signed-in user gets 409).',
    answer: {
      description: 'Where the code went.',
      schema: z.object({ email: z.string(), message: z.string() }),
    },
    failures: [401, 409, 429],
  },
  'POST /api/guest/code/confirm': {
    tag: 'auth',
    summary: "Prove the guest session's mailbox with the e-mailed code",
    access: 'guestOrUser',
    who: 'The guest session the code was sent to (a signed-in user gets 409).',
    body: guestCodeInput,
    answer: { description: 'The mailbox is proven.', schema: z.object({ emailProven: z.literal(true) }) },
    failures: [400, 401, 409],
    example: { code: '123456' },
  },
  'GET /api/logout': {
    tag: 'auth',
    summary: 'Sign out this session and go to /login (browser navigation)',
    description: 'A navigation from another site is refused (docs/decisions/0036-auth-logout.md).',
    access: 'public',
    answer: { status: 302, description: 'To the log-in page.', location: '/login' },
    failures: [403],
  },
  'POST /api/logout': {
    tag: 'auth',
    summary: 'Sign out this session, or every session with `everywhere: true`',
    access: 'public',
    body: logoutInput,
    answer: { description: 'Signed out.', schema: successAnswer },
    failures: [400],
    example: { everywhere: false },
  },
  'GET /api/auth/google': {
    tag: 'auth',
    summary: 'Start Google sign-in (browser navigation)',
    access: 'public',
    answer: {
      status: 302,
      description: "To Google's consent page, or back to /login?error=google-unavailable.",
      location: 'https://accounts.google.com/…',
    },
  },
  'GET /api/auth/google/callback': {
    tag: 'auth',
    summary: "Google's return to the product (browser navigation)",
    access: 'public',
    query: z.object({ code: z.string().optional(), state: z.string().optional() }).loose(),
    answer: { status: 302, description: 'To the landing page, or to /login?error=… when sign-in failed.' },
  },

  'GET /api/currentuser': {
    tag: 'account',
    summary: 'The signed-in user',
    access: 'signedIn',
    answer: { description: 'The account.', schema: userAnswer },
  },
  'GET /api/user/:id': {
    tag: 'account',
    summary: 'One account: your own, or anyone for staff',
    access: 'ownAccount',
    who: "The account's own customer, or staff (Admin, Super Admin).",
    params: userIdParams,
    answer: { description: 'The account, with its version for a later change.', schema: userAnswer },
    failures: [400, 404],
  },
  'POST /api/user/:id': {
    tag: 'account',
    summary: 'Change your own account',
    description:
      'Any subset of the fields; the password only when typed twice. A change that ends the other ' +
      'sessions answers a new `token`.',
    access: 'ownAccount',
    params: ownIdParams,
    body: accountUpdateInput,
    answer: { description: 'The account after the change.', schema: userAnswer },
    failures: [400, 404, 409],
    example: { firstName: 'Ana', sms: true },
  },
  'DELETE /api/user/:id': {
    tag: 'account',
    summary: 'Delete your own account',
    access: 'ownAccount',
    params: ownIdParams,
    answer: { description: 'Deleted.', schema: successAnswer },
    failures: [400, 404],
  },
  'POST /api/user/:id/disconnectgoogle': {
    tag: 'account',
    summary: 'Disconnect Google sign-in, setting a password',
    access: 'ownAccount',
    params: ownIdParams,
    body: disconnectGoogleInput,
    answer: { description: 'The account and a new session token.', schema: userAnswer },
    failures: [400, 404],
    example: { password: 'a new password 1', confirmPassword: 'a new password 1' },
  },
  'POST /api/user/:id/disconnectfacebook': {
    tag: 'account',
    summary: 'Disconnect Facebook sign-in, setting a password',
    access: 'ownAccount',
    params: ownIdParams,
    body: disconnectGoogleInput,
    answer: { description: 'The account and a new session token.', schema: userAnswer },
    failures: [400, 404],
    example: { password: 'a new password 1', confirmPassword: 'a new password 1' },
  },
};
