import { type Order, orders, outbox, smsOptOuts } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../context';
import { callerFor } from '../../testing/context';
import {
  firstProductId,
  placeOrderInput,
  TEST_CARDS,
  TEST_NOW,
  testClock,
  washFoldDraft,
  withEmail,
} from '../../testing/drafts';
import { startGuestSession } from '../auth/sessions';
import { notifyOrder } from './orderNotifications';
import { recordSmsReply } from './smsReplies';

let database: Database;
let productId: string;
const publicUrl = 'http://laundry.test';

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  productId = await firstProductId(database.db);
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(outbox);
  await database.db.delete(smsOptOuts);
});

/** Places a wash and fold order at checkout as a guest, texts chosen or not. */
async function placeOrder(sms: boolean): Promise<Order> {
  const email = `notified-${crypto.randomUUID()}@example.test`;
  const session = await startGuestSession(database.db, null, TEST_NOW);
  const actor: Actor = { kind: 'guest', sessionId: session.id, email: null, emailProven: false };
  const caller = callerFor(database.db, actor, testClock);
  const method = await caller.payments.createTestPaymentMethod({
    number: TEST_CARDS.visa,
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
  });
  const placed = await caller.checkout.placeOrder(
    placeOrderInput(withEmail(washFoldDraft(productId), email), method.id, { sms }),
  );
  const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
  return order!;
}

const queued = (to: string) => database.db.select().from(outbox).where(eq(outbox.to, to));

describe('order notifications through the outbox', () => {
  it('checkout queues the confirmation text for a customer who chose texts, and none otherwise', async () => {
    const texted = await placeOrder(true);
    expect(await queued('+12125550199')).toMatchObject([
      {
        kind: 'sms',
        status: 'pending',
        body: `FreshPress: Order #${texted.orderNumber} is confirmed. Pick-up Wed, Dec 2, 12-1pm. Reply STOP to opt out.`,
      },
    ]);
    expect(await queued(texted.email)).toMatchObject([
      { kind: 'email', subject: `Your order #${texted.orderNumber} is confirmed` },
    ]);

    await database.db.delete(outbox);
    const quiet = await placeOrder(false);
    expect(await queued('+12125550199')).toEqual([]);
    expect(await queued(quiet.email)).toHaveLength(1);
  });

  it('queues the e-mail, and the text to the E.164 number when the order asked for texts', async () => {
    const order = await placeOrder(true);
    await database.db.delete(outbox);
    const result = await database.db.transaction((tx) =>
      notifyOrder(tx, { kind: 'enRouteForDelivery', order, publicUrl }),
    );
    expect(result).toEqual({ emailId: expect.any(String), smsId: expect.any(String) });
    expect(await queued(order.email)).toMatchObject([
      {
        kind: 'email',
        subject: `Order #${order.orderNumber} is out for delivery`,
        body: expect.stringContaining(`Your order: http://laundry.test/app/order/id/${order.id}`),
        html: expect.stringContaining(`<a href="http://laundry.test/app/order/id/${order.id}">`),
      },
    ]);
    expect(await queued('+12125550199')).toMatchObject([
      {
        kind: 'sms',
        body: `FreshPress: Order #${order.orderNumber} is out for delivery. Reply STOP to opt out.`,
      },
    ]);
  });

  it('queues nothing when the change that causes it rolls back', async () => {
    const order = await placeOrder(true);
    await database.db.delete(outbox);
    await database.db
      .transaction(async (tx) => {
        await notifyOrder(tx, { kind: 'canceled', order, publicUrl });
        throw new Error('cancel failed');
      })
      .catch(() => undefined);
    expect(await database.db.select().from(outbox)).toEqual([]);
  });

  it('sends no text when the order did not ask for texts, or its phone cannot take one', async () => {
    const order = await placeOrder(false);
    await database.db.delete(outbox);
    expect(await notifyOrder(database.db, { kind: 'inProgress', order, publicUrl })).toMatchObject({
      smsId: null,
    });
    const odd = { ...order, sms: true, phone: '555-0199' };
    expect(await notifyOrder(database.db, { kind: 'inProgress', order: odd, publicUrl })).toMatchObject({
      smsId: null,
    });
    expect((await database.db.select().from(outbox)).map((row) => row.kind)).toEqual(['email', 'email']);
  });

  it('after a STOP reply only the e-mail goes; after START texts go again', async () => {
    const order = await placeOrder(true);
    await database.db.delete(outbox);
    expect(await recordSmsReply(database.db, { from: '+12125550199', body: 'Stop' })).toBe('optedOut');

    const stopped = await notifyOrder(database.db, {
      kind: 'refunded',
      order,
      amountCents: 12_50,
      publicUrl,
    });
    expect(stopped.smsId).toBeNull();
    expect(await queued('+12125550199')).toEqual([]);
    expect(await queued(order.email)).toMatchObject([
      { subject: `A refund for order #${order.orderNumber}` },
    ]);
    // The checkout's confirmation text is held back too.
    await placeOrder(true);
    expect(await queued('+12125550199')).toEqual([]);

    expect(await recordSmsReply(database.db, { from: '+12125550199', body: 'START' })).toBe('optedIn');
    const resumed = await notifyOrder(database.db, {
      kind: 'completed',
      order,
      amountCents: 42_00,
      publicUrl,
    });
    expect(resumed.smsId).not.toBeNull();
    expect(await queued('+12125550199')).toMatchObject([
      {
        body: `FreshPress: Order #${order.orderNumber} is complete. Charged $42.00. Thank you! Reply STOP to opt out.`,
      },
    ]);
  });
});

describe('text replies', () => {
  const optedOut = () => database.db.select({ phone: smsOptOuts.phone }).from(smsOptOuts);

  it('records STOP once however often it comes, and START removes it', async () => {
    expect(await recordSmsReply(database.db, { from: '+13055550142', body: 'STOP' })).toBe('optedOut');
    expect(await recordSmsReply(database.db, { from: '+13055550142', body: 'quit' })).toBe('optedOut');
    expect(await optedOut()).toEqual([{ phone: '13055550142' }]);
    expect(await recordSmsReply(database.db, { from: '+13055550142', body: 'UNSTOP' })).toBe('optedIn');
    expect(await recordSmsReply(database.db, { from: '+13055550142', body: 'START' })).toBe('optedIn');
    expect(await optedOut()).toEqual([]);
  });

  it('ignores other replies and replies without a number', async () => {
    expect(await recordSmsReply(database.db, { from: '+13055550142', body: 'Thanks, see you!' })).toBe(
      'ignored',
    );
    expect(await recordSmsReply(database.db, { from: '', body: 'STOP' })).toBe('ignored');
    expect(await optedOut()).toEqual([]);
  });
});
