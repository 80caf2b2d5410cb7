import { orders } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, WASH_FOLD_HOLD_CENTS } from '../testing/drafts';
import {
  customer,
  emailsTo,
  eventKinds,
  eventsOf,
  ledgerOf,
  money,
  moneySnapshot,
  orderRow,
  type Person,
  placeHeldOrder,
  simulatedIntent,
  staff,
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
const charge = (
  orderId: string,
  amountCents: number,
  extra: { notes?: string; idempotencyKey?: string } = {},
) => money(database.db, admin).charge({ orderId, amountCents, idempotencyKey: key(), ...extra });
const refund = (
  orderId: string,
  amountCents: number,
  extra: { notes?: string; idempotencyKey?: string } = {},
) => money(database.db, admin).refund({ orderId, amountCents, idempotencyKey: key(), ...extra });

async function heldOrder() {
  const owner = await customer(database.db);
  return { owner, ...(await placeHeldOrder(database.db, owner)) };
}

describe('orders.charge at or below the hold: a capture', () => {
  it('captures part of the hold: Payment Processed, the ledger row, the event, the receipt, once per key', async () => {
    const { owner, orderId, intentId, order: before } = await heldOrder();
    const idempotencyKey = key();
    const answer = await charge(orderId, 51_25, { notes: 'Weighed 27 lbs', idempotencyKey });
    expect(answer.outcome).toBe('captured');
    expect(answer.order).toMatchObject({
      status: 'Payment Processed',
      payment: { capturedCents: 51_25, amountAuthorizedCents: WASH_FOLD_HOLD_CENTS, refundedCents: 0 },
      totals: { finalOrderTotalCents: 51_25 },
    });
    const after = await orderRow(database.db, orderId);
    expect(after).toMatchObject({
      chargeNotes: 'Weighed 27 lbs',
      capturedCents: 51_25,
      version: before.version + 1,
    });
    // The provider captured exactly that, and released the rest of the hold with it.
    expect(await simulatedIntent(database.db, intentId)).toMatchObject({
      status: 'succeeded',
      capturedCents: 51_25,
    });

    const ledger = await ledgerOf(database.db, orderId);
    expect(ledger.map((row) => [row.kind, row.status, row.amountCents])).toEqual([
      ['authorization', 'succeeded', WASH_FOLD_HOLD_CENTS],
      ['capture', 'succeeded', 51_25],
    ]);
    expect(ledger[1]).toMatchObject({
      createdByUserId: admin.user!.id,
      notes: 'Weighed 27 lbs',
      providerIntentId: intentId,
    });
    const captured = (await eventsOf(database.db, orderId)).find((event) => event.kind === 'captured');
    expect(captured).toMatchObject({
      actorUserId: admin.user!.id,
      actorRole: 'Admin',
      data: expect.objectContaining({
        amountCents: 51_25,
        authorizedCents: WASH_FOLD_HOLD_CENTS,
        releasedCents: 14_75,
      }),
    });
    const receipts = (await emailsTo(database.db, owner.email)).filter((mail) =>
      mail.subject.startsWith('Your receipt'),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.body).toContain('$51.25');

    // The same submission again (a retry, a double click) answers the same and charges nothing more.
    const again = await charge(orderId, 51_25, { notes: 'Weighed 27 lbs', idempotencyKey });
    expect(again).toEqual(answer);
    expect(await ledgerOf(database.db, orderId)).toHaveLength(2);
    expect((await orderRow(database.db, orderId)).version).toBe(before.version + 1);
  });

  it('captures the whole hold, and then refuses a second capture with a new submission', async () => {
    const { owner, orderId } = await heldOrder();
    await charge(orderId, WASH_FOLD_HOLD_CENTS);
    const before = await moneySnapshot(database.db, orderId, owner.email);
    await expect(charge(orderId, 10_00)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This order has already been charged.',
    });
    expect(await moneySnapshot(database.db, orderId, owner.email)).toEqual(before);
  });
});

