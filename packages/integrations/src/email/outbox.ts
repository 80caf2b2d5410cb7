import { type Db, outbox } from '@laundry/db';
import type { Placeholder } from 'drizzle-orm';
import type { EmailMessage } from './mailer';

/** A message whose parts are given when a prepared statement runs (`sql.placeholder`). */
export type PlaceholderMessage = { [K in keyof EmailMessage]: Placeholder };

/**
 * Queues an e-mail for the outbox worker. Pass the caller's transaction (a Drizzle
 * transaction is a Db) so the mail exists exactly when the change that causes it is
 * committed: no reauthorization e-mail for an order update that rolled back, and no
 * committed update whose e-mail was lost.
 */
export async function enqueueEmail(db: Db, message: EmailMessage): Promise<{ id: string }> {
  const [row] = await emailInsert(db, message).returning({ id: outbox.id });
  return row!;
}

/**
 * The insert that queues an e-mail, not yet run: for a caller that makes it part of a larger statement
 * (a data-modifying `with`), so the mail still commits exactly with the change that causes it.
 */
export function emailInsert(db: Db, message: EmailMessage | PlaceholderMessage) {
  return db.insert(outbox).values({
    kind: 'email',
    to: message.to,
    subject: message.subject,
    body: message.text,
    html: message.html,
  });
}
