import { orders, paymentLedger } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '../root';
import { testContext, testIntegrations } from '../testing/context';
import { TEST_CARDS, testClock, WASH_FOLD_HOLD_CENTS } from '../testing/drafts';
import {
  customer,
  eventsOf,
  guest,
  ledgerOf,
  money,
  moneySnapshot,
  orderRow,
  type Person,
  placeHeldOrder,
  simulatedIntent,
  staff,
  testCard,
} from '../testing/money';

let database: Database;
let admin: Person;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  admin = await staff(database.db);
});
afterAll(() => database.close());

const key = () => crypto.randomUUID();
const NEW_TOTAL_CENTS = 92_40;

/** An order of `owner` whose staff charged more than the hold: the customer is asked to authorize. */
async function waitingOrder(owner: Person) {
  const placed = await placeHeldOrder(database.db, owner);
  await money(database.db, admin).charge({
    orderId: placed.orderId,
    amountCents: NEW_TOTAL_CENTS,
    notes: 'Three extra bags',
    idempotencyKey: key(),
  });
  return placed;
}

const reauthorize = async (
  person: Person,
  orderId: string,
  number: string = TEST_CARDS.visa,
  idempotencyKey = key(),
) =>
  money(database.db, person).reauthorize({
    orderId,
    paymentMethodId: await testCard(database.db, person, number),
    idempotencyKey,
  });

