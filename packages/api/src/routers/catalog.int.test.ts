import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from '../testing/context';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
});
afterAll(() => database.close());

describe('catalog', () => {
  it('lists the served zips, Florida 33445 flagged', async () => {
    const zips = await callerFor(database.db).catalog.zips.list();
    expect(zips.find((z) => z.zip === '33445')?.florida).toBe(true);
    expect(zips.find((z) => z.zip === '10001')?.florida).toBe(false);
  });

  it('sorts locations by address both ways and pages through them', async () => {
    const caller = callerFor(database.db);
    const ascending = await caller.catalog.locations.list({ sortby: 'address', sortorder: 1, limit: 100 });
    expect(ascending.length).toBe(28);
    const addresses = ascending.map((l) => l.address);
    expect(addresses).toEqual(
      [...addresses].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    const descending = await caller.catalog.locations.list({ sortby: 'address', sortorder: -1, limit: 100 });
    expect(descending.map((l) => l.id)).toEqual(ascending.map((l) => l.id).reverse());
    const page = await caller.catalog.locations.list({ sortby: 'address', sortorder: 1, skip: 5, limit: 3 });
    expect(page.map((l) => l.id)).toEqual(ascending.slice(5, 8).map((l) => l.id));
  });

  it('searches locations case-insensitively and treats wildcards literally', async () => {
    const caller = callerFor(database.db);
    const all = await caller.catalog.locations.list({});
    const sample = all[0]!;
    const found = await caller.catalog.locations.list({ searchtext: sample.address.toUpperCase() });
    expect(found.map((l) => l.id)).toContain(sample.id);
    expect(await caller.catalog.locations.list({ searchtext: '%' })).toEqual([]);
  });

  it('rejects a bad sort order with a clear message', async () => {
    const caller = callerFor(database.db);
    await expect(caller.catalog.locations.list({ sortorder: 2 as 1 })).rejects.toThrow(
      'sortorder must be 1 or -1.',
    );
  });

  it('shows the public only current specials, with codes in upper case', async () => {
    const specials = await callerFor(database.db).catalog.specials.list({});
    expect(specials.length).toBe(3);
    for (const special of specials) expect(special.code).toBe(special.code.toUpperCase());
    const later = await callerFor(
      database.db,
      undefined,
      () => new Date('2099-01-01T12:00:00Z'),
    ).catalog.specials.list({});
    expect(later).toEqual([]);
  });

  it('gives each region its own live settings and price lists', async () => {
    const caller = callerFor(database.db);
    const ny = await caller.catalog.pricing({ region: 'ny' });
    const fl = await caller.catalog.pricing({ region: 'fl' });
    expect(ny.settings.washFoldPerLbCents).toBe(145);
    expect(ny.settings.selfDropOffMinimumLbs).toBe(6);
    expect(fl.settings.selfDropOffMinimumLbs).toBe(8);
    for (const list of Object.values(ny.priceLists)) expect(list.length).toBeGreaterThan(0);
    expect(ny.priceLists.comforter.map((c) => c.item).sort()).toEqual(['Full', 'King', 'Queen']);
    const shirt = (p: typeof ny) => p.priceLists.washPress.find((i) => i.item === 'Shirt')?.priceCents;
    expect(shirt(ny)).toBe(199);
    expect(shirt(fl)).not.toBe(199);
    await expect(caller.catalog.pricing({ region: 'tx' as 'ny' })).rejects.toThrow();
  });
});
