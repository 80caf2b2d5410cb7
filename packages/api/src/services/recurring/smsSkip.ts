import { optOutKey, toE164 } from '@laundry/integrations/sms/phone';
import type { Context } from '../../context';
import { isAppError } from '../../errors';
import { nothingToSkipText, skippedText } from './messages';
import { skipBySms } from './skip';

/** A SKIP reply: the whole text, in any case and with stray punctuation, as STOP is read (services/notifications/smsReplies.ts). */
export function isSkipReply(body: string | undefined): boolean {
  return (
    (body ?? '')
      .trim()
      .toUpperCase()
      .replace(/^[^A-Z]+|[^A-Z]+$/g, '') === 'SKIP'
  );
}

/**
 * A SKIP text (docs/decisions/0095-recurring-skip-link-and-texts.md): skips the next pick-up of the sender's
 * repeating pick-up and answers the text to send back.
 */
export async function skipByText(ctx: Context, from: string | undefined): Promise<string> {
  const e164 = toE164(from ?? '');
  try {
    const date = e164 ? await skipBySms(ctx, optOutKey(e164)) : null;
    return date ? skippedText(date) : nothingToSkipText;
  } catch (error) {
    if (isAppError(error) && error.code !== 'INTERNAL') return `FreshPress: ${error.message}`;
    throw error;
  }
}
