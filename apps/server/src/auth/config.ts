import type { AuthOptions } from './index';

/** The start-up log line naming the active sign-in options (docs/architecture.md, Outside services: a real adapter and an offline default). */
export function describeAuth(options: AuthOptions): string {
  return options.google
    ? `sign-in: e-mail and password, Google (${options.google.issuer})`
    : 'sign-in: e-mail and password (Google off: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)';
}
