import { locations, type Order, orderEvents, orders, outbox, type User } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../context';
import { startGuestSession } from '../services/auth/sessions';
import { callerFor, userActor } from '../testing/context';
import {
  firstProductId,
  placeOrderInput,
  TEST_CARDS,
  TEST_NOW,
  testClock,
  washFoldDraft,
  withEmail,
} from '../testing/drafts';

let database: Database;
let productId: string;
let admin: User;
let staff: Actor;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  productId = await firstProductId(database.db);
  admin = await createUser(database.db, { role: 'Admin', firstName: 'Alma', lastName: 'Admin' });
  staff = userActor(admin);
});
afterAll(() => database.close());

async function placedBy(actor: Actor, email: string) {
  const caller = callerFor(database.db, actor, testClock);
  const card = { number: TEST_CARDS.visa, expMonth: 12, expYear: 2030, cvc: '123' };
  const method = await caller.payments.createTestPaymentMethod(card);
  const placed = await caller.checkout.placeOrder(
    placeOrderInput(withEmail(washFoldDraft(productId), email), method.id),
  );
  return placed.orderId;
}

async function customersOrder() {
  const customer = await createUser(database.db);
  const orderId = await placedBy(userActor(customer), customer.email);
  return { customer, orderId };
}

const row = async (orderId: string) =>
  (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const eventsOf = (orderId: string) =>
  database.db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt));
const mailsTo = (email: string) => database.db.select().from(outbox).where(eq(outbox.to, email));
const setRow = (orderId: string, values: Partial<Order>) =>
  database.db.update(orders).set(values).where(eq(orders.id, orderId));
const staffCaller = () => callerFor(database.db, staff, testClock);

/** Asserts a refused call changed nothing: status, store, version, events and e-mails. */
async function expectUnchanged(orderId: string, call: () => Promise<unknown>, message: string) {
  const before = await row(orderId);
  const events = (await eventsOf(orderId)).length;
  const mails = (await mailsTo(before.email)).length;
  await expect(call()).rejects.toThrow(message);
  const after = await row(orderId);
  expect(after).toMatchObject({
    status: before.status,
    locationId: before.locationId,
    version: before.version,
  });
  expect(await eventsOf(orderId)).toHaveLength(events);
  expect(await mailsTo(before.email)).toHaveLength(mails);
}

