import type { Db, Order } from '@laundry/db';
import { enqueueEmail } from '@laundry/integrations/email/outbox';
import { SERVICE_LABELS, type ServiceKey, timeWindowLabel } from '@laundry/pricing';
import { DateTime } from 'luxon';

const SENDER = 'FreshPress';
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const day = (isoDate: string) =>
  DateTime.fromISO(isoDate, { zone: 'America/New_York' }).toFormat('cccc, LLLL d');

function deliveryLine(order: Order): string {
  if (order.isExpressDelivery)
    return `${day(order.deliveryDate)}, ${timeWindowLabel(order.pickUpHour + 3)} (express)`;
  const first = `${day(order.deliveryDate)}, ${order.deliveryHour === null ? '' : timeWindowLabel(order.deliveryHour)}`;
  if (!order.multipleDeliveries || !order.deliveryDate2 || order.deliveryHour2 === null) return first;
  return `${first}; second delivery ${day(order.deliveryDate2)}, ${timeWindowLabel(order.deliveryHour2)}`;
}

/** The order confirmation, through the outbox in the order's own transaction (issue 6). */
export function enqueueOrderConfirmation(tx: Db, order: Order, publicUrl: string) {
  const link = `${publicUrl}/app/order/id/${order.id}`;
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
    `Your order: ${link}`,
    '',
    SENDER,
  ].join('\n');
  return enqueueEmail(tx, {
    to: order.email,
    subject: `Your order #${order.orderNumber} is confirmed`,
    text,
  });
}
