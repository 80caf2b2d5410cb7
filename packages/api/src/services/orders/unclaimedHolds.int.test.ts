import { orders, paymentLedger, simulatedPaymentIntents } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { CHECKOUT_MESSAGES, placeOrderInputSchema } from '@laundry/validators/checkout';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../context';
import { testContext } from '../../testing/context';
import {
  firstProductId,
  placeOrderInput,
  TEST_NOW,
  testClock,
  testHoldBeforeOrder,
  WASH_FOLD_HOLD_CENTS,
  washFoldDraft,
  withEmail,
} from '../../testing/drafts';
import { startGuestSession } from '../auth/sessions';
import { placeOrder } from './placeOrder';
import { releaseUnclaimedHolds, UNCLAIMED_HOLD_MINUTES } from './unclaimedHolds';

let database: Database;
let productId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  productId = await firstProductId(database.db);
});
afterAll(() => database.close());

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** A guest's hold made by POST /api/payment/intent's service, for a wash and fold order. */
async function legacyHold(email: string) {
  const session = await startGuestSession(database.db, email, TEST_NOW);
  const actor: Actor = { kind: 'guest', sessionId: session.id, email, emailProven: false };
  const ctx = testContext(database.db, actor, testClock);
  const hold = await testHoldBeforeOrder(ctx, { amountCents: WASH_FOLD_HOLD_CENTS, receiptEmail: email });
  return { ctx, hold, payments: ctx.integrations.payments };
}

const intentStatus = async (intentId: string) =>
  (
    await database.db.select().from(simulatedPaymentIntents).where(eq(simulatedPaymentIntents.id, intentId))
  )[0]?.status;

const releasesOf = (intentId: string) =>
  database.db
    .select()
    .from(paymentLedger)
    .where(and(eq(paymentLedger.providerIntentId, intentId), eq(paymentLedger.kind, 'cancellation')));

describe('releaseUnclaimedHolds', () => {
  it('releases a hold no order took within the hour, once, and leaves younger and claimed holds', async () => {
    const abandoned = await legacyHold('abandoned.hold@example.test');
    const young = await legacyHold('young.hold@example.test');
    const claimed = await legacyHold('claimed.hold@example.test');
    const order = withEmail(washFoldDraft(productId), 'claimed.hold@example.test');
    const placed = await placeOrder(
      claimed.ctx,
      placeOrderInputSchema.parse(placeOrderInput(order, claimed.hold.intentId)),
      {
        heldIntentId: claimed.hold.intentId,
      },
    );

    // Within the hour nothing is released.
    const early = await releaseUnclaimedHolds(
      database.db,
      abandoned.payments,
      later(UNCLAIMED_HOLD_MINUTES - 5),
    );
    expect(early).toEqual({ released: 0, failed: 0, attached: 0, closed: 0 });
    expect(await intentStatus(abandoned.hold.intentId)).toBe('requires_capture');

    // Past the hour the two unclaimed holds go (the young one is as old by then); the order keeps its own.
    const swept = await releaseUnclaimedHolds(
      database.db,
      abandoned.payments,
      later(UNCLAIMED_HOLD_MINUTES + 5),
    );
    expect(swept.failed).toBe(0);
    expect(swept.released).toBeGreaterThanOrEqual(2);
    expect(await intentStatus(abandoned.hold.intentId)).toBe('canceled');
    expect(await intentStatus(young.hold.intentId)).toBe('canceled');
    expect(await intentStatus(claimed.hold.intentId)).toBe('requires_capture');
    expect(await releasesOf(claimed.hold.intentId)).toHaveLength(0);
    const [release] = await releasesOf(abandoned.hold.intentId);
    expect(release).toMatchObject({ status: 'succeeded', amountCents: WASH_FOLD_HOLD_CENTS });
    const [kept] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(kept?.paymentIntentId).toBe(claimed.hold.intentId);

    // A second sweep finds nothing left to release.
    const again = await releaseUnclaimedHolds(
      database.db,
      abandoned.payments,
      later(UNCLAIMED_HOLD_MINUTES + 10),
    );
    expect(again).toEqual({ released: 0, failed: 0, attached: 0, closed: 0 });
    expect(await releasesOf(abandoned.hold.intentId)).toHaveLength(1);
  });

  it('refuses an order on a hold the sweep released', async () => {
    const { ctx, hold, payments } = await legacyHold('too.late@example.test');
    await releaseUnclaimedHolds(database.db, payments, later(UNCLAIMED_HOLD_MINUTES + 5));
    const order = withEmail(washFoldDraft(productId), 'too.late@example.test');
    await expect(
      placeOrder(ctx, placeOrderInputSchema.parse(placeOrderInput(order, hold.intentId)), {
        heldIntentId: hold.intentId,
      }),
    ).rejects.toThrow(CHECKOUT_MESSAGES.orderRejected);
    expect(
      await database.db.select().from(orders).where(eq(orders.paymentIntentId, hold.intentId)),
    ).toHaveLength(0);
  });
});
