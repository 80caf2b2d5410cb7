import { orderEvents, orders, outbox, paymentLedger, simulatedPaymentIntents } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import type { AuthorizeRequest } from '@laundry/integrations';
import { placeOrderInputSchema } from '@laundry/validators/checkout';
import type { OrderDraft } from '@laundry/validators/order';
import { asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../context';
import { testContext, testIntegrations } from '../../testing/context';
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
} from '../../testing/drafts';
import { startGuestSession } from '../auth/sessions';
import { createTestPaymentMethod } from '../payments/savedCards';
import { placeOrder } from './placeOrder';

/**
 * docs/rules/money.md, Idempotency: "A submission whose order stands answers that order", and one idempotency key
 * makes one order and one hold however often it is submitted (placeOrder.ts). A submission that reuses a key with
 * another amount, another card or another order altogether gets the first order back: no second order, no second
 * hold kept, no second confirmation.
 */

let database: Database;
let productId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  productId = await firstProductId(database.db);
});
afterAll(() => database.close());

type Payments = ReturnType<typeof testIntegrations>['payments'];

/** A guest at checkout under `email`, with the payments provider changed as the test says. */
async function shopper(email: string, change: (payments: Payments) => Partial<Payments> = () => ({})) {
  const session = await startGuestSession(database.db, email, TEST_NOW);
  const actor: Actor = { kind: 'guest', sessionId: session.id, email, emailProven: false };
  const integrations = testIntegrations(database.db);
  const payments = { ...integrations.payments, ...change(integrations.payments) } as Payments;
  const ctx = testContext(database.db, actor, testClock, { integrations: { ...integrations, payments } });
  const card = async () =>
    (
      await createTestPaymentMethod(ctx, {
        number: TEST_CARDS.visa,
        expMonth: 12,
        expYear: 2040,
        cvc: '123',
        saveToAccount: false,
      })
    ).id;
  const checkout = (draft: OrderDraft, paymentMethodId: string, key: string, clientQuoteTotalCents: number) =>
    placeOrder(
      ctx,
      placeOrderInputSchema.parse(
        placeOrderInput(draft, paymentMethodId, { idempotencyKey: key, clientQuoteTotalCents }),
      ),
    );
  return { card, checkout };
}

const uniqueEmail = () => `key-reuse-${crypto.randomUUID().slice(0, 8)}@example.test`;
const ordersOfKey = (key: string) => database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
const intentsOfCards = (cards: string[]) =>
  database.db
    .select({
      id: simulatedPaymentIntents.id,
      amountCents: simulatedPaymentIntents.amountCents,
      status: simulatedPaymentIntents.status,
      paymentMethodId: simulatedPaymentIntents.paymentMethodId,
    })
    .from(simulatedPaymentIntents)
    .where(inArray(simulatedPaymentIntents.paymentMethodId, cards));
const ledgerOfKey = async (key: string) =>
  (
    await database.db
      .select()
      .from(paymentLedger)
      .where(like(paymentLedger.idempotencyKey, `%-${key}-authorization%`))
      .orderBy(asc(paymentLedger.createdAt))
  ).map((row) => [row.kind, row.status, row.amountCents, row.providerIntentId]);
const mailTo = (email: string) => database.db.select().from(outbox).where(eq(outbox.to, email));

/** The test draft's order (25 lbs: $44.00 quoted, $66.00 held) and what a second submission changes. */
const reuses: [string, (draft: OrderDraft) => OrderDraft, number, boolean][] = [
  [
    'another amount (40 lbs), same card',
    (d) => ({ ...d, washFold: { ...d.washFold!, weightLbs: 40 } }),
    66_00,
    false,
  ],
  [
    'another amount and another card',
    (d) => ({ ...d, washFold: { ...d.washFold!, weightLbs: 40 }, gratuityCents: 20_00 }),
    81_00,
    true,
  ],
  [
    'another order: other address, tip and instructions',
    (d) => ({
      ...d,
      address: { ...d.address, address: '1 Penn Plaza', zip: '10119' },
      gratuityCents: 0,
      instructions: 'Leave with the doorman',
    }),
    39_00,
    true,
  ],
];

