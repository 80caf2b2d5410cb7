import { orders } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import type { AuthorizeRequest } from '@laundry/integrations';
import { PaymentProviderError } from '@laundry/integrations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCaller } from '../../../root';
import { testContext, testIntegrations } from '../../../testing/context';
import { TEST_NOW, WASH_FOLD_HOLD_CENTS } from '../../../testing/drafts';
import {
  customer,
  emailsTo,
  eventKinds,
  eventsOf,
  ledgerOf,
  money,
  orderRow,
  type Person,
  placeHeldOrder,
  simulatedIntent,
  staff,
  testCard,
} from '../../../testing/money';
import { finishAbandonedOperations, markExpiredAuthorizations } from './expiry';
import { recordOperation } from './operations';

let database: Database;
let admin: Person;
let payments: ReturnType<typeof testIntegrations>['payments'];
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  admin = await staff(database.db);
  payments = testIntegrations(database.db).payments;
});
afterAll(() => database.close());

const DAY = 86_400_000;
const later = (ms: number) => new Date(TEST_NOW.getTime() + ms);
const authorizedAgo = (orderId: string, ms: number) =>
  database.db
    .update(orders)
    .set({ authorizedAt: new Date(TEST_NOW.getTime() - ms) })
    .where(eq(orders.id, orderId));

async function heldOrder() {
  const owner = await customer(database.db);
  return { owner, ...(await placeHeldOrder(database.db, owner)) };
}

