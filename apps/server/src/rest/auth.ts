import {
  AppError,
  authorizeGuest,
  checkResetToken,
  confirmGuestCode,
  logIn,
  logOut,
  requestPasswordReset,
  resetPassword,
  sendGuestCode,
  signUp,
  verifyEmail,
} from '@laundry/api';
import { guestCodeInput } from '@laundry/validators/accountLinks';
import {
  authorizeGuestInput,
  checkResetTokenInput,
  emailSchema,
  forgotPasswordInput,
  loginInput,
  logoutInput,
  newPasswordSchema,
  passwordPairSchema,
  verifyEmailInput,
} from '@laundry/validators/auth';
import { zipSchema } from '@laundry/validators/catalog';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CROSS_SITE_MESSAGE, isCrossSiteNavigation } from '../security/origin';
import type { RequestDeps } from '../trpc';
import { legacyUserBody } from './account';
import { parseInput, restHandler } from './http';
import { guestAnswer, sessionAnswer, successAnswer } from './openapi/answers';
import { access } from './routeAccess';

/** Reset and verification calls send the link's token in the authorization header (docs/rules/rest-compatibility.md). */
function headerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  return header.replace(/^(?:JWT|Bearer)\s+/i, '').trim();
}

/** POST /api/signup sends e-mail and password; a confirmation and the zip are checked when sent. */
const restSignupInput = z
  .object({
    email: emailSchema(),
    password: newPasswordSchema,
    confirmPassword: z.string().optional().meta({ description: 'When sent, it must match the password.' }),
    zip: zipSchema.optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    error: 'Passwords must match.',
    path: ['confirmPassword'],
  });
const restResetInput = z.union([passwordPairSchema, z.object({ password: newPasswordSchema })]);
/** POST /api/verifyemail may name the address the link was sent to. */
const verifyEmailBody = z.object({ email: emailSchema().optional() });

