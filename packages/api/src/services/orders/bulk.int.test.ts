import { locations, orders, outbox, type User } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { ORDER_FETCH_MESSAGE } from '@laundry/validators/checkout';
import { and, eq, inArray, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, userActor } from '../../testing/context';
import { testClock } from '../../testing/drafts';
import { placeTestOrder } from '../../testing/orders';
import { LOCATION_CHANGE_MESSAGES } from './locationChange';
import { STATUS_CHANGE_MESSAGES } from './statusChange';
import { ORDER_CHANGED_MESSAGE } from './transactions';

/** docs/decisions/0086-orders-bulk-actions.md: orders.bulkSetStatus and orders.bulkSetLocation. */

let database: Database;
let admin: User;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  admin = await createUser(database.db, { role: 'Admin' });
});
afterAll(() => database.close());

const staff = () => callerFor(database.db, userActor(admin), testClock);

async function placeFor(customer: User) {
  const { orderId, orderNumber } = await placeTestOrder(database.db, userActor(customer), customer.email);
  return { orderId, orderNumber };
}
async function newOrder() {
  return placeFor(await createUser(database.db));
}
/** The orders as the screen loaded them: id and version. */
async function selected(orderIds: string[]) {
  const rows = await database.db
    .select({ orderId: orders.id, version: orders.version, orderNumber: orders.orderNumber })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  return orderIds.map((id) => {
    const row = rows.find((r) => r.orderId === id)!;
    return { orderId: row.orderId, version: row.version };
  });
}
async function statusesOf(orderIds: string[]) {
  const rows = await database.db
    .select({ id: orders.id, status: orders.status, locationId: orders.locationId })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  return orderIds.map((id) => rows.find((r) => r.id === id)!.status);
}
/** The status messages waiting for this e-mail (the placed order's confirmation is not one). */
const statusMessages = (email: string) =>
  database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.collapseKey, 'status:%')));

/** A refusal as `CODE: message`, zod's issues by their messages (tRPC carries them as its cause). */
async function refusal(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e as { code: string; message: string; cause?: { issues?: { message: string }[] } },
  );
  const issues = error.cause?.issues;
  return `${error.code}: ${issues ? issues.map((issue) => issue.message).join(' ') : error.message}`;
}

