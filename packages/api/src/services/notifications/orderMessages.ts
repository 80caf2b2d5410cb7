import type { Order } from '@laundry/db';
import type { EmailMessage } from '@laundry/integrations';
import type { Receipt } from '../orders/receipt';
import { deliveryLine, type NotifiedSchedule, pickUpLine } from './schedule';
import type { WeighInChanges } from './weighInChanges';
import { type Words, wordsFor } from './words';

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
  Partial<
    Pick<Order, 'finalOrderTotalCents' | 'amountAuthorizedCents' | 'capturedCents' | 'userId' | 'language'>
  >;

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
  /**
   * The customer's language (docs/rules/languages.md, Notifications): their account's choice, else the order's;
   * English when not given.
   */
  language?: string | null;
}

const SENDER = 'FreshPress';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** '-$3.00' for a discount. */
const signedMoney = (cents: number) => (cents < 0 ? `-${money(-cents)}` : money(cents));
const orderLink = (publicUrl: string, orderId: string, linkToken?: string) =>
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
function receiptLines(receipt: Receipt, t: Words): string {
  const lines = [t(receipt.weighed ? 'receipt.itemsWeighed' : 'receipt.items')];
  for (const service of receipt.services) {
    lines.push(
      `${service.label}${service.weight ? `, ${service.weight}` : ''}: ${money(service.amountCents)}`,
      ...service.items.map((item) => `- ${item.text}: ${money(item.amountCents)}`),
      ...service.products.map((product) => `- ${product.text}: ${money(product.amountCents)}`),
    );
  }
  for (const charge of receipt.charges) lines.push(`${charge.label}: ${signedMoney(charge.amountCents)}`);
  lines.push(t('receipt.totalCharged', { amount: money(receipt.chargedCents) }));
  return lines.join('\n');
}

/** The receipt's card, store and dates, one a line. */
function receiptDetails(receipt: Receipt, t: Words): string {
  return [
    ...(receipt.card ? [t('receipt.card', { card: receipt.card })] : []),
    ...(receipt.store
      ? [t('receipt.store', { name: receipt.store.name, address: receipt.store.address })]
      : []),
    t('receipt.placed', { when: receipt.dates.placed }),
    ...(receipt.dates.pickUp ? [t('pickUp', { when: receipt.dates.pickUp })] : []),
    ...(receipt.dates.delivery ? [t('delivery', { when: receipt.dates.delivery })] : []),
    t('receipt.charged', { when: receipt.dates.charged }),
  ].join('\n');
}

