import type { Order } from '@laundry/db';
import type { EmailMessage } from '@laundry/integrations';
import type { ServiceKey } from '@laundry/pricing';
import { type Words, wordsFor } from '../notifications/words';
import { orderLinkUrl } from './orderLink';

const SENDER = 'FreshPress';
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

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

function deliveryLine(order: ConfirmedOrder, t: Words): string {
  if (order.isExpressDelivery)
    return t('schedule.express', { when: `${t.day(order.deliveryDate)}, ${t.window(order.pickUpHour + 3)}` });
  const first = `${t.day(order.deliveryDate)}, ${order.deliveryHour === null ? '' : t.window(order.deliveryHour)}`;
  if (!order.multipleDeliveries || !order.deliveryDate2 || order.deliveryHour2 === null) return first;
  return t('schedule.secondDelivery', {
    first,
    second: `${t.day(order.deliveryDate2)}, ${t.window(order.deliveryHour2)}`,
  });
}

/**
 * The order confirmation; it goes through the outbox in the order's own statement. With `linkToken`
 * its link opens the order without typing the e-mail again (docs/decisions/0041-order-links.md). In the
 * language the order was placed in (docs/rules/languages.md, Notifications).
 */
export function orderConfirmation(
  order: ConfirmedOrder & { language?: string | null },
  publicUrl: string,
  linkToken?: string,
): EmailMessage {
  const t = wordsFor(order.language);
  const link = t.url(
    linkToken ? orderLinkUrl(publicUrl, order.id, linkToken) : `${publicUrl}/app/order/id/${order.id}`,
  );
  const services = order.orderServices.map((s: ServiceKey) => `- ${t.service(s)}`).join('\n');
  const orderNumber = order.orderNumber;
  const text = [
    t('greeting', { name: order.firstName }),
    '',
    t('confirmation.thanks', { orderNumber }),
    '',
    services,
    '',
    t('pickUp', { when: `${t.day(order.pickUpDate)}, ${t.window(order.pickUpHour)}` }),
    t('delivery', { when: deliveryLine(order, t) }),
    t('confirmation.estimated', { amount: money(order.quoteTotalCents) }),
    '',
    t('confirmation.hold', { amount: money(order.amountAuthorizedCents) }),
    '',
    t('confirmation.view', { link }),
    '',
    SENDER,
  ].join('\n');
  return { to: order.email, subject: t('confirmation.subject', { orderNumber }), text };
}