describe('orders.bulkSetStatus', () => {
  it('changes every selected order and answers each with its number', async () => {
    const placed = [await newOrder(), await newOrder(), await newOrder()];
    const ids = placed.map((p) => p.orderId);
    const results = await staff().orders.bulkSetStatus({
      orders: await selected(ids),
      status: 'In Progress',
    });
    expect(results).toEqual(
      placed.map((p) => ({ orderId: p.orderId, orderNumber: p.orderNumber, ok: true })),
    );
    expect(await statusesOf(ids)).toEqual(['In Progress', 'In Progress', 'In Progress']);
  });

  it('refuses a stale order with its message and changes the others', async () => {
    const placed = [await newOrder(), await newOrder(), await newOrder()];
    const ids = placed.map((p) => p.orderId);
    const loaded = await selected(ids);
    // Someone else changes the second order after the screen loaded it.
    await staff().orders.setStatus({ orderId: ids[1]!, status: 'En Route for Pick Up' });
    const results = await staff().orders.bulkSetStatus({ orders: loaded, status: 'In Progress' });
    expect(results).toEqual([
      { orderId: ids[0], orderNumber: placed[0]!.orderNumber, ok: true },
      { orderId: ids[1], orderNumber: placed[1]!.orderNumber, ok: false, message: ORDER_CHANGED_MESSAGE },
      { orderId: ids[2], orderNumber: placed[2]!.orderNumber, ok: true },
    ]);
    expect(await statusesOf(ids)).toEqual(['In Progress', 'En Route for Pick Up', 'In Progress']);
  });

  it('refuses a status the order cannot leave, with the one-order change message', async () => {
    const canceled = await newOrder();
    const other = await newOrder();
    await database.db.update(orders).set({ status: 'Canceled' }).where(eq(orders.id, canceled.orderId));
    const results = await staff().orders.bulkSetStatus({
      orders: await selected([canceled.orderId, other.orderId]),
      status: 'Completed',
    });
    expect(results).toEqual([
      {
        orderId: canceled.orderId,
        orderNumber: canceled.orderNumber,
        ok: false,
        message: STATUS_CHANGE_MESSAGES.canceled,
      },
      { orderId: other.orderId, orderNumber: other.orderNumber, ok: true },
    ]);
    expect(await statusesOf([canceled.orderId, other.orderId])).toEqual(['Canceled', 'Completed']);
  });

  it("sends a customer with 3 selected orders one message for the change, another customer's their own", async () => {
    const customer = await createUser(database.db);
    const mine = [await placeFor(customer), await placeFor(customer), await placeFor(customer)];
    const someoneElse = await createUser(database.db);
    const theirs = await placeFor(someoneElse);
    const ids = [...mine.map((p) => p.orderId), theirs.orderId];
    const results = await staff().orders.bulkSetStatus({
      orders: await selected(ids),
      status: 'In Progress',
    });
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await statusesOf(ids)).toEqual(['In Progress', 'In Progress', 'In Progress', 'In Progress']);
    const messages = await statusMessages(customer.email);
    expect(messages.map((m) => m.subject)).toEqual([`Order #${mine[0]!.orderNumber} is being cleaned`]);
    expect((await statusMessages(someoneElse.email)).map((m) => m.subject)).toEqual([
      `Order #${theirs.orderNumber} is being cleaned`,
    ]);
  });

  it("lets the customer's next order speak for them when the first is refused", async () => {
    const customer = await createUser(database.db);
    const first = await placeFor(customer);
    const second = await placeFor(customer);
    const loaded = await selected([first.orderId, second.orderId]);
    await database.db.update(orders).set({ status: 'Canceled' }).where(eq(orders.id, first.orderId));
    const results = await staff().orders.bulkSetStatus({ orders: loaded, status: 'En Route for Delivery' });
    expect(results.map((r) => r.ok)).toEqual([false, true]);
    expect((await statusMessages(customer.email)).map((m) => m.subject)).toEqual([
      `Order #${second.orderNumber} is out for delivery`,
    ]);
  });

  it('refuses more than 200 orders, and changes nothing', async () => {
    const placed = await newOrder();
    const loaded = await selected([placed.orderId]);
    const many = [
      ...loaded,
      ...Array.from({ length: 200 }, () => ({ orderId: crypto.randomUUID(), version: 1 })),
    ];
    expect(await refusal(staff().orders.bulkSetStatus({ orders: many, status: 'In Progress' }))).toBe(
      'BAD_REQUEST: Please select at most 200 orders at a time.',
    );
    // 200 is allowed: refused only because the 199 others name no order.
    expect(
      await refusal(staff().orders.bulkSetStatus({ orders: many.slice(0, 200), status: 'In Progress' })),
    ).toBe(`NOT_FOUND: ${ORDER_FETCH_MESSAGE}`);
    expect(await statusesOf([placed.orderId])).toEqual(['New']);
  });

  it('refuses bad input before anything changes: none, a repeated order, an unknown order, a bad status', async () => {
    const placed = await newOrder();
    const loaded = await selected([placed.orderId]);
    expect(await refusal(staff().orders.bulkSetStatus({ orders: [], status: 'In Progress' }))).toBe(
      'BAD_REQUEST: Please select at least one order.',
    );
    expect(
      await refusal(staff().orders.bulkSetStatus({ orders: [...loaded, ...loaded], status: 'In Progress' })),
    ).toBe('BAD_REQUEST: Each order may be selected only once.');
    await expect(
      staff().orders.bulkSetStatus({
        orders: [...loaded, { orderId: crypto.randomUUID(), version: 1 }],
        status: 'In Progress',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: ORDER_FETCH_MESSAGE });
    expect(
      await refusal(staff().orders.bulkSetStatus({ orders: loaded, status: 'Payment Processed' as 'New' })),
    ).toBe('BAD_REQUEST: Please choose a valid status.');
    expect(await statusesOf([placed.orderId])).toEqual(['New']);
  });

  it('is FORBIDDEN to a customer, even for their own orders', async () => {
    const customer = await createUser(database.db);
    const own = await placeFor(customer);
    const caller = callerFor(database.db, userActor(customer), testClock);
    await expect(
      caller.orders.bulkSetStatus({ orders: await selected([own.orderId]), status: 'In Progress' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      caller.orders.bulkSetLocation({
        orders: await selected([own.orderId]),
        locationId: crypto.randomUUID(),
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await statusesOf([own.orderId])).toEqual(['New']);
  });
});

describe('orders.bulkSetLocation', () => {
  async function storeOtherThan(orderId: string) {
    const [order] = await database.db
      .select({ locationId: orders.locationId })
      .from(orders)
      .where(eq(orders.id, orderId));
    const [store] = await database.db
      .select({ id: locations.id })
      .from(locations)
      .where(ne(locations.id, order!.locationId!))
      .limit(1);
    return store!.id;
  }
  const locationsOf = async (orderIds: string[]) => {
    const rows = await database.db
      .select({ id: orders.id, locationId: orders.locationId })
      .from(orders)
      .where(inArray(orders.id, orderIds));
    return orderIds.map((id) => rows.find((r) => r.id === id)!.locationId);
  };

  it('gives every selected order to the store, refusing one already there and one canceled', async () => {
    const placed = [await newOrder(), await newOrder(), await newOrder()];
    const ids = placed.map((p) => p.orderId);
    const store = await storeOtherThan(ids[0]!);
    const loaded = await selected(ids);
    await database.db.update(orders).set({ locationId: store }).where(eq(orders.id, ids[1]!));
    await database.db.update(orders).set({ status: 'Canceled' }).where(eq(orders.id, ids[2]!));
    const before = await locationsOf(ids);
    const results = await staff().orders.bulkSetLocation({ orders: loaded, locationId: store });
    expect(results).toEqual([
      { orderId: ids[0], orderNumber: placed[0]!.orderNumber, ok: true },
      {
        orderId: ids[1],
        orderNumber: placed[1]!.orderNumber,
        ok: false,
        message: LOCATION_CHANGE_MESSAGES.same,
      },
      {
        orderId: ids[2],
        orderNumber: placed[2]!.orderNumber,
        ok: false,
        message: LOCATION_CHANGE_MESSAGES.canceled,
      },
    ]);
    expect(await locationsOf(ids)).toEqual([store, store, before[2]]);
  });

  it('refuses an unknown store before anything changes', async () => {
    const placed = await newOrder();
    const before = await locationsOf([placed.orderId]);
    await expect(
      staff().orders.bulkSetLocation({
        orders: await selected([placed.orderId]),
        locationId: crypto.randomUUID(),
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: LOCATION_CHANGE_MESSAGES.unknown });
    expect(
      await refusal(
        staff().orders.bulkSetLocation({ orders: await selected([placed.orderId]), locationId: 'downtown' }),
      ),
    ).toBe('BAD_REQUEST: Please choose a valid location.');
    expect(await locationsOf([placed.orderId])).toEqual(before);
  });
});
