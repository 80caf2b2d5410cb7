import { orders, outbox, paymentLedger, regionSettings, simulatedPaymentIntents, zips } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { DELIVERY_UNAVAILABLE_MESSAGE, PICK_UP_UNAVAILABLE_MESSAGE } from '@laundry/pricing';
import { CHECKOUT_MESSAGES } from '@laundry/validators/checkout';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../context';
import { createCaller } from '../root';
import { startGuestSession } from '../services/auth/sessions';
import { callerFor, testContext, testIntegrations } from '../testing/context';
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
const FAILING_EMAIL = 'fail-after-hold@example.test';

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  productId = await firstProductId(database.db);
  // A database failure after the hold: the order insert fails for one e-mail.
  await database.db.execute(
    sql.raw(`create function fail_order_insert() returns trigger language plpgsql as $$
      begin
        if new.email = '${FAILING_EMAIL}' then raise exception 'simulated failure after the hold'; end if;
        return new;
      end $$`),
  );
  await database.db.execute(
    sql.raw(
      'create trigger fail_order_insert before insert on orders for each row execute function fail_order_insert()',
    ),
  );
});
afterAll(() => database.close());

async function guestWithCard(email: string, number: string = TEST_CARDS.visa) {
  const session = await startGuestSession(database.db, email, TEST_NOW);
  const actor: Actor = { kind: 'guest', sessionId: session.id, email, emailProven: false };
  const caller = callerFor(database.db, actor, testClock);
  const method = await caller.payments.createTestPaymentMethod({
    number,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  });
  return { actor, caller, method };
}

const ledgerOf = (intentId: string) =>
  database.db
    .select()
    .from(paymentLedger)
    .where(eq(paymentLedger.providerIntentId, intentId))
    .orderBy(paymentLedger.createdAt);

describe('checkout failures after the hold', () => {
  it('releases the hold and leaves no order, event or e-mail when creating the order fails', async () => {
    const { caller, method } = await guestWithCard(FAILING_EMAIL);
    const input = placeOrderInput(withEmail(washFoldDraft(productId), FAILING_EMAIL), method.id);
    await expect(caller.checkout.placeOrder(input)).rejects.toThrow(CHECKOUT_MESSAGES.creating);

    expect(await database.db.select().from(orders).where(eq(orders.email, FAILING_EMAIL))).toEqual([]);
    expect(await database.db.select().from(outbox).where(eq(outbox.to, FAILING_EMAIL))).toEqual([]);
    const [intent] = await database.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.paymentMethodId, method.id));
    expect(intent?.status).toBe('canceled');
    const ledger = await ledgerOf(intent!.id);
    expect(ledger.map((row) => [row.kind, row.status, row.orderId])).toEqual([
      ['authorization', 'succeeded', null],
      ['cancellation', 'succeeded', null],
    ]);
    // A retry of the same submission cannot make an order on the released hold.
    await expect(caller.checkout.placeOrder(input)).rejects.toThrow(CHECKOUT_MESSAGES.creating);
  });

  it('says to contact the chain when the hold cannot be released either', async () => {
    const { actor, method } = await guestWithCard(FAILING_EMAIL);
    const integrations = testIntegrations(database.db);
    const payments = {
      ...integrations.payments,
      async cancel(): Promise<never> {
        throw new Error('provider unreachable');
      },
    };
    const caller = createCaller(
      testContext(database.db, actor, testClock, { integrations: { ...integrations, payments } }),
    );
    const input = placeOrderInput(withEmail(washFoldDraft(productId), FAILING_EMAIL), method.id);
    await expect(caller.checkout.placeOrder(input)).rejects.toThrow(CHECKOUT_MESSAGES.processing);
    const [intent] = await database.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.paymentMethodId, method.id));
    const ledger = await ledgerOf(intent!.id);
    expect(ledger.map((row) => [row.kind, row.status])).toEqual([
      ['authorization', 'succeeded'],
      ['cancellation', 'failed'],
    ]);
  });
});

