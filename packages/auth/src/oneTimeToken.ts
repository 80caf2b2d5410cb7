import { randomUUID } from 'node:crypto';
import { generateSecret, hashSecretHex, SECRET_PATTERN, secretMatchesHash } from './secrets';

/** docs/rules/accounts.md, Sessions and tokens: verification links last 24 hours, password resets 1 hour. */
export const ONE_TIME_TOKENS = {
  verifyEmail: { prefix: 've', lifetimeMs: 24 * 60 * 60 * 1000 },
  resetPassword: { prefix: 'pr', lifetimeMs: 60 * 60 * 1000 },
  // docs/decisions/0049-auth-account-changes.md: the old address's link that undoes an e-mail change.
  undoEmailChange: { prefix: 'ue', lifetimeMs: 7 * 24 * 60 * 60 * 1000 },
} as const;
export type OneTimeTokenPurpose = keyof typeof ONE_TIME_TOKENS;

/**
 * The shape of an e-mailed token: three parts separated by dots (docs/rules/messages.md, Public site and accounts: validation asks for three parts),
 * `<purpose>.<row id>.<secret>`. The row is found by id and the secret compared with its stored hash
 * in constant time. validators/auth.ts holds the same shape for the client.
 */
export function oneTimeTokenPattern(purpose: OneTimeTokenPurpose): RegExp {
  return new RegExp(`^${ONE_TIME_TOKENS[purpose].prefix}\\.([0-9a-f]{32})\\.(${SECRET_PATTERN})$`);
}

export interface NewOneTimeToken {
  /** The row id (a uuid). */
  id: string;
  /** SHA-256 of the secret, hex; the only part stored. */
  tokenHash: string;
  expiresAt: Date;
  /** Goes into the e-mailed link and nowhere else. */
  token: string;
}

export function createOneTimeToken(purpose: OneTimeTokenPurpose, now: Date): NewOneTimeToken {
  const id = randomUUID();
  const secret = generateSecret();
  const { prefix, lifetimeMs } = ONE_TIME_TOKENS[purpose];
  return {
    id,
    tokenHash: hashSecretHex(secret),
    expiresAt: new Date(now.getTime() + lifetimeMs),
    token: `${prefix}.${id.replaceAll('-', '')}.${secret}`,
  };
}

/** Splits a presented token into its row id (as a uuid) and secret, or null when malformed. */
export function parseOneTimeToken(
  purpose: OneTimeTokenPurpose,
  token: string,
): { id: string; secret: string } | null {
  const match = oneTimeTokenPattern(purpose).exec(token);
  if (!match) return null;
  const hex = match[1]!;
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { id, secret: match[2]! };
}

export function oneTimeSecretMatches(secret: string, tokenHash: string): boolean {
  return secretMatchesHash(secret, tokenHash);
}
