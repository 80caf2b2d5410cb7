import { orders, type User } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { ORDER_STATUSES, type OrderStatus } from '@laundry/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../context';
import { callerFor, userActor } from '../../testing/context';
import { TEST_NOW, testClock } from '../../testing/drafts';
import { insertListedOrder } from '../../testing/listOrders';
import { startGuestSession } from '../auth/sessions';

/**
 * docs/rules/statuses.md, Who may do what: reorder is for "the customer whose account holds it, once finished:
 * Completed, Payment Processed or Refund Processed"; docs/rules/ordering.md, Order detail: "A customer's reorder of a
 * finished order copies its address and services into a new order". A guest has no account and gets no reorder, not
 * even of their own finished order; staff reading an order are not its customer.
 */

const FINISHED: OrderStatus[] = ['Completed', 'Payment Processed', 'Refund Processed'];

let database: Database;
let customer: User;
let admin: User;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  customer = await createUser(database.db);
  admin = await createUser(database.db, { role: 'Admin' });
});
afterAll(() => database.close());

async function guestWithOrder() {
  const email = `guest-reorder-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const order = await insertListedOrder(database.db, { email, userId: null });
  const session = await startGuestSession(database.db, email, TEST_NOW);
  const actor: Actor = { kind: 'guest', sessionId: session.id, email, emailProven: true };
  return { actor, orderId: order.id };
}

const allowedReorder = async (actor: Actor, orderId: string) =>
  (await callerFor(database.db, actor, testClock).orders.get({ orderId })).allowed.reorder;
const setStatus = (orderId: string, status: OrderStatus) =>
  database.db.update(orders).set({ status }).where(eq(orders.id, orderId));

describe("the order detail's allowed.reorder", () => {
  it.each(ORDER_STATUSES)(
    '%s: the customer may reorder only a finished order; a guest and staff never',
    async (status) => {
      const own = await insertListedOrder(database.db, {
        email: customer.email,
        userId: customer.id,
        status,
      });
      const guest = await guestWithOrder();
      await setStatus(guest.orderId, status);
      expect({
        customer: await allowedReorder(userActor(customer), own.id),
        guest: await allowedReorder(guest.actor, guest.orderId),
        staff: await allowedReorder(userActor(admin), own.id),
      }).toEqual({ customer: FINISHED.includes(status), guest: false, staff: false });
    },
  );
});
