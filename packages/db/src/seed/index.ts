import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../database';
import {
  appMeta,
  comforterSizes,
  dryCleanItems,
  locations,
  REGIONS,
  regionSettings,
  specials,
  tailoringItems,
  users,
  washFoldProducts,
  washPressItems,
  zips,
} from '../schema';
import { type DemoAccount, demoAccounts, demoUsersSeed } from './demoAccounts';
import { locationsSeed } from './locations';
import { priceListsSeed } from './priceLists';
import { regionSettingsSeed } from './settings';
import { specialsSeed } from './specials';
import { zipsSeed } from './zips';

export { type DemoAccount, demoAccounts, demoUsersSeed } from './demoAccounts';
export { floridaLocationSeed, locationsSeed, newYorkLocationsSeed } from './locations';
export { priceListsSeed, type RegionPriceLists } from './priceLists';
export { floridaSettings, newYorkSettings, regionSettingsSeed } from './settings';
export { noDryCleanItems, noServices, noTailoringItems, specialsSeed } from './specials';
export { zipsSeed } from './zips';

/** Bumped when the seed data changes in a way worth knowing from a database. */
export const SEED_VERSION = '1';
/** Serializes seeding when several app servers start at once against one PostgreSQL. */
const SEED_LOCK = 7_240_110_002;

export interface SeedOptions {
  /** Also create the demo accounts (superadmin, admin and customer @demo.laundry.test). */
  demo: boolean;
  /** Required when `demo` is true: the one password of the demo accounts. */
  demoPassword?: string;
  hashPassword: (password: string) => Promise<string>;
}

export interface SeedResult {
  /** False when the database already held settings, so nothing was written. */
  seeded: boolean;
  /** The demo accounts present in the database (when `demo` is true). */
  demoAccounts: DemoAccount[];
}

/** Fills an empty database in one transaction; a database that already has settings is left alone. */
export async function seedDatabase(db: Db, opts: SeedOptions): Promise<SeedResult> {
  const { demoPassword } = opts;
  if (opts.demo && !demoPassword)
    throw new Error('seedDatabase: demoPassword is required when demo is true.');
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${SEED_LOCK})`));
    const [existing] = await tx.select({ region: regionSettings.region }).from(regionSettings).limit(1);
    if (existing) return false;
    await tx.insert(regionSettings).values(regionSettingsSeed);
    for (const region of REGIONS) {
      const lists = priceListsSeed[region];
      const rows = <T extends object>(items: T[]) =>
        items.map((item, sortOrder) => ({ ...item, region, sortOrder }));
      await tx.insert(washFoldProducts).values(rows(lists.products));
      await tx.insert(washPressItems).values(rows(lists.washPress));
      await tx.insert(dryCleanItems).values(rows(lists.dryClean));
      await tx.insert(tailoringItems).values(rows(lists.tailoring));
      await tx.insert(comforterSizes).values(rows(lists.comforter));
    }
    const stores = await tx.insert(locations).values(locationsSeed).returning({ id: locations.id });
    await tx.insert(zips).values(zipsSeed);
    await tx.insert(specials).values(specialsSeed);
    if (opts.demo && demoPassword) {
      const passwordHash = await opts.hashPassword(demoPassword);
      const verifiedAt = new Date();
      await tx.insert(users).values(
        demoUsersSeed.map((user) => ({
          ...user,
          passwordHash,
          emailVerifiedAt: verifiedAt,
          // The demo admin works at the first store; staff need a location (docs/rules/messages.md, Public site and accounts: validation).
          locationId: user.role === 'Customer' ? null : (stores[0]?.id ?? null),
        })),
      );
    }
    await tx.insert(appMeta).values({ key: 'seedVersion', value: SEED_VERSION });
    return true;
  });
  return { seeded, demoAccounts: opts.demo ? await presentDemoAccounts(db) : [] };
}

async function presentDemoAccounts(db: Db): Promise<DemoAccount[]> {
  const emails = demoAccounts.map((account) => account.email);
  const present = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  const found = new Set(present.map((row) => row.email));
  return demoAccounts.filter((account) => found.has(account.email));
}
