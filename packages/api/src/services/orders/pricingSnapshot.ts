import { createHash } from 'node:crypto';
import { type Db, type Order, preparedQuery, pricingSnapshots } from '@laundry/db';
import type { PriceLists } from '@laundry/validators/pricing';
import type { RegionalSettings } from '@laundry/validators/settings';
import { eq, sql } from 'drizzle-orm';
import type { RegionPricing } from '../settings/regionPricing';
import type { SpecialRow } from './pricing';

/**
 * docs/rules/pricing.md, An order keeps its prices: the settings, price lists and special that priced an order at
 * checkout price it again at every edit and reschedule, whatever the price lists say by then.
 */

/** A catalog read once serves many checkouts (pricing.ts coalesces the reads): its hash is computed once. */
const hashes = new WeakMap<RegionPricing, string>();

function contentHash(catalog: RegionPricing): string {
  let hash = hashes.get(catalog);
  if (!hash) {
    const content = JSON.stringify([catalog.region, catalog.settings, catalog.priceLists]);
    hash = createHash('sha256').update(content).digest('hex');
    hashes.set(catalog, hash);
  }
  return hash;
}

// Every checkout looks its snapshot up: built and prepared once (packages/db/src/prepared.ts).
const snapshotByHash = preparedQuery((db) =>
  db
    .select({ id: pricingSnapshots.id })
    .from(pricingSnapshots)
    .where(eq(pricingSnapshots.contentHash, sql.placeholder('hash')))
    .prepare('pricing_snapshot_by_hash'),
);

/**
 * The snapshot row of these figures, made the first time they price an order. Rows never change, so one made for
 * a checkout that then failed is simply there for the next.
 */
export async function recordPricingSnapshot(db: Db, catalog: RegionPricing): Promise<string> {
  const hash = contentHash(catalog);
  const find = () => snapshotByHash(db).execute({ hash });
  const [found] = await find();
  if (found) return found.id;
  const [inserted] = await db
    .insert(pricingSnapshots)
    .values({
      contentHash: hash,
      region: catalog.region,
      settings: catalog.settings,
      priceLists: catalog.priceLists,
    })
    .onConflictDoNothing({ target: pricingSnapshots.contentHash })
    .returning({ id: pricingSnapshots.id });
  if (inserted) return inserted.id;
  // Another checkout made it between the two statements.
  const [made] = await find();
  return made!.id;
}

/** The special as it priced the order, without what is not a price (its row version, its creation time). */
export function pricedSpecialOf(special: SpecialRow | null): Record<string, unknown> | null {
  if (!special) return null;
  const { version: _version, createdAt: _createdAt, ...priced } = special;
  return priced;
}

/** What priced this order, as priceDraft takes it; null parts (an order placed before they were kept) read today's. */
export interface PricedWith {
  catalog: RegionPricing | null;
  special: SpecialRow | null;
  /** The code the special was found by, lowercased: an edit to another code finds that one today. */
  promoCode: string | null;
}

export async function pricedWith(db: Db, order: Order): Promise<PricedWith> {
  let catalog: RegionPricing | null = null;
  if (order.pricingSnapshotId) {
    const [row] = await db
      .select()
      .from(pricingSnapshots)
      .where(eq(pricingSnapshots.id, order.pricingSnapshotId));
    if (row) {
      catalog = {
        region: row.region,
        settings: row.settings as RegionalSettings,
        priceLists: row.priceLists as PriceLists,
      };
    }
  }
  return {
    catalog,
    special: (order.pricedSpecial as SpecialRow | null) ?? null,
    promoCode: order.promoCode?.trim().toLowerCase() || null,
  };
}