describe('a hold released by another request', () => {
  it('never backs an order: the checkout that finds the release rolls back and writes nothing', async () => {
    const email = 'released-meanwhile@example.test';
    const { actor, method } = await guestWithCard(email);
    const integrations = testIntegrations(database.db);
    // As if a retry of this submission had failed and recorded the hold's release first.
    const payments = {
      ...integrations.payments,
      async authorize(request: Parameters<typeof integrations.payments.authorize>[0]) {
        const authorization = await integrations.payments.authorize(request);
        await database.db.insert(paymentLedger).values({
          kind: 'cancellation',
          amountCents: authorization.amountCents,
          provider: 'simulated',
          providerIntentId: authorization.intentId,
          status: 'pending',
          idempotencyKey: `${request.idempotencyKey}-release`,
        });
        return authorization;
      },
    };
    const caller = createCaller(
      testContext(database.db, actor, testClock, { integrations: { ...integrations, payments } }),
    );
    const input = placeOrderInput(withEmail(washFoldDraft(productId), email), method.id);
    await expect(caller.checkout.placeOrder(input)).rejects.toThrow(CHECKOUT_MESSAGES.creating);
    expect(await database.db.select().from(orders).where(eq(orders.email, email))).toEqual([]);
    expect(await database.db.select().from(outbox).where(eq(outbox.to, email))).toEqual([]);
    const [intent] = await database.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.paymentMethodId, method.id));
    const ledger = await ledgerOf(intent!.id);
    // The hold's row is written before the provider is asked (docs/rules/money.md, The hold).
    expect(ledger.map((row) => [row.kind, row.orderId])).toEqual([
      ['authorization', null],
      ['cancellation', null],
    ]);
  });
});

describe('checkout refusals before the hold', () => {
  const refuse = async (
    draftEmail: string,
    change: (d: ReturnType<typeof washFoldDraft>) => unknown,
    message: string,
  ) => {
    const { caller, method } = await guestWithCard(draftEmail);
    const draft = withEmail(washFoldDraft(productId), draftEmail);
    change(draft);
    await expect(caller.checkout.placeOrder(placeOrderInput(draft, method.id))).rejects.toThrow(message);
    expect(await database.db.select().from(orders).where(eq(orders.email, draftEmail))).toEqual([]);
    const holds = await database.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.paymentMethodId, method.id));
    expect(holds).toEqual([]);
  };

  it('refuses a pick-up that is no longer offered', () =>
    refuse(
      'late@example.test',
      (d) => Object.assign(d.schedule, { pickUpDate: '2026-11-30' }),
      PICK_UP_UNAVAILABLE_MESSAGE,
    ));

  it('refuses a delivery too soon after pick-up (docs/rules/messages.md, Order flow: validation)', () =>
    refuse(
      'soon@example.test',
      (d) => Object.assign(d.schedule, { deliveryDate: '2026-12-02' }),
      DELIVERY_UNAVAILABLE_MESSAGE,
    ));

  it('refuses an item that is not on the price list with the pricing message', () =>
    refuse(
      'unknown@example.test',
      (d) => Object.assign(d, { washFold: { weightLbs: 10, productIds: ['nope'] } }),
      CHECKOUT_MESSAGES.pricing,
    ));

  it('refuses an unknown promo code with the promo message', () =>
    refuse(
      'promo@example.test',
      (d) => Object.assign(d, { promoCode: 'NOSUCHCODE' }),
      'Please enter a valid promo code.',
    ));

  it('refuses a zip the chain does not serve', () =>
    refuse(
      'far@example.test',
      (d) => Object.assign(d.address, { zip: '90210' }),
      "Sorry! We're not yet available in your area.",
    ));

  it('refuses a New York zip with the state FL: a served zip of the other region is not served (docs/rules/regions.md)', () =>
    refuse(
      'wrong.state@example.test',
      // Florida's wash and fold (no New York products), priced at Florida's rates were the zip served.
      (d) =>
        Object.assign(d, {
          washFold: { weightLbs: 10, productIds: [] },
          address: { ...d.address, zip: '10001', state: 'fl' },
        }),
      "Sorry! We're not yet available in your area.",
    ));

  it('shows the configured banner text while ordering is disabled', async () => {
    await database.db
      .update(regionSettings)
      .set({ disableOrdering: true })
      .where(eq(regionSettings.region, 'ny'));
    const [settings] = await database.db.select().from(regionSettings).where(eq(regionSettings.region, 'ny'));
    try {
      await refuse('paused@example.test', () => undefined, settings!.disableOrderingMessage);
    } finally {
      await database.db
        .update(regionSettings)
        .set({ disableOrdering: false })
        .where(eq(regionSettings.region, 'ny'));
    }
  });
});

