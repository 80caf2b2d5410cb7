import {
  comforterSizes,
  type Db,
  dryCleanItems,
  regionSettings,
  tailoringItems,
  washFoldProducts,
  washPressItems,
} from '@laundry/db';
import type { PriceLists } from '@laundry/validators/pricing';
import type { Region, RegionalSettings } from '@laundry/validators/settings';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../errors';

export interface RegionPricing {
  region: Region;
  settings: RegionalSettings;
  priceLists: PriceLists;
}

/** spec 000 §8: the fallback when settings cannot be loaded. */
export const SETTINGS_LOAD_ERROR = 'Error getting settings.';

/**
 * A region's settings and its five price lists, as the pricing engine takes them. The server
 * prices every order from these (DECISIONS.md, Money); the public calculators show the same figures.
 */
export async function loadRegionPricing(db: Db, region: Region): Promise<RegionPricing> {
  const [settingsRow] = await db.select().from(regionSettings).where(eq(regionSettings.region, region));
  if (!settingsRow) throw new AppError('UNAVAILABLE', SETTINGS_LOAD_ERROR);
  const { region: _region, updatedAt: _updatedAt, ...settings } = settingsRow;
  const [products, washPress, dryClean, tailoring, comforter] = await Promise.all([
    db
      .select()
      .from(washFoldProducts)
      .where(eq(washFoldProducts.region, region))
      .orderBy(asc(washFoldProducts.sortOrder)),
    db
      .select()
      .from(washPressItems)
      .where(eq(washPressItems.region, region))
      .orderBy(asc(washPressItems.sortOrder)),
    db
      .select()
      .from(dryCleanItems)
      .where(eq(dryCleanItems.region, region))
      .orderBy(asc(dryCleanItems.sortOrder)),
    db
      .select()
      .from(tailoringItems)
      .where(eq(tailoringItems.region, region))
      .orderBy(asc(tailoringItems.sortOrder)),
    db
      .select()
      .from(comforterSizes)
      .where(eq(comforterSizes.region, region))
      .orderBy(asc(comforterSizes.sortOrder)),
  ]);
  const strip = <R extends { sortOrder: number }>({ sortOrder: _s, ...rest }: R) => rest;
  return {
    region,
    settings,
    priceLists: {
      products: products.map(strip),
      washPress: washPress.map(strip),
      dryClean: dryClean.map(strip),
      tailoring: tailoring.map(strip),
      comforter: comforter.map((row) => ({
        ...strip(row),
        item: row.item as PriceLists['comforter'][number]['item'],
      })),
    },
  };
}
