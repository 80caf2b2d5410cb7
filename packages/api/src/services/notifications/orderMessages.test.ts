import { describe, expect, it } from 'vitest';
import type { Receipt } from '../orders/receipt';
import {
  type NotifiedOrder,
  ORDER_NOTIFICATION_KINDS,
  type OrderNotification,
  type OrderNotificationKind,
  orderEmail,
  orderPlacedText,
  orderText,
} from './orderMessages';
import type { WeighInChanges } from './weighInChanges';

const order: NotifiedOrder = {
  id: '3f1c2b9a-0d4e-4c61-9a57-2f7f3c1d8e10',
  orderNumber: 10042,
  firstName: 'Ana',
  email: 'ana@example.com',
  phone: '(212) 555-0199',
  sms: true,
  status: 'New',
  quoteTotalCents: 66_00,
  amountAuthorizedCents: 99_00,
  pickUpDate: '2026-06-01',
  pickUpHour: 8,
  deliveryDate: '2026-06-03',
  deliveryHour: 18,
};
const publicUrl = 'https://freshpress.example';
const link = 'https://freshpress.example/app/order/id/3f1c2b9a-0d4e-4c61-9a57-2f7f3c1d8e10';
const receiptUrl = `${link}/receipt`;

const amounts: Partial<Record<OrderNotificationKind, number>> = {
  completed: 72_50,
  paymentCaptured: 72_50,
  refunded: 12_50,
  reauthorizationNeeded: 120_75,
};
const notification = (kind: OrderNotificationKind, extra: Partial<OrderNotification> = {}) => ({
  kind,
  order,
  publicUrl,
  amountCents: amounts[kind],
  ...extra,
});