describe('orders.charge above the hold: the customer is asked to authorize', () => {
  it('sets Waiting and Awaiting Authorization, e-mails the link, moves no money, once per key', async () => {
    const { owner, orderId, intentId } = await heldOrder();
    const idempotencyKey = key();
    const answer = await charge(orderId, WASH_FOLD_HOLD_CENTS + 1, {
      notes: 'Two extra bags',
      idempotencyKey,
    });
    expect(answer.outcome).toBe('reauthorizationRequested');
    expect(answer.order).toMatchObject({
      status: 'Awaiting Authorization',
      payment: { reauthStatus: 'Waiting', reauthAmountCents: WASH_FOLD_HOLD_CENTS + 1, capturedCents: 0 },
    });
    expect((await orderRow(database.db, orderId)).reauthNotes).toBe('Two extra bags');
    expect(await simulatedIntent(database.db, intentId)).toMatchObject({
      status: 'requires_capture',
      capturedCents: 0,
    });
    expect((await ledgerOf(database.db, orderId)).map((row) => row.kind)).toEqual(['authorization']);
    expect(await eventKinds(database.db, orderId)).toEqual(['created', 'reauthRequested']);
    const asks = (await emailsTo(database.db, owner.email)).filter((mail) =>
      mail.subject.startsWith('Please authorize'),
    );
    expect(asks).toHaveLength(1);
    expect(asks[0]!.body).toContain(`http://laundry.test/app/order/id/${orderId}`);
    expect(asks[0]!.body).toContain('$66.01');

    expect((await charge(orderId, WASH_FOLD_HOLD_CENTS + 1, { idempotencyKey })).outcome).toBe(
      'reauthorizationRequested',
    );
    expect(await eventKinds(database.db, orderId)).toEqual(['created', 'reauthRequested']);
  });

  it('asks for a new authorization for any amount once the hold is older than 7 days', async () => {
    const { orderId } = await heldOrder();
    const eightDaysAgo = new Date(TEST_NOW.getTime() - 8 * 86_400_000);
    await database.db.update(orders).set({ authorizedAt: eightDaysAgo }).where(eq(orders.id, orderId));
    const answer = await charge(orderId, 10_00);
    expect(answer.outcome).toBe('reauthorizationRequested');
    expect(answer.order.payment).toMatchObject({ reauthStatus: 'Waiting', reauthAmountCents: 10_00 });
    const [requested] = (await eventsOf(database.db, orderId)).filter(
      (event) => event.kind === 'reauthRequested',
    );
    expect(requested?.data).toMatchObject({ reason: 'holdExpired' });
  });

  it('refuses to ask a card for a new hold under $0.50, and changes nothing; captures that little from a live hold', async () => {
    const { owner, orderId } = await heldOrder();
    await database.db
      .update(orders)
      .set({ authorizedAt: new Date(TEST_NOW.getTime() - 8 * 86_400_000) })
      .where(eq(orders.id, orderId));
    const before = await moneySnapshot(database.db, orderId, owner.email);
    await expect(charge(orderId, 49)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message:
        'A new card authorization must be at least $0.50. Charge at least $0.50 or collect this amount another way.',
    });
    expect(await moneySnapshot(database.db, orderId, owner.email)).toEqual(before);
    expect((await charge(orderId, 50)).outcome).toBe('reauthorizationRequested');

    const live = await heldOrder();
    expect((await charge(live.orderId, 49)).order.payment).toMatchObject({ capturedCents: 49 });
  });

  it('captures a lower amount after all while waiting, which closes the request', async () => {
    const { orderId } = await heldOrder();
    await charge(orderId, 80_00);
    const answer = await charge(orderId, 60_00);
    expect(answer.outcome).toBe('captured');
    expect(answer.order).toMatchObject({
      status: 'Payment Processed',
      payment: { reauthStatus: null, capturedCents: 60_00 },
    });
  });
});

describe('orders.charge refusals change nothing', () => {
  it.each([
    ['zero', 0],
    ['negative', -5_00],
    ['a fraction of a cent', 10.5],
    ['above what an order can cost', 99_999_99 + 1],
  ])('refuses %s with the amount message', async (_name, amountCents) => {
    const { owner, orderId } = await heldOrder();
    const before = await moneySnapshot(database.db, orderId, owner.email);
    // createCaller throws the parse failure itself; its first issue is the message clients are answered.
    await expect(charge(orderId, amountCents)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: { issues: [expect.objectContaining({ message: 'Please enter a valid amount.' })] },
    });
    expect(await moneySnapshot(database.db, orderId, owner.email)).toEqual(before);
  });

  it('refuses a canceled order, a customer, and an unknown order', async () => {
    const { owner, orderId } = await heldOrder();
    await money(database.db, owner).cancel({ orderId });
    const before = await moneySnapshot(database.db, orderId, owner.email);
    await expect(charge(orderId, 10_00)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This order is canceled, so nothing can be charged or refunded.',
    });
    await expect(charge(orderId, 99_00)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      money(database.db, owner).charge({ orderId, amountCents: 10_00, idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await moneySnapshot(database.db, orderId, owner.email)).toEqual(before);
    await expect(charge(crypto.randomUUID(), 10_00)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'There was an error getting orders.',
    });
  });

  it('refuses a capture while another is under way, and lets the same submission through', async () => {
    const { owner, orderId, intentId } = await heldOrder();
    const { recordOperation } = await import('../services/payments/orderMoney/operations');
    const inFlightKey = key();
    await recordOperation(database.db, {
      orderId,
      kind: 'capture',
      amountCents: 20_00,
      provider: 'simulated',
      providerIntentId: intentId,
      idempotencyKey: `order-${orderId}-capture-${inFlightKey}`,
      createdByUserId: admin.user!.id,
      createdAt: TEST_NOW,
    });
    const before = await moneySnapshot(database.db, orderId, owner.email);
    await expect(charge(orderId, 10_00)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'There was an error capturing the payment.',
    });
    await expect(refund(orderId, 1_00)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(money(database.db, owner).cancel({ orderId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This order can no longer be canceled.',
    });
    expect(await moneySnapshot(database.db, orderId, owner.email)).toEqual(before);
    // The submission whose row that is finishes it.
    const answer = await charge(orderId, 20_00, { idempotencyKey: inFlightKey });
    expect(answer.order.payment.capturedCents).toBe(20_00);
  });
});

