import { hash, verify } from '@node-rs/argon2';

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB memory, 2 iterations, 1 degree of parallelism. */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// The length rule lives with the shared form schemas.
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@laundry/validators/auth';

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let timingHash: Promise<string> | null = null;

/**
 * Does the work of a real check when there is no account or no password, so the answer time does not
 * tell which e-mails have an account. Always false.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  timingHash ??= hashPassword('no account has this password');
  await verifyPassword(await timingHash, password);
  return false;
}
