import { type Db, preparedQuery, regionSettings } from '@laundry/db';
import type { PriceLists } from '@laundry/validators/pricing';
import type { Region, RegionalSettings } from '@laundry/validators/settings';
import { asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../errors';

export interface RegionPricing {
  region: Region;
  settings: RegionalSettings;
  priceLists: PriceLists;
}

/** docs/rules/messages.md, Public site, accounts and staff screens: errors: the fallback when settings cannot be loaded. */
export const SETTINGS_LOAD_ERROR = 'Error getting settings.';

// Every checkout reads this: one statement, built and prepared once (packages/db/src/prepared.ts).
const regionWithPriceLists = preparedQuery((db) =>
  db.query.regionSettings
    .findFirst({
      where: eq(regionSettings.region, sql.placeholder('region')),
      with: {
        washFoldProducts: { orderBy: (list) => asc(list.sortOrder) },
        washPressItems: { orderBy: (list) => asc(list.sortOrder) },
        dryCleanItems: { orderBy: (list) => asc(list.sortOrder) },
        tailoringItems: { orderBy: (list) => asc(list.sortOrder) },
        comforterSizes: { orderBy: (list) => asc(list.sortOrder) },
      },
    })
    .prepare('region_with_price_lists'),
);

/**
 * A region's settings and its five price lists, as the pricing engine takes them. The server
 * prices every order from these (docs/rules/pricing.md, The server prices every order); the public calculators show the same figures.
 */
export async function loadRegionPricing(db: Db, region: Region): Promise<RegionPricing> {
  const row = await regionWithPriceLists(db).execute({ region });
  if (!row) throw new AppError('UNAVAILABLE', SETTINGS_LOAD_ERROR);
  const {
    region: _region,
    updatedAt: _updatedAt,
    washFoldProducts: products,
    washPressItems: washPress,
    dryCleanItems: dryClean,
    tailoringItems: tailoring,
    comforterSizes: comforter,
    ...settings
  } = row;
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
