import { startUserSession } from '@laundry/api';
import {
  auditLog,
  comforterSizes,
  dryCleanItems,
  regionSettings,
  tailoringItems,
  washFoldProducts,
  washPressItems,
} from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

let database: Database;
let app: FastifyInstance;
let superAdmin: string;
let admin: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  app = await buildApp({ database });
  const token = async (role: 'Admin' | 'SuperAdmin') =>
    (await startUserSession(database.db, (await createUser(database.db, { role })).id, new Date())).token;
  superAdmin = await token('SuperAdmin');
  admin = await token('Admin');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Method = 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token: string | null = superAdmin) =>
  app.inject({ method, url, payload, headers: token ? { authorization: `JWT ${token}` } : {} });
const post = (url: string, payload: object, token?: string | null) => call('POST', url, payload, token);

const stored = async (region: 'ny' | 'fl') =>
  (await database.db.select().from(regionSettings).where(eq(regionSettings.region, region)))[0]!;
const legacyWindows = {
  firstPickUp: { value: 10, label: '10-11am' },
  lastPickUp: { value: 20, label: '8-9pm' },
  firstDelivery: { value: '9', label: '9-10am' },
  lastDelivery: 21,
  firstSameDayPickUp: { value: 7, label: '7-8am' },
  lastSameDayPickUp: { value: 14, label: '2-3pm' },
  firstSameDayDelivery: { value: 17, label: '5-6pm' },
};

describe("settings sections over REST, in the old client's shapes (docs/rules/rest-compatibility.md)", () => {
  it("saves time windows sent as {value, label} and answers the region's settings", async () => {
    const response = await post('/api/settings_florida/timewindows', legacyWindows);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.error).toBeUndefined();
    expect(body.firstPickUp).toEqual({ value: 10, label: '10-11am' });
    expect(body.version).toBe((await stored('fl')).version);
    expect(await stored('fl')).toMatchObject({ firstPickUp: 10, firstDelivery: 9, firstSameDayDelivery: 17 });
    expect((await stored('ny')).firstPickUp).toBe(11);
  });

  it('takes dollars as strings or numbers, keeps the fields a call leaves out, and records the change', async () => {
    expect(
      (await post('/api/settings/mindelivery', { washFoldMinDelivery: '30.50', dryCleanMinDelivery: 35 }))
        .statusCode,
    ).toBe(200);
    expect(await stored('ny')).toMatchObject({
      washFoldMinDeliveryCents: 3050,
      dryCleanMinDeliveryCents: 3500,
      tailoringMinDeliveryCents: 3200,
    });
    expect((await post('/api/settings/mindeliverydays', { comforterMinDeliveryDays: '5' })).statusCode).toBe(
      200,
    );
    expect(
      (await post('/api/settings/washfoldsettings', { washFoldPerLb: 1.5, washFoldUpToXLbs: '18' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/api/settings/organicwashfoldsettings', { organicWashFoldMinimumPrice: '33' })).statusCode,
    ).toBe(200);
    const disabled = await post('/api/settings/disableordering', {
      disableOrdering: true,
      disableOrderingMessage: 'Closed today.',
    });
    expect(disabled.json()).toMatchObject({ disableOrdering: true, disableOrderingMessage: 'Closed today.' });
    expect(await stored('ny')).toMatchObject({
      comforterMinDeliveryDays: 5,
      washFoldPerLbCents: 150,
      washFoldUpToXLbs: 18,
      organicWashFoldMinimumPriceCents: 3300,
      disableOrdering: true,
    });
    await post('/api/settings/disableordering', { disableOrdering: false });
    const entries = await database.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'settings'), eq(auditLog.entityId, 'ny')));
    expect(entries.map((e) => e.summary)).toContain('New York Minimum Delivery Amounts');
  });

  it.each([
    [
      '/api/settings/timewindows',
      { ...legacyWindows, lastDelivery: { value: 22, label: '10-11pm' } },
      'Please select a time window.',
    ],
    [
      '/api/settings/timewindows',
      { firstPickUp: 21, lastPickUp: 20 },
      'The first time window must not be after the last.',
    ],
    [
      '/api/settings/timewindows',
      { firstPickUp: { value: '', label: 'Select One' } },
      'Please select a time window.',
    ],
    ['/api/settings/mindelivery', { washFoldMinDelivery: '29.999' }, 'Please enter a valid amount.'],
    ['/api/settings/washfoldsettings', { washFoldPerLb: '1.455' }, 'Please enter a valid amount.'],
    [
      '/api/settings/mindeliverydays',
      { washFoldMinDeliveryDays: -1 },
      'Please enter a whole number of days from 0 to 30.',
    ],
    [
      '/api/settings/disableordering',
      { disableOrdering: true, disableOrderingMessage: '' },
      'Please enter the message customers will see while ordering is disabled.',
    ],
  ])('%s refuses %j with a 400 naming the problem, and changes nothing', async (url, payload, message) => {
    const before = await stored('ny');
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect(await stored('ny')).toEqual(before);
  });

  it('refuses a save carrying a version someone else has moved past', async () => {
    const before = await stored('ny');
    const response = await post('/api/settings/mindelivery', {
      washFoldMinDelivery: '99',
      version: before.version - 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(
      'These settings were changed by someone else after you opened them, so your changes were not saved. Please reload them and make your changes again.',
    );
    expect(await stored('ny')).toEqual(before);
  });

  it('keeps an Admin and the signed-out out', async () => {
    const before = await stored('ny');
    expect(
      (
        await post(
          '/api/settings/disableordering',
          { disableOrdering: true, disableOrderingMessage: 'x' },
          admin,
        )
      ).statusCode,
    ).toBe(403);
    expect((await post('/api/settings_florida/timewindows', legacyWindows, null)).statusCode).toBe(401);
    expect(await stored('ny')).toEqual(before);
  });

  it('answers the spec text when a save fails on our side, with no database text, and changes nothing', async () => {
    const before = await stored('ny');
    await database.db.execute(sql`alter table audit_log rename to audit_log_away`);
    try {
      const response = await post('/api/settings/timewindows', legacyWindows);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'Error updating times.', message: 'Error updating times.' });
      const product = await post('/api/settings/product/new', { item: 'Never', price: '1' });
      expect(product.json().error).toBe('Error adding product.');
    } finally {
      await database.db.execute(sql`alter table audit_log_away rename to audit_log`);
    }
    expect(await stored('ny')).toEqual(before);
  });
});

