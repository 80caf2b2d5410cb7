import {
  type Db,
  emailChangeUndoTokens,
  emailVerificationTokens,
  passwordResetTokens,
  sessions,
} from '@laundry/db';
import { lt } from 'drizzle-orm';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Housekeeping: sessions past their expiry (an abandoned guest session is never used again, so it is
 * never deleted on use) and e-mailed tokens a week past their expiry, used or not.
 */
export async function sweepExpiredAuthRecords(
  db: Db,
  now: Date,
): Promise<{ sessions: number; tokens: number }> {
  const ended = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  const cutoff = new Date(now.getTime() - WEEK_MS);
  const verification = await db
    .delete(emailVerificationTokens)
    .where(lt(emailVerificationTokens.expiresAt, cutoff))
    .returning({ id: emailVerificationTokens.id });
  const reset = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, cutoff))
    .returning({ id: passwordResetTokens.id });
  const undo = await db
    .delete(emailChangeUndoTokens)
    .where(lt(emailChangeUndoTokens.expiresAt, cutoff))
    .returning({ id: emailChangeUndoTokens.id });
  return { sessions: ended.length, tokens: verification.length + reset.length + undo.length };
}