describe('orders.refund', () => {
  it('refunds in parts, several times, never more than was paid', async () => {
    const { owner, orderId, intentId } = await heldOrder();
    await charge(orderId, 50_00);
    const first = await refund(orderId, 12_50, { notes: 'Stain not removed' });
    expect(first).toMatchObject({
      status: 'Refund Processed',
      payment: { refundedCents: 12_50, capturedCents: 50_00 },
    });
    const idempotencyKey = key();
    const second = await refund(orderId, 37_50, { notes: 'Late delivery', idempotencyKey });
    expect(second.payment.refundedCents).toBe(50_00);
    expect(await refund(orderId, 37_50, { notes: 'Late delivery', idempotencyKey })).toEqual(second);
    expect(await simulatedIntent(database.db, intentId)).toMatchObject({
      capturedCents: 50_00,
      refundedCents: 50_00,
    });
    expect((await orderRow(database.db, orderId)).refundNotes).toBe('Late delivery');

    const before = await moneySnapshot(database.db, orderId, owner.email);
    await expect(refund(orderId, 1)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      // docs/decisions/0071-money-actions-confirm.md: the refusal says how much is left, from the server's figures.
      message: 'Error: You are attempting to refund more than the amount paid. Nothing is left to refund.',
    });
    expect(await moneySnapshot(database.db, orderId, owner.email)).toEqual(before);

    const ledger = await ledgerOf(database.db, orderId);
    // The test clock stands still, so rows of one moment come in any order: compare them sorted by amount.
    const refundRows = ledger
      .filter((row) => row.kind === 'refund')
      .sort((a, b) => a.amountCents - b.amountCents);
    expect(refundRows.map((row) => [row.status, row.amountCents])).toEqual([
      ['succeeded', 12_50],
      ['succeeded', 37_50],
    ]);
    expect(ledger.every((row) => row.kind !== 'refund' || row.providerObjectId?.startsWith('re_sim_'))).toBe(
      true,
    );
    expect(await eventKinds(database.db, orderId)).toEqual(['created', 'captured', 'refunded', 'refunded']);
    const refunds = (await emailsTo(database.db, owner.email)).filter((mail) =>
      mail.subject.startsWith('A refund'),
    );
    expect(refunds.map((mail) => mail.body.match(/\$\d+\.\d\d/)?.[0])).toEqual(['$12.50', '$37.50']);
  });

  it('refuses a refund of an order nothing was captured from, and one above the payment', async () => {
    const { owner, orderId } = await heldOrder();
    const before = await moneySnapshot(database.db, orderId, owner.email);
    await expect(refund(orderId, 1_00)).rejects.toMatchObject({
      message: 'Error: You are attempting to refund more than the amount paid. Nothing is left to refund.',
    });
    await charge(orderId, 30_00);
    await expect(refund(orderId, 30_01)).rejects.toMatchObject({
      message: 'Error: You are attempting to refund more than the amount paid. You can refund up to $30.00.',
    });
    await refund(orderId, 12_34);
    await expect(refund(orderId, 20_00)).rejects.toMatchObject({
      message: 'Error: You are attempting to refund more than the amount paid. You can refund up to $17.66.',
    });
    expect((await moneySnapshot(database.db, orderId, owner.email)).order.refundedCents).toBe(
      before.order.refundedCents + 12_34,
    );
    await expect(
      money(database.db, owner).refund({ orderId, amountCents: 1_00, idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
