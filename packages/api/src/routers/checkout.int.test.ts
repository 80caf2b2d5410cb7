import {
  locations,
  orderEvents,
  orders,
  outbox,
  paymentLedger,
  simulatedPaymentIntents,
  specials,
} from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { NO_DRY_CLEAN_ITEM_FLAGS, NO_SERVICE_FLAGS, NO_TAILORING_ITEM_FLAGS } from '@laundry/domain';
import { CHECKOUT_MESSAGES } from '@laundry/validators/checkout';
import { eq } from 'drizzle-orm';
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
  WASH_FOLD_HOLD_CENTS,
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

async function guest(email: string | null = null): Promise<Actor> {
  const session = await startGuestSession(database.db, email, TEST_NOW);
  return { kind: 'guest', sessionId: session.id, email, emailProven: false };
}

async function card(actor: Actor, number: string = TEST_CARDS.visa) {
  const caller = callerFor(database.db, actor, testClock);
  return caller.payments.createTestPaymentMethod({ number, expMonth: 12, expYear: 2030, cvc: '123' });
}

describe('checkout.placeOrder', () => {
  it('places a guest order: number, New at the nearest store, hold of 150%, event, e-mail, bound guest', async () => {
    const actor = await guest();
    const caller = callerFor(database.db, actor, testClock);
    const method = await card(actor);
    const draft = withEmail(washFoldDraft(productId), 'Guest.One@Example.test');
    const placed = await caller.checkout.placeOrder(placeOrderInput(draft, method.id));
    expect(placed).toMatchObject({
      quoteTotalCents: WASH_FOLD_QUOTE_CENTS,
      amountAuthorizedCents: WASH_FOLD_HOLD_CENTS,
      priceChanged: false,
    });
    expect(placed.orderNumber).toBeGreaterThanOrEqual(10001);

    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({
      status: 'New',
      email: 'guest.one@example.test',
      userId: null,
      region: 'ny',
      orderNumber: placed.orderNumber,
      orderServices: ['washFold'],
      address: expect.objectContaining({ zip: draft.address.zip, email: 'guest.one@example.test' }),
      washFoldOrder: expect.objectContaining({ quoteCents: expect.any(Number), draft: draft.washFold }),
      organicWashFoldOrder: null,
      quoteTotalCents: WASH_FOLD_QUOTE_CENTS,
    });
    expect(order!.authorizedAt).toBeInstanceOf(Date);
    const [store] = await database.db.select().from(locations).where(eq(locations.id, order!.locationId!));
    expect(store?.state).toBe('NY');

    const ledger = await database.db
      .select()
      .from(paymentLedger)
      .where(eq(paymentLedger.orderId, placed.orderId));
    expect(ledger).toEqual([
      expect.objectContaining({
        kind: 'authorization',
        status: 'succeeded',
        amountCents: WASH_FOLD_HOLD_CENTS,
      }),
    ]);
    const [intent] = await database.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, order!.paymentIntentId!));
    expect(intent).toMatchObject({ status: 'requires_capture', amountCents: WASH_FOLD_HOLD_CENTS });

    const events = await database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, placed.orderId));
    expect(events.map((e) => [e.kind, e.actorRole])).toEqual([['created', 'Guest']]);
    expect(events[0]!.data).toMatchObject({ quoteTotalCents: WASH_FOLD_QUOTE_CENTS, status: 'New' });
    const mail = await database.db.select().from(outbox).where(eq(outbox.to, 'guest.one@example.test'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain(`#${placed.orderNumber}`);

    // The guest session is now bound to the order's e-mail, and that guest can open the order.
    const bound: Actor = { ...actor, email: 'guest.one@example.test' } as Actor;
    const view = await callerFor(database.db, bound, testClock).orders.get({ orderId: placed.orderId });
    expect(view.orderNumber).toBe(placed.orderNumber);
  });

  it('places an order a special brings to $0.00 or $0.30 with a hold of $0.50, the smallest a card takes', async () => {
    // docs/decisions/0061-payments-smallest-hold.md: 150% of $0.30 would be $0.45, below what a card can hold.
    // 25 lbs of wash and fold, no products and no tip: $36.00 at the seeded New York prices.
    const plain = washFoldDraft(productId, { washFold: { weightLbs: 25, productIds: [] }, gratuityCents: 0 });
    for (const [code, discountAmountCents, total] of [
      ['FREEALL', 36_00, 0],
      ['NEARLYALL', 35_70, 30],
    ] as const) {
      await database.db.insert(specials).values({
        name: code,
        code,
        expirationDate: '2099-12-31',
        discountAmountCents,
        services: { ...NO_SERVICE_FLAGS, washFold: true },
        tailoringItems: NO_TAILORING_ITEM_FLAGS,
        dryCleanItems: NO_DRY_CLEAN_ITEM_FLAGS,
      });
      const actor = await guest();
      const method = await card(actor);
      const draft = {
        ...withEmail(plain, `${code.toLowerCase()}@example.test`),
        promoCode: code,
      };
      const placed = await callerFor(database.db, actor, testClock).checkout.placeOrder(
        placeOrderInput(draft, method.id),
      );
      expect(placed).toMatchObject({ quoteTotalCents: total, amountAuthorizedCents: 50 });
      const [intent] = await database.db
        .select()
        .from(simulatedPaymentIntents)
        .innerJoin(orders, eq(orders.paymentIntentId, simulatedPaymentIntents.id))
        .where(eq(orders.id, placed.orderId));
      expect(intent!.simulated_payment_intents).toMatchObject({
        status: 'requires_capture',
        amountCents: 50,
      });
    }
  });

  it('replaces a tampered client quote with the server quote and says so', async () => {
    const actor = await guest('tampered@example.test');
    const method = await card(actor);
    const draft = withEmail(washFoldDraft(productId), 'tampered@example.test');
    const placed = await callerFor(database.db, actor, testClock).checkout.placeOrder(
      placeOrderInput(draft, method.id, { clientQuoteTotalCents: 1_00 }),
    );
    expect(placed).toMatchObject({
      priceChanged: true,
      quoteTotalCents: WASH_FOLD_QUOTE_CENTS,
      amountAuthorizedCents: WASH_FOLD_HOLD_CENTS,
    });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order?.quoteTotalCents).toBe(WASH_FOLD_QUOTE_CENTS);
    const [event] = await database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, placed.orderId));
    expect(event?.data).toMatchObject({
      clientQuoteTotalCents: 1_00,
      quoteTotalCents: WASH_FOLD_QUOTE_CENTS,
    });
  });

  it('creates one order and one authorization for ten concurrent submissions with one key', async () => {
    const actor = await guest('tenfold@example.test');
    const method = await card(actor);
    const input = placeOrderInput(withEmail(washFoldDraft(productId), 'tenfold@example.test'), method.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => callerFor(database.db, actor, testClock).checkout.placeOrder(input)),
    );
    expect(new Set(results.map((r) => r.orderId)).size).toBe(1);
    const made = await database.db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, input.idempotencyKey));
    expect(made).toHaveLength(1);
    const holds = await database.db
      .select()
      .from(paymentLedger)
      .where(eq(paymentLedger.providerIntentId, made[0]!.paymentIntentId!));
    expect(holds.map((h) => h.kind)).toEqual(['authorization']);
    const intents = await database.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.paymentMethodId, method.id));
    expect(intents).toHaveLength(1);
    const mail = await database.db.select().from(outbox).where(eq(outbox.to, 'tenfold@example.test'));
    expect(mail).toHaveLength(1);
  });

  it("gives a customer's order to the customer and saves the card when asked", async () => {
    const user = await createUser(database.db);
    const actor = userActor(user);
    const caller = callerFor(database.db, actor, testClock);
    const method = await card(actor);
    const placed = await caller.checkout.placeOrder(
      placeOrderInput(withEmail(washFoldDraft(productId), user.email), method.id, { saveCard: true }),
    );
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order?.userId).toBe(user.id);
    expect(await caller.payments.methods()).toEqual([
      expect.objectContaining({ id: method.id, last4: '4242' }),
    ]);
  });

  it('shows the provider message for a refused card and leaves no order', async () => {
    const actor = await guest('declined@example.test');
    const caller = callerFor(database.db, actor, testClock);
    const draft = withEmail(washFoldDraft(productId), 'declined@example.test');
    const declined = await card(actor, TEST_CARDS.declined);
    await expect(caller.checkout.placeOrder(placeOrderInput(draft, declined.id))).rejects.toThrow(
      'Your card was declined.',
    );
    const poor = await card(actor, TEST_CARDS.insufficientFunds);
    await expect(caller.checkout.placeOrder(placeOrderInput(draft, poor.id))).rejects.toThrow(
      'Your card has insufficient funds.',
    );
    expect(await database.db.select().from(orders).where(eq(orders.email, 'declined@example.test'))).toEqual(
      [],
    );
  });

  it("never answers someone else's order to a submission that reuses its idempotency key", async () => {
    const owner = userActor(await createUser(database.db));
    const ownerEmail = owner.kind === 'user' ? owner.user.email : '';
    const input = placeOrderInput(withEmail(washFoldDraft(productId), ownerEmail), (await card(owner)).id);
    const placed = await callerFor(database.db, owner, testClock).checkout.placeOrder(input);

    const others: Actor[] = [userActor(await createUser(database.db)), await guest('key.thief@example.test')];
    for (const other of others) {
      const email = other.kind === 'user' ? other.user.email : 'key.thief@example.test';
      const replayed = placeOrderInput(withEmail(washFoldDraft(productId), email), (await card(other)).id, {
        idempotencyKey: input.idempotencyKey,
      });
      await expect(callerFor(database.db, other, testClock).checkout.placeOrder(replayed)).rejects.toThrow(
        CHECKOUT_MESSAGES.orderRejected,
      );
    }
    const withKey = await database.db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, input.idempotencyKey));
    expect(withKey.map((order) => order.id)).toEqual([placed.orderId]);
  });

  it("refuses a guest order for another e-mail than the session's", async () => {
    const actor = await guest('bound@example.test');
    const method = await card(actor);
    const draft = withEmail(washFoldDraft(productId), 'someone.else@example.test');
    await expect(
      callerFor(database.db, actor, testClock).checkout.placeOrder(placeOrderInput(draft, method.id)),
    ).rejects.toThrow(CHECKOUT_MESSAGES.orderRejected);
  });
});
