import type { Db } from '@laundry/db';
import { enqueueEmail, enqueueSms, toE164 } from '@laundry/integrations';
import { customerLanguage } from './language';
import {
  type NotifiedOrder,
  type OrderNotification,
  orderEmail,
  orderPlacedText,
  orderText,
} from './orderMessages';
import type { NotifiedSchedule } from './schedule';

export type {
  NotifiedOrder,
  OrderNotification,
  OrderNotificationKind,
} from './orderMessages';

/** What was queued for one order moment (tests and logs read it; callers may ignore it). */
export interface QueuedNotification {
  emailId: string;
  /** Null when no text was queued: the order did not ask for texts, the phone is not a US/Canadian
   * number, or the number replied STOP. */
  smsId: string | null;
}

/**
 * Queues the text of an order whose customer chose texts at checkout (`orders.sms`), unless its number
 * replied STOP (docs/decisions/0034-notifications-sms.md). In the caller's transaction, like the e-mail.
 */
async function queueOrderText(
  tx: Db,
  order: Pick<NotifiedOrder, 'sms' | 'phone'>,
  body: string,
): Promise<string | null> {
  if (!order.sms) return null;
  const to = toE164(order.phone);
  if (!to) return null;
  return (await enqueueSms(tx, { to, body }))?.id ?? null;
}

/**
 * Queues the customer's e-mail, and their text when they chose texts, for one order moment, through
 * the outbox in the caller's transaction: they exist exactly when the change that causes them is
 * committed, and a mail server or Twilio being down only delays them.
 */
export async function notifyOrder(tx: Db, notification: OrderNotification): Promise<QueuedNotification> {
  const { order } = notification;
  const inLanguage = {
    ...notification,
    language: notification.language ?? (await customerLanguage(tx, order.userId, order.language)),
  };
  const { id: emailId } = await enqueueEmail(tx, orderEmail(inLanguage));
  const smsId = await queueOrderText(tx, order, orderText(inLanguage));
  return { emailId, smsId };
}

/**
 * The text confirming a placed order, for a customer who chose texts at checkout; the order's
 * confirmation e-mail is written by the checkout's own statement (services/orders/createOrder.ts).
 */
export async function notifyOrderPlacedByText(
  tx: Db,
  order: Pick<NotifiedOrder, 'orderNumber' | 'phone' | 'sms' | 'language'> & NotifiedSchedule,
): Promise<string | null> {
  return queueOrderText(tx, order, orderPlacedText(order));
}
