import { orderEvents, orders } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { ORDER_FETCH_MESSAGE, ORDER_UPDATE_MESSAGE } from '@laundry/validators/checkout';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../context';
import { createCaller } from '../root';
import { startGuestSession } from '../services/auth/sessions';
import { callerFor, testContext, testIntegrations, userActor } from '../testing/context';
import {
  firstProductId,
  placeOrderInput,
  TEST_CARDS,
  TEST_NOW,
  testClock,
  WASH_FOLD_QUOTE_CENTS,
  washFoldDraft,
  withEmail,
} from '../testing/drafts';

let database: Database;
let productId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  productId = await firstProductId(database.db);
});
afterAll(() => database.close());

async function placedBy(actor: Actor, email: string) {
  const caller = callerFor(database.db, actor, testClock);
  const card = { number: TEST_CARDS.visa, expMonth: 12, expYear: 2030, cvc: '123' };
  const method = await caller.payments.createTestPaymentMethod(card);
  return caller.checkout.placeOrder(placeOrderInput(withEmail(washFoldDraft(productId), email), method.id));
}

describe('checkout.quote', () => {
  it('prices a draft for anyone, with the promo message when the code fails', async () => {
    const quote = await callerFor(database.db, undefined, testClock).checkout.quote({
      order: { ...washFoldDraft(productId), promoCode: 'nope' },
    });
    expect(quote.quoteTotalCents).toBe(WASH_FOLD_QUOTE_CENTS);
    expect(quote.promoError).toBe('Please enter a valid promo code.');
    expect(quote.messages).toEqual(['Please enter a valid promo code.']);
    expect(quote.orderingDisabled).toBeNull();
  });
});

describe('orders.get', () => {
  it('shows an order to its customer and staff, and to nobody else', async () => {
    const owner = await createUser(database.db);
    const placed = await placedBy(userActor(owner), owner.email);
    const read = (actor: Actor) =>
      callerFor(database.db, actor, testClock).orders.get({ orderId: placed.orderId });
    expect((await read(userActor(owner))).payment.paymentIntentId).toBeNull();
    const admin = await createUser(database.db, { role: 'Admin' });
    expect((await read(userActor(admin))).payment.paymentIntentId).toMatch(/^pi_sim_/);
    const other = await createUser(database.db);
    await expect(read(userActor(other))).rejects.toThrow(ORDER_FETCH_MESSAGE);
    const session = await startGuestSession(database.db, owner.email, TEST_NOW);
    await expect(
      read({ kind: 'guest', sessionId: session.id, email: owner.email, emailProven: false }),
    ).rejects.toThrow(ORDER_FETCH_MESSAGE);
  });

  it("opens an order by its number too, and answers someone else's as one that does not exist (404)", async () => {
    const owner = await createUser(database.db);
    const placed = await placedBy(userActor(owner), owner.email);
    const read = (actor: Actor, orderId: string) =>
      callerFor(database.db, actor, testClock).orders.get({ orderId });
    const byNumber = await read(userActor(owner), String(placed.orderNumber));
    expect(byNumber.id).toBe(placed.orderId);
    const other = await createUser(database.db);
    for (const ref of [placed.orderId, String(placed.orderNumber), '999999999']) {
      const error = await read(userActor(other), ref).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect({ ref, error }).toMatchObject({
        ref,
        error: { code: 'NOT_FOUND', message: 'There was an error getting orders.' },
      });
    }
    await expect(read(userActor(owner), 'DROP TABLE')).rejects.toThrow('There was an error getting orders.');
  });
});

