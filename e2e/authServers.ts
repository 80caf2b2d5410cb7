import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import Provider, { type Configuration } from 'oidc-provider';
import { SMTPServer } from 'smtp-server';
import { e2eAuth, e2eServer, e2eServerCount } from './authConfig';

/**
 * Global setup of the end-to-end run: for each app server a real SMTP listener that files every message it
 * receives as JSON in that server's folder under E2E_MAIL_DIR (tests read them with authMailbox.ts), and one real
 * OpenID provider standing in for Google (oidc-provider with its development login form: any login, any
 * password). All on loopback, on the fixed ports the servers are configured with (authConfig.ts).
 */
function startSmtp(index: number): Promise<SMTPServer> {
  const { mailDir, smtpPort } = e2eServer(index);
  mkdirSync(mailDir, { recursive: true });
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const file = path.join(mailDir, `${Date.now()}-${String(count).padStart(5, '0')}.json`);
        writeFileSync(file, JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }));
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, '127.0.0.1', () => resolve(smtp));
  });
}

function startOidc(): Promise<Server> {
  const configuration: Configuration = {
    clients: [
      {
        client_id: e2eAuth.googleClientId,
        client_secret: e2eAuth.googleClientSecret,
        redirect_uris: Array.from(
          { length: e2eServerCount },
          (_, index) => `${e2eServer(index).baseUrl}/api/auth/google/callback`,
        ),
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // Google puts the e-mail in the ID token; so does this stand-in.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // The login typed on the development form is the account id and its e-mail.
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          return {
            sub: `google-${id}`,
            email: id,
            email_verified: true,
            given_name: 'Gina',
            family_name: 'Google',
          };
        },
      };
    },
    // Consent is granted at once, as Google does for a returning user.
    async loadExistingGrant(ctx) {
      const oidc = ctx.oidc;
      const existing = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(oidc.client!.clientId);
      if (existing) return oidc.provider.Grant.find(existing);
      const grant = new oidc.provider.Grant({
        clientId: oidc.client!.clientId,
        accountId: oidc.session!.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    cookies: { keys: ['e2e-only-cookie-key'] },
    pkce: { required: () => true },
  };
  const provider = new Provider(e2eAuth.googleIssuer, configuration);
  return new Promise((resolve, reject) => {
    const server = provider.listen(e2eAuth.oidcPort, '127.0.0.1', () => resolve(server));
    server.once('error', reject);
  });
}

export default async function globalSetup() {
  const smtps = await Promise.all(Array.from({ length: e2eServerCount }, (_, index) => startSmtp(index)));
  const oidc = await startOidc();
  return async () => {
    await Promise.all(smtps.map((smtp) => new Promise<void>((resolve) => smtp.close(() => resolve()))));
    await new Promise<void>((resolve) => oidc.close(() => resolve()));
  };
}