describe('price list paths (docs/rules/rest-compatibility.md)', () => {
  it('adds, edits and deletes a product with the old field names', async () => {
    const added = await post('/api/settings/product/new', { item: 'Dryer Balls', price: '2.5' });
    expect(added.statusCode).toBe(200);
    const { entry } = added.json();
    expect(added.json().products).toContainEqual({ _id: entry._id, item: 'Dryer Balls', price: '2.50' });
    const edited = await post('/api/settings/product', {
      id: entry._id,
      itemName: 'Wool Dryer Balls',
      itemPrice: 3,
    });
    expect(edited.json().entry).toMatchObject({ item: 'Wool Dryer Balls', version: 2 });
    const [row] = await database.db.select().from(washFoldProducts).where(eq(washFoldProducts.id, entry._id));
    expect(row).toMatchObject({ priceCents: 300, region: 'ny' });
    expect(
      (await post('/api/settings/product/new', { item: 'wool dryer balls', price: '1' })).json().error,
    ).toBe('An item with this name is already on this list.');
    // A Florida path cannot reach a New York row, nor a service path a product.
    expect((await call('DELETE', `/api/settings_florida/product/${entry._id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/settings/service/${entry._id}`)).statusCode).toBe(404);
    const removed = await call('DELETE', `/api/settings/product/${entry._id}`);
    expect(removed.statusCode).toBe(200);
    expect(
      await database.db.select().from(washFoldProducts).where(eq(washFoldProducts.id, entry._id)),
    ).toEqual([]);
  });

  it('adds tailoring with hemprice, edits it with hem, and deletes it as a service', async () => {
    const added = await post('/api/settings_florida/tailoring/new', {
      item: 'Cape',
      hemprice: '15',
      liningprice: 40,
    });
    const id = added.json().entry._id;
    let [row] = await database.db.select().from(tailoringItems).where(eq(tailoringItems.id, id));
    expect(row).toMatchObject({ region: 'fl', hemCents: 1500, liningCents: 4000, taperCents: null });
    await post('/api/settings_florida/tailoring', { id, item: 'Cape', hem: '16.50', lining: '' });
    [row] = await database.db.select().from(tailoringItems).where(eq(tailoringItems.id, id));
    expect(row).toMatchObject({ hemCents: 1650, liningCents: null, version: 2 });
    expect((await call('DELETE', `/api/settings_florida/service/${id}`)).statusCode).toBe(200);
    expect(await database.db.select().from(tailoringItems).where(eq(tailoringItems.id, id))).toEqual([]);
  });

  it('adds and edits dry clean and wash and press items, and edits a comforter size', async () => {
    const dry = await post('/api/settings/dryclean/new', {
      item: 'Robe',
      price: '14',
      pressOnly: '7.25',
      options: { crease: true, starch: true, noCrease: '1.5' },
    });
    const dryId = dry.json().entry._id;
    await post('/api/settings/dryclean', { id: dryId, item: 'Robe', price: 15, options: { crease: false } });
    const [dc] = await database.db.select().from(dryCleanItems).where(eq(dryCleanItems.id, dryId));
    expect(dc).toMatchObject({
      basePriceCents: 1500,
      pressOnlyPriceCents: 725,
      offersCrease: false,
      noCreaseChargeCents: 0,
      offersStarch: true,
    });
    const press = await post('/api/settings/washpress/new', { item: 'Apron', price: 4 });
    const pressId = press.json().entry._id;
    await post('/api/settings/washpress', { id: pressId, item: 'Apron', price: '4.75' });
    const [wp] = await database.db.select().from(washPressItems).where(eq(washPressItems.id, pressId));
    expect(wp!.priceCents).toBe(475);

    const [queen] = await database.db
      .select()
      .from(comforterSizes)
      .where(and(eq(comforterSizes.region, 'ny'), eq(comforterSizes.item, 'Queen')));
    const comforter = await post('/api/settings/comforter', { id: queen!.id, notDown: '41', down: 55.5 });
    expect(comforter.json().comforter).toContainEqual({
      _id: queen!.id,
      item: 'Queen',
      options: { notDown: '41.00', down: '55.50' },
    });
    const bad = await post('/api/settings/comforter', { id: queen!.id, notDown: '41.001' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Please enter a valid amount.');
  });
});

describe('served zip paths (docs/rules/rest-compatibility.md)', () => {
  it('adds a zip that the zip list then serves, moves it to Florida and removes it by its code', async () => {
    const added = await post('/api/admin/zip', { zip: '11101' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ zip: '11101', florida: false, version: 1 });
    const zips = async () =>
      (await app.inject({ method: 'GET', url: '/api/zips' })).json() as { zip: string; florida: boolean }[];
    expect(await zips()).toContainEqual(expect.objectContaining({ zip: '11101', florida: false }));
    const moved = await post('/api/zip/11101', { florida: true });
    expect(moved.json()).toMatchObject({ zip: '11101', florida: true, version: 2 });
    expect(await zips()).toContainEqual(expect.objectContaining({ zip: '11101', florida: true }));
    const removed = await call('DELETE', '/api/zip/11101');
    expect(removed.json()).toMatchObject({ zip: '11101', deleted: true });
    expect((await zips()).map((z) => z.zip)).not.toContain('11101');
  });

  it('refuses a duplicate zip, a zip that is not 5 digits, an unknown zip and an Admin', async () => {
    const duplicate = await post('/api/admin/zip', { zip: '10001', florida: false });
    expect([duplicate.statusCode, duplicate.json().error]).toEqual([
      409,
      'This zip code is already on the list.',
    ]);
    const short = await post('/api/admin/zip', { zip: '123' });
    expect([short.statusCode, short.json().error]).toEqual([400, 'Please enter a 5-digit zip code.']);
    expect((await call('DELETE', '/api/zip/99999')).statusCode).toBe(404);
    expect((await post('/api/admin/zip', { zip: '11102' }, admin)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/zip/10001', undefined, admin)).statusCode).toBe(403);
  });
});
