import { AppError } from '@laundry/api';
import { authorizeGuest } from '@laundry/api/services/auth/guest';
import { confirmGuestCode, sendGuestCode } from '@laundry/api/services/auth/guestCode';
import { logIn } from '@laundry/api/services/auth/login';
import { logOut } from '@laundry/api/services/auth/logout';
import {
  checkResetToken,
  requestPasswordReset,
  resetPassword,
} from '@laundry/api/services/auth/passwordReset';
import { signUp } from '@laundry/api/services/auth/signup';
import { verifyEmail } from '@laundry/api/services/auth/verification';
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
    confirmPassword: z.string().optional(),
    zip: zipSchema.optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    error: 'Passwords must match.',
    path: ['confirmPassword'],
  });
const restResetInput = z.union([passwordPairSchema, z.object({ password: newPasswordSchema })]);

/** The auth paths of docs/rules/rest-compatibility.md, answering as the old product did. */
export async function registerAuthRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.post(
    '/login',
    access('public'),
    restHandler(deps, async (ctx, request) => {
      const { token, user } = await logIn(ctx, parseInput(loginInput, request.body));
      return { token, user: legacyUserBody(user) };
    }),
  );
  app.post(
    '/signup',
    access('public'),
    restHandler(deps, async (ctx, request) => {
      const { token, user } = await signUp(ctx, parseInput(restSignupInput, request.body));
      return { token, user: legacyUserBody(user) };
    }),
  );
  app.post(
    '/verifyemail',
    access('public'),
    restHandler(deps, async (ctx, request) => {
      const { token } = parseInput(verifyEmailInput, { token: headerToken(request) });
      const { email } = parseInput(z.object({ email: emailSchema().optional() }), request.body);
      await verifyEmail(ctx.db, token, ctx.now(), email);
      return { success: true };
    }),
  );
  app.post(
    '/forgotpassword',
    access('public'),
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
    access('public'),
    restHandler(deps, async (ctx, request) => {
      const { token } = parseInput(checkResetTokenInput, { token: headerToken(request) });
      return checkResetToken(ctx.db, token, ctx.now());
    }),
  );
  app.post(
    '/resetpassword',
    access('public'),
    restHandler(deps, async (ctx, request) => {
      const { token } = parseInput(checkResetTokenInput, { token: headerToken(request) });
      const { password } = parseInput(restResetInput, request.body);
      return resetPassword(ctx.db, token, password, ctx.now());
    }),
  );
  app.post(
    '/authorizeguest',
    access('public'),
    restHandler(deps, async (ctx, request) => {
      const { email } = parseInput(authorizeGuestInput, request.body);
      const { token, authorized } = await authorizeGuest(ctx, email ?? null);
      return { token, authorized };
    }),
  );
  // A guest proves the mailbox with an e-mailed code before changing an order (docs/decisions/0068-guest-mailbox-proof.md).
  app.post(
    '/guest/code',
    access('guestOrUser'),
    restHandler(deps, (ctx) => sendGuestCode(ctx)),
  );
  app.post(
    '/guest/code/confirm',
    access('guestOrUser'),
    restHandler(deps, (ctx, request) => confirmGuestCode(ctx, parseInput(guestCodeInput, request.body))),
  );
  // docs/rules/rest-compatibility.md: /api/logout is a browser redirect; POST answers JSON for API clients. Both end this
  // session only; POST { everywhere: true } ends every session of the user. Another site cannot sign
  // a user out with a link or an image (docs/decisions/0036-auth-logout.md).
  app.get(
    '/logout',
    access('public'),
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
    access('public'),
    restHandler(deps, (ctx, request) => logOut(ctx, parseInput(logoutInput, request.body))),
  );
}
