import type {
  ComforterSize,
  DryCleanItem,
  TailoringItem,
  TailoringOption,
  WashPressItem,
} from '@laundry/validators/pricing';

/**
 * One priced row of a per-item service. `unitCents` is the unit price a promotional price may replace;
 * `extraCents` is a per-unit charge that stays (the no-crease charge). quote = (unit + extra) x quantity.
 */
export interface PricedRow {
  itemId: string;
  item: string;
  quantity: number;
  unitCents: number;
  extraCents: number;
  quoteCents: number;
}

export type DryCleanChoice = { quantity: number; pressOnly: boolean; crease: 'crease' | 'noCrease' | null };

/**
 * Dry clean unit price (docs/rules/pricing.md, Per-item services): the press-only price when press-only is
 * chosen, else the dry-clean press price when the item has one, else the base price. Returns null when
 * press-only is chosen on an item that does not offer it.
 */
export function dryCleanUnitCents(item: DryCleanItem, pressOnly: boolean): number | null {
  if (pressOnly) return item.pressOnlyPriceCents;
  return item.dryCleanPressPriceCents ?? item.basePriceCents;
}

/**
 * Dry clean row (docs/rules/pricing.md, Per-item services): unit price x quantity, plus the item's no-crease
 * charge per unit when no-crease is chosen on an item that offers crease; starch is free. A press-only
 * choice the item does not offer is priced without it and reported by `priceOrder`.
 */
export function dryCleanRowQuote(item: DryCleanItem, choice: DryCleanChoice): PricedRow {
  const unitCents = dryCleanUnitCents(item, choice.pressOnly) ?? dryCleanUnitCents(item, false)!;
  const extraCents = choice.crease === 'noCrease' && item.offersCrease ? item.noCreaseChargeCents : 0;
  return row(item, choice.quantity, unitCents, extraCents);
}

/** Wash and press row: item price x quantity (docs/rules/pricing.md, Per-item services). */
export function washPressRowQuote(item: WashPressItem, quantity: number): PricedRow {
  return row(item, quantity, item.priceCents, 0);
}

/** The price of one tailoring option on an item, or null when the item does not offer it. */
export function tailoringOptionCents(item: TailoringItem, option: TailoringOption): number | null {
  return item[TAILORING_PRICE_FIELDS[option]];
}

const TAILORING_PRICE_FIELDS = {
  hem: 'hemCents',
  taper: 'taperCents',
  zipper: 'zipperCents',
  sleeves: 'sleevesCents',
  patch: 'patchCents',
  fix: 'fixCents',
  waist: 'waistCents',
  lining: 'liningCents',
} as const satisfies Record<TailoringOption, keyof TailoringItem>;

/**
 * Tailoring item: the sum of the chosen options' prices (docs/rules/pricing.md, Per-item services)
 *. An option chosen twice counts once; options the item does not offer are skipped and
 * returned in `notOffered`. The row's quantity is 1.
 */
export function tailoringItemQuote(
  item: TailoringItem,
  options: readonly TailoringOption[],
): { row: PricedRow; notOffered: TailoringOption[] } {
  let unitCents = 0;
  const notOffered: TailoringOption[] = [];
  for (let index = 0; index < options.length; index += 1) {
    const option = options[index]!;
    if (options.indexOf(option) !== index) continue;
    const cents = tailoringOptionCents(item, option);
    if (cents === null) notOffered.push(option);
    else unitCents += cents;
  }
  return { row: row(item, 1, unitCents, 0), notOffered };
}

/** Comforter row: the size's Not Down or Down price x quantity (docs/rules/pricing.md, Per-item services). */
export function comforterRowQuote(
  size: ComforterSize,
  type: 'notDown' | 'down',
  quantity: number,
): PricedRow {
  return row(size, quantity, type === 'down' ? size.downCents : size.notDownCents, 0);
}

function row(
  item: { id: string; item: string },
  quantity: number,
  unitCents: number,
  extraCents: number,
): PricedRow {
  return {
    itemId: item.id,
    item: item.item,
    quantity,
    unitCents,
    extraCents,
    quoteCents: (unitCents + extraCents) * quantity,
  };
}
