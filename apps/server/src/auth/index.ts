import type { AuthEnvironment } from '@laundry/api';
import type { OidcSignIn } from '@laundry/auth';
import type { Database } from '@laundry/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { startAuthSweep } from '../jobs/authSweep';
import {
  type CardDeclineGuard,
  type CardDeclineRules,
  createCardDeclineGuard,
} from '../rateLimits/cardDeclines';
import { counterStoreFor } from '../rateLimits/counters';
import { createThrottler, type RateLimitRules, type Throttler } from '../rateLimits/throttler';
import { allowedOriginsOf, registerOriginCheck } from '../security/origin';
import { registerPrivateAnswers } from '../security/privateAnswers';
import { type GoogleSettings, googleSignIn } from './google';

export interface AuthOptions {
  /** PUBLIC_URL: e-mailed links and the Google redirect; when absent, the request's own origin. */
  publicUrl?: string;
  /**
   * ALLOWED_ORIGINS: origins besides PUBLIC_URL's whose pages may make state-changing requests (the Vite dev
   * server's, another address of the same shop); docs/decisions/0065-security-allowed-origins.md.
   */
  allowedOrigins?: readonly string[];
  /** Google sign-in; off when absent. */
  google?: GoogleSettings | null;
  rateLimits?: Partial<RateLimitRules>;
  /** How often this server deletes expired sessions and old link tokens; off when absent (tests). */
  sweepEveryMs?: number;
  cardDeclineRules?: CardDeclineRules;
}

/** What the server keeps for authentication across requests. */
export interface ServerAuth {
  publicUrl: string | null;
  /** PUBLIC_URL's origin and ALLOWED_ORIGINS: the only origins the CSRF check lets through. */
  allowedOrigins: ReadonlySet<string>;
  google: OidcSignIn | null;
  throttle: Throttler;
  cardDeclines: CardDeclineGuard;
}

/** The Origin check and the rate limits, registered before any route. */
export async function registerAuthSecurity(
  app: FastifyInstance,
  options: AuthOptions = {},
  database?: Database,
): Promise<ServerAuth> {
  const db = database?.db;
  const counters = counterStoreFor(database);
  const publicUrl = options.publicUrl ? options.publicUrl.replace(/\/+$/, '') : null;
  const allowedOrigins = allowedOriginsOf(publicUrl, options.allowedOrigins);
  registerOriginCheck(app, allowedOrigins);
  registerPrivateAnswers(app);
  const throttle = createThrottler(counters, options.rateLimits);
  if (db && options.sweepEveryMs) startAuthSweep(app, db, () => new Date(), options.sweepEveryMs);
  const google = googleSignIn(options.google, publicUrl);
  const cardDeclines = createCardDeclineGuard(options.cardDeclineRules, counters);
  return { publicUrl, allowedOrigins, google, throttle, cardDeclines };
}

export function publicUrlOf(auth: ServerAuth, request: FastifyRequest): string {
  return auth.publicUrl ?? `${request.protocol}://${request.host}`;
}

export function authEnvironmentFor(
  auth: ServerAuth,
  request: FastifyRequest,
  reply: FastifyReply,
): AuthEnvironment {
  return {
    publicUrl: publicUrlOf(auth, request),
    googleSignIn: auth.google !== null,
    ...auth.throttle(request, reply),
    checkCardDeclines: (payer) => auth.cardDeclines.check(request.ip, payer, reply),
    recordCardDecline: (payer) => auth.cardDeclines.record(request.ip, payer),
  };
}
