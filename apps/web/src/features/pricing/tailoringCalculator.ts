import { findPriceRow, tailoringItemQuote, tailoringOptionCents } from '@laundry/pricing';
import type { TailoringItem, TailoringOption } from '@laundry/validators/pricing';
import type { Region } from '@laundry/validators/settings';
import type { MessageId } from '../../i18n/messageIds';
import { currentLanguage, type Translate } from '../marketing/translate';

/** docs/rules/messages.md, Public site and accounts: validation, tailoring calculator. */
export const CLOTHING_TYPE_REQUIRED_MESSAGE = 'Please select a clothing type.';
export const SERVICE_NOT_FOUND_MESSAGE = 'Service not found.';
/** Not worded by the spec (docs/decisions/0020-public-site-calculators.md). */
export const SERVICE_REQUIRED_MESSAGE = 'Please select a service.';

/** The tailoring options as the pages name them ('Hem', 'Taper', ...), in the price list's order. */
export const TAILORING_OPTION_LABELS: Readonly<Record<TailoringOption, MessageId>> = {
  hem: 'public.tailoring.hem',
  taper: 'public.tailoring.taper',
  zipper: 'public.tailoring.zipper',
  sleeves: 'public.tailoring.sleeves',
  patch: 'public.tailoring.patch',
  fix: 'public.tailoring.fix',
  waist: 'public.tailoring.waist',
  lining: 'public.tailoring.lining',
};

/** The options in the price list's order (the keys above, which the type keeps complete). */
export const TAILORING_OPTION_ORDER = Object.keys(TAILORING_OPTION_LABELS) as TailoringOption[];

export type TailoringCalculatorResult =
  | { ok: true; item: string; lines: { label: string; cents: number }[]; totalCents: number }
  | { ok: false; message: string };

/**
 * The tailoring calculator (docs/rules/messages.md, Public site and accounts: validation; docs/rules/pricing.md, Per-item services): the estimate is the sum of
 * the chosen options' prices for the clothing type. A clothing type that is not in the region's list, or
 * an option it does not offer, is 'Service not found.'. The lines are named in `t`'s language; the messages are
 * the spec's English texts, which the page shows in its language (inPageLanguage).
 */
export function tailoringCalculatorResult(
  items: readonly TailoringItem[],
  region: Region,
  itemId: string,
  options: readonly TailoringOption[],
  t: Translate = currentLanguage,
): TailoringCalculatorResult {
  if (!itemId) return { ok: false, message: CLOTHING_TYPE_REQUIRED_MESSAGE };
  if (options.length === 0) return { ok: false, message: SERVICE_REQUIRED_MESSAGE };
  const item = findPriceRow(items, itemId, region);
  if (!item) return { ok: false, message: SERVICE_NOT_FOUND_MESSAGE };
  const { row, notOffered } = tailoringItemQuote(item, options);
  if (notOffered.length > 0) return { ok: false, message: SERVICE_NOT_FOUND_MESSAGE };
  const chosen = TAILORING_OPTION_ORDER.filter((option) => options.includes(option));
  return {
    ok: true,
    item: item.item,
    lines: chosen.map((option) => ({
      label: t(TAILORING_OPTION_LABELS[option]),
      cents: tailoringOptionCents(item, option) ?? 0,
    })),
    totalCents: row.quoteCents,
  };
}
