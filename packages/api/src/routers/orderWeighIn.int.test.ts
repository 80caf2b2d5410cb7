import { type Db, type OrderStatus, orders, regionSettings } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import type { OrderDraft } from '@laundry/validators/order';
import { ORDER_MONEY_MESSAGES } from '@laundry/validators/orderMoney';
import { firstIssueMessage } from '@laundry/validators/plainIssues';
import { WEIGH_IN_MESSAGES, type WeighedServices } from '@laundry/validators/weighIn';
import { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { ORDER_CHANGED_MESSAGE } from '../services/orders/transactions';
import { loadRegionPricing } from '../services/settings/regionPricing';
import { callerFor, userActor } from '../testing/context';
import {
  firstProductId,
  placeOrderInput,
  TEST_CARDS,
  testClock,
  washFoldDraft,
  withEmail,
} from '../testing/drafts';
import { eventsOf, orderRow } from '../testing/money';

/**
 * docs/decisions/0082-orders-weigh-in.md; docs/rules/pricing.md, Weigh-in and the final total: the counter's weigh-in
 * is priced by the checkout's engine with the order's own prices, and only between the pick-up and the charge.
 */

let database: Database;
let db: Db;
let productId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  db = database.db;
  productId = await firstProductId(db);
});
afterAll(() => database.close());

async function placed(overrides: Partial<OrderDraft> = {}) {
  const customer = await createUser(db);
  const caller = callerFor(db, userActor(customer), testClock);
  const method = await caller.payments.createTestPaymentMethod({
    number: TEST_CARDS.visa,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  });
  const draft = withEmail(washFoldDraft(productId, overrides), customer.email);
  const order = await caller.checkout.placeOrder(placeOrderInput(draft, method.id));
  return { customer, caller, draft, orderId: order.orderId, quoteTotalCents: order.quoteTotalCents };
}

const staffUser = async () => createUser(db, { role: 'Admin' });
const staffCaller = async () => callerFor(db, userActor(await staffUser()), testClock);

const setStatus = (orderId: string, status: OrderStatus) =>
  db.update(orders).set({ status }).where(eq(orders.id, orderId));

/** Everything a refused weigh-in must leave as it was. */
async function snapshot(orderId: string) {
  return { order: await orderRow(db, orderId), events: (await eventsOf(db, orderId)).length };
}

const servicesOf = (draft: OrderDraft): WeighedServices => ({
  washFold: draft.washFold,
  organicWashFold: draft.organicWashFold,
  washPress: draft.washPress,
  dryClean: draft.dryClean,
  tailoring: draft.tailoring,
  comforter: draft.comforter,
});

async function rates() {
  const [row] = await db.select().from(regionSettings).where(eq(regionSettings.region, 'ny'));
  return row!;
}

/** docs/rules/pricing.md, Wash and fold: the minimum up to the threshold, then per pound, truncated to dollars. */
const washFoldCents = (lbs: number, r: Awaited<ReturnType<typeof rates>>) => {
  const over = Math.round(lbs * 100) - r.washFoldUpToXLbs * 100;
  if (over <= 0) return r.washFoldMinimumPriceCents;
  return Math.max(
    r.washFoldMinimumPriceCents,
    Math.floor((r.washFoldMinimumPriceCents * 100 + r.washFoldPerLbCents * over) / 10_000) * 100,
  );
};

