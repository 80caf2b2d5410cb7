import type { PriceList } from '@laundry/validators/priceListForms';
import { dollarsToCents } from '@laundry/validators/pricing';
import { formatCents } from '../../../lib/money';

type EntryFieldKind = 'text' | 'price' | 'optionalPrice' | 'checkbox' | 'size';

export interface EntryField {
  /** The form field (packages/validators/src/priceListForms.ts). */
  name: string;
  label: string;
  kind: EntryFieldKind;
}

export interface PriceListConfig {
  /** What one row is called on its buttons ('Add Product', 'Edit Shirt'). */
  noun: string;
  fields: readonly EntryField[];
}

const item: EntryField = { name: 'item', label: 'Item', kind: 'text' };
const price = (name: string, label: string, kind: EntryFieldKind = 'price'): EntryField => ({
  name,
  label: `${label} ($)`,
  kind,
});

/** Sections 7 to 11 (docs/rules/records.md, Regional settings, Services and products): the fields of each list's rows. */
export const PRICE_LIST_CONFIG: Record<PriceList, PriceListConfig> = {
  products: { noun: 'Product', fields: [item, price('price', 'Price')] },
  washPress: { noun: 'Service', fields: [item, price('price', 'Price')] },
  dryClean: {
    noun: 'Service',
    fields: [
      item,
      price('basePrice', 'Base price'),
      price('dryCleanPressPrice', 'Dry clean press', 'optionalPrice'),
      price('pressOnlyPrice', 'Press only', 'optionalPrice'),
      { name: 'offersCrease', label: 'Crease offered', kind: 'checkbox' },
      price('noCreaseCharge', 'No-crease charge', 'optionalPrice'),
      { name: 'offersStarch', label: 'Starch offered', kind: 'checkbox' },
    ],
  },
  tailoring: {
    noun: 'Service',
    fields: [
      item,
      ...(
        [
          ['hem', 'Hem'],
          ['taper', 'Taper'],
          ['zipper', 'Zipper'],
          ['sleeves', 'Sleeves'],
          ['patch', 'Patch'],
          ['fix', 'Fix'],
          ['waist', 'Waist'],
          ['lining', 'Lining'],
        ] as const
      ).map(([name, label]) => price(name, label, 'optionalPrice')),
    ],
  },
  comforter: {
    noun: 'Size',
    fields: [
      { name: 'item', label: 'Size', kind: 'size' },
      price('notDown', 'Not Down'),
      price('down', 'Down'),
    ],
  },
};

/** A new row's form: nothing typed, options not offered. */
export function blankEntry(list: PriceList): Record<string, unknown> {
  return Object.fromEntries(
    PRICE_LIST_CONFIG[list].fields.map((field) => [field.name, field.kind === 'checkbox' ? false : '']),
  );
}

/** A form value as the list shows it: '$12.00', '—' when not offered, Yes or No. */
export function displayValue(field: EntryField, value: unknown): string {
  if (field.kind === 'checkbox') return value ? 'Yes' : 'No';
  if (field.kind === 'price' || field.kind === 'optionalPrice')
    return value === '' || value == null ? '—' : formatCents(dollarsToCents(String(value)));
  return String(value ?? '');
}
