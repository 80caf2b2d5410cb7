import type { PriceLists } from '@laundry/validators/pricing';
import type { Region, RegionalSettings } from '@laundry/validators/settings';
import type { PricingDraft, PricingError } from '../draft';
import { weightHundredths } from '../money';
import { findPriceRow } from '../priceLists';
import { SERVICE_LABELS, type ServiceKey, WASH_FOLD_KINDS } from '../services';
import {
  comforterRowQuote,
  dryCleanRowQuote,
  dryCleanUnitCents,
  type PricedRow,
  tailoringItemQuote,
  washPressRowQuote,
} from './perItem';
import { type ChosenProduct, washFoldProducts, washFoldQuoteForHundredths, washFoldRates } from './washFold';

/** One service of an order with its quote (docs/rules/records.md, Sub-orders and items, sub-orders). Products are kept apart. */
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

/**
 * Prices every service present on the draft, in the order of SERVICE_KEYS (docs/rules/records.md, Sub-orders and items, sub-orders;
 * docs/rules/pricing.md, Per-item services). Unknown ids and options not offered go to `errors`, never dropped
 * silently: docs/decisions/0004-pricing-engine-internals.md.
 */
export function serviceLines(
  draft: PricingDraft,
  settings: RegionalSettings,
  lists: PriceLists,
  region: Region,
  errors: PricingError[],
): ServiceLine[] {
  const lines: ServiceLine[] = [];
  for (const kind of WASH_FOLD_KINDS) {
    const order = draft[kind];
    if (order === undefined) continue;
    const hundredths = weightHundredths(order.weightLbs);
    const chosen = washFoldProducts(order.productIds, lists.products, region);
    for (const id of chosen.unknownIds) errors.push({ kind: 'unknownItem', service: kind, id });
    const line = serviceLine(
      kind,
      washFoldQuoteForHundredths(hundredths, washFoldRates(settings, kind)),
      [],
      hundredths,
    );
    line.products = chosen.products;
    line.productsCents = chosen.totalCents;
    lines.push(line);
  }
  if (draft.washPress !== undefined) {
    const rows: PricedRow[] = [];
    for (const choice of draft.washPress.items) {
      const item = findPriceRow(lists.washPress, choice.itemId, region);
      if (item === undefined) errors.push({ kind: 'unknownItem', service: 'washPress', id: choice.itemId });
      else rows.push(washPressRowQuote(item, choice.quantity));
    }
    lines.push(perItemLine('washPress', rows));
  }
  if (draft.dryClean !== undefined) {
    const rows: PricedRow[] = [];
    for (const choice of draft.dryClean.items) {
      const item = findPriceRow(lists.dryClean, choice.itemId, region);
      if (item === undefined) {
        errors.push({ kind: 'unknownItem', service: 'dryClean', id: choice.itemId });
        continue;
      }
      if (choice.pressOnly && dryCleanUnitCents(item, true) === null) {
        errors.push({ kind: 'optionNotOffered', service: 'dryClean', itemId: item.id, option: 'pressOnly' });
      }
      rows.push(dryCleanRowQuote(item, choice));
    }
    lines.push(perItemLine('dryClean', rows));
  }
  if (draft.tailoring !== undefined) {
    const rows: PricedRow[] = [];
    for (const choice of draft.tailoring.items) {
      const item = findPriceRow(lists.tailoring, choice.itemId, region);
      if (item === undefined) {
        errors.push({ kind: 'unknownItem', service: 'tailoring', id: choice.itemId });
        continue;
      }
      const quoted = tailoringItemQuote(item, choice.services);
      for (const option of quoted.notOffered) {
        errors.push({ kind: 'optionNotOffered', service: 'tailoring', itemId: item.id, option });
      }
      rows.push(quoted.row);
    }
    lines.push(perItemLine('tailoring', rows));
  }
  if (draft.comforter !== undefined) {
    const rows: PricedRow[] = [];
    for (const choice of draft.comforter.items) {
      const size = findPriceRow(lists.comforter, choice.sizeId, region);
      if (size === undefined) errors.push({ kind: 'unknownItem', service: 'comforter', id: choice.sizeId });
      else rows.push(comforterRowQuote(size, choice.type, choice.quantity));
    }
    lines.push(perItemLine('comforter', rows));
  }
  return lines;
}

function perItemLine(service: ServiceKey, rows: PricedRow[]): ServiceLine {
  let quoteCents = 0;
  for (const row of rows) quoteCents += row.quoteCents;
  return serviceLine(service, quoteCents, rows, 0);
}

function serviceLine(
  service: ServiceKey,
  quoteCents: number,
  rows: PricedRow[],
  hundredths: number,
): ServiceLine {
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
