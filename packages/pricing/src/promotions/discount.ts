import { normalizeItemName, type Special } from '@laundry/validators/special';
import { percentOfCents, perLbCents } from '../money';
import type { PricedRow } from '../quotes/perItem';
import type { ServiceLine } from '../quotes/serviceLines';
import { isWashFoldKind, SERVICE_KEYS, type ServiceKey } from '../services';

/** The services a special flags; none flagged means every service (docs/rules/pricing.md, Promotions). */
export function specialServices(special: Pick<Special, 'services'>): ServiceKey[] {
  const flagged = SERVICE_KEYS.filter((service) => special.services[service]);
  return flagged.length > 0 ? flagged : [...SERVICE_KEYS];
}

/** Whether the special applies to a service: flagged, or no service flagged at all. */
export function specialAppliesTo(special: Pick<Special, 'services'>, service: ServiceKey): boolean {
  const { services } = special;
  if (services[service]) return true;
  return !(
    services.washFold ||
    services.organicWashFold ||
    services.washPress ||
    services.dryClean ||
    services.tailoring ||
    services.comforter
  );
}

/** Subtotal of the service quotes a special applies to; products and surcharges are not discounted. */
export function discountableSubtotalCents(
  lines: readonly ServiceLine[],
  special: Pick<Special, 'services'>,
): number {
  let total = 0;
  for (const line of lines) if (specialAppliesTo(special, line.service)) total += line.quoteCents;
  return total;
}

/** docs/rules/pricing.md, Promotions, percent: that percent of the flagged services' subtotal, one rounding. */
export function percentDiscountCents(
  lines: readonly ServiceLine[],
  special: Special,
  percent: number,
): number {
  return percentOfCents(discountableSubtotalCents(lines, special), percent);
}

/** Where item flags are set for dry clean or tailoring, only the flagged items (by normalized name). */
function rowIsFlagged(special: Special, service: ServiceKey, row: PricedRow): boolean {
  const flags: Record<string, boolean> | undefined =
    service === 'dryClean'
      ? special.dryCleanItems
      : service === 'tailoring'
        ? special.tailoringItems
        : undefined;
  if (flags === undefined || !Object.values(flags).some(Boolean)) return true;
  return flags[normalizeItemName(row.item)] === true;
}

/**
 * docs/rules/pricing.md, Promotions, promotional price: a per-unit price replaces the unit price on the flagged
 * services and, where item flags are set, only on the flagged items; the discount is the difference. Per
 * lb for wash and fold kinds (against the whole quote), per item for dry clean, wash and press and
 * tailoring items, per quantity for comforters. A promotional price above the usual one discounts nothing
 * on that row; the no-crease charge stays. docs/decisions/0008-pricing-promotions.md.
 */
export function promotionalPriceDiscountCents(
  lines: readonly ServiceLine[],
  special: Special,
  priceCents: number,
): number {
  let discount = 0;
  for (const line of lines) {
    if (!specialAppliesTo(special, line.service)) continue;
    if (isWashFoldKind(line.service)) {
      discount += Math.max(0, line.quoteCents - perLbCents(priceCents, line.weightHundredths));
      continue;
    }
    for (const row of line.rows) {
      if (rowIsFlagged(special, line.service, row))
        discount += Math.max(0, row.unitCents - priceCents) * row.quantity;
    }
  }
  return discount;
}

/**
 * The discount a special gives on these lines, in positive cents (docs/rules/pricing.md, Promotions). A fixed
 * amount is subtracted once but never exceeds the subtotal it discounts.
 */
export function specialDiscountCents(lines: readonly ServiceLine[], special: Special): number {
  if (special.percentDiscount !== null) return percentDiscountCents(lines, special, special.percentDiscount);
  if (special.promotionalPriceCents !== null) {
    return promotionalPriceDiscountCents(lines, special, special.promotionalPriceCents);
  }
  return Math.min(special.discountAmountCents ?? 0, discountableSubtotalCents(lines, special));
}