describe('orders.reauthorize', () => {
  it('holds exactly the new amount, releases the old hold, Reauthorized; staff then capture it', async () => {
    const owner = await customer(database.db);
    const { orderId, intentId: oldIntentId } = await waitingOrder(owner);
    const view = await reauthorize(owner, orderId);
    expect(view).toMatchObject({
      status: 'Reauthorized',
      payment: {
        reauthStatus: 'Complete',
        amountAuthorizedCents: NEW_TOTAL_CENTS,
        capturedCents: 0,
        paymentIntentId: null, // a customer never sees the provider's id
      },
    });
    const order = await orderRow(database.db, orderId);
    expect(order.paymentIntentId).not.toBe(oldIntentId);
    expect(await simulatedIntent(database.db, order.paymentIntentId!)).toMatchObject({
      status: 'requires_capture',
      amountCents: NEW_TOTAL_CENTS,
    });
    expect(await simulatedIntent(database.db, oldIntentId)).toMatchObject({ status: 'canceled' });
    const ledger = await ledgerOf(database.db, orderId);
    expect(ledger.map((row) => [row.kind, row.status, row.amountCents, row.providerIntentId])).toEqual([
      ['authorization', 'succeeded', WASH_FOLD_HOLD_CENTS, oldIntentId],
      ['reauthorization', 'succeeded', NEW_TOTAL_CENTS, order.paymentIntentId],
      ['cancellation', 'succeeded', WASH_FOLD_HOLD_CENTS, oldIntentId],
    ]);
    const reauthorized = (await eventsOf(database.db, orderId)).find(
      (event) => event.kind === 'reauthorized',
    );
    expect(reauthorized).toMatchObject({
      actorUserId: owner.user!.id,
      actorRole: 'Customer',
      data: expect.objectContaining({
        amountCents: NEW_TOTAL_CENTS,
        previousAuthorizedCents: WASH_FOLD_HOLD_CENTS,
      }),
    });

    const captured = await money(database.db, admin).charge({
      orderId,
      amountCents: NEW_TOTAL_CENTS,
      idempotencyKey: key(),
    });
    expect(captured).toMatchObject({ outcome: 'captured', order: { status: 'Payment Processed' } });
    expect(await simulatedIntent(database.db, order.paymentIntentId!)).toMatchObject({
      capturedCents: NEW_TOTAL_CENTS,
    });
  });

  it('makes one hold for one submission however often it is sent', async () => {
    const owner = await customer(database.db);
    const { orderId } = await waitingOrder(owner);
    const card = await testCard(database.db, owner);
    const idempotencyKey = key();
    const send = () =>
      money(database.db, owner).reauthorize({ orderId, paymentMethodId: card, idempotencyKey });
    const first = await send();
    expect(await send()).toEqual(first);
    const holds = (await ledgerOf(database.db, orderId)).filter((row) => row.kind === 'reauthorization');
    expect(holds).toHaveLength(1);
  });

  it('lets the guest bound to a guest order authorize it, once the mailbox is proven', async () => {
    // docs/decisions/0068-guest-mailbox-proof.md: a typed e-mail reads the order, it does not authorize it.
    const typed = await guest(database.db);
    const waiting = await waitingOrder(typed);
    const before = await moneySnapshot(database.db, waiting.orderId, typed.email);
    await expect(reauthorize(typed, waiting.orderId)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await moneySnapshot(database.db, waiting.orderId, typed.email)).toEqual(before);

    const owner = await guest(database.db, undefined, { emailProven: true });
    const { orderId } = await waitingOrder(owner);
    const view = await reauthorize(owner, orderId);
    expect(view).toMatchObject({ status: 'Reauthorized', payment: { reauthStatus: 'Complete' } });
    const reauthorized = (await eventsOf(database.db, orderId)).find(
      (event) => event.kind === 'reauthorized',
    );
    expect(reauthorized).toMatchObject({ actorUserId: null, actorRole: 'Guest' });
  });

  it('shows a declined card the provider’s message and keeps the order waiting', async () => {
    const owner = await customer(database.db);
    const { orderId } = await waitingOrder(owner);
    await expect(reauthorize(owner, orderId, TEST_CARDS.declined)).rejects.toMatchObject({
      code: 'UNPROCESSABLE_CONTENT',
      message: 'Your card was declined.',
    });
    const order = await orderRow(database.db, orderId);
    expect(order).toMatchObject({ status: 'Awaiting Authorization', reauthStatus: 'Waiting' });
    const attempt = (await ledgerOf(database.db, orderId)).find((row) => row.kind === 'reauthorization');
    expect(attempt).toMatchObject({ status: 'failed', amountCents: NEW_TOTAL_CENTS });
    // A new submission with a good card goes through.
    expect((await reauthorize(owner, orderId)).status).toBe('Reauthorized');
  });

  it('is refused to staff, SuperAdmin and other customers, and while nothing is asked, changing nothing', async () => {
    const owner = await customer(database.db);
    const { orderId } = await waitingOrder(owner);
    const before = await moneySnapshot(database.db, orderId, owner.email);
    const superAdmin = await staff(database.db, 'SuperAdmin');
    for (const person of [admin, superAdmin]) {
      await expect(reauthorize(person, orderId)).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'You do not have permission to do that.',
      });
    }
    await expect(reauthorize(await customer(database.db), orderId)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'There was an error getting orders.',
    });
    await expect(reauthorize(await guest(database.db), orderId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await moneySnapshot(database.db, orderId, owner.email)).toEqual(before);

    const { orderId: notWaiting } = await placeHeldOrder(database.db, owner);
    await expect(reauthorize(owner, notWaiting)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This order is not waiting for a new authorization.',
    });
    expect((await ledgerOf(database.db, notWaiting)).map((row) => row.kind)).toEqual(['authorization']);
  });

  it('is refused on a canceled order before any hold is made', async () => {
    const owner = await customer(database.db);
    const { orderId } = await waitingOrder(owner);
    await money(database.db, admin).cancel({ orderId });
    expect((await orderRow(database.db, orderId)).reauthStatus).toBeNull();
    await expect(reauthorize(owner, orderId)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This order is not waiting for a new authorization.',
    });
    expect(
      (await ledgerOf(database.db, orderId)).filter((row) => row.kind === 'reauthorization'),
    ).toHaveLength(0);
  });

  it('releases the new hold at once when the order stopped waiting while the card was asked', async () => {
    const owner = await customer(database.db);
    const { orderId } = await waitingOrder(owner);
    const integrations = testIntegrations(database.db);
    const payments = integrations.payments;
    // The attempt is closed as abandoned and the order canceled while the provider answers.
    const slowPayments = {
      ...payments,
      async authorize(request: Parameters<typeof payments.authorize>[0]) {
        const authorization = await payments.authorize(request);
        await database.db
          .update(paymentLedger)
          .set({ status: 'failed' })
          .where(eq(paymentLedger.idempotencyKey, request.idempotencyKey));
        await database.db.update(orders).set({ status: 'Canceled' }).where(eq(orders.id, orderId));
        return authorization;
      },
    } as typeof payments;
    const caller = createCaller(
      testContext(database.db, owner.actor, testClock, {
        integrations: { ...integrations, payments: slowPayments },
      }),
    );
    const paymentMethodId = await testCard(database.db, owner);
    await expect(
      caller.orders.reauthorize({ orderId, paymentMethodId, idempotencyKey: key() }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This order is not waiting for a new authorization.',
    });
    const ledger = await ledgerOf(database.db, orderId);
    const hold = ledger.find((row) => row.kind === 'reauthorization');
    expect(hold).toMatchObject({ status: 'succeeded', amountCents: NEW_TOTAL_CENTS });
    expect(
      ledger.find((row) => row.kind === 'cancellation' && row.providerIntentId === hold!.providerIntentId),
    ).toMatchObject({
      status: 'succeeded',
    });
    expect(await simulatedIntent(database.db, hold!.providerIntentId)).toMatchObject({ status: 'canceled' });
    expect((await orderRow(database.db, orderId)).amountAuthorizedCents).toBe(WASH_FOLD_HOLD_CENTS);
  });
});
