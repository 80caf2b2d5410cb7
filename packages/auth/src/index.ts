export { type OidcChecks, type OidcIdentity, type OidcSettings, OidcSignIn } from './google';
export {
  createOneTimeToken,
  type NewOneTimeToken,
  ONE_TIME_TOKENS,
  type OneTimeTokenPurpose,
  oneTimeSecretMatches,
  oneTimeTokenPattern,
  parseOneTimeToken,
} from './oneTimeToken';
export {
  hashPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  verifyAgainstNothing,
  verifyPassword,
} from './password';
export { generateSecret, hashSecret, hashSecretHex, secretMatchesHash } from './secrets';
export {
  CUSTOMER_SESSION_POLICY,
  createSessionCredentials,
  type NewSession,
  parseSessionToken,
  SESSION_LIFETIME_MS,
  SESSION_RENEW_BELOW_MS,
  type SessionPolicy,
  type SessionStore,
  type SessionValidation,
  STAFF_SESSION_POLICY,
  type StoredSession,
  validateSessionToken,
} from './session';
