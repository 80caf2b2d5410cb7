import { describe, expect, it } from 'vitest';
import type { ExportedOrderRecord } from './columns';
import { ORDER_CSV_HEADERS, orderCsvRow, safeCell } from './csvRows';

/**
 * docs/rules/staff-screens.md, Orders screen and docs/decisions/0046-server-rest-orders.md: in the orders export a
 * cell a spreadsheet would run as a formula is kept as text, with a leading apostrophe. Every character a spreadsheet
 * starts a formula with (csvRows.ts: = + - @, a tab, a carriage return), in every column a person typed.
 */

const DANGEROUS_STARTS = [
  ['=', 'an equals sign'],
  ['+', 'a plus sign'],
  ['-', 'a minus sign'],
  ['@', 'an at sign'],
  ['\t', 'a tab'],
  ['\r', 'a carriage return'],
] as const;

const order: ExportedOrderRecord = {
  id: '6c1d1f0e-8a8e-4f3e-9a44-3d1f3c0b9e21',
  orderNumber: 1042,
  firstName: 'Ana',
  email: 'ana@example.test',
  phone: '(212) 555-0199',
  address: { address: '350 5th Ave', address2: 'Apt 4', city: 'New York', state: 'NY', zip: '10001' },
  orderServices: ['washFold'],
  pickUpDate: '2030-01-02',
  pickUpHour: 12,
  deliveryDate: '2030-01-03',
  deliveryHour: 14,
  deliverySortHour: 14,
  deliveryDate2: null,
  deliveryHour2: null,
  isExpressDelivery: false,
  gratuityCents: 5_00,
  status: 'New',
  locationId: '0b8f7c1e-0f55-4a57-b2a4-1f1f0d6b7c10',
  locationName: 'Chelsea',
  quoteTotalCents: 44_00,
  finalOrderTotalCents: null,
  amountAuthorizedCents: 66_00,
  capturedCents: 0,
  refundedCents: 0,
  placedAt: '2030-01-02 10:30',
};

/** Each column whose text someone typed (a customer, or staff for a store's name), and how to put a value in it. */
const TYPED_COLUMNS: [(typeof ORDER_CSV_HEADERS)[number], (value: string) => ExportedOrderRecord][] = [
  ['Customer', (value) => ({ ...order, firstName: value })],
  ['Email', (value) => ({ ...order, email: value })],
  ['Phone', (value) => ({ ...order, phone: value })],
  ['Address', (value) => ({ ...order, address: { ...order.address, address: value } })],
  ['Address 2', (value) => ({ ...order, address: { ...order.address, address2: value } })],
  ['City', (value) => ({ ...order, address: { ...order.address, city: value } })],
  ['State', (value) => ({ ...order, address: { ...order.address, state: value } })],
  ['Zip', (value) => ({ ...order, address: { ...order.address, zip: value } })],
  ['Location', (value) => ({ ...order, locationName: value })],
];

const BASE_ROW = [
  '1042',
  'Ana',
  'ana@example.test',
  '(212) 555-0199',
  '350 5th Ave',
  'Apt 4',
  'New York',
  'NY',
  '10001',
  'Wash & Fold',
  '2030-01-02 12-1pm',
  '2030-01-03 2-3pm',
  '',
  'No',
  '5.00',
  '44.00',
  '',
  '66.00',
  '0.00',
  '0.00',
  'New',
  'Chelsea',
  '2030-01-02 10:30',
];

const cases = TYPED_COLUMNS.flatMap(([column, withValue]) =>
  DANGEROUS_STARTS.map(([start, name]) => [column, name, start, withValue] as const),
);

describe('the orders export keeps a would-be formula as text', () => {
  it('pins the row the cases below change one cell of', () => {
    expect(orderCsvRow(order)).toEqual(BASE_ROW);
    expect(BASE_ROW).toHaveLength(ORDER_CSV_HEADERS.length);
  });

  it.each(cases)('%s starting with %s gets a leading apostrophe', (column, _name, start, withValue) => {
    const value = `${start}HYPERLINK("http://evil.test","x")`;
    const index = ORDER_CSV_HEADERS.indexOf(column);
    const expected = [...BASE_ROW];
    expected[index] = `'${value}`;
    expect(orderCsvRow(withValue(value))).toEqual(expected);
  });

  it.each(DANGEROUS_STARTS)('safeCell guards a cell starting with %j', (start) => {
    expect(safeCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(safeCell(start)).toBe(`'${start}`);
  });

  it.each([
    ['a plain name', 'Ana'],
    ['an apostrophe inside', "O'Brien"],
    ['a sign past the first character', 'Ana=1+2-3@x'],
    ['a digit first', '1-800-FLOWERS'],
  ])('leaves %s as typed', (_name, value) => {
    expect(safeCell(value)).toBe(value);
  });

  it('writes an empty cell for a missing value', () => {
    expect(safeCell(null)).toBe('');
    expect(safeCell(undefined)).toBe('');
    expect(
      orderCsvRow({ ...order, address: { ...order.address, address2: null }, locationName: null }),
    ).toEqual(BASE_ROW.map((cell, i) => (i === 5 || i === 21 ? '' : cell)));
  });
});
