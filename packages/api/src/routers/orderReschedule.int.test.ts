import { type Order, orderEvents, orders, outbox, regionSettings, type User } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { authorizationAmountCents } from '@laundry/pricing';
import type { OrderDraft } from '@laundry/validators/order';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../context';
import { startGuestSession } from '../services/auth/sessions';
import { loadRegionPricing } from '../services/settings/regionPricing';
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

const REFUSED =
  'Sorry, this order is no longer eligible for rescheduling. Please contact us if you have any questions.';

let database: Database;
let productId: string;
let staff: Actor;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  productId = await firstProductId(database.db);
  staff = userActor(await createUser(database.db, { role: 'Admin' }));
});
afterAll(() => database.close());

/** The test clock's week: Tuesday 1 December 2026, 9am in New York, is TEST_NOW. */
const newYork = (iso: string) => () => new Date(`${iso}-05:00`);

async function placedBy(actor: Actor, email: string, draft: OrderDraft = washFoldDraft(productId)) {
  const caller = callerFor(database.db, actor, testClock);
  const card = { number: TEST_CARDS.visa, expMonth: 12, expYear: 2030, cvc: '123' };
  const method = await caller.payments.createTestPaymentMethod(card);
  const placed = await caller.checkout.placeOrder(
    placeOrderInput(withEmail(draft, email), method.id, { clientQuoteTotalCents: 0 }),
  );
  return placed.orderId;
}

