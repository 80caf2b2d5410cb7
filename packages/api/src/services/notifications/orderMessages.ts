import type { Order } from '@laundry/db';
import type { EmailMessage } from '@laundry/integrations/email/mailer';
import type { Receipt } from '../orders/receipt';
import { deliveryLine, type NotifiedSchedule, pickUpLine } from './schedule';
import type { WeighInChanges } from './weighInChanges';

/**
 * The words of every order message, e-mail and text (docs/decisions/0034-notifications-sms.md). Pure
 * functions of the order and the moment, so tests compare them with literal texts.
 */

/** The moments of an order a customer hears about, besides the order confirmation itself. */
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

/**
 * What a message needs of an order. Callers pass the order row; the schedule and amounts beyond the
 * required columns are optional, and a message leaves out a line whose data it was not given.
 */
export type NotifiedOrder = Pick<
  Order,
  'id' | 'orderNumber' | 'firstName' | 'email' | 'phone' | 'sms' | 'status' | 'quoteTotalCents'
> &
  NotifiedSchedule &
  Partial<Pick<Order, 'finalOrderTotalCents' | 'amountAuthorizedCents' | 'capturedCents'>>;

export interface OrderNotification {
  kind: OrderNotificationKind;
  order: NotifiedOrder;
  /**
   * The amount the message is about, in cents: the amount charged, once captured (completed, paymentCaptured),
   * refunded (refunded) or to authorize (reauthorizationNeeded).
   */
  amountCents?: number;
  /** paymentCaptured: the itemized receipt (services/orders/receipt.ts; docs/decisions/0083-orders-receipt.md). */
  receipt?: Receipt;
  /** reauthorizationNeeded: what the counter's weigh-in changed, when the order was weighed. */
  weighIn?: WeighInChanges | null;
  /** PUBLIC_URL, for the link to the order. */
  publicUrl: string;
  /** A signed link's secret: the link opens the order without a log-in (docs/decisions/0078-orders-reauthorization-link.md). */
  linkToken?: string;
}

const SENDER = 'FreshPress';
const STOP_LINE = 'Reply STOP to opt out.';

export const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** '-$3.00' for a discount. */
const signedMoney = (cents: number) => (cents < 0 ? `-${money(-cents)}` : money(cents));
export const orderLink = (publicUrl: string, orderId: string, linkToken?: string) =>
  `${publicUrl}/app/order/id/${orderId}${linkToken ? `?link=${encodeURIComponent(linkToken)}` : ''}`;
/** The receipt page of a charged order (apps/web/src/routes/order/OrderReceipt.tsx). */
const receiptLink = (publicUrl: string, orderId: string) => `${publicUrl}/app/order/id/${orderId}/receipt`;

/**
 * What a completed order is told it was charged: only an amount actually captured. A weighed or estimated total
 * that has not been charged is never named (docs/decisions/0083-orders-receipt.md).
 */
function charged(n: OrderNotification): number | null {
  if (n.amountCents !== undefined) return n.amountCents;
  return n.order.capturedCents !== undefined && n.order.capturedCents > 0 ? n.order.capturedCents : null;
}

/** The receipt's lines, one a line: each service with its weight or items, the charges, the total charged. */
function receiptLines(receipt: Receipt): string {
  const lines = [receipt.weighed ? 'Your items, as we weighed and counted them:' : 'Your items:'];
  for (const service of receipt.services) {
    lines.push(
      `${service.label}${service.weight ? `, ${service.weight}` : ''}: ${money(service.amountCents)}`,
      ...service.items.map((item) => `- ${item.text}: ${money(item.amountCents)}`),
      ...service.products.map((product) => `- ${product.text}: ${money(product.amountCents)}`),
    );
  }
  for (const charge of receipt.charges) lines.push(`${charge.label}: ${signedMoney(charge.amountCents)}`);
  lines.push(`Total charged: ${money(receipt.chargedCents)}`);
  return lines.join('\n');
}

