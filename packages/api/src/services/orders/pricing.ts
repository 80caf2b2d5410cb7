import { type Db, orders, specials } from '@laundry/db';
import { type OrderPricing, priceOrder, pricingErrorMessage } from '@laundry/pricing';
import { CHECKOUT_MESSAGES } from '@laundry/validators/checkout';
import type { OrderDraft } from '@laundry/validators/order';
import { regionForState } from '@laundry/validators/settings';
import { and, count, eq, ne, or, sql } from 'drizzle-orm';
import { AppError } from '../../errors';
import { loadRegionPricing, type RegionPricing } from '../settings/regionPricing';
import { coalesced } from './coalesce';
import type { PricedWith } from './pricingSnapshot';
import { hasUseLimits, promotionUses } from './promotionUses';

export type SpecialRow = typeof specials.$inferSelect;

/** Whose order it is, for the first-time-only promotions: an account, or an e-mail for a guest. */
export interface CustomerRef {
  userId: string | null;
  email: string;
}

export interface PriceOptions {
  customer: CustomerRef;
  now: Date;
  isStaff: boolean;
  /** Checkout checks that pick-up and delivery are still offered; an edit keeps its schedule. */
  checkSchedule: boolean;
  /** The order being edited, which does not count as an earlier order. */
  excludeOrderId?: string;
  /** False for a live quote to someone who has not shown the e-mail is theirs: no history is read. */
  withHistory?: boolean;
  /**
   * A placed order priced again: the figures it was placed with (docs/rules/pricing.md, An order keeps its prices).
   * Its catalog serves while the order stays in its region, its special while the code stays the same.
   */
  pricedWith?: PricedWith;
}

export interface PricedDraft {
  pricing: OrderPricing;
  catalog: RegionPricing;
  special: SpecialRow | null;
}

/** Checkouts of one region arriving together read its settings and price lists once. */
const regionPricing = coalesced(loadRegionPricing);

async function findSpecial(db: Db, code: string | undefined): Promise<SpecialRow | null> {
  const entered = code?.trim().toLowerCase() ?? '';
  if (entered === '') return null;
  const [row] = await db.select().from(specials).where(sql`lower(${specials.code}) = ${entered}`);
  return row ?? null;
}

/** docs/rules/pricing.md, Promotions: the customer's non-canceled orders, by account or by e-mail. */
async function nonCanceledOrderCount(db: Db, customer: CustomerRef, excludeOrderId?: string) {
  const whose = customer.userId
    ? or(eq(orders.userId, customer.userId), sql`lower(${orders.email}) = ${customer.email.toLowerCase()}`)
    : sql`lower(${orders.email}) = ${customer.email.toLowerCase()}`;
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(whose, ne(orders.status, 'Canceled'), excludeOrderId ? ne(orders.id, excludeOrderId) : undefined),
    );
  return row?.n ?? 0;
}

/**
 * Prices a draft from the database (docs/rules/pricing.md, The server prices every order: the server is the only authority on prices):
 * the region's live settings and price lists, the special behind the promo code and the customer's
 * history, through the one pricing engine the client also uses for its estimates.
 */
export async function priceDraft(db: Db, draft: OrderDraft, options: PriceOptions): Promise<PricedDraft> {
  const region = regionForState(draft.address.state);
  const kept = options.pricedWith;
  const keptCatalog = kept?.catalog?.region === region ? kept.catalog : null;
  const code = draft.promoCode?.trim().toLowerCase() || null;
  const keptSpecial = kept?.special && code !== null && code === kept.promoCode ? kept.special : null;
  const [catalog, special] = await Promise.all([
    keptCatalog ??
      regionPricing(db, region).catch(() => {
        throw new AppError('UNAVAILABLE', CHECKOUT_MESSAGES.pricing);
      }),
    keptSpecial ?? findSpecial(db, draft.promoCode),
  ]);
  const withHistory = options.withHistory !== false;
  const [nonCanceled, uses] = await Promise.all([
    special?.firstTimeOnly && withHistory
      ? nonCanceledOrderCount(db, options.customer, options.excludeOrderId)
      : 0,
    // docs/decisions/0092-promotion-limits.md: the customer's own uses only for whom their history may be read.
    special && hasUseLimits(special)
      ? promotionUses(db, special.id, withHistory ? options.customer : null, options.excludeOrderId)
      : undefined,
  ]);
  const history = { nonCanceledOrderCount: nonCanceled, ...(uses ? { promotionUses: uses } : {}) };
  const pricing = priceOrder(draft, {
    settings: catalog.settings,
    priceLists: catalog.priceLists,
    special: special ?? undefined,
    customerHistory: history,
    now: options.now.getTime(),
    isStaff: options.isStaff,
    checkSchedule: options.checkSchedule,
  });
  return { pricing, catalog, special };
}

/** The first problem of a priced draft as the customer sees it (docs/rules/messages.md, Order flow: validation; docs/rules/messages.md, Order flow, payments and settings: errors). */
export function assertPriceable(pricing: OrderPricing): void {
  const [first] = pricing.errors;
  if (first) throw new AppError('BAD_INPUT', pricingErrorMessage(first), { pricingErrors: pricing.errors });
}
