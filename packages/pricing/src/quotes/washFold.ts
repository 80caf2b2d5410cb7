import type { WashFoldProduct } from '@laundry/validators/pricing';
import type { Region, RegionalSettings } from '@laundry/validators/settings';
import { weightHundredths } from '../money';
import { findPriceRow } from '../priceLists';
import type { WashFoldKind } from '../services';

/** The three figures of a wash and fold kind (docs/rules/pricing.md, Wash and fold (regular and organic)). */
export interface WashFoldRates {
  upToXLbs: number;
  perLbCents: number;
  minimumPriceCents: number;
}

/** The region's rates for regular or organic wash and fold (docs/rules/settings.md, What a region has; docs/rules/pricing.md, Wash and fold (regular and organic)). */
export function washFoldRates(settings: RegionalSettings, kind: WashFoldKind): WashFoldRates {
  return kind === 'washFold'
    ? {
        upToXLbs: settings.washFoldUpToXLbs,
        perLbCents: settings.washFoldPerLbCents,
        minimumPriceCents: settings.washFoldMinimumPriceCents,
      }
    : {
        upToXLbs: settings.organicWashFoldUpToXLbs,
        perLbCents: settings.organicWashFoldPerLbCents,
        minimumPriceCents: settings.organicWashFoldMinimumPriceCents,
      };
}

/**
 * Wash and fold quote in cents for an estimated weight (docs/rules/pricing.md, Wash and fold (regular and organic)): up to the
 * threshold, the minimum price; above it, minimum + per-lb x (weight - threshold), truncated to whole
 * dollars (docs/rules/pricing.md, Wash and fold (regular and organic)). Computed in hundredths of a pound. The quote never falls below the
 * minimum price, so a minimum with cents is not truncated away: docs/decisions/0012-pricing-wash-fold-truncation.md.
 */
export function washFoldQuoteCents(weightLbs: number, rates: WashFoldRates): number {
  return washFoldQuoteForHundredths(weightHundredths(weightLbs), rates);
}

/** `washFoldQuoteCents` for a weight already in integer hundredths of a pound. */
export function washFoldQuoteForHundredths(hundredths: number, rates: WashFoldRates): number {
  const over = hundredths - weightHundredths(rates.upToXLbs);
  if (over <= 0) return rates.minimumPriceCents;
  // In hundredths of a cent: minimum x 100 + per-lb x hundredths over the threshold.
  const exact = rates.minimumPriceCents * 100 + rates.perLbCents * over;
  const wholeDollars = Math.floor(exact / 10_000) * 100;
  return Math.max(rates.minimumPriceCents, wholeDollars);
}

export interface ChosenProduct {
  id: string;
  item: string;
  priceCents: number;
}

/**
 * Products chosen with a wash and fold kind; each adds its price once (docs/rules/pricing.md, Wash and fold (regular and organic)).
 * A repeated id counts once; ids not in the region's list are returned in `unknownIds`.
 */
export function washFoldProducts(
  productIds: readonly string[],
  products: readonly WashFoldProduct[],
  region: Region,
): { products: ChosenProduct[]; totalCents: number; unknownIds: string[] } {
  const chosen: ChosenProduct[] = [];
  const unknownIds: string[] = [];
  let totalCents = 0;
  for (const id of productIds) {
    if (chosen.some((p) => p.id === id) || unknownIds.includes(id)) continue;
    const row = findPriceRow(products, id, region);
    if (row === undefined) {
      unknownIds.push(id);
      continue;
    }
    chosen.push({ id: row.id, item: row.item, priceCents: row.priceCents });
    totalCents += row.priceCents;
  }
  return { products: chosen, totalCents, unknownIds };
}
