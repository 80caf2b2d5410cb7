import type { PriceLists } from '@laundry/validators/pricing';
import type { Region, RegionalSettings } from '@laundry/validators/settings';
import type { PricingDraft, PricingError } from '../draft';
import { weightHundredths } from '../money';
import { findPriceRow } from '../priceLists';
import { SERVICE_LABELS, type ServiceKey, type WashFoldKind } from '../services';
import {
  comforterRowQuote,
  dryCleanRowQuote,
  dryCleanUnitCents,
  type PricedRow,
  tailoringItemQuote,
  washPressRowQuote,
} from './perItem';
import { type ChosenProduct, washFoldProducts, washFoldQuoteForHundredths, washFoldRates } from './washFold';

/** One service of an order with its quote (spec 001 section 3, sub-orders). Products are kept apart. */
export interface ServiceLine {
  service: ServiceKey;
  label: string;
  quoteCents: number;
  /** Wash and fold kinds: the estimated weight in hundredths of a pound; 0 otherwise. */
  weightHundredths: number;
  /** Per-item services: the priced rows; empty for wash and fold kinds. */
  rows: PricedRow[];
  /** Units counted by the same-day surcharge: the sum of row quantities. */
  units: number;
  products: ChosenProduct[];
  productsCents: number;
}

/** Prices every service present on the draft, in the order of SERVICE_KEYS; problems go to `errors`. */
export function serviceLines(
  draft: PricingDraft,
  settings: RegionalSettings,
  lists: PriceLists,
  region: Region,
  errors: PricingError[],
): ServiceLine[] {
  const lines: ServiceLine[] = [];
  const unknown = (service: ServiceKey, id: string) => errors.push({ kind: 'unknownItem', service, id });
  for (const kind of ['washFold', 'organicWashFold'] as const satisfies readonly WashFoldKind[]) {
    const order = draft[kind];
    if (order === undefined) continue;
    const hundredths = weightHundredths(order.weightLbs);
    const chosen = washFoldProducts(order.productIds, lists.products, region);
    for (const id of chosen.unknownIds) unknown(kind, id);
    const quoteCents = washFoldQuoteForHundredths(hundredths, washFoldRates(settings, kind));
    lines.push({
      ...line(kind, quoteCents, [], hundredths),
      products: chosen.products,
      productsCents: chosen.totalCents,
    });
  }
  const rowsOf = <T>(
    service: ServiceKey,
    items: readonly T[] | undefined,
    price: (item: T) => PricedRow | string,
  ) => {
    if (items === undefined) return;
    const rows: PricedRow[] = [];
    for (const item of items) {
      const priced = price(item);
      if (typeof priced === 'string') unknown(service, priced);
      else rows.push(priced);
    }
    let quoteCents = 0;
    for (const row of rows) quoteCents += row.quoteCents;
    lines.push(line(service, quoteCents, rows, 0));
  };
  rowsOf('washPress', draft.washPress?.items, (choice) => {
    const item = findPriceRow(lists.washPress, choice.itemId, region);
    return item ? washPressRowQuote(item, choice.quantity) : choice.itemId;
  });
  rowsOf('dryClean', draft.dryClean?.items, (choice) => {
    const item = findPriceRow(lists.dryClean, choice.itemId, region);
    if (!item) return choice.itemId;
    if (choice.pressOnly && dryCleanUnitCents(item, true) === null) {
      errors.push({ kind: 'optionNotOffered', service: 'dryClean', itemId: item.id, option: 'pressOnly' });
    }
    return dryCleanRowQuote(item, choice);
  });
  rowsOf('tailoring', draft.tailoring?.items, (choice) => {
    const item = findPriceRow(lists.tailoring, choice.itemId, region);
    if (!item) return choice.itemId;
    const { notOffered, ...row } = tailoringItemQuote(item, choice.services);
    for (const option of notOffered)
      errors.push({ kind: 'optionNotOffered', service: 'tailoring', itemId: item.id, option });
    return row;
  });
  rowsOf('comforter', draft.comforter?.items, (choice) => {
    const size = findPriceRow(lists.comforter, choice.sizeId, region);
    return size ? comforterRowQuote(size, choice.type, choice.quantity) : choice.sizeId;
  });
  return lines;
}

function line(service: ServiceKey, quoteCents: number, rows: PricedRow[], hundredths: number): ServiceLine {
  let units = 0;
  for (const row of rows) units += row.quantity;
  return {
    service,
    label: SERVICE_LABELS[service],
    quoteCents,
    weightHundredths: hundredths,
    rows,
    units,
    products: [],
    productsCents: 0,
  };
}