/** The receipt's card, store and dates, one a line. */
function receiptDetails(receipt: Receipt): string {
  return [
    ...(receipt.card ? [`Card: ${receipt.card}`] : []),
    ...(receipt.store ? [`Store: ${receipt.store.name}, ${receipt.store.address}`] : []),
    `Placed: ${receipt.dates.placed}`,
    ...(receipt.dates.pickUp ? [`Pick-up: ${receipt.dates.pickUp}`] : []),
    ...(receipt.dates.delivery ? [`Delivery: ${receipt.dates.delivery}`] : []),
    `Charged: ${receipt.dates.charged}`,
  ].join('\n');
}

/** A note as a sentence in a text: a full stop added when it has no end of its own. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The weigh-in's estimate and final total, each changed service with why, one a line (e-mail). */
function weighInLines(changes: WeighInChanges): string[] {
  return [
    [
      `We weighed and counted your items. Estimated total: ${money(changes.estimateCents)}. Final total: ${money(changes.finalCents)}.`,
      ...changes.lines.map(
        (line) =>
          `${line.label}: ${money(line.finalCents)}, estimated ${money(line.estimateCents)} (${line.why})`,
      ),
    ].join('\n'),
    ...(changes.notes ? [`Note from our team: ${changes.notes}`] : []),
  ];
}

interface EmailParts {
  subject: string;
  /** Paragraphs, each a line or a few lines. */
  paragraphs: string[];
  /** The link's label: the order by default, or what the customer must do there. */
  action?: string;
  /** The receipt page instead of the order. */
  receipt?: boolean;
}

