import { type Db, outbox } from '@laundry/db';
import type { EmailMessage } from './mailer';

/**
 * Queues an e-mail for the outbox worker. Pass the caller's transaction (a Drizzle
 * transaction is a Db) so the mail exists exactly when the change that causes it is
 * committed: no reauthorization e-mail for an order update that rolled back, and no
 * committed update whose e-mail was lost.
 */
export async function enqueueEmail(db: Db, message: EmailMessage): Promise<{ id: string }> {
  const [row] = await db
    .insert(outbox)
    .values({
      kind: 'email',
      to: message.to,
      subject: message.subject,
      body: message.text,
      html: message.html,
    })
    .returning({ id: outbox.id });
  return row!;
}