describe('orders.update', () => {
  it('refuses an edit loaded from an older version: two staff never overwrite each other (docs/rules/statuses.md)', async () => {
    const owner = await createUser(database.db);
    const placed = await placedBy(userActor(owner), owner.email);
    const admin = callerFor(
      database.db,
      userActor(await createUser(database.db, { role: 'Admin' })),
      testClock,
    );
    const superAdmin = callerFor(
      database.db,
      userActor(await createUser(database.db, { role: 'SuperAdmin' })),
      testClock,
    );
    const loaded = await admin.orders.get({ orderId: placed.orderId });
    const { schedule: _schedule, ...draft } = withEmail(washFoldDraft(productId), owner.email);
    // B saves 50 lbs on the version both loaded.
    const first = await superAdmin.orders.update({
      orderId: placed.orderId,
      version: loaded.version,
      order: { ...draft, washFold: { weightLbs: 50, productIds: [] } },
    });
    expect(first.version).toBe(loaded.version + 1);
    // A saves over the same loaded version: refused, and B's edit stays.
    await expect(
      admin.orders.update({
        orderId: placed.orderId,
        version: loaded.version,
        order: { ...draft, instructions: 'Ring the doorman' },
      }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This order was changed by someone else. Please reload it and try again.',
    });
    const now = await admin.orders.get({ orderId: placed.orderId });
    expect(now.version).toBe(loaded.version + 1);
    expect(now.draft.washFold?.weightLbs).toBe(50);
    expect(now.instructions).not.toBe('Ring the doorman');
  });

  it('re-prices a staff edit on the server and records what changed', async () => {
    const session = await startGuestSession(database.db, 'edit.me@example.test', TEST_NOW);
    const placed = await placedBy(
      { kind: 'guest', sessionId: session.id, email: 'edit.me@example.test', emailProven: false },
      'edit.me@example.test',
    );
    const admin = await createUser(database.db, { role: 'Admin' });
    const caller = callerFor(database.db, userActor(admin), testClock);
    const { schedule: _schedule, ...draft } = withEmail(washFoldDraft(productId), 'edit.me@example.test');
    const view = await caller.orders.update({
      orderId: placed.orderId,
      order: { ...draft, washFold: { weightLbs: 30, productIds: [] }, instructions: 'Ring twice' },
      clientQuoteTotalCents: 1,
    });
    // $29 + 10 lbs x $1.45 = $43.50, truncated to $43, + $5 tip.
    expect(view.totals.quoteTotalCents).toBe(48_00);
    expect(view.instructions).toBe('Ring twice');
    expect(view.schedule.pickUpDate).toBe('2026-12-02');
    const [edited] = await database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, placed.orderId))
      .orderBy(orderEvents.createdAt)
      .offset(1);
    expect(edited).toMatchObject({ kind: 'edited', actorUserId: admin.id, actorRole: 'Admin' });
    expect(edited?.data).toMatchObject({
      priceChanged: true,
      changes: {
        quoteTotalCents: { before: WASH_FOLD_QUOTE_CENTS, after: 48_00 },
        instructions: { before: '', after: 'Ring twice' },
      },
    });
  });

  it('refuses to edit a Completed order, and refuses customers', async () => {
    const owner = await createUser(database.db);
    const placed = await placedBy(userActor(owner), owner.email);
    const { schedule: _schedule, ...draft } = withEmail(washFoldDraft(productId), owner.email);
    const edit = { orderId: placed.orderId, order: draft };
    await expect(callerFor(database.db, userActor(owner), testClock).orders.update(edit)).rejects.toThrow(
      'You do not have permission to do that.',
    );
    await database.db.update(orders).set({ status: 'Completed' }).where(eq(orders.id, placed.orderId));
    const admin = await createUser(database.db, { role: 'SuperAdmin' });
    await expect(callerFor(database.db, userActor(admin), testClock).orders.update(edit)).rejects.toThrow(
      ORDER_UPDATE_MESSAGE,
    );
  });
});

describe('orders.quoteEdit', () => {
  it("prices an edit as the update will: the customer's first order keeps its first-time code", async () => {
    const owner = await createUser(database.db);
    const placed = await placedBy(userActor(owner), owner.email);
    const admin = await createUser(database.db, { role: 'Admin' });
    const staff = callerFor(database.db, userActor(admin), testClock);
    const { schedule: _schedule, ...draft } = withEmail(washFoldDraft(productId), owner.email);
    const edit = { orderId: placed.orderId, order: { ...draft, promoCode: 'WELCOME15' } };

    // The order being edited is the customer's only one: it does not make the code "used before".
    const quote = await staff.orders.quoteEdit(edit);
    expect(quote.promoError).toBeNull();
    expect(quote.discountCents).toBeGreaterThan(0);
    // checkout.quote, asked by the staff member, judged the code by the staff member's own history and
    // without leaving the order out; the edit's quote is what the update then stores.
    const view = await staff.orders.update(edit);
    expect(view.totals.quoteTotalCents).toBe(quote.quoteTotalCents);

    await expect(callerFor(database.db, userActor(owner), testClock).orders.quoteEdit(edit)).rejects.toThrow(
      'You do not have permission to do that.',
    );
  });
});

describe('payments', () => {
  it('tells the checkout which provider runs and refuses test cards when Stripe does', async () => {
    expect(await callerFor(database.db).payments.config()).toEqual({ provider: 'simulated', testMode: true });
    const session = await startGuestSession(database.db, null, TEST_NOW);
    const integrations = testIntegrations(database.db);
    const stripeLike = { ...integrations, payments: { ...integrations.payments, name: 'stripe' as const } };
    const caller = createCaller(
      testContext(
        database.db,
        { kind: 'guest', sessionId: session.id, email: null, emailProven: false },
        testClock,
        {
          integrations: stripeLike as unknown as typeof integrations,
        },
      ),
    );
    await expect(
      caller.payments.createTestPaymentMethod({
        number: TEST_CARDS.visa,
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
      }),
    ).rejects.toThrow('Test cards are accepted only while payments run in test mode.');
  });

  it("answers a mistyped test card with Stripe's message", async () => {
    const session = await startGuestSession(database.db, null, TEST_NOW);
    const caller = callerFor(database.db, {
      kind: 'guest',
      sessionId: session.id,
      email: null,
      emailProven: false,
    });
    await expect(
      caller.payments.createTestPaymentMethod({
        number: '4242 4242 4242 4241',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
      }),
    ).rejects.toThrow('Your card number is incorrect.');
  });
});
