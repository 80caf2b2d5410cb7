import { orderEvents, orders, outbox, type User } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { FOR_CUSTOMER_MESSAGE } from '@laundry/validators/checkout';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../context';
import { FORBIDDEN_MESSAGE } from '../../errors';
import { callerFor, userActor } from '../../testing/context';
import {
  firstProductId,
  placeOrderInput,
  TEST_CARDS,
  testClock,
  WASH_FOLD_QUOTE_CENTS,
  washFoldDraft,
  withEmail,
} from '../../testing/drafts';
import { insertListedOrder } from '../../testing/listOrders';

// docs/decisions/0087-phone-orders.md: staff place an order for a customer on the phone.
let database: Database;
let productId: string;
let staff: User;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  productId = await firstProductId(database.db);
  staff = await createUser(database.db, { role: 'Admin', firstName: 'Dana', lastName: 'Staff' });
});
afterAll(() => database.close());

const actorOf = (user: User): Actor => userActor(user as Parameters<typeof userActor>[0]);
const caller = (user: User) => callerFor(database.db, actorOf(user), testClock);

async function typedCard(user: User, saveToAccount = false) {
  return caller(user).payments.createTestPaymentMethod({
    number: TEST_CARDS.visa,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
    saveToAccount,
  });
}

async function ordersOf(userId: string) {
  return database.db.select().from(orders).where(eq(orders.userId, userId));
}