async function customersOrder(draft?: OrderDraft) {
  const customer: User = await createUser(database.db);
  return { customer, orderId: await placedBy(userActor(customer), customer.email, draft) };
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
const schedule = (changes: Partial<OrderDraft['schedule']> = {}): OrderDraft['schedule'] => ({
  ...washFoldDraft(productId).schedule,
  ...changes,
});
const reschedule = (
  actor: Actor,
  orderId: string,
  changes: Partial<OrderDraft['schedule']>,
  now = testClock,
) => callerFor(database.db, actor, now).orders.reschedule({ orderId, schedule: schedule(changes) });

async function expectRefused(orderId: string, call: () => Promise<unknown>, message: string) {
  const before: Order = await row(orderId);
  const events = (await eventsOf(orderId)).length;
  await expect(call()).rejects.toThrow(message);
  const after = await row(orderId);
  expect(after).toMatchObject({
    pickUpDate: before.pickUpDate,
    pickUpHour: before.pickUpHour,
    deliveryDate: before.deliveryDate,
    deliveryHour: before.deliveryHour,
    version: before.version,
    quoteTotalCents: before.quoteTotalCents,
  });
  expect(await eventsOf(orderId)).toHaveLength(events);
}

describe('orders.reschedule by the customer', () => {
  it('moves the delivery, records it, counts the version and tells the customer', async () => {
    const { customer, orderId } = await customersOrder();
    const before = await row(orderId);
    const mails = (await mailsTo(customer.email)).length;
    const view = await reschedule(userActor(customer), orderId, {
      deliveryDate: '2026-12-04',
      deliveryHour: 15,
    });
    expect(view.schedule).toMatchObject({ deliveryDate: '2026-12-04', deliveryHour: 15 });
    expect(view.version).toBe(before.version + 1);
    expect(view.totals.quoteTotalCents).toBe(before.quoteTotalCents);
    expect((await eventsOf(orderId)).at(-1)).toMatchObject({
      kind: 'rescheduled',
      actorRole: 'Customer',
      data: {
        before: { deliveryDate: '2026-12-03', deliveryHour: 14 },
        after: { deliveryDate: '2026-12-04', deliveryHour: 15 },
      },
    });
    const sent = await mailsTo(customer.email);
    expect(sent).toHaveLength(mails + 1);
    expect(sent.at(-1)!.subject).toContain(`#${before.orderNumber}`);
  });

  it('changes nothing when the schedule is the same', async () => {
    const { customer, orderId } = await customersOrder();
    const { version } = await row(orderId);
    expect((await reschedule(userActor(customer), orderId, {})).version).toBe(version);
    expect((await eventsOf(orderId)).map((e) => e.kind)).toEqual(['created']);
  });

  it('refuses a pick-up change under 5 hours away, and allows one at exactly 5 hours', async () => {
    const { customer, orderId } = await customersOrder();
    const moved = { pickUpDate: '2026-12-03', pickUpHour: 12, deliveryDate: '2026-12-04' };
    await expectRefused(
      orderId,
      () => reschedule(userActor(customer), orderId, moved, newYork('2026-12-02T07:01:00')),
      REFUSED,
    );
    // The delivery (Thursday 2pm) is still far enough away to move on its own.
    await reschedule(userActor(customer), orderId, { deliveryHour: 16 }, newYork('2026-12-02T07:01:00'));
    const view = await reschedule(
      userActor(customer),
      orderId,
      { ...moved, deliveryHour: 16 },
      newYork('2026-12-02T07:00:00'),
    );
    expect(view.schedule).toMatchObject({ pickUpDate: '2026-12-03' });
  });

  it('refuses a delivery change under 5 hours away or once its day has passed', async () => {
    const { customer, orderId } = await customersOrder();
    await expectRefused(
      orderId,
      () =>
        reschedule(
          userActor(customer),
          orderId,
          { deliveryDate: '2026-12-04' },
          newYork('2026-12-03T10:00:00'),
        ),
      REFUSED,
    );
    await expectRefused(
      orderId,
      () =>
        reschedule(
          userActor(customer),
          orderId,
          { deliveryDate: '2026-12-07' },
          newYork('2026-12-04T08:00:00'),
        ),
      REFUSED,
    );
  });

  it('refuses times the engine does not offer', async () => {
    const { customer, orderId } = await customersOrder();
    // A Sunday pick-up, and a delivery on the pick-up day for wash and fold (1 business day).
    await expectRefused(
      orderId,
      () =>
        reschedule(userActor(customer), orderId, { pickUpDate: '2026-12-06', deliveryDate: '2026-12-07' }),
      'This pick-up time is not available. Please choose another one.',
    );
    await expectRefused(
      orderId,
      () => reschedule(userActor(customer), orderId, { deliveryDate: '2026-12-02', deliveryHour: 18 }),
      'This delivery time is not available for this order. Please choose another one.',
    );
    await expectRefused(
      orderId,
      () => reschedule(userActor(customer), orderId, { pickUpHour: 25 }),
      'Please select a pick-up time.',
    );
  });

  it('lets the guest bound to the e-mail move their order once the mailbox is proven, and nobody else', async () => {
    const email = `guest-${crypto.randomUUID()}@example.test`;
    const session = await startGuestSession(database.db, email, TEST_NOW);
    const typed: Actor = { kind: 'guest', sessionId: session.id, email, emailProven: false };
    const orderId = await placedBy(typed, email);
    // docs/decisions/0068-guest-mailbox-proof.md: a typed e-mail reads the order, it does not move it.
    await expectRefused(
      orderId,
      () => reschedule(typed, orderId, { deliveryHour: 16 }),
      `To make changes, please confirm that ${email} is yours: we will e-mail you a code, or open the link in your order confirmation.`,
    );
    const guest: Actor = { ...typed, emailProven: true };
    await expect(reschedule(guest, orderId, { deliveryHour: 16 })).resolves.toMatchObject({
      schedule: { deliveryHour: 16 },
    });
    const other = userActor(await createUser(database.db));
    await expectRefused(
      orderId,
      () => reschedule(other, orderId, { deliveryHour: 17 }),
      'There was an error getting orders.',
    );
    await expect(reschedule(other, orderId, { deliveryHour: 17 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('refuses a change made on a stale copy', async () => {
    const { customer, orderId } = await customersOrder();
    const { version } = await row(orderId);
    await reschedule(userActor(customer), orderId, { deliveryHour: 16 });
    await expectRefused(
      orderId,
      () =>
        callerFor(database.db, userActor(customer), testClock).orders.reschedule({
          orderId,
          schedule: schedule({ deliveryHour: 17 }),
          version,
        }),
      'This order was changed by someone else. Please reload it and try again.',
    );
  });
});

describe('orders.reschedule by staff', () => {
  it('is held only to the status rule', async () => {
    const { orderId } = await customersOrder();
    const view = await reschedule(
      staff,
      orderId,
      { pickUpDate: '2026-12-03', deliveryDate: '2026-12-04' },
      newYork('2026-12-02T11:30:00'),
    );
    expect(view.schedule).toMatchObject({ pickUpDate: '2026-12-03', deliveryDate: '2026-12-04' });
  });

  it.each(['Completed', 'Canceled', 'Payment Processed', 'Refund Processed'] as const)(
    'refuses a %s order, for staff too',
    async (status) => {
      const { customer, orderId } = await customersOrder();
      await database.db.update(orders).set({ status }).where(eq(orders.id, orderId));
      await expectRefused(orderId, () => reschedule(staff, orderId, { deliveryHour: 16 }), REFUSED);
      await expectRefused(
        orderId,
        () => reschedule(userActor(customer), orderId, { deliveryHour: 16 }),
        REFUSED,
      );
    },
  );
});

describe('what the order detail offers (docs/decisions/0070-reschedule-offered-when-allowed.md)', () => {
  const detail = (actor: Actor, orderId: string, now: () => Date) =>
    callerFor(database.db, actor, now).orders.get({ orderId });

  it('offers a customer the parts that may still move, and says so when none may', async () => {
    const { customer, orderId } = await customersOrder();
    const own = userActor(customer);
    // Tuesday: the pick-up (Wednesday noon) and the delivery (Thursday 2pm) may both move.
    expect(await detail(own, orderId, testClock)).toMatchObject({
      allowed: { reschedule: true },
      reschedule: { pickUp: true, delivery: true, secondDelivery: true, refused: null },
    });
    // Wednesday 8am: the pick-up is 4 hours away; the delivery alone may move.
    expect(await detail(own, orderId, newYork('2026-12-02T08:00:00'))).toMatchObject({
      allowed: { reschedule: true },
      reschedule: { pickUp: false, delivery: true, secondDelivery: true, refused: null },
    });
    // Thursday 10am: the delivery is 4 hours away too. No form; the specification's refusal instead.
    const late = newYork('2026-12-03T10:00:00');
    expect(await detail(own, orderId, late)).toMatchObject({
      allowed: { reschedule: false },
      reschedule: { pickUp: false, delivery: false, secondDelivery: false, refused: REFUSED },
    });
    // Staff are held to the status rule alone.
    expect(await detail(staff, orderId, late)).toMatchObject({
      allowed: { reschedule: true },
      reschedule: { pickUp: true, delivery: true, secondDelivery: true, refused: null },
    });
    // A finished order is not offered, and there is nothing to explain.
    await database.db.update(orders).set({ status: 'Completed' }).where(eq(orders.id, orderId));
    expect(await detail(own, orderId, testClock)).toMatchObject({
      allowed: { reschedule: false },
      reschedule: { refused: null },
    });
    expect((await detail(staff, orderId, testClock)).allowed.reschedule).toBe(false);
  });

  it('moves a pick-up from today on, for staff too: the month back is for placing an order', async () => {
    const { orderId } = await customersOrder();
    const thursday = newYork('2026-12-03T10:00:00');
    await expectRefused(
      orderId,
      () => reschedule(staff, orderId, { pickUpDate: '2026-12-01', deliveryDate: '2026-12-04' }, thursday),
      'This pick-up time is not available. Please choose another one.',
    );
    // Today's window that has begun is not offered either; one starting an hour from now is.
    await expectRefused(
      orderId,
      () =>
        reschedule(
          staff,
          orderId,
          { pickUpDate: '2026-12-03', pickUpHour: 10, deliveryDate: '2026-12-04' },
          thursday,
        ),
      'This pick-up time is not available. Please choose another one.',
    );
    const view = await reschedule(
      staff,
      orderId,
      { pickUpDate: '2026-12-03', pickUpHour: 12, deliveryDate: '2026-12-04' },
      thursday,
    );
    expect(view.schedule).toMatchObject({ pickUpDate: '2026-12-03', pickUpHour: 12 });
  });
});

describe('orders.reschedule re-pricing', () => {
  it('adds the same-day surcharge, asks for a new authorization, and withdraws it when moved back', async () => {
    const pricing = await loadRegionPricing(database.db, 'ny');
    const itemId = pricing.priceLists.dryClean[0]!.id;
    const draft: OrderDraft = {
      ...washFoldDraft(productId),
      washFold: undefined,
      dryClean: { items: [{ itemId, quantity: 3, pressOnly: false, crease: null, starch: null }] },
      schedule: schedule({ deliveryDate: '2026-12-04' }),
    };
    const { customer, orderId } = await customersOrder(draft);
    const before = await row(orderId);
    expect(before.amountAuthorizedCents).toBe(authorizationAmountCents(before.quoteTotalCents));
    // Staff allow same-day dry cleaning in New York.
    await database.db
      .update(regionSettings)
      .set({ dryCleanMinDeliveryDays: 0 })
      .where(eq(regionSettings.region, 'ny'));
    try {
      const mails = (await mailsTo(customer.email)).length;
      const view = await reschedule(userActor(customer), orderId, {
        deliveryDate: '2026-12-02',
        deliveryHour: 18,
      });
      expect(view.totals.dryCleanSurchargeCents).toBe(3 * 2_00);
      expect(view.totals.quoteTotalCents).toBe(before.quoteTotalCents + 3 * 2_00);
      expect(view).toMatchObject({
        status: 'Awaiting Authorization',
        payment: {
          reauthStatus: 'Waiting',
          reauthAmountCents: authorizationAmountCents(before.quoteTotalCents + 3 * 2_00),
          amountAuthorizedCents: before.amountAuthorizedCents,
        },
      });
      expect(view.allowed.reauthorize).toBe(true);
      expect((await eventsOf(orderId)).slice(-2).map((e) => e.kind)).toEqual([
        'rescheduled',
        'reauthRequested',
      ]);
      const sent = await mailsTo(customer.email);
      expect(sent).toHaveLength(mails + 2);
      expect(sent.at(-1)!.body).toContain(`$${((before.quoteTotalCents + 6_00) / 100).toFixed(2)}`);

      // Back to Friday: the total fits the hold again, and the request made by the reschedule is withdrawn.
      const back = await reschedule(userActor(customer), orderId, {
        deliveryDate: '2026-12-04',
        deliveryHour: 14,
      });
      expect(back).toMatchObject({
        status: 'New',
        payment: { reauthStatus: null, reauthAmountCents: null },
        totals: { quoteTotalCents: before.quoteTotalCents, dryCleanSurchargeCents: 0 },
      });
      expect((await eventsOf(orderId)).at(-1)).toMatchObject({
        kind: 'reauthWithdrawn',
        data: { statusAfter: 'New' },
      });
    } finally {
      await database.db
        .update(regionSettings)
        .set({ dryCleanMinDeliveryDays: 2 })
        .where(eq(regionSettings.region, 'ny'));
    }
  });
});
