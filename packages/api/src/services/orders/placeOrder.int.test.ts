import { orders, paymentLedger, simulatedPaymentIntents } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import type { AuthorizeRequest } from '@laundry/integrations';
import { CHECKOUT_MESSAGES, placeOrderInputSchema } from '@laundry/validators/checkout';
import { asc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Actor } from '../../context';
import { testContext, testIntegrations } from '../../testing/context';
import {
  firstProductId,
  placeOrderInput,
  TEST_CARDS,
  TEST_NOW,
  testClock,
  WASH_FOLD_HOLD_CENTS,
  washFoldDraft,
  withEmail,
} from '../../testing/drafts';
import { startGuestSession } from '../auth/sessions';
import { createTestPaymentMethod } from '../payments/savedCards';
import { placeOrder } from './placeOrder';
import { OPEN_CHECKOUT_MINUTES, releaseUnclaimedHolds } from './unclaimedHolds';

let database: Database;
let productId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  productId = await firstProductId(database.db);
});
afterAll(() => database.close());

/** The sweep as a server running this long from now would run it. */
const sweepAfter = (minutes: number) =>
  releaseUnclaimedHolds(database.db, testIntegrations(database.db).payments, later(minutes));
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

type Payments = ReturnType<typeof testIntegrations>['payments'];

/** A guest at checkout, with the payments provider changed as the test says. */
async function guest(email: string, change: (payments: Payments) => Partial<Payments> = () => ({})) {
  const session = await startGuestSession(database.db, email, TEST_NOW);
  const actor: Actor = { kind: 'guest', sessionId: session.id, email, emailProven: false };
  const integrations = testIntegrations(database.db);
  const payments = { ...integrations.payments, ...change(integrations.payments) } as Payments;
  const ctx = testContext(database.db, actor, testClock, { integrations: { ...integrations, payments } });
  const card = async (number: string = TEST_CARDS.visa) =>
    (
      await createTestPaymentMethod(ctx, {
        number,
        expMonth: 12,
        expYear: 2040,
        cvc: '123',
        saveToAccount: false,
      })
    ).id;
  const checkout = (paymentMethodId: string, idempotencyKey: string = crypto.randomUUID()) =>
    placeOrder(
      ctx,
      placeOrderInputSchema.parse(
        placeOrderInput(withEmail(washFoldDraft(productId), email), paymentMethodId, { idempotencyKey }),
      ),
    );
  return { ctx, card, checkout };
}

const intentsOfCard = (paymentMethodId: string) =>
  database.db
    .select()
    .from(simulatedPaymentIntents)
    .where(eq(simulatedPaymentIntents.paymentMethodId, paymentMethodId));

const ledgerOfSubmission = async (idempotencyKey: string) =>
  (
    await database.db
      .select()
      .from(paymentLedger)
      .where(like(paymentLedger.idempotencyKey, `%-${idempotencyKey}-authorization%`))
      .orderBy(asc(paymentLedger.createdAt))
  ).map((row) => ({
    kind: row.kind,
    status: row.status,
    orderId: row.orderId,
    intentId: row.providerIntentId,
    key: row.idempotencyKey,
  }));

const ordersOfSubmission = (idempotencyKey: string) =>
  database.db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey));