describe('promotions and locations at checkout', () => {
  it('gives a first-time code once per customer e-mail', async () => {
    const email = 'first.time@example.test';
    const first = await guestWithCard(email);
    const draft = { ...withEmail(washFoldDraft(productId), email), promoCode: 'welcome15' };
    const placed = await first.caller.checkout.placeOrder(placeOrderInput(draft, first.method.id));
    expect(placed.quoteTotalCents).toBeLessThan(44_00);
    const again = await guestWithCard(email);
    await expect(again.caller.checkout.placeOrder(placeOrderInput(draft, again.method.id))).rejects.toThrow(
      'This promotion is for first-time customers only.',
    );
  });

  it("says at the quote, before Place Order, that a new guest session's e-mail has used its first-time code", async () => {
    const email = 'first.quote@example.test';
    const first = await guestWithCard(email);
    const draft = { ...withEmail(washFoldDraft(productId), email), promoCode: 'WELCOME15' };
    await first.caller.checkout.placeOrder(placeOrderInput(draft, first.method.id));
    // Another browser: a guest session not yet bound to an e-mail, as the order flow starts one.
    const session = await startGuestSession(database.db, null, TEST_NOW);
    const fresh = callerFor(
      database.db,
      { kind: 'guest', sessionId: session.id, email: null, emailProven: false },
      testClock,
    );
    const quote = await fresh.checkout.quote({ order: draft });
    expect(quote.promoError).toBe('This promotion is for first-time customers only.');
    // A guest bound to another e-mail is told nothing of this one's history (its order would be refused anyway).
    const other = await guestWithCard('someone.else@example.test');
    expect((await other.caller.checkout.quote({ order: draft })).promoError).toBeNull();
  });

  it('leaves an order Unassigned when no store is near its served zip, and finds the Florida store', async () => {
    await database.db.insert(zips).values({ zip: '12401', florida: false });
    const upstate = await guestWithCard('kingston@example.test');
    const draft = withEmail(washFoldDraft(productId), 'kingston@example.test');
    draft.address.zip = '12401';
    const placed = await upstate.caller.checkout.placeOrder(placeOrderInput(draft, upstate.method.id));
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ status: 'Unassigned', locationId: null });

    const florida = await guestWithCard('delray@example.test');
    const flDraft = washFoldDraft(await firstProductId(database.db, 'fl'));
    flDraft.address = {
      ...flDraft.address,
      state: 'fl',
      city: 'Delray Beach',
      zip: '33445',
      email: 'delray@example.test',
    };
    const flPlaced = await florida.caller.checkout.placeOrder(
      placeOrderInput(flDraft, florida.method.id, { clientQuoteTotalCents: 0 }),
    );
    const [flOrder] = await database.db.select().from(orders).where(eq(orders.id, flPlaced.orderId));
    expect(flOrder).toMatchObject({ status: 'New', region: 'fl' });
    expect(flOrder?.locationId).not.toBeNull();
  });
});
