import { isWashFoldKind, SERVICE_KEYS, type ServiceKey } from '@laundry/domain';
import { formatCalendarDate } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import type { RouterOutputs } from '../../lib/trpc';
import { SERVICE_NAME_IDS } from '../marketing/services';
import { currentLanguage, type Translate } from '../marketing/translate';

export type PublicSpecial = RouterOutputs['catalog']['specials']['list'][number];

/**
 * What a special gives, in words (docs/rules/pricing.md, Promotions: exactly one of percent, promotional price
 * or discount amount). A promotional price is per lb on wash and fold kinds, per comforter on comforters,
 * and per item otherwise. Worded in `t`'s language (the page's, by default).
 */
export function specialOffer(special: PublicSpecial, t: Translate = currentLanguage): string {
  if (special.percentDiscount !== null)
    return t('public.specials.percentOff', { percent: special.percentDiscount });
  if (special.discountAmountCents !== null) {
    return t('public.specials.amountOff', { amount: formatCents(special.discountAmountCents) });
  }
  if (special.promotionalPriceCents !== null) {
    const flagged = flaggedServices(special);
    const price = formatCents(special.promotionalPriceCents);
    if (flagged.every(isWashFoldKind) && flagged.length > 0)
      return t('public.specials.pricePerLb', { price });
    if (flagged.length === 1 && flagged[0] === 'comforter')
      return t('public.specials.pricePerComforter', { price });
    return t('public.specials.pricePerItem', { price });
  }
  return t('public.specials.specialOffer');
}

/** The flagged services, in the product's order (packages/domain/src/services.ts). */
function flaggedServices(special: PublicSpecial): ServiceKey[] {
  return SERVICE_KEYS.filter((service) => special.services[service]);
}

/** docs/rules/pricing.md, Promotions: a special that flags no service applies to every service. */
export function specialServices(special: PublicSpecial, t: Translate = currentLanguage): string {
  const flagged = flaggedServices(special);
  return flagged.length === 0
    ? t('public.specials.everyService')
    : flagged.map((service) => t(SERVICE_NAME_IDS[service])).join(', ');
}

export function specialExpires(special: PublicSpecial): string {
  return formatCalendarDate(special.expirationDate);
}