describe('a checkout key reused with another amount or another order (docs/rules/money.md, Idempotency)', () => {
  it.each(reuses)(
    '%s: answers the first order and holds nothing more',
    async (_name, change, clientQuote, newCard) => {
      const email = uniqueEmail();
      const guest = await shopper(email);
      const key = crypto.randomUUID();
      const firstCard = await guest.card();
      const draft = withEmail(washFoldDraft(productId), email);
      const first = await guest.checkout(draft, firstCard, key, WASH_FOLD_QUOTE_CENTS);
      expect(first).toMatchObject({
        quoteTotalCents: WASH_FOLD_QUOTE_CENTS,
        amountAuthorizedCents: WASH_FOLD_HOLD_CENTS,
        priceChanged: false,
      });
      const [order] = await ordersOfKey(key);
      const eventsBefore = await database.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, first.orderId));
      const ledgerBefore = await ledgerOfKey(key);

      const secondCard = newCard ? await guest.card() : firstCard;
      const second = await guest.checkout(change(draft), secondCard, key, clientQuote);

      // The first order is the answer, as it was placed.
      expect(second).toMatchObject({
        orderId: first.orderId,
        orderNumber: first.orderNumber,
        quoteTotalCents: WASH_FOLD_QUOTE_CENTS,
        amountAuthorizedCents: WASH_FOLD_HOLD_CENTS,
      });
      expect(await ordersOfKey(key)).toEqual([order]);
      // One hold at the provider, the first one, still held; the second card was never charged or held.
      expect(await intentsOfCards([firstCard, secondCard])).toEqual([
        {
          id: order!.paymentIntentId,
          amountCents: WASH_FOLD_HOLD_CENTS,
          status: 'requires_capture',
          paymentMethodId: firstCard,
        },
      ]);
      expect(await ledgerOfKey(key)).toEqual(ledgerBefore);
      expect(ledgerBefore).toEqual([
        ['authorization', 'succeeded', WASH_FOLD_HOLD_CENTS, order!.paymentIntentId],
      ]);
      // No second confirmation, no second event.
      expect(await mailTo(email)).toHaveLength(1);
      expect(
        await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, first.orderId)),
      ).toEqual(eventsBefore);
    },
  );

  it('two submissions of one key racing with different amounts and cards make one order; the other hold is released', async () => {
    // The first submission's hold waits until the second has looked for an order (none yet) and reached its own
    // hold; the second's hold then waits until the first's order stands.
    let secondReached!: () => void;
    const secondAtHold = new Promise<void>((resolve) => {
      secondReached = resolve;
    });
    let firstPlaced!: Promise<unknown>;
    let firstCard = '';
    const email = uniqueEmail();
    const guest = await shopper(email, (payments) => ({
      async authorize(request: AuthorizeRequest) {
        if (request.paymentMethodId === firstCard) await secondAtHold;
        else {
          secondReached();
          await firstPlaced;
        }
        return payments.authorize(request);
      },
    }));
    const key = crypto.randomUUID();
    firstCard = await guest.card();
    const secondCard = await guest.card();
    const draft = withEmail(washFoldDraft(productId), email);
    const heavier = { ...draft, washFold: { ...draft.washFold!, weightLbs: 40 } };
    const firstSubmission = guest.checkout(draft, firstCard, key, WASH_FOLD_QUOTE_CENTS);
    firstPlaced = firstSubmission;
    const secondSubmission = guest.checkout(heavier, secondCard, key, 66_00);
    const [first, second] = await Promise.all([firstSubmission, secondSubmission]);

    expect(second).toMatchObject({
      orderId: first.orderId,
      quoteTotalCents: WASH_FOLD_QUOTE_CENTS,
      amountAuthorizedCents: WASH_FOLD_HOLD_CENTS,
    });
    const made = await ordersOfKey(key);
    expect(made.map((o) => [o.id, o.quoteTotalCents, o.amountAuthorizedCents])).toEqual([
      [first.orderId, WASH_FOLD_QUOTE_CENTS, WASH_FOLD_HOLD_CENTS],
    ]);
    const intents = await intentsOfCards([firstCard, secondCard]);
    const kept = intents.filter((intent) => intent.id === made[0]!.paymentIntentId);
    const others = intents.filter((intent) => intent.id !== made[0]!.paymentIntentId);
    expect(kept).toEqual([
      expect.objectContaining({ paymentMethodId: firstCard, status: 'requires_capture' }),
    ]);
    // The second hold (of the heavier order's larger amount) is released, never left on the card.
    expect(others).toEqual([expect.objectContaining({ paymentMethodId: secondCard, status: 'canceled' })]);
    expect(others[0]!.amountCents).toBeGreaterThan(WASH_FOLD_HOLD_CENTS);
    expect(await mailTo(email)).toHaveLength(1);
  });
});
