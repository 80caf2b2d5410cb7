import { isWashFoldKind, SERVICE_KEYS, SERVICE_LABELS, type ServiceKey } from '@laundry/domain/services';
import { formatCalendarDate } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import type { RouterOutputs } from '../../lib/trpc';

export type PublicSpecial = RouterOutputs['catalog']['specials']['list'][number];

/**
 * What a special gives, in words (docs/rules/pricing.md, Promotions: exactly one of percent, promotional price
 * or discount amount). A promotional price is per lb on wash and fold kinds, per comforter on comforters,
 * and per item otherwise.
 */
export function specialOffer(special: PublicSpecial): string {
  if (special.percentDiscount !== null) return `${special.percentDiscount}% off`;
  if (special.discountAmountCents !== null) return `${formatCents(special.discountAmountCents)} off`;
  if (special.promotionalPriceCents !== null) {
    const flagged = flaggedServices(special);
    const unit =
      flagged.every(isWashFoldKind) && flagged.length > 0
        ? 'per lb'
        : flagged.length === 1 && flagged[0] === 'comforter'
          ? 'per comforter'
          : 'per item';
    return `${formatCents(special.promotionalPriceCents)} ${unit}`;
  }
  return 'Special offer';
}

/** The flagged services, in the product's order (packages/domain/src/services.ts). */
function flaggedServices(special: PublicSpecial): ServiceKey[] {
  return SERVICE_KEYS.filter((service) => special.services[service]);
}

/** docs/rules/pricing.md, Promotions: a special that flags no service applies to every service. */
export function specialServices(special: PublicSpecial): string {
  const flagged = flaggedServices(special);
  return flagged.length === 0
    ? 'Every service'
    : flagged.map((service) => SERVICE_LABELS[service]).join(', ');
}

export function specialExpires(special: PublicSpecial): string {
  return formatCalendarDate(special.expirationDate);
}
