import { AppError, signInWithGoogle } from '@laundry/api';
import type { OidcChecks } from '@laundry/auth';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { publicUrlOf } from '../auth';
import { contextFor, type RequestDeps } from '../trpc';
import { access } from './routeAccess';

const FLOW_COOKIE = 'google_oauth';
const FLOW_COOKIE_PATH = '/api/auth/google';
const FLOW_COOKIE_OPTIONS = {
  httpOnly: true,
  secure: true,
  sameSite: 'lax',
  path: FLOW_COOKIE_PATH,
} as const;

/** Back to the log-in page with a reason it shows (apps/web login screen). */
function toLogin(
  reply: FastifyReply,
  reason: 'google' | 'google-unverified' | 'google-unavailable' | 'password-change' | 'invitation',
) {
  return reply.redirect(`/login?error=${reason}`);
}

/**
 * Google sign-in (docs/rules/rest-compatibility.md: "an endpoint under /api starts social sign-in"): the authorization code
 * flow with PKCE, state and nonce, which wait in a 10-minute HttpOnly cookie scoped to these paths.
 */
export async function registerGoogleRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.get(
    '/auth/google',
    access('public', {
      tag: 'auth',
      summary: 'Start Google sign-in (browser navigation)',
      answer: {
        status: 302,
        description: "To Google's consent page, or back to /login?error=google-unavailable.",
        location: 'https://accounts.google.com/…',
      },
    }),
    async (request, reply) => {
      const google = deps.auth.google;
      if (!google) return toLogin(reply, 'google-unavailable');
      try {
        const { url, checks } = await google.start();
        // `?next=account`: the Account screen's "Sign in with Google again" comes back to it
        // (docs/decisions/0049-auth-account-changes.md); nothing else is accepted, so no open redirect.
        const parts = [checks.state, checks.codeVerifier, checks.nonce];
        if ((request.query as { next?: unknown }).next === 'account') parts.push('account');
        const value = parts.join('.');
        reply.setCookie(FLOW_COOKIE, value, { ...FLOW_COOKIE_OPTIONS, maxAge: 600 });
        return reply.redirect(url.href);
      } catch (error) {
        request.log.error({ err: error }, 'Google sign-in could not start');
        return toLogin(reply, 'google-unavailable');
      }
    },
  );

  app.get(
    '/auth/google/callback',
    access('public', {
      tag: 'auth',
      summary: "Google's return to the product (browser navigation)",
      query: z.object({ code: z.string().optional(), state: z.string().optional() }).loose(),
      answer: { status: 302, description: 'To the landing page, or to /login?error=… when sign-in failed.' },
    }),
    async (request, reply) => {
      const google = deps.auth.google;
      if (!google) return toLogin(reply, 'google-unavailable');
      const [state, codeVerifier, nonce, next] = (request.cookies[FLOW_COOKIE] ?? '').split('.');
      reply.clearCookie(FLOW_COOKIE, FLOW_COOKIE_OPTIONS);
      if (!state || !codeVerifier || !nonce) return toLogin(reply, 'google');
      const checks: OidcChecks = { state, codeVerifier, nonce };
      try {
        const callbackUrl = new URL(request.url, publicUrlOf(deps.auth, request));
        const identity = await google.finish(callbackUrl, checks);
        const ctx = await contextFor(deps, request, reply);
        const signedIn = await signInWithGoogle(ctx, identity);
        return reply.redirect(next === 'account' ? '/app/account' : signedIn.landing);
      } catch (error) {
        // docs/rules/roles.md, Users: an invited staff member chooses a password through the e-mailed link first,
        // and one still on a temporary password replaces it first.
        if (error instanceof AppError && error.details?.invitationPending)
          return toLogin(reply, 'invitation');
        if (error instanceof AppError && error.details?.passwordChangeRequired)
          return toLogin(reply, 'password-change');
        if (error instanceof AppError && error.code === 'FORBIDDEN')
          return toLogin(reply, 'google-unverified');
        request.log.warn({ err: error }, 'Google sign-in failed');
        return toLogin(reply, 'google');
      }
    },
  );
}