describe('the weigh-in prices the order as its checkout did', () => {
  it("weighing the estimate's own quantities gives the estimate to the cent, for random orders", async () => {
    const catalog = await loadRegionPricing(db, 'ny');
    const pick = <T extends { id: string }>(rows: readonly T[]) =>
      fc.constantFrom(...rows.map((row) => row.id));
    const weight = fc.integer({ min: 1, max: 80_00 }).map((hundredths) => hundredths / 100);
    const washFold = fc.record({
      weightLbs: weight,
      productIds: fc.subarray(
        catalog.priceLists.products.map((product) => product.id),
        { maxLength: 2 },
      ),
    });
    const quantity = fc.integer({ min: 1, max: 20 });
    const services = fc
      .record({
        washFold: fc.option(washFold, { nil: undefined }),
        organicWashFold: fc.option(washFold, { nil: undefined }),
        washPress: fc.option(
          fc.record({
            items: fc.array(fc.record({ itemId: pick(catalog.priceLists.washPress), quantity }), {
              minLength: 1,
              maxLength: 3,
            }),
          }),
          { nil: undefined },
        ),
        dryClean: fc.option(
          fc.record({
            items: fc.array(
              fc.record({
                itemId: pick(catalog.priceLists.dryClean),
                quantity,
                pressOnly: fc.constant(false),
                crease: fc.constant(null),
                starch: fc.constant(null),
              }),
              { minLength: 1, maxLength: 3 },
            ),
          }),
          { nil: undefined },
        ),
        comforter: fc.option(
          fc.record({
            items: fc.array(
              fc.record({
                sizeId: pick(catalog.priceLists.comforter),
                type: fc.constantFrom('notDown' as const, 'down' as const),
                quantity,
              }),
              { minLength: 1, maxLength: 2 },
            ),
          }),
          { nil: undefined },
        ),
      })
      .filter((s) => Object.values(s).some((v) => v !== undefined));
    const extras = fc.record({
      gratuityCents: fc.integer({ min: 0, max: 20_00 }),
      promoCode: fc.constantFrom(undefined, 'FRESH10', 'WELCOME15'),
    });
    const staff = await staffCaller();
    let weighed = 0;
    await fc.assert(
      fc.asyncProperty(services, extras, async (chosen, extra) => {
        let order: Awaited<ReturnType<typeof placed>>;
        try {
          // Per-item services need a few days: the delivery is two Mondays later.
          const schedule = { ...washFoldDraft(productId).schedule, deliveryDate: '2026-12-14' };
          order = await placed({ ...chosen, ...extra, schedule });
        } catch {
          return; // A draft checkout itself refuses (its schedule for these services) is no order to weigh.
        }
        await setStatus(order.orderId, 'In Progress');
        const same = servicesOf(order.draft);
        const quote = await staff.orders.quoteWeighIn({ orderId: order.orderId, order: same });
        expect(quote.totals.totalCents).toBe(order.quoteTotalCents);
        const { version } = await staff.orders.get({ orderId: order.orderId });
        const saved = await staff.orders.weighIn({ orderId: order.orderId, version, order: same, notes: '' });
        expect(saved.totals.finalOrderTotalCents).toBe(order.quoteTotalCents);
        const {
          weighIn: _weighIn,
          finalOrderTotalCents: _final,
          version: _v,
          updatedAt: _u,
          ...estimate
        } = await orderRow(db, order.orderId);
        expect(saved.weighIn?.totals).toEqual({
          servicesSubtotalCents: estimate.servicesSubtotalCents,
          productsCents: estimate.productsCents,
          dryCleanSurchargeCents: estimate.dryCleanSurchargeCents,
          washPressSurchargeCents: estimate.washPressSurchargeCents,
          minimumDeliverySurchargeCents: estimate.minimumDeliverySurchargeCents,
          multipleDeliveryCents: estimate.multipleDeliveryCents,
          earlierDeliveryServiceQuoteCents: estimate.earlierDeliveryServiceQuoteCents,
          expressCents: estimate.expressCents,
          totalDiscountAmountCents: estimate.totalDiscountAmountCents,
          gratuityCents: estimate.gratuityCents,
          totalCents: estimate.quoteTotalCents,
        });
        weighed += 1;
      }),
      { numRuns: 15, seed: 36 },
    );
    expect(weighed).toBeGreaterThanOrEqual(12);
  }, 120_000);

  it('adds exactly the per-pound price over the threshold, records the event and shows it to staff and customer', async () => {
    const { customer, orderId, quoteTotalCents } = await placed();
    await setStatus(orderId, 'In Progress');
    const r = await rates();
    const staffMember = await staffUser();
    const staff = callerFor(db, userActor(staffMember), testClock);
    const before = await orderRow(db, orderId);
    const heavier = { washFold: { weightLbs: 40.5, productIds: [productId] } };
    const expected = quoteTotalCents - washFoldCents(25, r) + washFoldCents(40.5, r);
    // 20.5 lb over the threshold: the minimum plus 20.5 x the per-pound price, truncated to whole dollars.
    expect(r).toMatchObject({
      washFoldUpToXLbs: 20,
      washFoldPerLbCents: 1_45,
      washFoldMinimumPriceCents: 29_00,
    });
    expect(washFoldCents(40.5, r)).toBe(58_00); // $29 + 20.5 lb x $1.45 = $58.725, truncated
    const quote = await staff.orders.quoteWeighIn({ orderId, order: heavier });
    expect(quote.totals.totalCents).toBe(expected);
    expect(quote.services.map((line) => [line.service, line.label, line.quoteCents])).toEqual([
      ['washFold', 'Wash & Fold', washFoldCents(40.5, r)],
    ]);

    const detail = await staff.orders.weighIn({
      orderId,
      version: before.version,
      order: heavier,
      notes: 'Two extra bags',
    });
    expect(detail.totals).toMatchObject({ quoteTotalCents, finalOrderTotalCents: expected });
    expect(detail.version).toBe(before.version + 1);
    expect(detail.weighIn).toMatchObject({
      totals: { totalCents: expected },
      notes: 'Two extra bags',
      weighedBy: staffMember.email,
      services: [{ service: 'washFold', label: 'Wash & Fold', quoteCents: washFoldCents(40.5, r) }],
    });
    expect(detail.weighIn?.services[0]?.draft).toEqual(heavier.washFold);

    const events = await eventsOf(db, orderId);
    const event = events.at(-1)!;
    expect(event).toMatchObject({ kind: 'weighed', actorUserId: staffMember.id, actorRole: 'Admin' });
    expect(event.data).toEqual({
      beforeTotalCents: quoteTotalCents,
      afterTotalCents: expected,
      notes: 'Two extra bags',
      changes: [
        {
          service: 'washFold',
          label: 'Wash & Fold',
          estimateCents: washFoldCents(25, r) + 3_00,
          finalCents: washFoldCents(40.5, r) + 3_00,
        },
      ],
    });

    // The customer sees the estimate and the final total, not who weighed nor the staff's notes in the timeline.
    const own = callerFor(db, userActor(customer), testClock);
    const seen = await own.orders.get({ orderId });
    expect(seen.weighIn).toMatchObject({ totals: { totalCents: expected }, weighedBy: null });
    expect(seen.totals).toMatchObject({ quoteTotalCents, finalOrderTotalCents: expected });
    const ownTimeline = (await own.orders.timeline({ orderId })).filter((line) => line.kind === 'weighed');
    expect(ownTimeline).toEqual([
      expect.objectContaining({
        actor: { name: 'Staff', role: 'Admin' },
        data: {
          beforeTotalCents: quoteTotalCents,
          afterTotalCents: expected,
          changes: (event.data as { changes: unknown }).changes,
        },
      }),
    ]);
    const staffTimeline = (await staff.orders.timeline({ orderId })).filter(
      (line) => line.kind === 'weighed',
    );
    expect(staffTimeline[0]).toMatchObject({
      actor: { name: `${staffMember.firstName} ${staffMember.lastName}`, role: 'Admin' },
      data: { notes: 'Two extra bags', beforeTotalCents: quoteTotalCents, afterTotalCents: expected },
    });

    // The audit screen: who weighed, the totals before and after, each service, the notes.
    const superAdmin = callerFor(db, userActor(await createUser(db, { role: 'SuperAdmin' })), testClock);
    const { rows: entries } = await superAdmin.audit.list({ kind: 'order', actorUserId: staffMember.id });
    expect(entries.find((entry) => entry.action === 'weighed')).toMatchObject({
      actor: { id: staffMember.id },
      actionLabel: 'Weighed in',
      order: { id: orderId },
      lines: [
        { field: 'Total', before: '$44.00', after: `$${(expected / 100).toFixed(2)}` },
        {
          field: 'Wash & Fold',
          before: `$${((washFoldCents(25, r) + 3_00) / 100).toFixed(2)}`,
          after: `$${((washFoldCents(40.5, r) + 3_00) / 100).toFixed(2)}`,
        },
        { field: 'Notes', value: 'Two extra bags' },
      ],
    });

    // Weighed again before the charge: a correction, the total before it is the last weigh-in's.
    const again = await staff.orders.weighIn({
      orderId,
      version: detail.version,
      order: { washFold: { weightLbs: 25, productIds: [productId] } },
      notes: '',
    });
    expect(again.totals.finalOrderTotalCents).toBe(quoteTotalCents);
    expect((await eventsOf(db, orderId)).at(-1)?.data).toMatchObject({
      beforeTotalCents: expected,
      afterTotalCents: quoteTotalCents,
    });
  });

  it("applies the order's percentage promotion to the final total, even after the customer ordered again", async () => {
    const first = await placed({ promoCode: 'WELCOME15' });
    // The same customer orders again: the first-time rule was met at the first order's checkout and stays met.
    const method = await first.caller.payments.createTestPaymentMethod({
      number: TEST_CARDS.visa,
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    await first.caller.checkout.placeOrder(
      placeOrderInput(withEmail(washFoldDraft(productId), first.customer.email), method.id),
    );
    await setStatus(first.orderId, 'In Progress');
    const staff = await staffCaller();
    const heavier = { washFold: { weightLbs: 40, productIds: [productId] } };
    const quote = await staff.orders.quoteWeighIn({ orderId: first.orderId, order: heavier });
    // What a first order of this weighed draft costs at checkout with the same code.
    const fresh = await placed({ promoCode: 'WELCOME15', washFold: heavier.washFold });
    const withoutCode = await placed({ washFold: heavier.washFold });
    expect(fresh.quoteTotalCents).toBeLessThan(withoutCode.quoteTotalCents);
    expect(quote.totals.totalCents).toBe(fresh.quoteTotalCents);
    expect(quote.totals.totalDiscountAmountCents).toBe(withoutCode.quoteTotalCents - fresh.quoteTotalCents);
  });

  it('keeps the prices the order was placed with when the price list changes afterwards', async () => {
    const { orderId, quoteTotalCents, draft } = await placed();
    await setStatus(orderId, 'In Progress');
    const r = await rates();
    await db
      .update(regionSettings)
      .set({ washFoldPerLbCents: sql`${regionSettings.washFoldPerLbCents} + 100` })
      .where(eq(regionSettings.region, 'ny'));
    try {
      const staff = await staffCaller();
      const same = await staff.orders.quoteWeighIn({ orderId, order: servicesOf(draft) });
      expect(same.totals.totalCents).toBe(quoteTotalCents);
      const { version } = await staff.orders.get({ orderId });
      const heavier = { washFold: { weightLbs: 45, productIds: [productId] } };
      const saved = await staff.orders.weighIn({ orderId, version, order: heavier, notes: '' });
      expect(saved.totals.finalOrderTotalCents).toBe(
        quoteTotalCents - washFoldCents(25, r) + washFoldCents(45, r),
      );
    } finally {
      await db
        .update(regionSettings)
        .set({ washFoldPerLbCents: r.washFoldPerLbCents })
        .where(eq(regionSettings.region, 'ny'));
    }
  });
});

describe('what the weigh-in refuses changes nothing', () => {
  const weighed = { washFold: { weightLbs: 30, productIds: [] } };

  /** The refusal's code and the message the caller reads (an input's first issue, as the error formatter words it). */
  async function refused(
    orderId: string,
    call: () => Promise<unknown>,
    expected: { code: string; message?: string },
  ) {
    const before = await snapshot(orderId);
    const error = (await call().then(
      () => null,
      (e: unknown) => e,
    )) as TRPCError | null;
    expect(error).toBeInstanceOf(TRPCError);
    expect(error!.code).toBe(expected.code);
    if (expected.message !== undefined) {
      const read = error!.cause instanceof AppError ? error!.message : firstIssueMessage(error!.cause);
      expect(read).toBe(expected.message);
    }
    expect(await snapshot(orderId)).toEqual(before);
  }

  it.each(['New', 'Unassigned', 'Pending Authorization', 'En Route for Pick Up'] as const)(
    'an order not picked up yet (%s)',
    async (status) => {
      const { orderId } = await placed();
      await setStatus(orderId, status);
      const staff = await staffCaller();
      const { version } = await orderRow(db, orderId);
      const message = WEIGH_IN_MESSAGES.notPickedUp;
      expect(message).toBe('This order has not been picked up yet, so it cannot be weighed.');
      await refused(
        orderId,
        () =>
          staff.orders.weighIn({
            orderId,
            version,
            order: { washFold: { weightLbs: 30, productIds: [] } },
            notes: '',
          }),
        { code: 'CONFLICT', message },
      );
      await refused(
        orderId,
        () => staff.orders.quoteWeighIn({ orderId, order: { washFold: { weightLbs: 30, productIds: [] } } }),
        { code: 'CONFLICT', message },
      );
    },
  );

  it.each([
    'In Progress',
    'En Route for Delivery',
    'Completed',
    'Awaiting Authorization',
    'Reauthorized',
  ] as const)('an order picked up and not charged (%s) is weighed', async (status) => {
    const { orderId } = await placed();
    await setStatus(orderId, status);
    const staff = await staffCaller();
    const { version } = await orderRow(db, orderId);
    const saved = await staff.orders.weighIn({
      orderId,
      version,
      order: { washFold: { weightLbs: 30, productIds: [] } },
      notes: '',
    });
    expect(saved.weighIn?.totals.totalCents).toBe(saved.totals.finalOrderTotalCents);
  });

  it('an order already charged, refunded or canceled', async () => {
    const staff = await staffCaller();
    const charged = await placed();
    await setStatus(charged.orderId, 'In Progress');
    await staff.orders.charge({
      orderId: charged.orderId,
      amountCents: 40_00,
      idempotencyKey: crypto.randomUUID(),
    });
    const row = await orderRow(db, charged.orderId);
    expect(row.capturedCents).toBe(40_00);
    await refused(
      charged.orderId,
      () =>
        staff.orders.weighIn({ orderId: charged.orderId, version: row.version, order: weighed, notes: '' }),
      { code: 'CONFLICT', message: 'This order has already been charged, so its weigh-in cannot change.' },
    );
    const refunded = await placed();
    await setStatus(refunded.orderId, 'Refund Processed');
    const refundedRow = await orderRow(db, refunded.orderId);
    await refused(
      refunded.orderId,
      () =>
        staff.orders.weighIn({
          orderId: refunded.orderId,
          version: refundedRow.version,
          order: weighed,
          notes: '',
        }),
      { code: 'CONFLICT', message: WEIGH_IN_MESSAGES.charged },
    );
    const canceled = await placed();
    await staff.orders.cancel({ orderId: canceled.orderId });
    const canceledRow = await orderRow(db, canceled.orderId);
    expect(canceledRow.status).toBe('Canceled');
    await refused(
      canceled.orderId,
      () =>
        staff.orders.weighIn({
          orderId: canceled.orderId,
          version: canceledRow.version,
          order: weighed,
          notes: '',
        }),
      { code: 'CONFLICT', message: 'This order is canceled, so it cannot be weighed.' },
    );
  });

  it('a stale version', async () => {
    const { orderId } = await placed();
    await setStatus(orderId, 'In Progress');
    const staff = await staffCaller();
    const { version } = await orderRow(db, orderId);
    // Someone else moves the order on after this form was loaded.
    await staff.orders.setStatus({ orderId, status: 'En Route for Delivery', version });
    await refused(orderId, () => staff.orders.weighIn({ orderId, version, order: weighed, notes: '' }), {
      code: 'CONFLICT',
      message: ORDER_CHANGED_MESSAGE,
    });
  });

  it.each([
    [
      { washFold: { weightLbs: 0, productIds: [] } },
      'Wash & Fold weight must be more than 0 lb and at most 500 lb, with up to 2 decimals.',
    ],
    [{ washFold: { weightLbs: 500.01, productIds: [] } }, WEIGH_IN_MESSAGES.weight('washFold')],
    [
      { organicWashFold: { weightLbs: 12.345, productIds: [] } },
      'Organic Wash & Fold weight must be more than 0 lb and at most 500 lb, with up to 2 decimals.',
    ],
    [{ washFold: { weightLbs: -1, productIds: [] } }, WEIGH_IN_MESSAGES.weight('washFold')],
    [
      { washPress: { items: [{ itemId: 'shirt', quantity: 1000 }] } },
      'Wash & Press quantity must be a whole number from 1 to 999.',
    ],
    [
      { comforter: { items: [{ sizeId: 'x', type: 'down', quantity: 0 }] } },
      'Comforter quantity must be a whole number from 1 to 999.',
    ],
    [{}, 'Please weigh at least one service.'],
  ])('bad input %j', async (order, message) => {
    const { orderId } = await placed();
    await setStatus(orderId, 'In Progress');
    const staff = await staffCaller();
    const { version } = await orderRow(db, orderId);
    await refused(
      orderId,
      () => staff.orders.weighIn({ orderId, version, order: order as WeighedServices, notes: '' }),
      { code: 'BAD_REQUEST', message },
    );
  });

  it('an item, product or option the order’s price lists do not have, with the engine’s words', async () => {
    const { orderId } = await placed();
    await setStatus(orderId, 'In Progress');
    const staff = await staffCaller();
    const { version } = await orderRow(db, orderId);
    for (const order of [
      {
        dryClean: {
          items: [{ itemId: 'no-such-item', quantity: 1, pressOnly: false, crease: null, starch: null }],
        },
      },
      { washFold: { weightLbs: 20, productIds: ['no-such-product'] } },
    ] as WeighedServices[]) {
      const before = await snapshot(orderId);
      const error = await staff.orders
        .weighIn({ orderId, version, order, notes: '' })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'BAD_REQUEST' });
      expect((error as Error).message).not.toBe('');
      expect(await snapshot(orderId)).toEqual(before);
    }
  });

  it('anyone but staff', async () => {
    const { orderId, caller } = await placed();
    await setStatus(orderId, 'In Progress');
    const { version } = await orderRow(db, orderId);
    await refused(orderId, () => caller.orders.weighIn({ orderId, version, order: weighed, notes: '' }), {
      code: 'FORBIDDEN',
    });
    await refused(orderId, () => caller.orders.quoteWeighIn({ orderId, order: weighed }), {
      code: 'FORBIDDEN',
    });
  });
});