describe('markExpiredAuthorizations', () => {
  it('marks holds strictly older than 7 days Expired, once, and leaves the others', async () => {
    const expired = await heldOrder();
    const exactlySeven = await heldOrder();
    const waiting = await heldOrder();
    const captured = await heldOrder();
    const canceled = await heldOrder();
    await money(database.db, admin).charge({
      orderId: waiting.orderId,
      amountCents: 99_00,
      idempotencyKey: crypto.randomUUID(),
    });
    await money(database.db, admin).charge({
      orderId: captured.orderId,
      amountCents: 10_00,
      idempotencyKey: crypto.randomUUID(),
    });
    await money(database.db, admin).cancel({ orderId: canceled.orderId });
    await authorizedAgo(expired.orderId, 7 * DAY + 1);
    await authorizedAgo(exactlySeven.orderId, 7 * DAY);
    for (const { orderId } of [waiting, captured, canceled]) await authorizedAgo(orderId, 30 * DAY);

    expect(await markExpiredAuthorizations(database.db, TEST_NOW)).toEqual({ expired: 1 });
    expect(await markExpiredAuthorizations(database.db, TEST_NOW)).toEqual({ expired: 0 });
    const order = await orderRow(database.db, expired.orderId);
    expect(order).toMatchObject({
      reauthStatus: 'Expired',
      status: 'New',
      version: expired.order.version + 1,
    });
    const [event] = (await eventsOf(database.db, expired.orderId)).filter(
      (e) => e.kind === 'authorizationExpired',
    );
    expect(event).toMatchObject({ actorUserId: null, data: expect.objectContaining({ source: 'job' }) });
    expect((await orderRow(database.db, exactlySeven.orderId)).reauthStatus).toBeNull();
    expect((await orderRow(database.db, waiting.orderId)).reauthStatus).toBe('Waiting');
    expect((await orderRow(database.db, captured.orderId)).reauthStatus).toBeNull();
    expect((await orderRow(database.db, canceled.orderId)).reauthStatus).toBeNull();

    // The next charge of the expired order asks the customer, whatever the amount.
    const answer = await money(database.db, admin).charge({
      orderId: expired.orderId,
      amountCents: 5_00,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(answer.outcome).toBe('reauthorizationRequested');
  });
});

/** The simulated provider, whose answer to every capture and refund is lost after it acted. */
function losingAnswers(): typeof payments {
  const lost = () => new PaymentProviderError('socket hang up');
  return {
    ...payments,
    async capture(request) {
      await payments.capture(request);
      throw lost();
    },
    async refund(request) {
      await payments.refund(request);
      throw lost();
    },
  } as typeof payments;
}

describe('actions whose answer was lost', () => {
  it('answers unavailable, keeps the row pending, and the job finishes it once with its own key', async () => {
    const { owner, orderId, intentId } = await heldOrder();
    const provider = losingAnswers();
    const caller = createCaller(
      testContext(database.db, admin.actor, () => TEST_NOW, {
        integrations: { ...testIntegrations(database.db), payments: provider },
      }),
    );
    await expect(
      caller.orders.charge({
        orderId,
        amountCents: 33_00,
        notes: 'Lost answer',
        idempotencyKey: crypto.randomUUID(),
      }),
    ).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'There was an error capturing the payment.',
    });
    // The provider captured; the order does not say so yet, and nothing else may start meanwhile.
    expect(await simulatedIntent(database.db, intentId)).toMatchObject({ capturedCents: 33_00 });
    expect(await orderRow(database.db, orderId)).toMatchObject({ status: 'New', capturedCents: 0 });
    expect((await ledgerOf(database.db, orderId)).map((row) => row.status)).toEqual(['succeeded', 'pending']);
    await expect(
      money(database.db, admin).charge({ orderId, amountCents: 10_00, idempotencyKey: crypto.randomUUID() }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });

    expect(
      await finishAbandonedOperations(database.db, payments, later(60_000), 'https://shop.test'),
    ).toEqual({
      finished: 0,
    });
    expect(
      await finishAbandonedOperations(database.db, payments, later(3 * 60_000), 'https://shop.test'),
    ).toEqual({
      finished: 1,
    });
    expect(await orderRow(database.db, orderId)).toMatchObject({
      status: 'Payment Processed',
      capturedCents: 33_00,
      chargeNotes: 'Lost answer',
    });
    expect(
      (await ledgerOf(database.db, orderId)).map((row) => [row.kind, row.status, row.amountCents]),
    ).toEqual([
      ['authorization', 'succeeded', WASH_FOLD_HOLD_CENTS],
      ['capture', 'succeeded', 33_00],
    ]);
    const [captured] = (await eventsOf(database.db, orderId)).filter((e) => e.kind === 'captured');
    expect(captured).toMatchObject({
      actorUserId: admin.user!.id,
      data: expect.objectContaining({ source: 'job' }),
    });
    const receipt = (await emailsTo(database.db, owner.email)).find((mail) =>
      mail.subject.startsWith('Your receipt'),
    );
    expect(receipt?.body).toContain(`https://shop.test/app/order/id/${orderId}`);
  });

  it('finishes a lost refund before the next staff action on the order, after two minutes', async () => {
    const { orderId, intentId } = await heldOrder();
    await money(database.db, admin).charge({
      orderId,
      amountCents: 40_00,
      idempotencyKey: crypto.randomUUID(),
    });
    const provider = losingAnswers();
    const caller = createCaller(
      testContext(database.db, admin.actor, () => TEST_NOW, {
        integrations: { ...testIntegrations(database.db), payments: provider },
      }),
    );
    await expect(
      caller.orders.refund({ orderId, amountCents: 15_00, idempotencyKey: crypto.randomUUID() }),
    ).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'There was an error refunding payment.',
    });
    expect((await orderRow(database.db, orderId)).refundedCents).toBe(0);

    const threeMinutesLater = money(database.db, admin, () => later(3 * 60_000));
    const view = await threeMinutesLater.refund({
      orderId,
      amountCents: 25_00,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(view.payment.refundedCents).toBe(40_00);
    expect(await simulatedIntent(database.db, intentId)).toMatchObject({ refundedCents: 40_00 });
    expect(await eventKinds(database.db, orderId)).toEqual(['created', 'captured', 'refunded', 'refunded']);
  });

  it('asks again for a release the provider refused, and closes an abandoned new hold as failed', async () => {
    const { orderId, intentId } = await heldOrder();
    await database.db.update(orders).set({ status: 'Canceled' }).where(eq(orders.id, orderId));
    await recordOperation(database.db, {
      orderId,
      kind: 'cancellation',
      amountCents: WASH_FOLD_HOLD_CENTS,
      provider: payments.name,
      providerIntentId: intentId,
      idempotencyKey: `order-${orderId}-release-${intentId}`,
      createdByUserId: null,
      status: 'failed',
      createdAt: TEST_NOW,
    });
    const other = await heldOrder();
    await recordOperation(database.db, {
      orderId: other.orderId,
      kind: 'reauthorization',
      amountCents: 90_00,
      provider: payments.name,
      providerIntentId: '',
      idempotencyKey: `order-${other.orderId}-reauthorization-${crypto.randomUUID()}`,
      createdByUserId: null,
      createdAt: TEST_NOW,
    });
    expect(
      await finishAbandonedOperations(database.db, payments, later(10 * 60_000), 'https://shop.test'),
    ).toEqual({
      finished: 2,
    });
    expect(await simulatedIntent(database.db, intentId)).toMatchObject({ status: 'canceled' });
    expect((await ledgerOf(database.db, orderId)).map((row) => row.status)).toEqual([
      'succeeded',
      'succeeded',
    ]);
    const reauthorization = (await ledgerOf(database.db, other.orderId)).find(
      (row) => row.kind === 'reauthorization',
    );
    expect(reauthorization?.status).toBe('failed');
    // Beyond a hold's 7 days nothing is asked again.
    expect(
      await finishAbandonedOperations(database.db, payments, later(8 * DAY), 'https://shop.test'),
    ).toEqual({
      finished: 0,
    });
  });

  it('releases the new hold of a reauthorization whose process stopped once the provider had answered', async () => {
    const { owner, orderId, intentId } = await heldOrder();
    await money(database.db, admin).charge({
      orderId,
      amountCents: 99_00,
      idempotencyKey: crypto.randomUUID(),
    });
    const integrations = testIntegrations(database.db);
    let held: string | undefined;
    const stopping = {
      ...integrations.payments,
      async authorize(request: AuthorizeRequest) {
        held = (await integrations.payments.authorize(request)).intentId;
        return new Promise<never>(() => {});
      },
    } as typeof integrations.payments;
    // On the real clock: the provider's intents are made on it.
    const caller = createCaller(
      testContext(database.db, owner.actor, () => new Date(), {
        integrations: { ...integrations, payments: stopping },
      }),
    );
    const card = await testCard(database.db, owner);
    void caller.orders
      .reauthorize({ orderId, paymentMethodId: card, idempotencyKey: crypto.randomUUID() })
      .catch(() => undefined);
    await vi.waitFor(() => expect(held).toBeDefined());
    expect(await simulatedIntent(database.db, held!)).toMatchObject({ status: 'requires_capture' });

    await finishAbandonedOperations(
      database.db,
      payments,
      new Date(Date.now() + 10 * 60_000),
      'https://shop.test',
    );
    expect(await simulatedIntent(database.db, held!)).toMatchObject({ status: 'canceled' });
    const rows = await ledgerOf(database.db, orderId);
    expect(rows.find((row) => row.kind === 'reauthorization')).toMatchObject({
      status: 'failed',
      providerIntentId: held,
    });
    expect(rows.find((row) => row.kind === 'cancellation')).toMatchObject({
      status: 'succeeded',
      providerIntentId: held,
    });
    // The order keeps its hold and keeps waiting for the customer.
    expect(await orderRow(database.db, orderId)).toMatchObject({
      paymentIntentId: intentId,
      reauthStatus: 'Waiting',
    });
    expect(await simulatedIntent(database.db, intentId)).toMatchObject({ status: 'requires_capture' });
  });
});
