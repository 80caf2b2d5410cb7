import { type OrderStatus, outbox, type User } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, userActor } from '../testing/context';
import {
  firstProductId,
  placeOrderInput,
  TEST_CARDS,
  testClock,
  washFoldDraft,
  withEmail,
} from '../testing/drafts';

/**
 * docs/rules/statuses.md, Status changes by staff: the customer is told of En Route for Pick Up, In Progress, En Route
 * for Delivery and Completed (with the amount charged, once charged), by e-mail and by text when they chose texts. Each status's own message,
 * word for word, as it waits in the outbox: a status mapped to another moment's words, or a line lost, shows here.
 */

let database: Database;
let productId: string;
let admin: User;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  productId = await firstProductId(database.db);
  admin = await createUser(database.db, { role: 'Admin' });
});
afterAll(() => database.close());

/** A customer's wash and fold order (pick-up Wed 2 Dec 12-1pm, delivery Thu 3 Dec 2-3pm, $44.00), texts chosen. */
async function placedWithTexts() {
  const customer = await createUser(database.db);
  const caller = callerFor(database.db, userActor(customer), testClock);
  const method = await caller.payments.createTestPaymentMethod({
    number: TEST_CARDS.visa,
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
  });
  const placed = await caller.checkout.placeOrder(
    placeOrderInput(withEmail(washFoldDraft(productId), customer.email), method.id, { sms: true }),
  );
  return { ...placed, email: customer.email };
}

/** The status messages waiting for one order: its e-mail and its text. */
const statusMessages = (orderId: string) =>
  database.db
    .select({
      kind: outbox.kind,
      to: outbox.to,
      subject: outbox.subject,
      body: outbox.body,
      html: outbox.html,
    })
    .from(outbox)
    .where(eq(outbox.collapseKey, `status:${orderId}`))
    .orderBy(asc(outbox.kind));

interface Words {
  subject: string;
  /** The e-mail's paragraphs between the greeting and the link. */
  paragraphs: string[];
  sms: string;
}

/** What each notified status says, for order number `n` (literal texts, the product's words). */
const WORDS: Record<string, (n: number) => Words> = {
  'En Route for Pick Up': (n) => ({
    subject: `We're on our way to pick up order #${n}`,
    paragraphs: [
      `Our driver is on the way to pick up your order #${n}. Please have your items ready.`,
      'Pick-up: Wednesday, December 2, 12-1pm',
    ],
    sms: `FreshPress: We're on our way to pick up order #${n}. Reply STOP to opt out.`,
  }),
  'In Progress': (n) => ({
    subject: `Order #${n} is being cleaned`,
    paragraphs: [
      `We have your items from order #${n} and are working on them now.`,
      'Delivery: Thursday, December 3, 2-3pm',
    ],
    sms: `FreshPress: Order #${n} is being cleaned. Reply STOP to opt out.`,
  }),
  'En Route for Delivery': (n) => ({
    subject: `Order #${n} is out for delivery`,
    paragraphs: [`Your order #${n} is on its way back to you.`, 'Delivery: Thursday, December 3, 2-3pm'],
    sms: `FreshPress: Order #${n} is out for delivery. Reply STOP to opt out.`,
  }),
  Completed: (n) => ({
    subject: `Order #${n} is complete`,
    // No total: nothing has been charged yet, and an uncharged total is never named (docs/decisions/0083-orders-receipt.md).
    paragraphs: [`Your order #${n} is complete. Thank you for choosing FreshPress!`],
    sms: `FreshPress: Order #${n} is complete. Thank you! Reply STOP to opt out.`,
  }),
};

describe('the message of each status a customer is told of (docs/rules/statuses.md, Status changes by staff)', () => {
  it.each(Object.keys(WORDS))(
    '%s: the e-mail (subject, text, HTML) and the text, word for word',
    async (status) => {
      const { orderId, orderNumber, email } = await placedWithTexts();
      await callerFor(database.db, userActor(admin), testClock).orders.setStatus({
        orderId,
        status: status as OrderStatus as 'New',
      });
      const words = WORDS[status]!(orderNumber);
      const link = `http://laundry.test/app/order/id/${orderId}`;
      expect(await statusMessages(orderId)).toEqual([
        {
          kind: 'email',
          to: email,
          subject: words.subject,
          body: ['Hi Ana,', ...words.paragraphs, `Your order: ${link}`, 'FreshPress'].join('\n\n'),
          html: [
            '<p>Hi Ana,</p>',
            ...words.paragraphs.map((p) => `<p>${p}</p>`),
            `<p><a href="${link}">View your order #${orderNumber}</a></p>`,
            '<p>FreshPress</p>',
          ].join('\n'),
        },
        { kind: 'sms', to: '+12125550199', subject: '', body: words.sms, html: null },
      ]);
    },
  );

  it('tells nothing of a move back to New, the one selectable status not announced', async () => {
    const { orderId } = await placedWithTexts();
    const staff = callerFor(database.db, userActor(admin), testClock);
    await staff.orders.setStatus({ orderId, status: 'In Progress' });
    // The In Progress message went out; the move back to New must not queue one of its own.
    await database.db
      .update(outbox)
      .set({ status: 'sent' })
      .where(eq(outbox.collapseKey, `status:${orderId}`));
    await staff.orders.setStatus({ orderId, status: 'New' });
    const messages = await statusMessages(orderId);
    expect(messages.map((m) => [m.kind, m.subject])).toEqual([
      ['email', expect.stringMatching(/ is being cleaned$/)],
      ['sms', ''],
    ]);
  });
});