function emailParts(n: OrderNotification): EmailParts {
  const number = `#${n.order.orderNumber}`;
  const amount = money(n.amountCents ?? 0);
  const pickUp = pickUpLine(n.order);
  const delivery = deliveryLine(n.order);
  switch (n.kind) {
    case 'enRouteForPickUp':
      return {
        subject: `We're on our way to pick up order ${number}`,
        paragraphs: [
          `Our driver is on the way to pick up your order ${number}. Please have your items ready.`,
          ...(pickUp ? [`Pick-up: ${pickUp}`] : []),
        ],
      };
    case 'inProgress':
      return {
        subject: `Order ${number} is being cleaned`,
        paragraphs: [
          `We have your items from order ${number} and are working on them now.`,
          ...(delivery ? [`Delivery: ${delivery}`] : []),
        ],
      };
    case 'enRouteForDelivery':
      return {
        subject: `Order ${number} is out for delivery`,
        paragraphs: [
          `Your order ${number} is on its way back to you.`,
          ...(delivery ? [`Delivery: ${delivery}`] : []),
        ],
      };
    case 'completed': {
      const total = charged(n);
      return {
        subject: `Order ${number} is complete`,
        paragraphs: [
          `Your order ${number} is complete. Thank you for choosing ${SENDER}!`,
          ...(total === null ? [] : [`Charged: ${money(total)}`]),
        ],
      };
    }
    case 'paymentCaptured': {
      const { receipt } = n;
      return {
        subject: `Your receipt for order ${number}`,
        paragraphs: [
          `We charged ${amount} to your ${receipt?.card ?? 'card'} for order ${number}.`,
          'The rest of the hold on your card is released.',
          ...(receipt ? [receiptLines(receipt), receiptDetails(receipt)] : []),
        ],
        receipt: true,
      };
    }
    case 'canceled':
      return {
        subject: `Order ${number} was canceled`,
        paragraphs: [
          `Your order ${number} was canceled.`,
          'The hold on your card is released, so you are not charged.',
        ],
      };
    case 'rescheduled':
      return {
        subject: `Order ${number} was rescheduled`,
        paragraphs: [
          `The pick-up or delivery time of your order ${number} changed.`,
          [...(pickUp ? [`Pick-up: ${pickUp}`] : []), ...(delivery ? [`Delivery: ${delivery}`] : [])].join(
            '\n',
          ),
        ].filter(Boolean),
      };
    case 'refunded':
      return {
        subject: `A refund for order ${number}`,
        paragraphs: [
          `We refunded ${amount} to your card for order ${number}.`,
          'It can take 5 to 10 business days to show on your statement.',
        ],
      };
    case 'reauthorizationNeeded': {
      const hold = n.order.amountAuthorizedCents;
      return {
        subject: `Please authorize the new total of order ${number}`,
        paragraphs: [
          `The total of your order ${number} is now ${amount}, more than the ${
            hold === undefined ? 'hold' : `hold of ${money(hold)}`
          } on your card.`,
          ...(n.weighIn ? weighInLines(n.weighIn) : []),
          'Please authorize the new amount so we can complete your order.',
        ],
        action: 'Authorize the new amount',
      };
    }
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);

/** The e-mail of one order moment: plain text, and the same in simple HTML. */
export function orderEmail(n: OrderNotification): EmailMessage {
  const { subject, paragraphs, action, receipt } = emailParts(n);
  const link = receipt
    ? receiptLink(n.publicUrl, n.order.id)
    : orderLink(n.publicUrl, n.order.id, n.linkToken);
  const linkLine = receipt ? `Your receipt: ${link}` : action ? `${action}: ${link}` : `Your order: ${link}`;
  const linkLabel = receipt
    ? `View your receipt for order #${n.order.orderNumber}`
    : (action ?? `View your order #${n.order.orderNumber}`);
  const text = [`Hi ${n.order.firstName},`, ...paragraphs, linkLine, SENDER].join('\n\n');
  const html = [
    `<p>Hi ${escapeHtml(n.order.firstName)},</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>`,
    `<p>${SENDER}</p>`,
  ].join('\n');
  return { to: n.order.email, subject, text, html };
}

/** A text's sentence for one order moment: short, plain ASCII (one GSM-7 segment where it fits). */
function textLine(n: OrderNotification): string {
  const number = `#${n.order.orderNumber}`;
  const amount = money(n.amountCents ?? 0);
  switch (n.kind) {
    case 'enRouteForPickUp':
      return `We're on our way to pick up order ${number}.`;
    case 'inProgress':
      return `Order ${number} is being cleaned.`;
    case 'enRouteForDelivery':
      return `Order ${number} is out for delivery.`;
    case 'completed': {
      const total = charged(n);
      return `Order ${number} is complete.${total === null ? '' : ` Charged ${money(total)}.`} Thank you!`;
    }
    case 'paymentCaptured':
      return `We charged ${amount} to your card for order ${number}. Receipt: ${receiptLink(n.publicUrl, n.order.id)}`;
    case 'canceled':
      return `Order ${number} was canceled. The hold on your card is released.`;
    case 'rescheduled': {
      const pickUp = pickUpLine(n.order, true);
      return `Order ${number} was rescheduled.${pickUp ? ` Pick-up ${pickUp}.` : ''}`;
    }
    case 'refunded':
      return `We refunded ${amount} to your card for order ${number}.`;
    case 'reauthorizationNeeded': {
      const link = orderLink(n.publicUrl, n.order.id, n.linkToken);
      const changes = n.weighIn;
      if (!changes)
        return `Order ${number} now totals ${amount}, more than your card's hold. Please authorize it: ${link}`;
      const lines = changes.lines.map((line) => `${line.label} ${line.why}`).join('; ');
      return `Order ${number} was weighed: estimate ${money(changes.estimateCents)}, final ${money(changes.finalCents)}${
        lines ? ` (${lines})` : ''
      }.${changes.notes ? ` Note: ${sentence(changes.notes)}` : ''} It now totals ${amount}, more than your card's hold. Please authorize it: ${link}`;
    }
  }
}

/** The text of one order moment. */
export function orderText(n: OrderNotification): string {
  return `${SENDER}: ${textLine(n)} ${STOP_LINE}`;
}

/** The text confirming a placed order (its e-mail is orderConfirmation in services/orders). */
export function orderPlacedText(order: { orderNumber: number } & NotifiedSchedule): string {
  const pickUp = pickUpLine(order, true);
  return `${SENDER}: Order #${order.orderNumber} is confirmed.${pickUp ? ` Pick-up ${pickUp}.` : ''} ${STOP_LINE}`;
}
