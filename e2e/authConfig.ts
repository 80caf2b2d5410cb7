import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4321);
// Made once by the runner; its workers inherit the variable, so every process reads the same folder.
process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(tmpdir(), 'laundry-e2e-mail-'));

/** The loopback mail server and OpenID provider of the end-to-end run (authServers.ts starts them). */
export const e2eAuth = {
  baseUrl: `http://localhost:${port}`,
  mailDir: process.env.E2E_MAIL_DIR,
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? port + 4),
  oidcPort: Number(process.env.E2E_OIDC_PORT ?? port + 5),
  get googleIssuer() {
    return `http://127.0.0.1:${this.oidcPort}`;
  },
  googleClientId: 'laundry-e2e',
  googleClientSecret: 'laundry-e2e-secret',
};

/** What the server under test needs to mail through the SMTP listener and sign in with the provider. */
export function e2eAuthServerEnv(): Record<string, string> {
  return {
    SMTP_URL: `smtp://127.0.0.1:${e2eAuth.smtpPort}`,
    MAIL_FROM: 'FreshPress <no-reply@laundry.test>',
    GOOGLE_ISSUER: e2eAuth.googleIssuer,
    GOOGLE_CLIENT_ID: e2eAuth.googleClientId,
    GOOGLE_CLIENT_SECRET: e2eAuth.googleClientSecret,
  };
}
