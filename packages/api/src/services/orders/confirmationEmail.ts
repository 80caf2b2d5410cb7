import type { Order } from '@laundry/db';
import type { EmailMessage } from '@laundry/integrations/email/mailer';
import { SERVICE_LABELS, type ServiceKey, timeWindowLabel } from '@laundry/pricing';
import { DateTime } from 'luxon';
import { orderLinkUrl } from './orderLink';

const SENDER = 'FreshPress';
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const day = (isoDate: string) =>
  DateTime.fromISO(isoDate, { zone: 'America/New_York' }).toFormat('cccc, LLLL d');

/** What the confirmation tells: the order as it is about to be stored. */
export type ConfirmedOrder = Pick<
  Order,
  | 'id'
  | 'orderNumber'
  | 'firstName'
  | 'email'
  | 'orderServices'
  | 'pickUpDate'
  | 'pickUpHour'
  | 'deliveryDate'
  | 'deliveryHour'
  | 'deliveryDate2'
  | 'deliveryHour2'
  | 'multipleDeliveries'
  | 'isExpressDelivery'
  | 'quoteTotalCents'
  | 'amountAuthorizedCents'
>;

function deliveryLine(order: ConfirmedOrder): string {
  if (order.isExpressDelivery)
    return `${day(order.deliveryDate)}, ${timeWindowLabel(order.pickUpHour + 3)} (express)`;
  const first = `${day(order.deliveryDate)}, ${order.deliveryHour === null ? '' : timeWindowLabel(order.deliveryHour)}`;
  if (!order.multipleDeliveries || !order.deliveryDate2 || order.deliveryHour2 === null) return first;
  return `${first}; second delivery ${day(order.deliveryDate2)}, ${timeWindowLabel(order.deliveryHour2)}`;
}

/**
 * The order confirmation; it goes through the outbox in the order's own statement. With `linkToken`
 * its link opens the order without typing the e-mail again (docs/decisions/0041-order-links.md).
 */
export function orderConfirmation(
  order: ConfirmedOrder,
  publicUrl: string,
  linkToken?: string,
): EmailMessage {
  const link = linkToken
    ? orderLinkUrl(publicUrl, order.id, linkToken)
    : `${publicUrl}/app/order/id/${order.id}`;
  const services = order.orderServices.map((s: ServiceKey) => `- ${SERVICE_LABELS[s]}`).join('\n');
  const text = [
    `Hi ${order.firstName},`,
    '',
    `Thank you! Your order #${order.orderNumber} is confirmed.`,
    '',
    services,
    '',
    `Pick-up: ${day(order.pickUpDate)}, ${timeWindowLabel(order.pickUpHour)}`,
    `Delivery: ${deliveryLine(order)}`,
    `Estimated total: ${money(order.quoteTotalCents)}`,
    '',
    `We placed a hold of ${money(order.amountAuthorizedCents)} on your card (150% of the estimate). ` +
      'You are charged the final total once we have weighed and counted your items; the rest of the hold is released.',
    '',
    `View your order: ${link}`,
    '',
    SENDER,
  ].join('\n');
  return { to: order.email, subject: `Your order #${order.orderNumber} is confirmed`, text };
}
