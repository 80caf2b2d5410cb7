import { orders, paymentLedger } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import type { AuthorizeRequest } from '@laundry/integrations';
import { createStripePayments, type StripePaymentProvider } from '@laundry/integrations';
import { type StripeStandIn, startStripeStandIn } from '@laundry/integrations/testing';
import { placeOrderInputSchema } from '@laundry/validators/checkout';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Actor } from '../../context';
import { testContext, testIntegrations } from '../../testing/context';
import {
  firstProductId,
  placeOrderInput,
  TEST_NOW,
  testClock,
  WASH_FOLD_HOLD_CENTS,
  washFoldDraft,
  withEmail,
} from '../../testing/drafts';
import { startGuestSession } from '../auth/sessions';
import { placeOrder } from './placeOrder';
import { OPEN_CHECKOUT_MINUTES, releaseUnclaimedHolds } from './unclaimedHolds';

let database: Database;
let standIn: StripeStandIn;
let productId: string;
beforeAll(async () => {
  [database, standIn] = await Promise.all([createTestDatabase(), startStripeStandIn()]);
  await seedTestDatabase(database.db);
  productId = await firstProductId(database.db);
});
afterAll(async () => {
  await standIn.close();
  await database.close();
});

/** A Stripe adapter of its own per test: each remembers how far it has reconciled. */
const stripe = (): StripePaymentProvider =>
  createStripePayments({
    secretKey: 'sk_test_123',
    publishableKey: 'pk_test_123',
    webhookSecret: 'whsec_test_secret',
    host: '127.0.0.1',
    port: standIn.port,
    protocol: 'http',
  });

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const intentStatus = (intentId: string) => standIn.intents.get(intentId)?.status;
const ledgerOf = async (intentId: string) =>
  (
    await database.db
      .select()
      .from(paymentLedger)
      .where(eq(paymentLedger.providerIntentId, intentId))
      .orderBy(asc(paymentLedger.createdAt))
  ).map((row) => [row.kind, row.status, row.orderId]);

/** A hold as a checkout made it before holds were recorded first: at Stripe only. */
async function holdUnknownToTheLedger(payments: StripePaymentProvider, metadata: Record<string, string>) {
  const key = crypto.randomUUID();
  return payments.authorize({
    amountCents: WASH_FOLD_HOLD_CENTS,
    currency: 'usd',
    paymentMethodId: 'pm_card_visa',
    description: 'an order whose process stopped',
    receiptEmail: 'gone@example.test',
    idempotencyKey: `checkout-${key}-authorization`,
    metadata: { ...metadata, checkout: metadata.checkout === '' ? '' : key },
  });
}

async function guestCheckout(email: string, payments: StripePaymentProvider) {
  const session = await startGuestSession(database.db, email, TEST_NOW);
  const actor: Actor = { kind: 'guest', sessionId: session.id, email, emailProven: false };
  const ctx = testContext(database.db, actor, testClock, {
    integrations: { ...testIntegrations(database.db), payments },
  });
  const input = placeOrderInputSchema.parse(
    placeOrderInput(withEmail(washFoldDraft(productId), email), 'pm_card_visa'),
  );
  return { ctx, input, place: () => placeOrder(ctx, input) };
}

describe('the sweep with Stripe (docs/rules/money.md, Holds nobody took)', () => {
  it('releases an uncaptured intent of a checkout that has no order and that the ledger never knew', async () => {
    const payments = stripe();
    const hold = await holdUnknownToTheLedger(payments, {});
    const other = await holdUnknownToTheLedger(payments, { checkout: '' });

    // Younger than OPEN_CHECKOUT_MINUTES: its checkout may still be under way.
    await releaseUnclaimedHolds(database.db, payments, later(OPEN_CHECKOUT_MINUTES - 5));
    expect(intentStatus(hold.intentId)).toBe('requires_capture');

    const swept = await releaseUnclaimedHolds(database.db, stripe(), later(OPEN_CHECKOUT_MINUTES + 1));
    expect(swept).toMatchObject({ released: 1, failed: 0 });
    expect(intentStatus(hold.intentId)).toBe('canceled');
    expect(await ledgerOf(hold.intentId)).toEqual([
      ['authorization', 'succeeded', null],
      ['cancellation', 'succeeded', null],
    ]);
    // An intent whose metadata names no checkout is not the checkout's to release.
    expect(intentStatus(other.intentId)).toBe('requires_capture');
    expect(await ledgerOf(other.intentId)).toEqual([]);
  });

  it('puts an uncaptured intent the ledger lost on the order that holds it, and leaves the hold', async () => {
    const payments = stripe();
    const placed = await (await guestCheckout('lost.row@example.test', payments)).place();
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const intentId = order!.paymentIntentId!;
    // As after restoring a backup older than the hold's row.
    await database.db.delete(paymentLedger).where(eq(paymentLedger.providerIntentId, intentId));

    const swept = await releaseUnclaimedHolds(database.db, payments, later(OPEN_CHECKOUT_MINUTES + 1));
    expect(swept).toMatchObject({ attached: 1, released: 0 });
    expect(intentStatus(intentId)).toBe('requires_capture');
    expect(await ledgerOf(intentId)).toEqual([['authorization', 'succeeded', placed.orderId]]);
  });

  it('finds by its key the hold of a checkout that stopped before its row learned the intent, and releases it', async () => {
    const payments = stripe();
    let held: string | undefined;
    const stopping = {
      ...payments,
      async authorize(request: AuthorizeRequest) {
        held = (await payments.authorize(request)).intentId;
        return new Promise<never>(() => {});
      },
    };
    const checkout = await guestCheckout('stopped.at.stripe@example.test', stopping);
    void checkout.place();
    await vi.waitFor(() => expect(held).toBeDefined());
    const request = standIn.requests.find((r) => r.path === '/v1/payment_intents' && r.method === 'POST');
    expect(request).toBeDefined();
    // The hold carries its key, which is also its ledger row's.
    const key = standIn.intents.get(held!)?.metadata as Record<string, string>;
    const [row] = await database.db
      .select()
      .from(paymentLedger)
      .where(eq(paymentLedger.idempotencyKey, key.hold_key!));
    expect(row).toMatchObject({ kind: 'authorization', status: 'pending', providerIntentId: '' });

    const swept = await releaseUnclaimedHolds(database.db, payments, later(OPEN_CHECKOUT_MINUTES + 1));
    expect(swept).toMatchObject({ released: 1, failed: 0 });
    expect(intentStatus(held!)).toBe('canceled');
    expect(await ledgerOf(held!)).toEqual([
      ['authorization', 'succeeded', null],
      ['cancellation', 'succeeded', null],
    ]);
  });
});