/** A note as a sentence in a text: a full stop added when it has no end of its own. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The weigh-in's estimate and final total, each changed service with why, one a line (e-mail). */
function weighInLines(changes: WeighInChanges, t: Words): string[] {
  return [
    [
      t('weighIn.summary', { estimate: money(changes.estimateCents), final: money(changes.finalCents) }),
      ...changes.lines.map((line) =>
        t('weighIn.line', {
          label: line.label,
          final: money(line.finalCents),
          estimate: money(line.estimateCents),
          why: line.why,
        }),
      ),
    ].join('\n'),
    ...(changes.notes ? [t('weighIn.note', { note: changes.notes })] : []),
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

function emailParts(n: OrderNotification, t: Words): EmailParts {
  const number = `#${n.order.orderNumber}`;
  const amount = money(n.amountCents ?? 0);
  const pickUp = pickUpLine(n.order, t);
  const delivery = deliveryLine(n.order, t);
  const pickUpParagraph = pickUp ? [t('pickUp', { when: pickUp })] : [];
  const deliveryParagraph = delivery ? [t('delivery', { when: delivery })] : [];
  switch (n.kind) {
    case 'enRouteForPickUp':
      return {
        subject: t('order.enRouteForPickUp.subject', { number }),
        paragraphs: [t('order.enRouteForPickUp.body', { number }), ...pickUpParagraph],
      };
    case 'inProgress':
      return {
        subject: t('order.inProgress.subject', { number }),
        paragraphs: [t('order.inProgress.body', { number }), ...deliveryParagraph],
      };
    case 'enRouteForDelivery':
      return {
        subject: t('order.enRouteForDelivery.subject', { number }),
        paragraphs: [t('order.enRouteForDelivery.body', { number }), ...deliveryParagraph],
      };
    case 'completed': {
      const total = charged(n);
      return {
        subject: t('order.completed.subject', { number }),
        paragraphs: [
          t('order.completed.body', { number, sender: SENDER }),
          ...(total === null ? [] : [t('order.charged', { amount: money(total) })]),
        ],
      };
    }
    case 'paymentCaptured': {
      const { receipt } = n;
      return {
        subject: t('order.paymentCaptured.subject', { number }),
        paragraphs: [
          t('order.paymentCaptured.body', { amount, card: receipt?.card ?? t('card'), number }),
          t('order.paymentCaptured.released'),
          ...(receipt ? [receiptLines(receipt, t), receiptDetails(receipt, t)] : []),
        ],
        receipt: true,
      };
    }
    case 'canceled':
      return {
        subject: t('order.canceled.subject', { number }),
        paragraphs: [t('order.canceled.body', { number }), t('order.canceled.released')],
      };
    case 'rescheduled':
      return {
        subject: t('order.rescheduled.subject', { number }),
        paragraphs: [
          t('order.rescheduled.body', { number }),
          [...pickUpParagraph, ...deliveryParagraph].join('\n'),
        ].filter(Boolean),
      };
    case 'refunded':
      return {
        subject: t('order.refunded.subject', { number }),
        paragraphs: [t('order.refunded.body', { amount, number }), t('order.refunded.statement')],
      };
    case 'reauthorizationNeeded': {
      const hold = n.order.amountAuthorizedCents;
      return {
        subject: t('order.reauthorization.subject', { number }),
        paragraphs: [
          hold === undefined
            ? t('order.reauthorization.body', { number, amount })
            : t('order.reauthorization.bodyWithHold', { number, amount, hold: money(hold) }),
          ...(n.weighIn ? weighInLines(n.weighIn, t) : []),
          t('order.reauthorization.ask'),
        ],
        action: t('order.reauthorization.action'),
      };
    }
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);

/** The e-mail of one order moment: plain text, and the same in simple HTML. */
export function orderEmail(n: OrderNotification): EmailMessage {
  const t = wordsFor(n.language);
  const { subject, paragraphs, action, receipt } = emailParts(n, t);
  const link = t.url(
    receipt ? receiptLink(n.publicUrl, n.order.id) : orderLink(n.publicUrl, n.order.id, n.linkToken),
  );
  const linkLine = receipt
    ? t('link.receipt', { link })
    : action
      ? t('link.action', { action, link })
      : t('link.order', { link });
  const orderNumber = n.order.orderNumber;
  const linkLabel = receipt
    ? t('link.viewReceipt', { orderNumber })
    : (action ?? t('link.viewOrder', { orderNumber }));
  const greeting = t('greeting', { name: n.order.firstName });
  const text = [greeting, ...paragraphs, linkLine, SENDER].join('\n\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>`,
    `<p>${SENDER}</p>`,
  ].join('\n');
  return { to: n.order.email, subject, text, html };
}

/** A text's sentence for one order moment: short, plain ASCII in English (one GSM-7 segment where it fits). */
function textLine(n: OrderNotification, t: Words): string {
  const number = `#${n.order.orderNumber}`;
  const amount = money(n.amountCents ?? 0);
  switch (n.kind) {
    case 'enRouteForPickUp':
      return t('text.enRouteForPickUp', { number });
    case 'inProgress':
      return t('text.inProgress', { number });
    case 'enRouteForDelivery':
      return t('text.enRouteForDelivery', { number });
    case 'completed': {
      const total = charged(n);
      return [
        t('text.completed', { number }),
        ...(total === null ? [] : [t('text.completedCharged', { amount: money(total) })]),
        t('text.thanks'),
      ].join(' ');
    }
    case 'paymentCaptured':
      return t('text.paymentCaptured', { amount, number, link: t.url(receiptLink(n.publicUrl, n.order.id)) });
    case 'canceled':
      return t('text.canceled', { number });
    case 'rescheduled': {
      const pickUp = pickUpLine(n.order, t, true);
      return [
        t('text.rescheduled', { number }),
        ...(pickUp ? [t('text.pickUp', { when: pickUp })] : []),
      ].join(' ');
    }
    case 'refunded':
      return t('text.refunded', { amount, number });
    case 'reauthorizationNeeded': {
      const link = t.url(orderLink(n.publicUrl, n.order.id, n.linkToken));
      const changes = n.weighIn;
      if (!changes) return t('text.reauthorization', { number, amount, link });
      const lines = changes.lines.map((line) => `${line.label} ${line.why}`).join('; ');
      return t('text.weighed', {
        number,
        estimate: money(changes.estimateCents),
        final: money(changes.finalCents),
        lines: lines ? t('text.weighedLines', { lines }) : '',
        note: changes.notes ? t('text.weighedNote', { note: sentence(changes.notes) }) : '',
        amount,
        link,
      });
    }
  }
}

/** The text of one order moment. */
export function orderText(n: OrderNotification): string {
  const t = wordsFor(n.language);
  return `${SENDER}: ${textLine(n, t)} ${t('text.stop')}`;
}

/** The text confirming a placed order (its e-mail is orderConfirmation in services/orders). */
export function orderPlacedText(
  order: { orderNumber: number; language?: string | null } & NotifiedSchedule,
): string {
  const t = wordsFor(order.language);
  const pickUp = pickUpLine(order, t, true);
  return [
    `${SENDER}:`,
    t('text.placed', { orderNumber: order.orderNumber }),
    ...(pickUp ? [t('text.pickUp', { when: pickUp })] : []),
    t('text.stop'),
  ].join(' ');
}
