import { type Db, locations, orders } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_NOT_CHARGED_MESSAGE } from '../services/orders/receipt';
import type { WeighInRecord } from '../services/orders/weighIn/record';
import { firstProductId } from '../testing/drafts';
import {
  customer,
  emailsTo,
  guest,
  money,
  orderRow,
  type Person,
  placeHeldOrder,
  staff,
} from '../testing/money';

/**
 * orders.receipt (docs/decisions/0083-orders-receipt.md): the itemized receipt of a charged order, for its customer,
 * the guest bound to it and staff; the same lines as the receipt e-mail the capture queues.
 */

let database: Database;
let db: Db;
let admin: Person;
let productId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  db = database.db;
  admin = await staff(db);
  productId = await firstProductId(db);
});
afterAll(() => database.close());

const charge = (orderId: string, amountCents: number, notes?: string) =>
  money(db, admin).charge({ orderId, amountCents, notes, idempotencyKey: crypto.randomUUID() });

/** The placed order's wash and fold: 25 lb estimated, one product, a $5.00 tip ($44.00 quoted, $66.00 held). */
async function heldOrder(person: Person) {
  return placeHeldOrder(db, person);
}

describe('orders.receipt', () => {
  it('refuses an order nothing has been charged on, and names why', async () => {
    const owner = await customer(db);
    const { orderId } = await heldOrder(owner);
    await expect(money(db, owner).receipt({ orderId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: RECEIPT_NOT_CHARGED_MESSAGE,
    });
    await expect(money(db, admin).receipt({ orderId })).rejects.toMatchObject({
      message:
        'This order has not been charged yet, so it has no receipt. The receipt is ready once we charge your card.',
    });
  });

  it('the estimate charged: each line, the tip, the total charged, the card, the store and the dates', async () => {
    const owner = await customer(db);
    const { orderId, order } = await heldOrder(owner);
    await charge(orderId, order.quoteTotalCents);
    const receipt = await money(db, owner).receipt({ orderId });
    const estimate = order.washFoldOrder as {
      quoteCents: number;
      products: { item: string; priceCents: number }[];
    };
    const [store] = await db.select().from(locations).where(eq(locations.id, order.locationId!));
    expect(receipt).toEqual({
      orderId,
      orderNumber: order.orderNumber,
      weighed: false,
      services: [
        {
          service: 'washFold',
          label: 'Wash & Fold',
          weight: '25 lb',
          amountCents: estimate.quoteCents,
          items: [],
          products: [{ text: estimate.products[0]!.item, amountCents: estimate.products[0]!.priceCents }],
        },
      ],
      charges: [{ label: 'Tip', amountCents: 5_00 }],
      chargedCents: 44_00,
      refundedCents: 0,
      card: 'Visa •••• 4242',
      store: {
        name: store!.name,
        address: `${store!.address}, ${store!.city}, ${store!.state} ${store!.zip}`,
      },
      dates: {
        placed: expect.stringMatching(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/),
        pickUp: 'Wednesday, December 2, 12-1pm',
        delivery: 'Thursday, December 3, 2-3pm',
        charged: expect.stringMatching(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/),
      },
    });
    // The lines add up to what was charged.
    const lines =
      receipt.services.reduce(
        (sum, s) => sum + s.amountCents + s.products.reduce((p, product) => p + product.amountCents, 0),
        0,
      ) + receipt.charges.reduce((sum, c) => sum + c.amountCents, 0);
    expect(lines).toBe(receipt.chargedCents);

    // The one receipt e-mail says the same lines.
    const emails = (await emailsTo(db, owner.email)).filter((e) => e.subject.startsWith('Your receipt'));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.body).toContain(
      [
        'Your items:',
        `Wash & Fold, 25 lb: $${(estimate.quoteCents / 100).toFixed(2)}`,
        `- ${estimate.products[0]!.item}: $${(estimate.products[0]!.priceCents / 100).toFixed(2)}`,
        'Tip: $5.00',
        'Total charged: $44.00',
      ].join('\n'),
    );
    expect(emails[0]!.body).toContain(`Card: Visa •••• 4242\nStore: ${store!.name}, `);
    expect(emails[0]!.body).toContain(`Your receipt: http://laundry.test/app/order/id/${orderId}/receipt`);
  });

  it('a weighed order: the lines are the weigh-in, and another amount charged shows as an adjustment', async () => {
    const owner = await customer(db);
    const { orderId } = await heldOrder(owner);
    await db.update(orders).set({ status: 'In Progress' }).where(eq(orders.id, orderId));
    const { version } = await orderRow(db, orderId);
    await money(db, admin).weighIn({
      orderId,
      version,
      order: { washFold: { weightLbs: 30.5, productIds: [productId] } },
      notes: 'One more bag',
    });
    const weighIn = (await orderRow(db, orderId)).weighIn as WeighInRecord;
    const weighed = weighIn.services.washFold!;
    await charge(orderId, weighIn.totals.totalCents - 1_00, 'A shirt came back stained');
    const receipt = await money(db, admin).receipt({ orderId });
    expect(receipt).toMatchObject({
      weighed: true,
      services: [
        {
          service: 'washFold',
          weight: '30.5 lb',
          amountCents: weighed.quoteCents,
          items: [],
          products: [{ text: weighed.products[0]!.item, amountCents: weighed.products[0]!.priceCents }],
        },
      ],
      charges: [
        { label: 'Tip', amountCents: 5_00 },
        { label: 'Adjustment', amountCents: -1_00 },
      ],
      chargedCents: weighIn.totals.totalCents - 1_00,
    });
  });

  it('a weighed order charged above its hold: the reauthorization e-mail and text tell what the weigh-in changed', async () => {
    const owner = await customer(db);
    const { orderId } = await heldOrder(owner);
    await db.update(orders).set({ status: 'In Progress', sms: true }).where(eq(orders.id, orderId));
    const { version } = await orderRow(db, orderId);
    await money(db, admin).weighIn({
      orderId,
      version,
      order: { washFold: { weightLbs: 60, productIds: [productId] } },
      notes: 'Three bags, not one',
    });
    const weighIn = (await orderRow(db, orderId)).weighIn as WeighInRecord;
    const estimate = (await orderRow(db, orderId)).washFoldOrder as {
      quoteCents: number;
      productsCents: number;
    };
    const final = weighIn.services.washFold!;
    const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(weighIn.totals.totalCents).toBeGreaterThan(66_00);
    const answer = await charge(orderId, weighIn.totals.totalCents);
    expect(answer.outcome).toBe('reauthorizationRequested');
    const [email] = (await emailsTo(db, owner.email)).filter((e) => e.subject.startsWith('Please authorize'));
    expect(email!.body).toContain(
      [
        `We weighed and counted your items. Estimated total: $44.00. Final total: ${usd(weighIn.totals.totalCents)}.`,
        `Wash & Fold: ${usd(final.quoteCents + final.productsCents)}, estimated ${usd(
          estimate.quoteCents + estimate.productsCents,
        )} (weighed 60 lb, estimated 25 lb)`,
        '',
        'Note from our team: Three bags, not one',
      ].join('\n'),
    );
    const [text] = await emailsTo(db, '+12125550199').then((rows) =>
      rows.filter((row) => row.body.includes(`Order #${answer.order.orderNumber} was weighed`)),
    );
    expect(text!.body).toContain(
      `was weighed: estimate $44.00, final ${usd(weighIn.totals.totalCents)} (Wash & Fold weighed 60 lb, estimated 25 lb). Note: Three bags, not one. It now totals ${usd(weighIn.totals.totalCents)}, more than your card's hold.`,
    );
  });

  it('is read by the owner, the guest bound to a guest order and staff; never by another customer', async () => {
    const owner = await customer(db);
    const { orderId } = await heldOrder(owner);
    await charge(orderId, 30_00);
    expect((await money(db, owner).receipt({ orderId })).chargedCents).toBe(30_00);
    expect((await money(db, admin).receipt({ orderId })).chargedCents).toBe(30_00);
    await expect(money(db, await customer(db)).receipt({ orderId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(money(db, await guest(db, owner.email)).receipt({ orderId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    const visitor = await guest(db);
    const guestOrder = await heldOrder(visitor);
    await charge(guestOrder.orderId, 25_00);
    expect((await money(db, visitor).receipt({ orderId: guestOrder.orderId })).chargedCents).toBe(25_00);
    await expect(money(db, await guest(db)).receipt({ orderId: guestOrder.orderId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
