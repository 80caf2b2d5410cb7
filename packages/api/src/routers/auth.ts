import {
  authorizeGuestInput,
  checkResetTokenInput,
  forgotPasswordInput,
  loginInput,
  logoutInput,
  resetPasswordInput,
  signupInput,
  verifyEmailInput,
} from '@laundry/validators/auth';
import { temporaryPasswordChangeInput } from '@laundry/validators/staffUsers';
import { z } from 'zod';
import { currentSession } from '../services/auth/current';
import { authorizeGuest } from '../services/auth/guest';
import { logIn } from '../services/auth/login';
import { logOut } from '../services/auth/logout';
import { checkResetToken, requestPasswordReset, resetPassword } from '../services/auth/passwordReset';
import { signUp } from '../services/auth/signup';
import { verifyEmail } from '../services/auth/verification';
import { lookUpWelcomeLink } from '../services/auth/welcomeLink';
import { changeTemporaryPassword } from '../services/users/firstPassword';
import { publicProcedure, router } from '../trpc';
import { accountLinkProcedures } from './accountLinks';
import { sessionStateOutput, signedInOutput } from './accountView';

const success = z.object({ success: z.literal(true) });
const withoutToken = <T extends { token: string }>({ token: _token, ...rest }: T) => rest;

/** Who is signed in, and the transitions of docs/rules/accounts.md, Where each person lands. Tokens travel in the HttpOnly cookie. */
export const authRouter = router({
  session: publicProcedure.output(sessionStateOutput).query(({ ctx }) => currentSession(ctx)),
  login: publicProcedure
    .input(loginInput)
    .output(signedInOutput)
    .mutation(async ({ ctx, input }) => withoutToken(await logIn(ctx, input))),
  signup: publicProcedure
    .input(signupInput)
    .output(signedInOutput)
    .mutation(async ({ ctx, input }) => withoutToken(await signUp(ctx, input))),
  verifyEmail: publicProcedure
    .input(verifyEmailInput)
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await verifyEmail(ctx.db, input.token, ctx.now());
      return { success: true as const };
    }),
  forgotPassword: publicProcedure
    .input(forgotPasswordInput)
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, input.email)),
  checkResetToken: publicProcedure
    .input(checkResetTokenInput)
    .output(success)
    .mutation(({ ctx, input }) => checkResetToken(ctx.db, input.token, ctx.now())),
  /**
   * Whom a welcome link (/welcome/{token}) is for: an invited staff member or a customer added by staff
   * (docs/decisions/0075-staff-invitations.md, Amended 2026-11-29). Any text is taken, so a malformed token gets the
   * same answer as an unknown, expired or used one: `{ account: null }`.
   */
  welcomeLink: publicProcedure
    .input(z.object({ token: z.string({ error: 'token must be text.' }).max(200) }))
    .output(
      z.object({ account: z.object({ firstName: z.string().nullable(), email: z.string() }).nullable() }),
    )
    .query(({ ctx, input }) => lookUpWelcomeLink(ctx.db, input.token, ctx.now())),
  resetPassword: publicProcedure
    .input(resetPasswordInput)
    .output(success)
    .mutation(({ ctx, input }) => resetPassword(ctx.db, input.token, input.password, ctx.now())),
  authorizeGuest: publicProcedure
    .input(authorizeGuestInput)
    .output(z.object({ authorized: z.literal(true), email: z.string().nullable() }))
    .mutation(async ({ ctx, input }) => withoutToken(await authorizeGuest(ctx, input.email ?? null))),
  logout: publicProcedure
    .input(logoutInput.optional())
    .output(success)
    .mutation(({ ctx, input }) => logOut(ctx, { everywhere: input?.everywhere })),
  /** A staff member's first log-in: the temporary password is replaced, then they are signed in (docs/rules/roles.md, Users). */
  changeTemporaryPassword: publicProcedure
    .input(temporaryPasswordChangeInput)
    .output(signedInOutput)
    .mutation(async ({ ctx, input }) => withoutToken(await changeTemporaryPassword(ctx, input))),
  ...accountLinkProcedures,
});