describe('checkout.placeOrder for a customer (phone orders)', () => {
  it("places the order as the customer's: their account and e-mail, the confirmation to them, the event says who placed it", async () => {
    const jane = await createUser(database.db, { firstName: 'Jane', lastName: 'Doe' });
    const method = await typedCard(staff);
    // The form held the staff member's own address: the order still takes the customer's.
    const draft = withEmail(washFoldDraft(productId), staff.email);
    const placed = await caller(staff).checkout.placeOrder({
      ...placeOrderInput(draft, method.id),
      forCustomer: { userId: jane.id },
    });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order?.userId).toBe(jane.id);
    expect(order?.email).toBe(jane.email);
    const mail = await database.db.select().from(outbox).where(eq(outbox.to, jane.email));
    expect(mail.map((m) => m.subject)).toHaveLength(1);
    expect(await database.db.select().from(outbox).where(eq(outbox.to, staff.email))).toEqual([]);
    const [event] = await database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, placed.orderId));
    expect(event?.kind).toBe('created');
    expect(event?.actorUserId).toBe(staff.id);
    expect(event?.actorRole).toBe('Admin');
    expect(event?.data).toMatchObject({
      placedBy: { id: staff.id, name: 'Dana Staff' },
      placedFor: { id: jane.id, name: 'Jane Doe', email: jane.email },
      phoneOrder: 'Placed by Dana Staff for Jane Doe',
    });
    // The timeline names the staff member, and the customer sees the order as theirs.
    const timeline = await caller(staff).orders.timeline({ orderId: placed.orderId });
    expect(timeline[0]).toMatchObject({ kind: 'created', actor: { name: 'Dana Staff', role: 'Admin' } });
    const mine = await caller(jane).orders.timeline({ orderId: placed.orderId });
    expect(mine[0]?.actor).toEqual({ name: 'Staff', role: 'Admin' });
    expect(mine[0]?.data).not.toHaveProperty('placedBy');
    expect(mine[0]?.data).not.toHaveProperty('phoneOrder');
    expect(mine[0]?.data).toMatchObject({ placedFor: { id: jane.id } });
    expect(timeline[0]?.data).toMatchObject({ phoneOrder: 'Placed by Dana Staff for Jane Doe' });
  });

  it('places an order for a customer staff have just added (an account without a password)', async () => {
    const created = await caller(staff).customers.create({
      firstName: 'New',
      lastName: 'Caller',
      email: 'new.caller@example.test',
      phone: '(212) 555-0199',
    });
    expect(created.hasPassword).toBe(false);
    const method = await typedCard(staff);
    const placed = await caller(staff).checkout.placeOrder({
      ...placeOrderInput(withEmail(washFoldDraft(productId), 'new.caller@example.test'), method.id),
      forCustomer: { userId: created.id },
    });
    const mine = await ordersOf(created.id);
    expect(mine.map((o) => o.id)).toEqual([placed.orderId]);
    const subjects = (await database.db.select().from(outbox).where(eq(outbox.to, created.email))).map(
      (m) => m.subject,
    );
    // The welcome link to choose a password, then the order's confirmation.
    expect(subjects).toHaveLength(2);
  });

  it('refuses a customer who sends forCustomer, and creates nothing', async () => {
    const customer = await createUser(database.db);
    const other = await createUser(database.db);
    const method = await typedCard(customer);
    await expect(
      caller(customer).checkout.placeOrder({
        ...placeOrderInput(withEmail(washFoldDraft(productId), customer.email), method.id),
        forCustomer: { userId: other.id },
      }),
    ).rejects.toThrow(FORBIDDEN_MESSAGE);
    expect(await ordersOf(customer.id)).toEqual([]);
    expect(await ordersOf(other.id)).toEqual([]);
    expect(await database.db.select().from(outbox).where(eq(outbox.to, other.email))).toEqual([]);
  });

  it('answers bad input for an id that is no customer (a staff account, nobody), and creates nothing', async () => {
    const method = await typedCard(staff);
    for (const userId of [staff.id, crypto.randomUUID()]) {
      const input = placeOrderInput(withEmail(washFoldDraft(productId), staff.email), method.id);
      await expect(caller(staff).checkout.placeOrder({ ...input, forCustomer: { userId } })).rejects.toThrow(
        FOR_CUSTOMER_MESSAGE,
      );
      await expect(
        caller(staff).checkout.placeOrder({ ...input, forCustomer: { userId: 'not-an-id' } }),
      ).rejects.toThrow(FOR_CUSTOMER_MESSAGE);
    }
    expect(await database.db.select().from(orders).where(eq(orders.email, staff.email))).toEqual([]);
  });

  it("uses the customer's saved card only through a phone order; only staff list it", async () => {
    const jane = await createUser(database.db, { firstName: 'Jane', lastName: 'Saved' });
    const saved = await typedCard(jane, true);
    expect(await caller(staff).checkout.customerCards({ userId: jane.id })).toEqual([
      expect.objectContaining({ id: saved.id, last4: '4242' }),
    ]);
    await expect(caller(jane).checkout.customerCards({ userId: jane.id })).rejects.toThrow();
    await expect(caller(staff).checkout.customerCards({ userId: staff.id })).rejects.toThrow(
      FOR_CUSTOMER_MESSAGE,
    );
    const draft = withEmail(washFoldDraft(productId), jane.email);
    // Without forCustomer, staff cannot charge the customer's saved card.
    await expect(caller(staff).checkout.placeOrder(placeOrderInput(draft, saved.id))).rejects.toThrow();
    expect(await ordersOf(jane.id)).toEqual([]);
    const placed = await caller(staff).checkout.placeOrder({
      ...placeOrderInput(draft, saved.id),
      forCustomer: { userId: jane.id },
    });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order?.userId).toBe(jane.id);
    expect(order?.cardLast4).toBe('4242');
  });

  it("judges a first-time promotion on the customer's history, not the staff member's", async () => {
    const returning = await createUser(database.db, { firstName: 'Ret', lastName: 'Urning' });
    await insertListedOrder(database.db, {
      userId: returning.id,
      email: returning.email,
      status: 'Completed',
    });
    const first = await createUser(database.db, { firstName: 'First', lastName: 'Timer' });
    const method = await typedCard(staff);
    const withCode = { ...withEmail(washFoldDraft(productId), staff.email), promoCode: 'WELCOME15' };
    await expect(
      caller(staff).checkout.placeOrder({
        ...placeOrderInput(withCode, method.id),
        forCustomer: { userId: returning.id },
      }),
    ).rejects.toThrow('This promotion is for first-time customers only.');
    expect(await ordersOf(returning.id)).toHaveLength(1);
    const placed = await caller(staff).checkout.placeOrder({
      ...placeOrderInput(withCode, method.id),
      forCustomer: { userId: first.id },
    });
    expect(placed.quoteTotalCents).toBe(WASH_FOLD_QUOTE_CENTS - 5_40);
  });

  it("quotes a phone order for its customer, as it will be placed: the promotion judged on the customer's history", async () => {
    const returning = await createUser(database.db, { firstName: 'Quote', lastName: 'Returning' });
    await insertListedOrder(database.db, {
      userId: returning.id,
      email: returning.email,
      status: 'Completed',
    });
    const first = await createUser(database.db, { firstName: 'Quote', lastName: 'First' });
    const order = { ...withEmail(washFoldDraft(productId), staff.email), promoCode: 'WELCOME15' };
    const forReturning = await caller(staff).checkout.quote({ order, forCustomer: { userId: returning.id } });
    expect(forReturning.promoError).toBe('This promotion is for first-time customers only.');
    const forFirst = await caller(staff).checkout.quote({ order, forCustomer: { userId: first.id } });
    expect(forFirst.promoError).toBeNull();
    expect(forFirst.quoteTotalCents).toBe(WASH_FOLD_QUOTE_CENTS - 5_40);
    // Only staff quote for another customer; an id that is no customer is bad input.
    await expect(
      caller(first).checkout.quote({ order, forCustomer: { userId: returning.id } }),
    ).rejects.toThrow(FORBIDDEN_MESSAGE);
    await expect(caller(staff).checkout.quote({ order, forCustomer: { userId: staff.id } })).rejects.toThrow(
      FOR_CUSTOMER_MESSAGE,
    );
  });

  it('the audit trail says who placed the order for whom', async () => {
    const jane = await createUser(database.db, { firstName: 'Jane', lastName: 'Audit' });
    const method = await typedCard(staff);
    const placed = await caller(staff).checkout.placeOrder({
      ...placeOrderInput(withEmail(washFoldDraft(productId), jane.email), method.id),
      forCustomer: { userId: jane.id },
    });
    const superAdmin = await createUser(database.db, { role: 'SuperAdmin' });
    const list = await caller(superAdmin).audit.list({ search: String(placed.orderNumber) });
    const created = list.rows.find((entry) => entry.action === 'created');
    expect(created?.lines).toContainEqual({
      field: 'Phone order',
      value: 'Placed by Dana Staff for Jane Audit',
    });
  });
});
