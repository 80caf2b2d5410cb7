import { type Db, users } from '@laundry/db';
import { isLocale, type Locale } from '@laundry/domain';
import { eq } from 'drizzle-orm';

/**
 * The language a customer's e-mails and texts are written in (docs/rules/languages.md, Notifications): the one
 * their account chose, else the one the order was placed in, else English.
 */
export async function customerLanguage(
  db: Db,
  userId: string | null | undefined,
  orderLanguage?: string | null,
): Promise<Locale> {
  if (userId) {
    const [user] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
    if (isLocale(user?.language)) return user.language;
  }
  return isLocale(orderLanguage) ? orderLanguage : 'en';
}