describe('charging a weighed order', () => {
  it('asks for a reason when the amount is not the final total', async () => {
    const { orderId } = await placed();
    await setStatus(orderId, 'In Progress');
    const staff = await staffCaller();
    const { version } = await orderRow(db, orderId);
    const saved = await staff.orders.weighIn({
      orderId,
      version,
      order: { washFold: { weightLbs: 30, productIds: [productId] } },
      notes: '',
    });
    const finalCents = saved.totals.finalOrderTotalCents!;
    const charge = (amountCents: number, notes?: string) =>
      staff.orders.charge({
        orderId,
        amountCents,
        idempotencyKey: crypto.randomUUID(),
        ...(notes ? { notes } : {}),
      });
    for (const notes of [undefined, '   ']) {
      const before = await snapshot(orderId);
      await expect(charge(finalCents - 1_00, notes)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Please give a reason for charging an amount other than the final total.',
      });
      expect(ORDER_MONEY_MESSAGES.chargeReason).toBe(
        'Please give a reason for charging an amount other than the final total.',
      );
      expect(await snapshot(orderId)).toEqual(before);
    }
    const captured = await charge(finalCents - 1_00, 'Goodwill: one bag was late');
    expect(captured.order.payment.capturedCents).toBe(finalCents - 1_00);
  });

  it('charges the final total without a reason, and any amount of an order never weighed', async () => {
    const staff = await staffCaller();
    const weighedOrder = await placed();
    await setStatus(weighedOrder.orderId, 'In Progress');
    const { version } = await orderRow(db, weighedOrder.orderId);
    const saved = await staff.orders.weighIn({
      orderId: weighedOrder.orderId,
      version,
      order: { washFold: { weightLbs: 30, productIds: [] } },
      notes: '',
    });
    const exact = await staff.orders.charge({
      orderId: weighedOrder.orderId,
      amountCents: saved.totals.finalOrderTotalCents!,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(exact.outcome).toBe('captured');
    const unweighed = await placed();
    const any = await staff.orders.charge({
      orderId: unweighed.orderId,
      amountCents: 12_34,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(any.order.payment.capturedCents).toBe(12_34);
  });
});
