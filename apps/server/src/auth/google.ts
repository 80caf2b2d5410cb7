import { OidcSignIn } from '@laundry/auth';

/** GOOGLE_ISSUER, GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (auth/config.ts). */
export interface GoogleSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Where Google sends the browser back (rest/google.ts). */
const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';

/** Google sign-in set up for this server's public address; off (null) without settings. */
export function googleSignIn(
  settings: GoogleSettings | null | undefined,
  publicUrl: string | null,
): OidcSignIn | null {
  if (!settings) return null;
  return new OidcSignIn({
    ...settings,
    redirectUri: `${publicUrl ?? 'http://localhost'}${GOOGLE_CALLBACK_PATH}`,
  });
}
