import {
  comforterSizes,
  type Db,
  dryCleanItems,
  preparedRows,
  regionSettings,
  tailoringItems,
  washFoldProducts,
  washPressItems,
} from '@laundry/db';
import type { PriceLists } from '@laundry/validators/pricing';
import type { Region, RegionalSettings } from '@laundry/validators/settings';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { AppError } from '../../errors';

export interface RegionPricing {
  region: Region;
  settings: RegionalSettings;
  priceLists: PriceLists;
}

/** docs/rules/messages.md, Public site, accounts and staff screens: errors: the fallback when settings cannot be loaded. */
export const SETTINGS_LOAD_ERROR = 'Error getting settings.';

/** A price list table: its columns are those of every list (packages/db/src/schema/priceLists.ts) and its prices. */
type PriceListTable =
  | typeof washFoldProducts
  | typeof washPressItems
  | typeof dryCleanItems
  | typeof tailoringItems
  | typeof comforterSizes;

/**
 * A price list's rows of the region, in their order, as one JSON array of objects keyed as the columns are (all but
 * the sort order): PostgreSQL writes integers, booleans and text as JSON does, and the driver parses the array.
 */
function listOf(table: PriceListTable) {
  const { sortOrder: _sortOrder, ...columns } = getTableColumns(table);
  const pairs = Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  return sql`(select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)}) order by ${table.sortOrder}, ${table.item}), '[]'::json) from ${table} where ${table.region} = ${regionSettings.region})`;
}

const { region: _region, updatedAt: _updatedAt, ...settingsColumns } = getTableColumns(regionSettings);

type RegionPricingRow = RegionalSettings & PriceLists;

/**
 * Every checkout reads this: one statement, built and prepared once, its rows as the driver parsed them
 * (packages/db/src/prepared.ts): the region's settings and its five price lists, each list one JSON array. Drizzle's
 * relational query read the same in one statement, then copied every row of every list through its type checks
 * (mapRelationalRow alone was 1 % of a checkout's server CPU, bench/README.md). regionPricing.int.test.ts compares
 * the two.
 */
const regionWithPriceLists = preparedRows<RegionPricingRow>(
  {
    ...settingsColumns,
    products: listOf(washFoldProducts).as('products'),
    washPress: listOf(washPressItems).as('washPress'),
    dryClean: listOf(dryCleanItems).as('dryClean'),
    tailoring: listOf(tailoringItems).as('tailoring'),
    comforter: listOf(comforterSizes).as('comforter'),
  },
  (db, fields) =>
    db
      .select(fields)
      .from(regionSettings)
      .where(eq(regionSettings.region, sql.placeholder('region')))
      .prepare('region_with_price_lists'),
);

/**
 * A region's settings and its five price lists, as the pricing engine takes them. The server
 * prices every order from these (docs/rules/pricing.md, The server prices every order); the public calculators show the same figures.
 */
export async function loadRegionPricing(db: Db, region: Region): Promise<RegionPricing> {
  const [row] = await regionWithPriceLists(db, { region });
  if (!row) throw new AppError('UNAVAILABLE', SETTINGS_LOAD_ERROR);
  const { products, washPress, dryClean, tailoring, comforter, ...settings } = row;
  return { region, settings, priceLists: { products, washPress, dryClean, tailoring, comforter } };
}
