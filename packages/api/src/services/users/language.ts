import { type Db, users } from '@laundry/db';
import type { Locale } from '@laundry/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../errors';
import { type AccountView, loadAccount } from './profile';

/**
 * Keeps the signed-in person's choice of language on their account (docs/rules/languages.md, Choosing the language):
 * the site shows it at their next log-in, anywhere, and their e-mails and texts are written in it.
 */
export async function setAccountLanguage(db: Db, userId: string, language: Locale): Promise<AccountView> {
  const changed = await db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (changed.length === 0) throw new AppError('NOT_FOUND', 'This account no longer exists.');
  return loadAccount(db, userId);
}
