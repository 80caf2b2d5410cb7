import { createOneTimeToken } from '@laundry/auth';
import { type Db, emailVerificationTokens, passwordResetTokens } from '@laundry/db';

/** A live verification or reset token for `userId`, as the e-mail would carry it. */
export async function issueTestToken(
  db: Db,
  purpose: 'verifyEmail' | 'resetPassword',
  userId: string,
  now = new Date(),
) {
  const issued = createOneTimeToken(purpose, now);
  const table = purpose === 'verifyEmail' ? emailVerificationTokens : passwordResetTokens;
  await db
    .insert(table)
    .values({ id: issued.id, tokenHash: issued.tokenHash, userId, expiresAt: issued.expiresAt });
  return issued.token;
}