/** Every order moment's e-mail (subject, text and HTML) and text message, word for word. */
const expected: Record<OrderNotificationKind, { subject: string; text: string; html: string; sms: string }> =
  {
    enRouteForPickUp: {
      subject: "We're on our way to pick up order #10042",
      text: `Hi Ana,

Our driver is on the way to pick up your order #10042. Please have your items ready.

Pick-up: Monday, June 1, 8-9am

Your order: ${link}

FreshPress`,
      html: `<p>Hi Ana,</p>
<p>Our driver is on the way to pick up your order #10042. Please have your items ready.</p>
<p>Pick-up: Monday, June 1, 8-9am</p>
<p><a href="${link}">View your order #10042</a></p>
<p>FreshPress</p>`,
      sms: "FreshPress: We're on our way to pick up order #10042. Reply STOP to opt out.",
    },
    inProgress: {
      subject: 'Order #10042 is being cleaned',
      text: `Hi Ana,

We have your items from order #10042 and are working on them now.

Delivery: Wednesday, June 3, 6-7pm

Your order: ${link}

FreshPress`,
      html: `<p>Hi Ana,</p>
<p>We have your items from order #10042 and are working on them now.</p>
<p>Delivery: Wednesday, June 3, 6-7pm</p>
<p><a href="${link}">View your order #10042</a></p>
<p>FreshPress</p>`,
      sms: 'FreshPress: Order #10042 is being cleaned. Reply STOP to opt out.',
    },
    enRouteForDelivery: {
      subject: 'Order #10042 is out for delivery',
      text: `Hi Ana,

Your order #10042 is on its way back to you.

Delivery: Wednesday, June 3, 6-7pm

Your order: ${link}

FreshPress`,
      html: `<p>Hi Ana,</p>
<p>Your order #10042 is on its way back to you.</p>
<p>Delivery: Wednesday, June 3, 6-7pm</p>
<p><a href="${link}">View your order #10042</a></p>
<p>FreshPress</p>`,
      sms: 'FreshPress: Order #10042 is out for delivery. Reply STOP to opt out.',
    },
    completed: {
      subject: 'Order #10042 is complete',
      text: `Hi Ana,

Your order #10042 is complete. Thank you for choosing FreshPress!

Charged: $72.50

Your order: ${link}

FreshPress`,
      html: `<p>Hi Ana,</p>
<p>Your order #10042 is complete. Thank you for choosing FreshPress!</p>
<p>Charged: $72.50</p>
<p><a href="${link}">View your order #10042</a></p>
<p>FreshPress</p>`,
      sms: 'FreshPress: Order #10042 is complete. Charged $72.50. Thank you! Reply STOP to opt out.',
    },
    paymentCaptured: {
      subject: 'Your receipt for order #10042',
      text: `Hi Ana,

We charged $72.50 to your card for order #10042.

The rest of the hold on your card is released.

Your receipt: ${receiptUrl}

FreshPress`,
      html: `<p>Hi Ana,</p>
<p>We charged $72.50 to your card for order #10042.</p>
<p>The rest of the hold on your card is released.</p>
<p><a href="${receiptUrl}">View your receipt for order #10042</a></p>
<p>FreshPress</p>`,
      sms: `FreshPress: We charged $72.50 to your card for order #10042. Receipt: ${receiptUrl} Reply STOP to opt out.`,
    },
    canceled: {
      subject: 'Order #10042 was canceled',
      text: `Hi Ana,

Your order #10042 was canceled.

The hold on your card is released, so you are not charged.

Your order: ${link}

FreshPress`,
      html: `<p>Hi Ana,</p>
<p>Your order #10042 was canceled.</p>
<p>The hold on your card is released, so you are not charged.</p>
<p><a href="${link}">View your order #10042</a></p>
<p>FreshPress</p>`,
      sms: 'FreshPress: Order #10042 was canceled. The hold on your card is released. Reply STOP to opt out.',
    },
    rescheduled: {
      subject: 'Order #10042 was rescheduled',
      text: `Hi Ana,

The pick-up or delivery time of your order #10042 changed.

Pick-up: Monday, June 1, 8-9am
Delivery: Wednesday, June 3, 6-7pm

Your order: ${link}

FreshPress`,
      html: `<p>Hi Ana,</p>
<p>The pick-up or delivery time of your order #10042 changed.</p>
<p>Pick-up: Monday, June 1, 8-9am<br>Delivery: Wednesday, June 3, 6-7pm</p>
<p><a href="${link}">View your order #10042</a></p>
<p>FreshPress</p>`,
      sms: 'FreshPress: Order #10042 was rescheduled. Pick-up Mon, Jun 1, 8-9am. Reply STOP to opt out.',
    },
    refunded: {
      subject: 'A refund for order #10042',
      text: `Hi Ana,

We refunded $12.50 to your card for order #10042.

It can take 5 to 10 business days to show on your statement.

Your order: ${link}

FreshPress`,
      html: `<p>Hi Ana,</p>
<p>We refunded $12.50 to your card for order #10042.</p>
<p>It can take 5 to 10 business days to show on your statement.</p>
<p><a href="${link}">View your order #10042</a></p>
<p>FreshPress</p>`,
      sms: 'FreshPress: We refunded $12.50 to your card for order #10042. Reply STOP to opt out.',
    },
    reauthorizationNeeded: {
      subject: 'Please authorize the new total of order #10042',
      text: `Hi Ana,

The total of your order #10042 is now $120.75, more than the hold of $99.00 on your card.

Please authorize the new amount so we can complete your order.

Authorize the new amount: ${link}

FreshPress`,
      html: `<p>Hi Ana,</p>
<p>The total of your order #10042 is now $120.75, more than the hold of $99.00 on your card.</p>
<p>Please authorize the new amount so we can complete your order.</p>
<p><a href="${link}">Authorize the new amount</a></p>
<p>FreshPress</p>`,
      sms: `FreshPress: Order #10042 now totals $120.75, more than your card's hold. Please authorize it: ${link} Reply STOP to opt out.`,
    },
  };