describe('orders.setStatus', () => {
  it('moves an order along, counts its version, records who did it and tells the customer', async () => {
    const { customer, orderId } = await customersOrder();
    const before = await row(orderId);
    const view = await staffCaller().orders.setStatus({ orderId, status: 'En Route for Pick Up' });
    expect(view).toMatchObject({ status: 'En Route for Pick Up', version: before.version + 1 });
    const events = await eventsOf(orderId);
    expect(events.at(-1)).toMatchObject({
      kind: 'status',
      actorUserId: admin.id,
      actorRole: 'Admin',
      data: { before: 'New', after: 'En Route for Pick Up' },
    });
    const mails = await mailsTo(customer.email);
    expect(mails.at(-1)!.subject).toContain(`#${before.orderNumber}`);
    expect(mails.at(-1)!.body).toContain(`/app/order/id/${orderId}`);

    // Back and forth among the working statuses; Completed names the total.
    await staffCaller().orders.setStatus({ orderId, status: 'In Progress' });
    await staffCaller().orders.setStatus({ orderId, status: 'New' });
    const completed = await staffCaller().orders.setStatus({ orderId, status: 'Completed' });
    expect(completed).toMatchObject({ status: 'Completed', version: before.version + 4 });
    expect((await mailsTo(customer.email)).at(-1)!.body).toContain('complete');
    // Changes made before their message went out give way to the next (docs/decisions/0077-orders-status-changes-undo.md):
    // the confirmation and Completed's message are left; New is never announced.
    const left = await mailsTo(customer.email);
    expect(left).toHaveLength(mails.length);
    expect(left.at(-1)!.subject).toBe(`Order #${before.orderNumber} is complete`);
  });

  it('changes nothing when the order already has the status', async () => {
    const { orderId } = await customersOrder();
    const before = await row(orderId);
    const view = await staffCaller().orders.setStatus({ orderId, status: 'New' });
    expect(view.version).toBe(before.version);
    expect((await eventsOf(orderId)).filter((e) => e.kind === 'status')).toEqual([]);
  });

  it.each([
    ['Canceled', 'This order was canceled. Its status can no longer change.'],
    ['Payment Processed', 'This order has been paid. Its status can no longer change.'],
    ['Refund Processed', 'This order has been refunded. Its status can no longer change.'],
    [
      'Awaiting Authorization',
      'This order is waiting for the customer to authorize the new amount. Its status can change once they have, or it can be canceled.',
    ],
    ['Pending Authorization', "This order's card is not authorized yet. Its status can change once it is."],
    ['Unassigned', 'Please assign a location to this order first.'],
  ] as const)('refuses to move an order out of %s, changing nothing', async (status, message) => {
    const { orderId } = await customersOrder();
    await setRow(orderId, { status });
    await expectUnchanged(
      orderId,
      () => staffCaller().orders.setStatus({ orderId, status: 'In Progress' }),
      message,
    );
    await expect(staffCaller().orders.setStatus({ orderId, status: 'In Progress' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('refuses a status staff may not choose, and an unknown one', async () => {
    const { orderId } = await customersOrder();
    for (const status of ['Canceled', 'Payment Processed', 'Lost']) {
      await expectUnchanged(
        orderId,
        () => staffCaller().orders.setStatus({ orderId, status: status as 'New' }),
        'Please choose a valid status.',
      );
    }
  });

  it('refuses a change made on a stale copy, and customers', async () => {
    const { customer, orderId } = await customersOrder();
    const { version } = await row(orderId);
    await staffCaller().orders.setStatus({ orderId, status: 'In Progress', version });
    await expectUnchanged(
      orderId,
      () => staffCaller().orders.setStatus({ orderId, status: 'Completed', version }),
      'This order was changed by someone else. Please reload it and try again.',
    );
    await expectUnchanged(
      orderId,
      () =>
        callerFor(database.db, userActor(customer), testClock).orders.setStatus({
          orderId,
          status: 'Completed',
        }),
      'You do not have permission to do that.',
    );
  });

  it('answers an unknown order with not found', async () => {
    await expect(
      staffCaller().orders.setStatus({ orderId: crypto.randomUUID(), status: 'Completed' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'There was an error getting orders.' });
  });
});

describe('orders.setLocation', () => {
  const anotherStore = async (not: string | null) =>
    (
      await database.db
        .select()
        .from(locations)
        .where(not ? ne(locations.id, not) : undefined)
        .limit(1)
    )[0]!;

  it('gives the order to another store, with its event and version', async () => {
    const { orderId } = await customersOrder();
    const before = await row(orderId);
    const store = await anotherStore(before.locationId);
    const view = await staffCaller().orders.setLocation({ orderId, locationId: store.id });
    expect(view).toMatchObject({
      location: { id: store.id, name: store.name },
      status: 'New',
      version: before.version + 1,
    });
    expect((await eventsOf(orderId)).at(-1)).toMatchObject({
      kind: 'location',
      actorRole: 'Admin',
      data: { before: { id: before.locationId }, after: { id: store.id, name: store.name } },
    });
  });

  it('refuses the current store, an unknown one, and a canceled order', async () => {
    const { orderId } = await customersOrder();
    const { locationId } = await row(orderId);
    await expectUnchanged(
      orderId,
      () => staffCaller().orders.setLocation({ orderId, locationId: locationId! }),
      'This order is already at this location. Please choose another one.',
    );
    await expectUnchanged(
      orderId,
      () => staffCaller().orders.setLocation({ orderId, locationId: crypto.randomUUID() }),
      'Please choose a valid location.',
    );
    await expectUnchanged(
      orderId,
      () => staffCaller().orders.setLocation({ orderId, locationId: 'nowhere' }),
      'Please choose a valid location.',
    );
    await setRow(orderId, { status: 'Canceled' });
    const store = await anotherStore(locationId);
    await expectUnchanged(
      orderId,
      () => staffCaller().orders.setLocation({ orderId, locationId: store.id }),
      'This order was canceled. Its location can no longer change.',
    );
  });

  it('makes an unassigned order New once it has a store', async () => {
    const { orderId } = await customersOrder();
    await setRow(orderId, { status: 'Unassigned', locationId: null });
    const store = await anotherStore(null);
    const view = await staffCaller().orders.setLocation({ orderId, locationId: store.id });
    expect(view).toMatchObject({ status: 'New', location: { id: store.id } });
    const kinds = (await eventsOf(orderId)).slice(-2).map((e) => [e.kind, e.data]);
    expect(kinds).toEqual([
      ['location', { before: null, after: { id: store.id, name: store.name } }],
      ['status', { before: 'Unassigned', after: 'New' }],
    ]);
  });
});

describe('orders.get', () => {
  it('tells each caller what they may do with the order', async () => {
    const { customer, orderId } = await customersOrder();
    const get = (actor: Actor) => callerFor(database.db, actor, testClock).orders.get({ orderId });
    const own = await get(userActor(customer));
    expect(own.allowed).toEqual({
      cancel: true,
      reschedule: true,
      edit: false,
      charge: false,
      refund: false,
      reauthorize: false,
      reorder: false,
    });
    expect((await get(staff)).allowed).toEqual({
      cancel: true,
      reschedule: true,
      edit: true,
      charge: true,
      refund: true,
      reauthorize: false,
      reorder: false,
    });
    await setRow(orderId, { status: 'Completed' });
    expect((await get(userActor(customer))).allowed).toMatchObject({
      cancel: false,
      reorder: true,
      reschedule: false,
    });
    expect((await get(staff)).allowed).toMatchObject({ cancel: false, edit: false, reschedule: false });
    await setRow(orderId, { status: 'Awaiting Authorization', reauthStatus: 'Waiting' });
    expect((await get(userActor(customer))).allowed).toMatchObject({ reauthorize: true, cancel: false });
    const superAdmin = userActor(await createUser(database.db, { role: 'SuperAdmin' }));
    expect((await get(superAdmin)).allowed).toMatchObject({ reauthorize: false, cancel: true });
  });

  it("shows the hold's age: expiring soon after 6 days, expired after 7", async () => {
    const { orderId } = await customersOrder();
    const { authorizedAt } = await row(orderId);
    const at = (ms: number) => () => new Date(authorizedAt!.getTime() + ms);
    const day = 86_400_000;
    const get = (ms: number) => callerFor(database.db, staff, at(ms)).orders.get({ orderId });
    expect((await get(day)).expiry).toEqual({ ageDays: 1, expiringSoon: false, expired: false });
    expect((await get(6 * day)).expiry).toEqual({ ageDays: 6, expiringSoon: false, expired: false });
    expect((await get(6 * day + 1)).expiry).toEqual({ ageDays: 6, expiringSoon: true, expired: false });
    expect((await get(7 * day + 1)).expiry).toEqual({ ageDays: 7, expiringSoon: false, expired: true });
    await setRow(orderId, { reauthStatus: 'Expired' });
    expect((await get(day)).expiry.expired).toBe(true);
    // A captured hold no longer ages.
    await setRow(orderId, { status: 'Payment Processed', capturedCents: 44_00 });
    expect((await get(8 * day)).expiry).toMatchObject({ expiringSoon: false, expired: false });
  });
});

describe('orders.timeline', () => {
  it('lists what happened, oldest first, with who did it; customers see staff as Staff', async () => {
    const { customer, orderId } = await customersOrder();
    await staffCaller().orders.setStatus({ orderId, status: 'En Route for Pick Up' });
    const forStaff = await staffCaller().orders.timeline({ orderId });
    expect(forStaff.map((e) => e.kind)).toEqual(['created', 'status']);
    expect(forStaff[1]).toMatchObject({ actor: { name: 'Alma Admin', role: 'Admin' } });
    expect(forStaff[0]!.actor).toMatchObject({ role: 'Customer' });
    expect(Date.parse(forStaff[0]!.at)).toBeLessThanOrEqual(Date.parse(forStaff[1]!.at));
    const forCustomer = await callerFor(database.db, userActor(customer), testClock).orders.timeline({
      orderId,
    });
    expect(forCustomer[1]).toMatchObject({ actor: { name: 'Staff', role: 'Admin' } });
    for (const event of forCustomer) expect(JSON.stringify(event.data)).not.toMatch(/pi_sim_/);
  });

  it("keeps the staff's notes on a money action from the customer", async () => {
    const { customer, orderId } = await customersOrder();
    await database.db.insert(orderEvents).values({
      orderId,
      kind: 'refunded',
      actorRole: 'Admin',
      data: { refundedCents: 500, notes: 'Internal: suspected chargeback risk' },
    });
    const forStaff = await staffCaller().orders.timeline({ orderId });
    expect(forStaff.at(-1)!.data).toEqual({
      refundedCents: 500,
      notes: 'Internal: suspected chargeback risk',
    });
    const forCustomer = await callerFor(database.db, userActor(customer), testClock).orders.timeline({
      orderId,
    });
    expect(forCustomer.at(-1)!.data).toEqual({ refundedCents: 500 });
  });

  it("is refused for someone else's order and a guest of another e-mail", async () => {
    const { customer, orderId } = await customersOrder();
    const other = userActor(await createUser(database.db));
    await expect(callerFor(database.db, other).orders.timeline({ orderId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const session = await startGuestSession(database.db, customer.email, TEST_NOW);
    await expect(
      callerFor(database.db, {
        kind: 'guest',
        sessionId: session.id,
        email: customer.email,
        emailProven: false,
      }).orders.timeline({
        orderId,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('shows a guest the events of their own guest order', async () => {
    const email = `guest-${crypto.randomUUID()}@example.test`;
    const session = await startGuestSession(database.db, email, TEST_NOW);
    const guest: Actor = { kind: 'guest', sessionId: session.id, email, emailProven: false };
    const orderId = await placedBy(guest, email);
    const events = await callerFor(database.db, guest).orders.timeline({ orderId });
    expect(events[0]).toMatchObject({ kind: 'created', actor: { name: 'Guest', role: 'Guest' } });
    expect(
      await database.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'created'))),
    ).toHaveLength(1);
  });
});
