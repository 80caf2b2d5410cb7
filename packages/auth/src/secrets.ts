import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/** 20 random bytes = 160 bits, above the 128 bits the Lucia guide asks of ids and secrets. */
const SECRET_BYTES = 20;
/** A secret of SECRET_BYTES written in lowercase base32 without padding. */
export const SECRET_PATTERN = '[a-z2-7]{32}';

/** A random string from the operating system's CSPRNG, lowercase base32 (a-z, 2-7). */
export function generateSecret(byteLength = SECRET_BYTES): string {
  const bytes = new Uint8Array(byteLength);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** SHA-256 of a secret; only this is ever stored. */
export function hashSecret(secret: string): Uint8Array {
  return sha256(new TextEncoder().encode(secret));
}

export function hashSecretHex(secret: string): string {
  return encodeHexLowerCase(hashSecret(secret));
}

/** Compares a presented secret with a stored hash in constant time. */
export function secretMatchesHash(secret: string, storedHash: Uint8Array | string): boolean {
  const presented = hashSecret(secret);
  const stored = typeof storedHash === 'string' ? hexToBytes(storedHash) : storedHash;
  return stored !== null && constantTimeEqual(presented, stored);
}

function hexToBytes(hex: string): Uint8Array | null {
  if (!/^[0-9a-f]{64}$/.test(hex)) return null;
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}