/** The auth paths of docs/rules/rest-compatibility.md, answering as the old product did. */
export async function registerAuthRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.post(
    '/login',
    access('public', {
      tag: 'auth',
      summary: 'Log in with e-mail and password',
      description:
        'Answers the session token for `Authorization: JWT <token>` and sets the session cookie. Limited per ' +
        'address and per account (docs/decisions/0013-auth-rate-limits.md).',
      body: loginInput,
      answer: { description: 'Signed in.', schema: sessionAnswer },
      failures: [400, 401, 403, 429],
      example: { email: 'ana@example.test', password: 'correct horse battery staple' },
    }),
    restHandler(deps, async (ctx, request) => {
      const { token, user } = await logIn(ctx, parseInput(loginInput, request.body));
      return { token, user: legacyUserBody(user) };
    }),
  );
  app.post(
    '/signup',
    access('public', {
      tag: 'auth',
      summary: 'Create a customer account',
      body: restSignupInput,
      answer: { description: 'The new account, signed in.', schema: sessionAnswer },
      failures: [400, 409, 429],
      example: {
        email: 'new@example.test',
        password: 'a new password 1',
        confirmPassword: 'a new password 1',
      },
    }),
    restHandler(deps, async (ctx, request) => {
      const { token, user } = await signUp(ctx, parseInput(restSignupInput, request.body));
      return { token, user: legacyUserBody(user) };
    }),
  );
  app.post(
    '/verifyemail',
    access('public', {
      tag: 'auth',
      summary: "Verify an e-mail address with the link's token",
      linkToken: verifyEmailInput.shape.token,
      body: verifyEmailBody,
      answer: { description: 'Verified.', schema: successAnswer },
      failures: [400, 404],
    }),
    restHandler(deps, async (ctx, request) => {
      const { token } = parseInput(verifyEmailInput, { token: headerToken(request) });
      const { email } = parseInput(verifyEmailBody, request.body);
      await verifyEmail(ctx.db, token, ctx.now(), email);
      return { success: true };
    }),
  );
  app.post(
    '/forgotpassword',
    access('public', {
      tag: 'auth',
      summary: 'E-mail a password reset link',
      body: forgotPasswordInput,
      answer: {
        description: 'The same answer whether or not the address has an account.',
        schema: successAnswer,
      },
      failures: [400, 429],
      example: { email: 'ana@example.test' },
    }),
    restHandler(deps, async (ctx, request) => {
      const { message } = await requestPasswordReset(
        ctx,
        parseInput(forgotPasswordInput, request.body).email,
      );
      return { success: true, message };
    }),
  );
  app.post(
    '/resetpassword/checktoken',
    access('public', {
      tag: 'auth',
      summary: "Check a reset link's token before showing the form",
      linkToken: checkResetTokenInput.shape.token,
      answer: { description: 'The link can still be used.', schema: successAnswer },
      failures: [400],
    }),
    restHandler(deps, async (ctx, request) => {
      const { token } = parseInput(checkResetTokenInput, { token: headerToken(request) });
      return checkResetToken(ctx.db, token, ctx.now());
    }),
  );
  app.post(
    '/resetpassword',
    access('public', {
      tag: 'auth',
      summary: "Set a new password with a reset link's token",
      linkToken: checkResetTokenInput.shape.token,
      body: restResetInput,
      answer: { description: 'The password was changed.', schema: successAnswer.or(z.object({}).loose()) },
      failures: [400],
      example: { password: 'a new password 1', confirmPassword: 'a new password 1' },
    }),
    restHandler(deps, async (ctx, request) => {
      const { token } = parseInput(checkResetTokenInput, { token: headerToken(request) });
      const { password } = parseInput(restResetInput, request.body);
      return resetPassword(ctx.db, token, password, ctx.now());
    }),
  );
  app.post(
    '/authorizeguest',
    access('public', {
      tag: 'auth',
      summary: 'Continue as a guest',
      description:
        'Starts a guest session (the e-mail is optional here). A signed-in caller is refused (409).',
      who: 'Anyone not signed in (a signed-in user gets 409).',
      body: authorizeGuestInput,
      answer: { description: 'The guest session.', schema: guestAnswer },
      failures: [400, 409, 429],
      example: { email: 'guest@example.test' },
    }),
    restHandler(deps, async (ctx, request) => {
      const { email } = parseInput(authorizeGuestInput, request.body);
      const { token, authorized } = await authorizeGuest(ctx, email ?? null);
      return { token, authorized };
    }),
  );
  // A guest proves the mailbox with an e-mailed code before changing an order (docs/decisions/0068-guest-mailbox-proof.md).
  app.post(
    '/guest/code',
    access('guestOrUser', {
      tag: 'auth',
      summary: "E-mail a one-time code to the guest session's address",
      description:
        'A guest session made by typing an e-mail reads its orders but changes none (cancel, reschedule, ' +
        'reauthorization) until the mailbox is proven: by the order confirmation’s signed link, or by this ' +
        'six-digit code, valid 15 minutes and 5 tries (docs/decisions/0068-guest-mailbox-proof.md). A new code ' +
        'retires the last one.',
      who: 'A guest session bound to an e-mail (a signed-in user gets 409).',
      answer: {
        description: 'Where the code went.',
        schema: z.object({ email: z.string(), message: z.string() }),
      },
      failures: [401, 409, 429],
    }),
    restHandler(deps, (ctx) => sendGuestCode(ctx)),
  );
  app.post(
    '/guest/code/confirm',
    access('guestOrUser', {
      tag: 'auth',
      summary: "Prove the guest session's mailbox with the e-mailed code",
      who: 'The guest session the code was sent to (a signed-in user gets 409).',
      body: guestCodeInput,
      answer: { description: 'The mailbox is proven.', schema: z.object({ emailProven: z.literal(true) }) },
      failures: [400, 401, 409],
      example: { code: '123456' },
    }),
    restHandler(deps, (ctx, request) => confirmGuestCode(ctx, parseInput(guestCodeInput, request.body))),
  );
  // docs/rules/rest-compatibility.md: /api/logout is a browser redirect; POST answers JSON for API clients. Both end this
  // session only; POST { everywhere: true } ends every session of the user. Another site cannot sign
  // a user out with a link or an image (docs/decisions/0036-auth-logout.md).
  app.get(
    '/logout',
    access('public', {
      tag: 'auth',
      summary: 'Sign out this session and go to /login (browser navigation)',
      description: 'A navigation from another site is refused (docs/decisions/0036-auth-logout.md).',
      answer: { status: 302, description: 'To the log-in page.', location: '/login' },
      failures: [403],
    }),
    restHandler(deps, async (ctx, request, reply) => {
      if (isCrossSiteNavigation(request, deps.auth.publicUrl)) {
        throw new AppError('FORBIDDEN', CROSS_SITE_MESSAGE);
      }
      await logOut(ctx);
      return reply.redirect('/login');
    }),
  );
  app.post(
    '/logout',
    access('public', {
      tag: 'auth',
      summary: 'Sign out this session, or every session with `everywhere: true`',
      body: logoutInput,
      answer: { description: 'Signed out.', schema: successAnswer },
      failures: [400],
      example: { everywhere: false },
    }),
    restHandler(deps, (ctx, request) => logOut(ctx, parseInput(logoutInput, request.body))),
  );
}
