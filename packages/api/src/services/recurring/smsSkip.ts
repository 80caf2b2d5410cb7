import { LOCALES, type Locale } from '@laundry/domain';
import { optOutKey, toE164 } from '@laundry/integrations';
import type { Context } from '../../context';
import { isAppError } from '../../errors';
import { nothingToSkipText, skippedText } from './messages';
import { skipBySms } from './skip';

/** The words that skip the next pick-up, by language (docs/rules/languages.md, Notifications). */
const SKIP_KEYWORDS: Record<Locale, string> = { en: 'SKIP', es: 'SALTAR' };

/**
 * The language of a skip reply, SKIP or SALTAR: the whole text, in any case and with stray punctuation, as STOP is
 * read (services/notifications/smsReplies.ts); null for any other text.
 */
export function skipReplyLanguage(body: string | undefined): Locale | null {
  const word = (body ?? '')
    .trim()
    .toUpperCase()
    .replace(/^[^A-Z]+|[^A-Z]+$/g, '');
  return LOCALES.find((locale) => SKIP_KEYWORDS[locale] === word) ?? null;
}

/**
 * A SKIP text (docs/decisions/0095-recurring-skip-link-and-texts.md): skips the next pick-up of the sender's
 * repeating pick-up and answers the text to send back, in the language of the word sent.
 */
export async function skipByText(
  ctx: Context,
  from: string | undefined,
  language: Locale = 'en',
): Promise<string> {
  const e164 = toE164(from ?? '');
  try {
    const date = e164 ? await skipBySms(ctx, optOutKey(e164)) : null;
    return date ? skippedText(date, language) : nothingToSkipText(language);
  } catch (error) {
    if (isAppError(error) && error.code !== 'INTERNAL') return `FreshPress: ${error.message}`;
    throw error;
  }
}
