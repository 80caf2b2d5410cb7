import { type Db, type OrderStatus, outbox } from '@laundry/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { QueuedNotification } from './orderNotifications';

/**
 * docs/decisions/0077-orders-status-changes-undo.md: a status message waits this long before it goes out, so a change
 * undone, or changed again, within it reaches the customer once, as its last meaningful state, or not at all.
 */
export const STATUS_MESSAGE_DELAY_MS = 20_000;

const keyOf = (orderId: string) => `status:${orderId}`;

/**
 * Removes the order's status messages still waiting, and says from which status the customer last heard: the base
 * of the waiting ones, else the status the order is leaving. A change back to that status tells them nothing.
 */
export async function withdrawWaitingStatusMessages(
  tx: Db,
  orderId: string,
  leaving: OrderStatus,
): Promise<OrderStatus> {
  const withdrawn = await tx
    .delete(outbox)
    .where(and(eq(outbox.collapseKey, keyOf(orderId)), eq(outbox.status, 'pending'), eq(outbox.attempts, 0)))
    .returning({ base: outbox.collapseBase });
  return (withdrawn.find((row) => row.base !== null)?.base as OrderStatus | undefined) ?? leaving;
}

/** Holds a status message just queued for the delay, under the order's key, remembering the base it started from. */
export async function holdStatusMessage(
  tx: Db,
  orderId: string,
  queued: QueuedNotification,
  base: OrderStatus,
  now: Date,
): Promise<void> {
  const ids = [queued.emailId, ...(queued.smsId ? [queued.smsId] : [])];
  await tx
    .update(outbox)
    .set({
      collapseKey: keyOf(orderId),
      collapseBase: base,
      nextAttemptAt: new Date(now.getTime() + STATUS_MESSAGE_DELAY_MS),
    })
    .where(inArray(outbox.id, ids));
}
