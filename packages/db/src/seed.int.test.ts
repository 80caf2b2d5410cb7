import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appMeta,
  comforterSizes,
  type Db,
  dryCleanItems,
  locations,
  regionSettings,
  specials,
  tailoringItems,
  users,
  washFoldProducts,
  washPressItems,
  zips,
} from './index';
import { locationsSeed, priceListsSeed, seedDatabase, zipsSeed } from './seed';
import { createTestDatabase, type Database, seedTestDatabase, testHashPassword } from './testing';

async function counts(db: Db) {
  const tables = {
    locations,
    zips,
    specials,
    regionSettings,
    users,
    washFoldProducts,
    washPressItems,
    dryCleanItems,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [
      name,
      (await db.select({ n: count() }).from(table))[0]!.n,
    ]),
  );
  return Object.fromEntries(entries) as Record<keyof typeof tables, number>;
}

describe('seedTestDatabase on a fresh database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('seeds settings, price lists, 27 New York stores and the Florida store (the 28 locations the pages claim), zips and specials', async () => {
    const result = await seedTestDatabase(database.db);
    expect(result).toEqual({ seeded: true, demoAccounts: [] });
    const seeded = await counts(database.db);
    expect(seeded).toMatchObject({ locations: 28, regionSettings: 2, specials: 3, users: 0 });
    expect(seeded.zips).toBe(zipsSeed.length);
    const florida = await database.db.select().from(zips).where(eq(zips.florida, true));
    expect(florida.map((z) => z.zip)).toEqual(['33445']);
    expect(await database.db.select().from(appMeta)).toEqual([{ key: 'seedVersion', value: '1' }]);
  });

  it('seeds the figures of docs/rules/pricing.md for both regions', async () => {
    const rows = await database.db.select().from(regionSettings);
    const byRegion = Object.fromEntries(rows.map((row) => [row.region, row]));
    for (const region of ['ny', 'fl'] as const) {
      expect(byRegion[region]).toMatchObject({
        washFoldUpToXLbs: 20,
        washFoldPerLbCents: 145,
        washFoldMinimumPriceCents: 2900,
        organicWashFoldUpToXLbs: 20,
        organicWashFoldPerLbCents: 160,
        organicWashFoldMinimumPriceCents: 3200,
        washFoldMinDeliveryCents: 2900,
        dryCleanMinDeliveryCents: 3200,
      });
    }
    expect(byRegion.ny).toMatchObject({ selfDropOffMinimumLbs: 6, selfDropOffBasePriceCents: 1175 });
    expect(byRegion.fl).toMatchObject({ selfDropOffMinimumLbs: 8, selfDropOffBasePriceCents: 1000 });
  });

  it('prices both regions, the $1.99 shirt in New York only, never above $80 for dry cleaning', async () => {
    const shirts = await database.db.select().from(washPressItems).where(eq(washPressItems.item, 'Shirt'));
    expect(Object.fromEntries(shirts.map((s) => [s.region, s.priceCents]))).toEqual({ ny: 199, fl: 275 });
    const dryClean = await database.db.select().from(dryCleanItems);
    expect(Math.max(...dryClean.map((d) => d.basePriceCents))).toBe(8000);
    expect(await database.db.select({ n: count() }).from(comforterSizes)).toEqual([{ n: 6 }]);
    const tailoring = await database.db
      .select()
      .from(tailoringItems)
      .where(eq(tailoringItems.item, 'Curtains'));
    expect(tailoring.every((t) => t.sleevesCents === null)).toBe(true);
    expect(
      priceListsSeed.fl.dryClean.every(
        (fl, i) => fl.basePriceCents < priceListsSeed.ny.dryClean[i]!.basePriceCents,
      ),
    ).toBe(true);
  });

  it('serves every store zip and keeps the public specials current', async () => {
    const served = new Set(zipsSeed.map((z) => z.zip));
    for (const store of locationsSeed) expect(served, store.name).toContain(store.zip);
    const rows = await database.db.select().from(specials);
    for (const special of rows) expect(special.expirationDate >= '2027-12-31').toBe(true);
  });

  it('changes nothing when run again', async () => {
    const before = await counts(database.db);
    const result = await seedDatabase(database.db, {
      demo: true,
      demoPassword: 'pw',
      hashPassword: testHashPassword,
    });
    expect(result).toEqual({ seeded: false, demoAccounts: [] });
    expect(await counts(database.db)).toEqual(before);
  });
});

describe('seedDatabase with demo accounts', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('requires the demo password', async () => {
    await expect(seedDatabase(database.db, { demo: true, hashPassword: testHashPassword })).rejects.toThrow(
      'demoPassword is required',
    );
  });

  it('creates the three demo logins once, seeding only one of two concurrent starts', async () => {
    const opts = { demo: true, demoPassword: 'demo-pass', hashPassword: testHashPassword };
    const results = await Promise.all([seedDatabase(database.db, opts), seedDatabase(database.db, opts)]);
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    const expected = [
      { role: 'SuperAdmin', email: 'superadmin@demo.laundry.test' },
      { role: 'Admin', email: 'admin@demo.laundry.test' },
      { role: 'Customer', email: 'customer@demo.laundry.test' },
    ];
    for (const result of results) expect(result.demoAccounts).toEqual(expected);
    const accounts = await database.db.select().from(users);
    expect(accounts).toHaveLength(3);
    for (const account of accounts) {
      expect(account.passwordHash).toBe('test-hash:demo-pass');
      expect(account.emailVerifiedAt).toBeInstanceOf(Date);
    }
    const admin = accounts.find((a) => a.role === 'Admin')!;
    expect(admin.locationId).not.toBeNull();
    const customer = accounts.find((a) => a.role === 'Customer')!;
    expect(customer).toMatchObject({ city: 'New York', state: 'NY', zip: '10023', locationId: null });
    expect(await database.db.select({ n: count() }).from(locations)).toEqual([{ n: 28 }]);
  });
});
