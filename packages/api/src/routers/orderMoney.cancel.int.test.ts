import { orders } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, WASH_FOLD_HOLD_CENTS } from '../testing/drafts';
import {
  customer,
  emailsTo,
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
} from '../testing/money';

let database: Database;
let admin: Person;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  admin = await staff(database.db);
});
afterAll(() => database.close());

const setStatus = (orderId: string, status: (typeof orders.$inferSelect)['status']) =>
  database.db.update(orders).set({ status }).where(eq(orders.id, orderId));

describe('orders.cancel', () => {
  it('cancels a customer’s New order and releases its hold: event, ledger, e-mail, version', async () => {
    const owner = await customer(database.db);
    const { orderId, intentId, order: before } = await placeHeldOrder(database.db, owner);
    const view = await money(database.db, owner).cancel({ orderId });
    expect(view.status).toBe('Canceled');
    const order = await orderRow(database.db, orderId);
    expect(order).toMatchObject({ status: 'Canceled', canceledAt: TEST_NOW, version: before.version + 1 });
    expect(await simulatedIntent(database.db, intentId)).toMatchObject({
      status: 'canceled',
      capturedCents: 0,
    });
    expect(
      (await ledgerOf(database.db, orderId)).map((row) => [row.kind, row.status, row.amountCents]),
    ).toEqual([
      ['authorization', 'succeeded', WASH_FOLD_HOLD_CENTS],
      ['cancellation', 'succeeded', WASH_FOLD_HOLD_CENTS],
    ]);
    const canceled = (await eventsOf(database.db, orderId)).find((event) => event.kind === 'canceled');
    expect(canceled).toMatchObject({
      actorUserId: owner.user!.id,
      actorRole: 'Customer',
      data: expect.objectContaining({ releasedCents: WASH_FOLD_HOLD_CENTS, before: { status: 'New' } }),
    });
    const mails = (await emailsTo(database.db, owner.email)).filter((mail) =>
      mail.subject.includes('was canceled'),
    );
    expect(mails).toHaveLength(1);

    // Again: the same order, nothing more; and nothing leaves Canceled or is charged on it.
    expect((await money(database.db, owner).cancel({ orderId })).status).toBe('Canceled');
    expect(await ledgerOf(database.db, orderId)).toHaveLength(2);
    await expect(
      money(database.db, admin).charge({ orderId, amountCents: 10_00, idempotencyKey: crypto.randomUUID() }),
    ).rejects.toThrow('This order is canceled, so nothing can be charged or refunded.');
  });

  it('lets the guest bound to a guest order cancel it while New, once the mailbox is proven', async () => {
    // docs/decisions/0068-guest-mailbox-proof.md: a typed e-mail reads the order, it does not cancel it.
    const typed = await guest(database.db);
    const { orderId: kept } = await placeHeldOrder(database.db, typed);
    const before = await moneySnapshot(database.db, kept, typed.email);
    await expect(money(database.db, typed).cancel({ orderId: kept })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: `To make changes, please confirm that ${typed.email} is yours: we will e-mail you a code, or open the link in your order confirmation.`,
    });
    expect(await moneySnapshot(database.db, kept, typed.email)).toEqual(before);

    const owner = await guest(database.db, undefined, { emailProven: true });
    const { orderId } = await placeHeldOrder(database.db, owner);
    expect((await money(database.db, owner).cancel({ orderId })).status).toBe('Canceled');
    const canceled = (await eventsOf(database.db, orderId)).find((event) => event.kind === 'canceled');
    expect(canceled).toMatchObject({ actorUserId: null, actorRole: 'Guest' });
  });

  it('refuses a customer once the order is no longer New, and changes nothing', async () => {
    const owner = await customer(database.db);
    const { orderId } = await placeHeldOrder(database.db, owner);
    await setStatus(orderId, 'En Route for Pick Up');
    const before = await moneySnapshot(database.db, orderId, owner.email);
    await expect(money(database.db, owner).cancel({ orderId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This order can no longer be canceled.',
    });
    expect(await moneySnapshot(database.db, orderId, owner.email)).toEqual(before);
    // Staff may: the order is neither completed nor settled.
    expect((await money(database.db, admin).cancel({ orderId })).status).toBe('Canceled');
  });

  it.each(['Completed', 'Payment Processed', 'Refund Processed'] as const)(
    'refuses staff on a %s order',
    async (status) => {
      const owner = await customer(database.db);
      const { orderId } = await placeHeldOrder(database.db, owner);
      await setStatus(orderId, status);
      const before = await moneySnapshot(database.db, orderId, owner.email);
      await expect(money(database.db, admin).cancel({ orderId })).rejects.toMatchObject({
        code: 'CONFLICT',
        message: 'This order can no longer be canceled.',
      });
      expect(await moneySnapshot(database.db, orderId, owner.email)).toEqual(before);
    },
  );

  it('refuses a charged order whatever its status says, and another customer’s or guest’s order', async () => {
    const owner = await customer(database.db);
    const { orderId } = await placeHeldOrder(database.db, owner);
    await money(database.db, admin).charge({
      orderId,
      amountCents: 40_00,
      idempotencyKey: crypto.randomUUID(),
    });
    await setStatus(orderId, 'In Progress');
    await expect(money(database.db, admin).cancel({ orderId })).rejects.toThrow(
      'This order can no longer be canceled.',
    );

    const { orderId: other } = await placeHeldOrder(database.db, owner);
    const before = await moneySnapshot(database.db, other, owner.email);
    for (const stranger of [await customer(database.db), await guest(database.db)]) {
      await expect(money(database.db, stranger).cancel({ orderId: other })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'There was an error getting orders.',
      });
    }
    expect(await moneySnapshot(database.db, other, owner.email)).toEqual(before);
  });
});