describe('each attempt of a checkout has its own ledger row (docs/rules/money.md, The hold)', () => {
  it('a refused card and a good retry under the same key leave a failed row and the order’s succeeded row', async () => {
    const shopper = await guest('refused.then.good@example.test');
    const key = crypto.randomUUID();
    await expect(shopper.checkout(await shopper.card(TEST_CARDS.declined), key)).rejects.toThrow(
      'Your card was declined.',
    );
    const good = await shopper.card();
    const placed = await shopper.checkout(good, key);
    const [order] = await ordersOfSubmission(key);
    const [intent] = await intentsOfCard(good);
    expect(order?.paymentIntentId).toBe(intent?.id);
    const rows = await ledgerOfSubmission(key);
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'authorization', status: 'failed', orderId: null, intentId: '' }),
      expect.objectContaining({
        kind: 'authorization',
        status: 'succeeded',
        orderId: placed.orderId,
        intentId: intent!.id,
      }),
    ]);
    expect(rows[0]!.key).not.toBe(rows[1]!.key);
    const [failed] = await database.db
      .select()
      .from(paymentLedger)
      .where(eq(paymentLedger.idempotencyKey, rows[0]!.key));
    // The failure's class and codes, not the provider's text.
    expect(failed?.failureMessage).toBe('PaymentDeclinedError card_declined generic_declined');
  });

  it('a retry with another card while the first attempt makes the order answers that order and releases its own hold', async () => {
    // The first attempt's hold waits until the retry has looked for an order (none yet) and reached
    // its own hold; the retry's hold then waits until the first attempt's order stands.
    let retryReached!: () => void;
    const retryAtHold = new Promise<void>((resolve) => {
      retryReached = resolve;
    });
    let firstPlaced!: Promise<unknown>;
    let firstCard = '';
    const shopper = await guest('two.cards@example.test', (payments) => ({
      async authorize(request: AuthorizeRequest) {
        if (request.paymentMethodId === firstCard) {
          await retryAtHold;
        } else {
          retryReached();
          await firstPlaced;
        }
        return payments.authorize(request);
      },
    }));
    const key = crypto.randomUUID();
    firstCard = await shopper.card();
    const secondCard = await shopper.card();
    firstPlaced = shopper.checkout(firstCard, key);
    const retried = shopper.checkout(secondCard, key);
    const [first, second] = await Promise.all([firstPlaced, retried]);
    expect(second).toEqual(first);
    expect(await ordersOfSubmission(key)).toHaveLength(1);
    const [kept] = await intentsOfCard(firstCard);
    const [released] = await intentsOfCard(secondCard);
    expect(kept?.status).toBe('requires_capture');
    expect(released?.status).toBe('canceled');
    const releases = await database.db
      .select()
      .from(paymentLedger)
      .where(eq(paymentLedger.providerIntentId, released!.id));
    expect(releases.map((row) => [row.kind, row.status, row.orderId])).toEqual([
      ['authorization', 'succeeded', null],
      ['cancellation', 'succeeded', null],
    ]);
  });

  it('a retry whose card is refused while the first attempt’s order stands answers that order', async () => {
    let firstPlaced!: Promise<unknown>;
    let declinedCard = '';
    const shopper = await guest('declined.retry@example.test', (payments) => ({
      async authorize(request: AuthorizeRequest) {
        if (request.paymentMethodId === declinedCard) await firstPlaced;
        return payments.authorize(request);
      },
    }));
    const key = crypto.randomUUID();
    const good = await shopper.card();
    declinedCard = await shopper.card(TEST_CARDS.declined);
    // The retry looks for an order before the first attempt has one, then its card is refused.
    const retried = shopper.checkout(declinedCard, key);
    firstPlaced = shopper.checkout(good, key);
    const [first, second] = await Promise.all([firstPlaced, retried]);
    expect(second).toEqual(first);
  });
});

describe('a hold whose checkout stopped before its order (docs/rules/money.md, Holds nobody took)', () => {
  /** A checkout whose process stops once the provider has answered: it never writes another row. */
  async function stoppedAfterHold(email: string, options: { providerReached: boolean }) {
    let reached = false;
    const shopper = await guest(email, (payments) => ({
      async authorize(request: AuthorizeRequest) {
        if (options.providerReached) await payments.authorize(request);
        reached = true;
        return new Promise<never>(() => {});
      },
    }));
    const card = await shopper.card();
    const key = crypto.randomUUID();
    void shopper.checkout(card, key);
    await vi.waitFor(() => expect(reached).toBe(true));
    return { card, key };
  }

  it('is on the ledger before the provider answers, and the sweep releases it once the checkout is over', async () => {
    const { card, key } = await stoppedAfterHold('stopped.after.hold@example.test', {
      providerReached: true,
    });
    const [intent] = await intentsOfCard(card);
    expect(intent).toMatchObject({ status: 'requires_capture', amountCents: WASH_FOLD_HOLD_CENTS });
    expect(await ledgerOfSubmission(key)).toEqual([
      expect.objectContaining({ kind: 'authorization', status: 'pending', orderId: null, intentId: '' }),
    ]);

    // A checkout may still be under way: nothing is done before OPEN_CHECKOUT_MINUTES.
    await sweepAfter(OPEN_CHECKOUT_MINUTES - 5);
    expect((await intentsOfCard(card))[0]?.status).toBe('requires_capture');

    const swept = await sweepAfter(OPEN_CHECKOUT_MINUTES + 1);
    expect(swept.released).toBeGreaterThanOrEqual(1);
    expect((await intentsOfCard(card))[0]?.status).toBe('canceled');
    const rows = await database.db
      .select()
      .from(paymentLedger)
      .where(eq(paymentLedger.providerIntentId, intent!.id))
      .orderBy(asc(paymentLedger.createdAt));
    expect(rows.map((row) => [row.kind, row.status, row.orderId, row.amountCents])).toEqual([
      ['authorization', 'succeeded', null, WASH_FOLD_HOLD_CENTS],
      ['cancellation', 'succeeded', null, WASH_FOLD_HOLD_CENTS],
    ]);
    expect(await ordersOfSubmission(key)).toEqual([]);
  });

  it('closes the row of a hold the provider never made', async () => {
    const { card, key } = await stoppedAfterHold('stopped.before.hold@example.test', {
      providerReached: false,
    });
    expect(await intentsOfCard(card)).toEqual([]);
    const swept = await sweepAfter(OPEN_CHECKOUT_MINUTES + 1);
    expect(swept.closed).toBeGreaterThanOrEqual(1);
    expect(await ledgerOfSubmission(key)).toEqual([
      expect.objectContaining({ kind: 'authorization', status: 'failed', orderId: null }),
    ]);
  });

  it('attaches a pending row to the order its hold backs', async () => {
    const shopper = await guest('attached.hold@example.test');
    const key = crypto.randomUUID();
    const placed = await shopper.checkout(await shopper.card(), key);
    const [row] = await ledgerOfSubmission(key);
    // As a row left by a process that stopped after the provider answered would read.
    await database.db
      .update(paymentLedger)
      .set({ status: 'pending', orderId: null, providerIntentId: '' })
      .where(eq(paymentLedger.idempotencyKey, row!.key));
    const swept = await sweepAfter(OPEN_CHECKOUT_MINUTES + 1);
    expect(swept.attached).toBeGreaterThanOrEqual(1);
    const [order] = await ordersOfSubmission(key);
    expect(await ledgerOfSubmission(key)).toEqual([
      expect.objectContaining({
        status: 'succeeded',
        orderId: placed.orderId,
        intentId: order!.paymentIntentId,
      }),
    ]);
    const [intent] = await database.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, order!.paymentIntentId!));
    expect(intent?.status).toBe('requires_capture');
  });
});

