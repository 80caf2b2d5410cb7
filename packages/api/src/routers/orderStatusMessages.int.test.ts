import { type OrderStatus, outbox, type User } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_MESSAGE_DELAY_MS } from '../services/notifications/statusMessages';
import { callerFor, userActor } from '../testing/context';
import { TEST_NOW, testClock } from '../testing/drafts';
import { placeTestOrder } from '../testing/orders';

/** docs/decisions/0077-orders-status-changes-undo.md: rapid status changes, or one undone, send one message at most. */

let database: Database;
let admin: User;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  admin = await createUser(database.db, { role: 'Admin' });
});
afterAll(() => database.close());

async function newOrder() {
  const customer = await createUser(database.db);
  const { orderId } = await placeTestOrder(database.db, userActor(customer), customer.email);
  return { orderId, email: customer.email };
}
const setStatus = (orderId: string, status: OrderStatus) =>
  callerFor(database.db, userActor(admin), testClock).orders.setStatus({
    orderId,
    status: status as 'New',
  });
/** The status messages waiting for this customer (the placed order's confirmation is not one). */
const waiting = (email: string) =>
  database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.status, 'pending'), like(outbox.collapseKey, 'status:%')));

describe('status messages', () => {
  it('pins the wait of a status message: 20 seconds', () => {
    expect(STATUS_MESSAGE_DELAY_MS).toBe(20_000);
  });

  it('waits 20 seconds before a status message goes out', async () => {
    const { orderId, email } = await newOrder();
    await setStatus(orderId, 'En Route for Pick Up');
    const [message] = await waiting(email);
    expect(message!.subject).toMatch(/^We're on our way to pick up order #\d+$/);
    expect(message!.nextAttemptAt).toEqual(new Date(TEST_NOW.getTime() + STATUS_MESSAGE_DELAY_MS));
  });

  it('sends only the last of three rapid changes', async () => {
    const { orderId, email } = await newOrder();
    await setStatus(orderId, 'En Route for Pick Up');
    await setStatus(orderId, 'In Progress');
    await setStatus(orderId, 'En Route for Delivery');
    const messages = await waiting(email);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toMatch(/^Order #\d+ is out for delivery$/);
  });

  it('sends nothing for a change undone before its message went out', async () => {
    const { orderId, email } = await newOrder();
    await setStatus(orderId, 'En Route for Pick Up');
    await setStatus(orderId, 'New');
    expect(await waiting(email)).toHaveLength(0);
    // Undone through another status, back to where the customer last was: nothing either.
    await setStatus(orderId, 'In Progress');
    await setStatus(orderId, 'En Route for Delivery');
    await setStatus(orderId, 'New');
    expect(await waiting(email)).toHaveLength(0);
  });

  it('leaves a message already sent alone: the next change is a message of its own', async () => {
    const { orderId, email } = await newOrder();
    await setStatus(orderId, 'En Route for Pick Up');
    await database.db
      .update(outbox)
      .set({ status: 'sent', sentAt: TEST_NOW })
      .where(and(eq(outbox.to, email), like(outbox.collapseKey, 'status:%')));
    await setStatus(orderId, 'In Progress');
    const messages = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), like(outbox.collapseKey, 'status:%')));
    expect(messages.map((m) => m.status).sort()).toEqual(['pending', 'sent']);
  });
});
