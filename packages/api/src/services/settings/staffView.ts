import {
  type comforterSizes,
  type Db,
  type dryCleanItems,
  type RegionSettings,
  regionSettings,
  type tailoringItems,
  type washFoldProducts,
  type washPressItems,
} from '@laundry/db';
import type { Region } from '@laundry/validators/settings';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../errors';
import { SETTINGS_LOAD_ERROR } from './regionPricing';
import { listRegionZips, type StaffZip } from './servedZips';

type Row<T extends { $inferSelect: object }> = Omit<T['$inferSelect'], 'region'>;

/** A region's settings record as the staff screen edits it, with the version a save must carry. */
export type StaffSettingsRecord = Omit<RegionSettings, 'updatedAt'> & { updatedAt: string };

export interface StaffSettingsView {
  region: Region;
  settings: StaffSettingsRecord;
  priceLists: {
    products: Row<typeof washFoldProducts>[];
    washPress: Row<typeof washPressItems>[];
    dryClean: Row<typeof dryCleanItems>[];
    tailoring: Row<typeof tailoringItems>[];
    comforter: Row<typeof comforterSizes>[];
  };
  /** The region's served zips (florida = region is fl). */
  zips: StaffZip[];
}

export function staffSettingsRecord(row: RegionSettings): StaffSettingsRecord {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** Everything a settings screen shows for one region, every record with its version. */
export async function loadStaffSettings(db: Db, region: Region): Promise<StaffSettingsView> {
  const row = await db.query.regionSettings.findFirst({
    where: eq(regionSettings.region, region),
    with: {
      washFoldProducts: { orderBy: (list) => [asc(list.sortOrder), asc(list.item)] },
      washPressItems: { orderBy: (list) => [asc(list.sortOrder), asc(list.item)] },
      dryCleanItems: { orderBy: (list) => [asc(list.sortOrder), asc(list.item)] },
      tailoringItems: { orderBy: (list) => [asc(list.sortOrder), asc(list.item)] },
      comforterSizes: { orderBy: (list) => [asc(list.sortOrder), asc(list.item)] },
    },
  });
  if (!row) throw new AppError('UNAVAILABLE', SETTINGS_LOAD_ERROR);
  const {
    washFoldProducts: products,
    washPressItems: washPress,
    dryCleanItems: dryClean,
    tailoringItems: tailoring,
    comforterSizes: comforter,
    ...record
  } = row;
  const withoutRegion = <R extends { region: Region }>({ region: _r, ...rest }: R) => rest;
  return {
    region,
    settings: staffSettingsRecord(record),
    priceLists: {
      products: products.map(withoutRegion),
      washPress: washPress.map(withoutRegion),
      dryClean: dryClean.map(withoutRegion),
      tailoring: tailoring.map(withoutRegion),
      comforter: comforter.map(withoutRegion),
    },
    zips: await listRegionZips(db, region),
  };
}