describe('a failed checkout’s release (docs/rules/money.md, The ledger)', () => {
  const FAILING_EMAIL = 'release.fails.once@example.test';
  beforeAll(async () => {
    // The order fails for one e-mail, and the first release recorded from now on fails too (a sequence
    // counts the tries: it keeps counting when the failing transaction rolls back).
    await database.db.execute(sql`create sequence release_tries`);
    await database.db.execute(
      sql.raw(`create function fail_order() returns trigger language plpgsql as $$
        begin
          if new.email = '${FAILING_EMAIL}' then raise exception 'simulated order failure'; end if;
          return new;
        end $$`),
    );
    await database.db.execute(
      sql.raw(`create function fail_release() returns trigger language plpgsql as $$
        begin
          if new.kind = 'cancellation' and nextval('release_tries') = 1 then
            raise exception 'simulated ledger failure';
          end if;
          return new;
        end $$`),
    );
    await database.db.execute(
      sql`create trigger fail_order before insert on orders for each row execute function fail_order()`,
    );
    await database.db.execute(
      sql`create trigger fail_release before insert on payment_ledger for each row execute function fail_release()`,
    );
  });

  it('is not asked of the provider unrecorded: the error goes to the log, the hold keeps its row and the sweep releases it', async () => {
    const shopper = await guest(FAILING_EMAIL);
    const card = await shopper.card();
    const key = crypto.randomUUID();
    const failure = await shopper.checkout(card, key).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(CHECKOUT_MESSAGES.processing);
    // The release's failure is handed to the server log with the checkout's own.
    const cause = (failure as Error).cause as AggregateError;
    expect(cause).toBeInstanceOf(AggregateError);
    expect(cause.errors.map((e: Error) => String(e.cause ?? e))).toEqual([
      expect.stringContaining('simulated order failure'),
      expect.stringContaining('simulated ledger failure'),
    ]);
    const [intent] = await intentsOfCard(card);
    expect(intent?.status).toBe('requires_capture');
    expect(await ledgerOfSubmission(key)).toEqual([
      expect.objectContaining({ kind: 'authorization', status: 'pending', orderId: null }),
    ]);

    await sweepAfter(OPEN_CHECKOUT_MINUTES + 1);
    expect((await intentsOfCard(card))[0]?.status).toBe('canceled');
    const rows = await database.db
      .select()
      .from(paymentLedger)
      .where(eq(paymentLedger.providerIntentId, intent!.id))
      .orderBy(asc(paymentLedger.createdAt));
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ['authorization', 'succeeded'],
      ['cancellation', 'succeeded'],
    ]);
  });

  it('leaves a succeeded release row, noted with the failure’s class only', async () => {
    const shopper = await guest(FAILING_EMAIL);
    const card = await shopper.card();
    await expect(shopper.checkout(card)).rejects.toThrow(CHECKOUT_MESSAGES.creating);
    const [intent] = await intentsOfCard(card);
    const [release] = await database.db
      .select()
      .from(paymentLedger)
      .where(eq(paymentLedger.idempotencyKey, `${(await holdRowOf(intent!.id))!.idempotencyKey}-release`));
    expect(release).toMatchObject({ kind: 'cancellation', status: 'succeeded' });
    expect(release?.notes).toMatch(/^Checkout failed after authorization: \w+( P0001)?$/);
  });
});

const holdRowOf = async (intentId: string) =>
  (
    await database.db
      .select()
      .from(paymentLedger)
      .where(eq(paymentLedger.providerIntentId, intentId))
      .orderBy(asc(paymentLedger.createdAt))
  ).find((row) => row.kind === 'authorization');
