import { type Db, executeRows, outbox, smsOptOuts } from '@laundry/db';
import { sql } from 'drizzle-orm';
import { optOutKey } from './phone';
import type { SmsMessage } from './sender';

/**
 * Queues a text for the outbox worker in the caller's transaction, unless its number is on the opt-out
 * list (a STOP reply, docs/decisions/0034-notifications-sms.md): one statement checks and queues, so a STOP
 * recorded before this transaction is always honoured. Answers the queued row, or null when opted out.
 */
export async function enqueueSms(db: Db, message: SmsMessage): Promise<{ id: string } | null> {
  const [row] = await executeRows<{ id: string }>(
    db,
    sql`insert into ${outbox} ("kind", "to", "body")
      select 'sms', ${message.to}::text, ${message.body}::text
      where not exists (select 1 from ${smsOptOuts} where ${smsOptOuts.phone} = ${optOutKey(message.to)})
      returning "id"`,
  );
  return row ?? null;
}
