import type { Env } from '../env';
import type { AuthOptions } from './index';

/** Issue 4 settings from the environment: PUBLIC_URL for links, Google sign-in when its client is set. */
export function authOptions(env: Env): AuthOptions {
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { issuer: env.GOOGLE_ISSUER, clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
      : null;
  return { publicUrl: env.publicUrl, google, sweepEveryMs: 60 * 60 * 1000 };
}

/** The start-up log line naming the active sign-in options (ARCHITECTURE.md: say which adapter runs). */
export function describeAuth(options: AuthOptions): string {
  return options.google
    ? `sign-in: e-mail and password, Google (${options.google.issuer})`
    : 'sign-in: e-mail and password (Google off: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)';
}
