import { type Db, smsOptOuts } from '@laundry/db';
import { optOutKey } from '@laundry/integrations';
import { eq } from 'drizzle-orm';

/**
 * Replies that stop or restart texts: Twilio's own default keywords, so this list and Twilio's
 * blocking of a number agree (docs/decisions/0034-notifications-sms.md), and their Spanish: PARA and ALTO stop,
 * INICIO restarts (docs/rules/languages.md, Notifications; Twilio's Advanced Opt-Out takes them as custom keywords).
 */
const OPT_OUT_KEYWORDS = [
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
  'PARA',
  'ALTO',
] as const;
const OPT_IN_KEYWORDS = ['START', 'UNSTOP', 'YES', 'INICIO'] as const;

export type SmsReplyOutcome = 'optedOut' | 'optedIn' | 'ignored';

export interface SmsReply {
  /** The customer's number, E.164 as Twilio sends it ('+12125550100'). */
  from?: string;
  body?: string;
  /** Twilio's own reading of the reply with Advanced Opt-Out ('STOP', 'START', 'HELP'). */
  optOutType?: string;
}

/** Whether a reply stops texts, restarts them, or neither. A keyword is the whole reply, in any case. */
export function replyIntent(reply: Pick<SmsReply, 'body' | 'optOutType'>): 'optOut' | 'optIn' | null {
  const type = reply.optOutType?.trim().toUpperCase();
  if (type === 'STOP') return 'optOut';
  if (type === 'START') return 'optIn';
  // 'Stop', ' STOP ' and 'stop.' all mean it: a STOP read too strictly would keep texting someone who asked not to be.
  const word = (reply.body ?? '')
    .trim()
    .toUpperCase()
    .replace(/^[^A-Z]+|[^A-Z]+$/g, '');
  if ((OPT_OUT_KEYWORDS as readonly string[]).includes(word)) return 'optOut';
  if ((OPT_IN_KEYWORDS as readonly string[]).includes(word)) return 'optIn';
  return null;
}

/**
 * Records a customer's reply to a text: STOP puts the number on the opt-out list, so no order text is
 * queued to it again (services/notifications/orderNotifications.ts); START takes it off. Repeating
 * either changes nothing.
 */
export async function recordSmsReply(db: Db, reply: SmsReply): Promise<SmsReplyOutcome> {
  const intent = replyIntent(reply);
  const phone = optOutKey(reply.from ?? '');
  if (intent === null || phone === '') return 'ignored';
  if (intent === 'optOut') {
    await db.insert(smsOptOuts).values({ phone }).onConflictDoNothing();
    return 'optedOut';
  }
  await db.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone));
  return 'optedIn';
}
