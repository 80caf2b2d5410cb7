import { regionSettings, tailoringItems } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import type { Region } from '@laundry/validators/settings';
import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegionPricing } from './regionPricing';

// Every checkout prices its order from loadRegionPricing: one statement whose price lists PostgreSQL writes as JSON
// (packages/db/src/prepared.ts preparedRows). Its answer must be the one Drizzle's relational query maps, on both
// drivers: every setting (pounds with a fraction), every list in its order, an option an item does not offer.
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  await database.db
    .update(regionSettings)
    .set({ washFoldUpToXLbs: 7.5 })
    .where(eq(regionSettings.region, 'ny'));
  // Two items with the same place in the list: the item's name orders them.
  await database.db.update(tailoringItems).set({ sortOrder: 0, hemCents: null });
});
afterAll(async () => {
  await database?.close();
});

/** The same read through Drizzle's relational query, as the product made it before. */
async function relational(region: Region) {
  const byPlace = {
    orderBy: (list: { sortOrder: AnyPgColumn; item: AnyPgColumn }) => [asc(list.sortOrder), asc(list.item)],
  };
  const row = await database.db.query.regionSettings.findFirst({
    where: eq(regionSettings.region, region),
    with: {
      washFoldProducts: byPlace,
      washPressItems: byPlace,
      dryCleanItems: byPlace,
      tailoringItems: byPlace,
      comforterSizes: byPlace,
    },
  });
  if (!row) throw new Error(`no settings for ${region}`);
  const {
    region: _r,
    updatedAt: _u,
    washFoldProducts,
    washPressItems,
    dryCleanItems,
    tailoringItems: tailoring,
    comforterSizes,
    ...settings
  } = row;
  const strip = <R extends { sortOrder: number }>({ sortOrder: _s, ...rest }: R) => rest;
  return {
    region,
    settings,
    priceLists: {
      products: washFoldProducts.map(strip),
      washPress: washPressItems.map(strip),
      dryClean: dryCleanItems.map(strip),
      tailoring: tailoring.map(strip),
      comforter: comforterSizes.map(strip),
    },
  };
}

describe('loadRegionPricing', () => {
  it.each(['ny', 'fl'] as const)('%s: answers what Drizzle maps, every list in its order', async (region) => {
    const loaded = await loadRegionPricing(database.db, region);
    expect(loaded).toEqual(await relational(region));
    // Key for key in the same order too: an order's pricing snapshot is found by the hash of this JSON.
    expect(JSON.stringify(loaded)).toBe(JSON.stringify(await relational(region)));
    for (const list of Object.values(loaded.priceLists)) expect(list.length).toBeGreaterThan(0);
    const items = loaded.priceLists.tailoring.map((row) => row.item);
    expect(items).toEqual([...items].sort());
    expect(loaded.priceLists.tailoring.every((row) => row.hemCents === null)).toBe(true);
  });

  it('keeps a fraction of a pound as a number', async () => {
    expect((await loadRegionPricing(database.db, 'ny')).settings.washFoldUpToXLbs).toBe(7.5);
  });
});
