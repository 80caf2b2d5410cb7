import type { Db, Order } from '@laundry/db';
import { enqueueEmail } from '@laundry/integrations/email/outbox';

/**
 * The moments of an order a customer hears about, by e-mail and (when they chose SMS) by text.
 * Each is queued through the outbox in the caller's transaction, so it exists exactly when the change
 * that causes it is committed.
 */
export const ORDER_NOTIFICATION_KINDS = [
  'enRouteForPickUp',
  'inProgress',
  'enRouteForDelivery',
  'completed',
  'paymentCaptured',
  'canceled',
  'rescheduled',
  'refunded',
  'reauthorizationNeeded',
] as const;
export type OrderNotificationKind = (typeof ORDER_NOTIFICATION_KINDS)[number];

export type NotifiedOrder = Pick<
  Order,
  'id' | 'orderNumber' | 'firstName' | 'email' | 'phone' | 'sms' | 'status' | 'quoteTotalCents'
>;

export interface OrderNotification {
  kind: OrderNotificationKind;
  order: NotifiedOrder;
  /** The amount the message is about (captured, refunded, to reauthorize), in cents. */
  amountCents?: number;
  /** PUBLIC_URL, for the link to the order. */
  publicUrl: string;
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function subjectAndLine(n: OrderNotification): { subject: string; line: string } {
  const number = `#${n.order.orderNumber}`;
  switch (n.kind) {
    case 'enRouteForPickUp':
      return {
        subject: `We're on our way to pick up order ${number}`,
        line: 'Our driver is on the way to pick up your items.',
      };
    case 'inProgress':
      return {
        subject: `Order ${number} is being cleaned`,
        line: 'We have your items and are working on them.',
      };
    case 'enRouteForDelivery':
      return {
        subject: `Order ${number} is out for delivery`,
        line: 'Your order is on its way back to you.',
      };
    case 'completed':
      return { subject: `Order ${number} is complete`, line: 'Your order is complete. Thank you!' };
    case 'paymentCaptured':
      return {
        subject: `Your receipt for order ${number}`,
        line: `We charged ${money(n.amountCents ?? 0)} to your card; the rest of the hold is released.`,
      };
    case 'canceled':
      return {
        subject: `Order ${number} was canceled`,
        line: 'Your order was canceled and the hold on your card is released.',
      };
    case 'rescheduled':
      return {
        subject: `Order ${number} was rescheduled`,
        line: 'The pick-up or delivery time of your order changed.',
      };
    case 'refunded':
      return {
        subject: `A refund for order ${number}`,
        line: `We refunded ${money(n.amountCents ?? 0)} to your card.`,
      };
    case 'reauthorizationNeeded':
      return {
        subject: `Please authorize the new total of order ${number}`,
        line: `Your order's total is now ${money(n.amountCents ?? 0)}, more than the hold on your card. Please authorize the new amount.`,
      };
  }
}

/** Queues the e-mail of one order moment in the caller's transaction. */
export async function notifyOrder(tx: Db, notification: OrderNotification): Promise<void> {
  const { subject, line } = subjectAndLine(notification);
  const link = `${notification.publicUrl}/app/order/id/${notification.order.id}`;
  const text = [
    `Hi ${notification.order.firstName},`,
    '',
    line,
    '',
    `Your order: ${link}`,
    '',
    'FreshPress',
  ].join('\n');
  await enqueueEmail(tx, { to: notification.order.email, subject, text });
}
