import * as oidc from 'openid-client';

/** Google sign-in settings (apps/server/src/env.ts: GOOGLE_ISSUER, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET). */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back: <PUBLIC_URL>/api/auth/google/callback. */
  redirectUri: string;
}

/** What the browser must bring back to the callback; kept in a short-lived HttpOnly cookie. */
export interface OidcChecks {
  state: string;
  codeVerifier: string;
  nonce: string;
}

export interface OidcIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * OpenID Connect sign-in with the authorization code flow and PKCE (S256), plus state and nonce.
 * Plain http is accepted only for a provider on loopback, which is how the tests run one.
 */
export class OidcSignIn {
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(readonly settings: OidcSettings) {}

  private discover(): Promise<oidc.Configuration> {
    if (!this.configuration) {
      const issuer = new URL(this.settings.issuer);
      const insecure = issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
      this.configuration = oidc
        .discovery(issuer, this.settings.clientId, this.settings.clientSecret, undefined, {
          execute: insecure ? [oidc.allowInsecureRequests] : [],
        })
        .catch((error: unknown) => {
          // A provider that was down at the first attempt is asked again next time.
          this.configuration = null;
          throw error;
        });
    }
    return this.configuration;
  }

  async start(): Promise<{ url: URL; checks: OidcChecks }> {
    const config = await this.discover();
    const checks: OidcChecks = {
      state: oidc.randomState(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      nonce: oidc.randomNonce(),
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
    });
    return { url, checks };
  }

  /** Exchanges the code of the callback URL and returns who signed in, from the verified ID token. */
  async finish(callbackUrl: URL, checks: OidcChecks): Promise<OidcIdentity> {
    const config = await this.discover();
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The provider returned no ID token.');
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
    return {
      subject: claims.sub,
      email: text(claims.email)?.toLowerCase() ?? null,
      emailVerified: claims.email_verified === true,
      givenName: text(claims.given_name),
      familyName: text(claims.family_name),
    };
  }
}
