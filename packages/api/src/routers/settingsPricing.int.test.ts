import { orders, regionSettings } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../context';
import { callerFor, userActor } from '../testing/context';
import { firstProductId, testClock, WASH_FOLD_QUOTE_CENTS, washFoldDraft } from '../testing/drafts';
import { placeTestOrder } from '../testing/orders';

let database: Database;
let superAdmin: Actor;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  superAdmin = userActor(await createUser(database.db, { role: 'SuperAdmin' }));
});
afterAll(() => database.close());

const staff = () => callerFor(database.db, superAdmin);

async function newYorkDraft() {
  return washFoldDraft(await firstProductId(database.db, 'ny'));
}

async function floridaDraft() {
  const draft = washFoldDraft(await firstProductId(database.db, 'fl'));
  return {
    ...draft,
    address: {
      ...draft.address,
      address: '101 E Atlantic Ave',
      city: 'Delray Beach',
      state: 'FL',
      zip: '33445',
    },
  };
}

const quote = async (order: Awaited<ReturnType<typeof newYorkDraft>>) =>
  (await callerFor(database.db, undefined, testClock).checkout.quote({ order })).quoteTotalCents;

async function raiseNewYorkPerLb(perLb: string) {
  const [row] = await database.db.select().from(regionSettings).where(eq(regionSettings.region, 'ny'));
  await staff().settings.updateWashFold({
    region: 'ny',
    version: row!.version,
    values: {
      washFoldUpToXLbs: String(row!.washFoldUpToXLbs),
      washFoldPerLb: perLb,
      washFoldMinimumPrice: '29',
      selfDropOffMinimumLbs: '6',
      selfDropOffBasePrice: '11.75',
      selfDropOffPerLb: '1.65',
    },
  });
}

describe('a settings change takes effect at once, in its region only (docs/rules/settings.md)', () => {
  it('prices the next quote with the new per-lb rate; Florida and a placed order keep theirs', async () => {
    const customer = await createUser(database.db);
    const placed = await placeTestOrder(database.db, userActor(customer), customer.email);
    const [orderBefore] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const floridaBefore = await quote(await floridaDraft());
    expect(await quote(await newYorkDraft())).toBe(WASH_FOLD_QUOTE_CENTS);

    await raiseNewYorkPerLb('2.00');

    // 25 lbs: $29 for the first 20, 5 x $2.00 beyond = $39, + $3 product + $5 tip.
    expect(await quote(await newYorkDraft())).toBe(47_00);
    expect(await quote(await floridaDraft())).toBe(floridaBefore);
    const pricing = await callerFor(database.db).catalog.pricing({ region: 'ny' });
    expect(pricing.settings.washFoldPerLbCents).toBe(200);
    expect((await callerFor(database.db).catalog.pricing({ region: 'fl' })).settings.washFoldPerLbCents).toBe(
      145,
    );

    const [orderAfter] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(orderAfter!.quoteTotalCents).toBe(orderBefore!.quoteTotalCents);
    expect(orderAfter!.washFoldOrder).toEqual(orderBefore!.washFoldOrder);
    const view = await staff().orders.get({ orderId: placed.orderId });
    expect(view.totals.quoteTotalCents).toBe(orderBefore!.quoteTotalCents);
  });

  it('prices a product at its new price, and a removed product no longer at all', async () => {
    const draft = await newYorkDraft();
    const productId = draft.washFold!.productIds[0]!;
    const { priceLists } = await staff().settings.get({ region: 'ny' });
    const product = priceLists.products.find((row) => row.id === productId)!;
    const before = await quote(draft);
    await staff().settings.priceLists.update({
      list: 'products',
      id: product.id,
      version: product.version,
      values: { item: product.item, price: '4.50' },
    });
    expect(await quote(draft)).toBe(before - product.priceCents + 450);
    await staff().settings.priceLists.remove({ list: 'products', id: product.id });
    const answer = await callerFor(database.db, undefined, testClock).checkout.quote({ order: draft });
    expect(answer.messages).toContain(
      'There was an error with order pricing. Please contact us for assistance.',
    );
  });

  it('serves a new zip at once and stops serving a removed one', async () => {
    const added = await staff().settings.zips.add({ zip: '12401', florida: false });
    const served = await callerFor(database.db).catalog.zips.list();
    expect(served.map((zip) => zip.zip)).toContain('12401');
    await staff().settings.zips.remove({ id: added.id, version: added.version });
    expect((await callerFor(database.db).catalog.zips.list()).map((zip) => zip.zip)).not.toContain('12401');
  });

  it('shows the ordering-disabled message in the next quote', async () => {
    const [row] = await database.db.select().from(regionSettings).where(eq(regionSettings.region, 'ny'));
    await staff().settings.updateDisableOrdering({
      region: 'ny',
      version: row!.version,
      values: { disableOrdering: true, disableOrderingMessage: 'Back on Monday.' },
    });
    const answer = await callerFor(database.db, undefined, testClock).checkout.quote({
      order: await newYorkDraft(),
    });
    expect(answer.orderingDisabled).toEqual({ message: 'Back on Monday.' });
    const florida = await callerFor(database.db, undefined, testClock).checkout.quote({
      order: await floridaDraft(),
    });
    expect(florida.orderingDisabled).toBeNull();
  });
});