describe('order e-mails and texts', () => {
  it('has words for every order moment', () => {
    expect(Object.keys(expected).sort()).toEqual([...ORDER_NOTIFICATION_KINDS].sort());
  });

  it.each(ORDER_NOTIFICATION_KINDS)('%s: the e-mail and the text, word for word', (kind) => {
    const email = orderEmail(notification(kind));
    expect(email.to).toBe('ana@example.com');
    expect(email.subject).toBe(expected[kind].subject);
    expect(email.text).toBe(expected[kind].text);
    expect(email.html).toBe(expected[kind].html);
    expect(orderText(notification(kind))).toBe(expected[kind].sms);
  });

  it.each(ORDER_NOTIFICATION_KINDS)(
    '%s: with a signed link (decision 0078), the e-mail and the reauthorization text carry it (the receipt links its page)',
    (kind) => {
      const signed = `${link}?link=tok%2Fen%2B1`;
      const email = orderEmail(notification(kind, { linkToken: 'tok/en+1' }));
      const withLink = (text: string) => (kind === 'paymentCaptured' ? text : text.replaceAll(link, signed));
      expect(email).toEqual({
        to: 'ana@example.com',
        subject: expected[kind].subject,
        text: withLink(expected[kind].text),
        html: withLink(expected[kind].html),
      });
      expect(orderText(notification(kind, { linkToken: 'tok/en+1' }))).toBe(
        kind === 'reauthorizationNeeded'
          ? `FreshPress: Order #10042 now totals $120.75, more than your card's hold. Please authorize it: ${signed} Reply STOP to opt out.`
          : expected[kind].sms,
      );
    },
  );

  /**
   * Each moment told of an order given without its schedule, final total or hold (the lines left out), with the
   * amount its message is about.
   */
  const bareOrder: NotifiedOrder = {
    id: order.id,
    orderNumber: 7,
    firstName: 'Bo',
    email: 'bo@example.com',
    phone: '(212) 555-0199',
    sms: true,
    status: 'New',
    quoteTotalCents: 10_00,
  };
  const bareAmounts: Partial<Record<OrderNotificationKind, number>> = {
    paymentCaptured: 5_00,
    refunded: 2_00,
    reauthorizationNeeded: 15_00,
  };
  const bareLink = `${publicUrl}/app/order/id/${order.id}`;
  const bareExpected: Record<OrderNotificationKind, { text: string; sms: string }> = {
    enRouteForPickUp: {
      text: `Hi Bo,\n\nOur driver is on the way to pick up your order #7. Please have your items ready.\n\nYour order: ${bareLink}\n\nFreshPress`,
      sms: "FreshPress: We're on our way to pick up order #7. Reply STOP to opt out.",
    },
    inProgress: {
      text: `Hi Bo,\n\nWe have your items from order #7 and are working on them now.\n\nYour order: ${bareLink}\n\nFreshPress`,
      sms: 'FreshPress: Order #7 is being cleaned. Reply STOP to opt out.',
    },
    enRouteForDelivery: {
      text: `Hi Bo,\n\nYour order #7 is on its way back to you.\n\nYour order: ${bareLink}\n\nFreshPress`,
      sms: 'FreshPress: Order #7 is out for delivery. Reply STOP to opt out.',
    },
    completed: {
      text: `Hi Bo,\n\nYour order #7 is complete. Thank you for choosing FreshPress!\n\nYour order: ${bareLink}\n\nFreshPress`,
      sms: 'FreshPress: Order #7 is complete. Thank you! Reply STOP to opt out.',
    },
    paymentCaptured: {
      text: `Hi Bo,\n\nWe charged $5.00 to your card for order #7.\n\nThe rest of the hold on your card is released.\n\nYour receipt: ${bareLink}/receipt\n\nFreshPress`,
      sms: `FreshPress: We charged $5.00 to your card for order #7. Receipt: ${bareLink}/receipt Reply STOP to opt out.`,
    },
    canceled: {
      text: `Hi Bo,\n\nYour order #7 was canceled.\n\nThe hold on your card is released, so you are not charged.\n\nYour order: ${bareLink}\n\nFreshPress`,
      sms: 'FreshPress: Order #7 was canceled. The hold on your card is released. Reply STOP to opt out.',
    },
    rescheduled: {
      text: `Hi Bo,\n\nThe pick-up or delivery time of your order #7 changed.\n\nYour order: ${bareLink}\n\nFreshPress`,
      sms: 'FreshPress: Order #7 was rescheduled. Reply STOP to opt out.',
    },
    refunded: {
      text: `Hi Bo,\n\nWe refunded $2.00 to your card for order #7.\n\nIt can take 5 to 10 business days to show on your statement.\n\nYour order: ${bareLink}\n\nFreshPress`,
      sms: 'FreshPress: We refunded $2.00 to your card for order #7. Reply STOP to opt out.',
    },
    reauthorizationNeeded: {
      text: `Hi Bo,\n\nThe total of your order #7 is now $15.00, more than the hold on your card.\n\nPlease authorize the new amount so we can complete your order.\n\nAuthorize the new amount: ${bareLink}\n\nFreshPress`,
      sms: `FreshPress: Order #7 now totals $15.00, more than your card's hold. Please authorize it: ${bareLink} Reply STOP to opt out.`,
    },
  };

  it.each(ORDER_NOTIFICATION_KINDS)(
    '%s: without the schedule, final total or hold, word for word',
    (kind) => {
      const given = { kind, order: bareOrder, publicUrl, amountCents: bareAmounts[kind] };
      expect(orderEmail(given)).toMatchObject({
        to: 'bo@example.com',
        subject: expected[kind].subject.replace('#10042', '#7'),
      });
      expect(orderEmail(given).text).toBe(bareExpected[kind].text);
      expect(orderText(given)).toBe(bareExpected[kind].sms);
    },
  );

  it('texts are plain ASCII, so a carrier never switches them to 70-character segments', () => {
    for (const kind of ORDER_NOTIFICATION_KINDS) {
      expect(orderText(notification(kind))).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('the HTML part says the same, with the link and the name escaped', () => {
    const email = orderEmail(
      notification('reauthorizationNeeded', { order: { ...order, firstName: 'Ana <b>&</b>' } }),
    );
    expect(email.html).toBe(`<p>Hi Ana &lt;b&gt;&amp;&lt;/b&gt;,</p>
<p>The total of your order #10042 is now $120.75, more than the hold of $99.00 on your card.</p>
<p>Please authorize the new amount so we can complete your order.</p>
<p><a href="${link}">Authorize the new amount</a></p>
<p>FreshPress</p>`);
    expect(orderEmail(notification('rescheduled')).html).toContain(
      '<p>Pick-up: Monday, June 1, 8-9am<br>Delivery: Wednesday, June 3, 6-7pm</p>',
    );
    expect(orderEmail(notification('canceled')).html).toContain(
      `<p><a href="${link}">View your order #10042</a></p>`,
    );
  });

  it('leaves out what it was not given: no schedule, no final total, no hold amount', () => {
    const bare: NotifiedOrder = {
      id: order.id,
      orderNumber: 10042,
      firstName: 'Ana',
      email: 'ana@example.com',
      phone: '(212) 555-0199',
      sms: false,
      status: 'Completed',
      quoteTotalCents: 66_00,
    };
    expect(orderEmail({ kind: 'completed', order: bare, publicUrl }).text).toBe(`Hi Ana,

Your order #10042 is complete. Thank you for choosing FreshPress!

Your order: ${link}

FreshPress`);
    expect(orderText({ kind: 'completed', order: bare, publicUrl })).toBe(
      'FreshPress: Order #10042 is complete. Thank you! Reply STOP to opt out.',
    );
    // docs/decisions/0083-orders-receipt.md: a final total not yet charged (a weigh-in's) is never named.
    const weighedNotCharged = { ...bare, finalOrderTotalCents: 70_00, capturedCents: 0 };
    expect(orderEmail({ kind: 'completed', order: weighedNotCharged, publicUrl }).text).toBe(`Hi Ana,

Your order #10042 is complete. Thank you for choosing FreshPress!

Your order: ${link}

FreshPress`);
    expect(orderText({ kind: 'completed', order: weighedNotCharged, publicUrl })).toBe(
      'FreshPress: Order #10042 is complete. Thank you! Reply STOP to opt out.',
    );
    const charged = { ...bare, finalOrderTotalCents: 70_00, capturedCents: 68_00 };
    expect(orderEmail({ kind: 'completed', order: charged, publicUrl }).text).toBe(`Hi Ana,

Your order #10042 is complete. Thank you for choosing FreshPress!

Charged: $68.00

Your order: ${link}

FreshPress`);
    expect(orderText({ kind: 'completed', order: charged, publicUrl })).toBe(
      'FreshPress: Order #10042 is complete. Charged $68.00. Thank you! Reply STOP to opt out.',
    );
    expect(orderEmail({ kind: 'rescheduled', order: bare, publicUrl }).text).toBe(`Hi Ana,

The pick-up or delivery time of your order #10042 changed.

Your order: ${link}

FreshPress`);
    expect(
      orderEmail({ kind: 'reauthorizationNeeded', order: bare, publicUrl, amountCents: 120_75 }).text,
    ).toContain('The total of your order #10042 is now $120.75, more than the hold on your card.');
  });

  it('tells an express delivery and a second delivery as the confirmation does', () => {
    const express = orderEmail(
      notification('enRouteForDelivery', {
        order: { ...order, deliveryDate: '2026-06-01', deliveryHour: null, isExpressDelivery: true },
      }),
    );
    expect(express.text).toContain('Delivery: Monday, June 1, 11-12pm (express)');
    const twice = orderEmail(
      notification('inProgress', {
        order: { ...order, multipleDeliveries: true, deliveryDate2: '2026-06-05', deliveryHour2: 9 },
      }),
    );
    expect(twice.text).toContain(
      'Delivery: Wednesday, June 3, 6-7pm; second delivery Friday, June 5, 9-10am',
    );
  });

  /** A weighed order's receipt, as services/orders/receipt.ts builds it. */
  const receipt: Receipt = {
    orderId: order.id,
    orderNumber: 10042,
    weighed: true,
    services: [
      {
        service: 'washFold',
        label: 'Wash & Fold',
        weight: '30 lb',
        amountCents: 60_00,
        items: [],
        products: [{ text: 'Lavender Detergent', amountCents: 2_00 }],
      },
      {
        service: 'dryClean',
        label: 'Dry Clean',
        weight: null,
        amountCents: 18_00,
        items: [
          { text: '2 x Shirt', amountCents: 8_00 },
          { text: '1 x Suit', amountCents: 10_00 },
        ],
        products: [],
      },
    ],
    charges: [
      { label: 'Same-day surcharge', amountCents: 5_00 },
      { label: 'Promo discount (SAVE10)', amountCents: -3_00 },
      { label: 'Tip', amountCents: 4_00 },
    ],
    chargedCents: 86_00,
    refundedCents: 0,
    card: 'Visa •••• 4242',
    store: { name: 'FreshPress Chelsea', address: '210 W 23rd St, New York, NY 10011' },
    dates: {
      placed: 'Sunday, May 31, 2026',
      pickUp: 'Monday, June 1, 8-9am',
      delivery: 'Wednesday, June 3, 6-7pm',
      charged: 'Thursday, June 4, 2026',
    },
  };

  it('paymentCaptured: one itemized receipt by e-mail, the amount and the receipt link by text', () => {
    const given = { kind: 'paymentCaptured' as const, order, publicUrl, amountCents: 86_00, receipt };
    const email = orderEmail(given);
    expect(email.subject).toBe('Your receipt for order #10042');
    expect(email.text).toBe(`Hi Ana,

We charged $86.00 to your Visa •••• 4242 for order #10042.

The rest of the hold on your card is released.

Your items, as we weighed and counted them:
Wash & Fold, 30 lb: $60.00
- Lavender Detergent: $2.00
Dry Clean: $18.00
- 2 x Shirt: $8.00
- 1 x Suit: $10.00
Same-day surcharge: $5.00
Promo discount (SAVE10): -$3.00
Tip: $4.00
Total charged: $86.00

Card: Visa •••• 4242
Store: FreshPress Chelsea, 210 W 23rd St, New York, NY 10011
Placed: Sunday, May 31, 2026
Pick-up: Monday, June 1, 8-9am
Delivery: Wednesday, June 3, 6-7pm
Charged: Thursday, June 4, 2026

Your receipt: ${receiptUrl}

FreshPress`);
    expect(email.html).toBe(`<p>Hi Ana,</p>
<p>We charged $86.00 to your Visa •••• 4242 for order #10042.</p>
<p>The rest of the hold on your card is released.</p>
<p>Your items, as we weighed and counted them:<br>Wash &amp; Fold, 30 lb: $60.00<br>- Lavender Detergent: $2.00<br>Dry Clean: $18.00<br>- 2 x Shirt: $8.00<br>- 1 x Suit: $10.00<br>Same-day surcharge: $5.00<br>Promo discount (SAVE10): -$3.00<br>Tip: $4.00<br>Total charged: $86.00</p>
<p>Card: Visa •••• 4242<br>Store: FreshPress Chelsea, 210 W 23rd St, New York, NY 10011<br>Placed: Sunday, May 31, 2026<br>Pick-up: Monday, June 1, 8-9am<br>Delivery: Wednesday, June 3, 6-7pm<br>Charged: Thursday, June 4, 2026</p>
<p><a href="${receiptUrl}">View your receipt for order #10042</a></p>
<p>FreshPress</p>`);
    expect(orderText(given)).toBe(
      `FreshPress: We charged $86.00 to your card for order #10042. Receipt: ${receiptUrl} Reply STOP to opt out.`,
    );
  });

  it('paymentCaptured: an order charged on its estimate, without a card, store or schedule told', () => {
    const estimate: Receipt = {
      ...receipt,
      weighed: false,
      services: [receipt.services[1]!],
      charges: [{ label: 'Adjustment', amountCents: -2_00 }],
      chargedCents: 16_00,
      card: null,
      store: null,
      dates: {
        placed: 'Sunday, May 31, 2026',
        pickUp: null,
        delivery: null,
        charged: 'Thursday, June 4, 2026',
      },
    };
    expect(
      orderEmail({ kind: 'paymentCaptured', order, publicUrl, amountCents: 16_00, receipt: estimate }).text,
    ).toBe(`Hi Ana,

We charged $16.00 to your card for order #10042.

The rest of the hold on your card is released.

Your items:
Dry Clean: $18.00
- 2 x Shirt: $8.00
- 1 x Suit: $10.00
Adjustment: -$2.00
Total charged: $16.00

Placed: Sunday, May 31, 2026
Charged: Thursday, June 4, 2026

Your receipt: ${receiptUrl}

FreshPress`);
  });

  const changes: WeighInChanges = {
    estimateCents: 66_00,
    finalCents: 120_75,
    notes: 'Two extra bags were left with the doorman',
    lines: [
      {
        service: 'washFold',
        label: 'Wash & Fold',
        estimateCents: 20_00,
        finalCents: 60_00,
        why: 'weighed 30 lb, estimated 10 lb',
      },
      {
        service: 'dryClean',
        label: 'Dry Clean',
        estimateCents: 8_00,
        finalCents: 18_00,
        why: 'counted 3 items, estimated 2 items',
      },
    ],
  };

  it('reauthorizationNeeded after a weigh-in: the estimate, the final, each changed line and why, the note', () => {
    const given = {
      kind: 'reauthorizationNeeded' as const,
      order,
      publicUrl,
      amountCents: 120_75,
      weighIn: changes,
    };
    expect(orderEmail(given).text).toBe(`Hi Ana,

The total of your order #10042 is now $120.75, more than the hold of $99.00 on your card.

We weighed and counted your items. Estimated total: $66.00. Final total: $120.75.
Wash & Fold: $60.00, estimated $20.00 (weighed 30 lb, estimated 10 lb)
Dry Clean: $18.00, estimated $8.00 (counted 3 items, estimated 2 items)

Note from our team: Two extra bags were left with the doorman

Please authorize the new amount so we can complete your order.

Authorize the new amount: ${link}

FreshPress`);
    expect(orderEmail(given).html).toBe(`<p>Hi Ana,</p>
<p>The total of your order #10042 is now $120.75, more than the hold of $99.00 on your card.</p>
<p>We weighed and counted your items. Estimated total: $66.00. Final total: $120.75.<br>Wash &amp; Fold: $60.00, estimated $20.00 (weighed 30 lb, estimated 10 lb)<br>Dry Clean: $18.00, estimated $8.00 (counted 3 items, estimated 2 items)</p>
<p>Note from our team: Two extra bags were left with the doorman</p>
<p>Please authorize the new amount so we can complete your order.</p>
<p><a href="${link}">Authorize the new amount</a></p>
<p>FreshPress</p>`);
    expect(orderText(given)).toBe(
      `FreshPress: Order #10042 was weighed: estimate $66.00, final $120.75 (Wash & Fold weighed 30 lb, estimated 10 lb; Dry Clean counted 3 items, estimated 2 items). Note: Two extra bags were left with the doorman. It now totals $120.75, more than your card's hold. Please authorize it: ${link} Reply STOP to opt out.`,
    );
  });

  it('reauthorizationNeeded after a weigh-in without a note or a changed line (only a surcharge moved)', () => {
    const given = {
      kind: 'reauthorizationNeeded' as const,
      order,
      publicUrl,
      amountCents: 110_00,
      weighIn: { ...changes, notes: '', lines: [], finalCents: 110_00 },
    };
    expect(orderEmail(given).text).toBe(`Hi Ana,

The total of your order #10042 is now $110.00, more than the hold of $99.00 on your card.

We weighed and counted your items. Estimated total: $66.00. Final total: $110.00.

Please authorize the new amount so we can complete your order.

Authorize the new amount: ${link}

FreshPress`);
    expect(orderText(given)).toBe(
      `FreshPress: Order #10042 was weighed: estimate $66.00, final $110.00. It now totals $110.00, more than your card's hold. Please authorize it: ${link} Reply STOP to opt out.`,
    );
  });

  it('confirms a placed order by text with its pick-up', () => {
    expect(orderPlacedText(order)).toBe(
      'FreshPress: Order #10042 is confirmed. Pick-up Mon, Jun 1, 8-9am. Reply STOP to opt out.',
    );
  });
});
