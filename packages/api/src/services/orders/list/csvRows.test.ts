import { describe, expect, it } from 'vitest';
import { DANGEROUS_STARTS } from '../../../testing/csv';
import type { ExportedOrderRecord } from './columns';
import { ORDER_CSV_HEADERS, orderCsvRow } from './csvRows';

/**
 * docs/rules/staff-screens.md, Orders screen and docs/decisions/0046-server-rest-orders.md: in the orders export a
 * cell a spreadsheet would run as a formula is kept as text, with a leading apostrophe. Every character a spreadsheet
 * starts a formula with (services/csv.ts: = + - @, a tab, a carriage return), in every column a person typed.
 */

const order: ExportedOrderRecord = {
  id: '6c1d1f0e-8a8e-4f3e-9a44-3d1f3c0b9e21',
  orderNumber: 1042,
  firstName: 'Ana',
  email: 'ana@example.test',
  phone: '(212) 555-0199',
  version: 1,
  addressLine: '350 5th Ave',
  address2: 'Apt 4',
  city: 'New York',
  state: 'NY',
  zip: '10001',
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
  instructions: 'Ring twice',
  sms: false,
  chargeNotes: null,
  refundNotes: null,
  estimate: {
    washFold: 12,
    organicWashFold: null,
    dryClean: null,
    washPress: null,
    tailoring: null,
    comforter: null,
  },
  weighIn: null,
};

/** Each column whose text someone typed (a customer, or staff for a store's name), and how to put a value in it. */
const TYPED_COLUMNS: [(typeof ORDER_CSV_HEADERS)[number], (value: string) => ExportedOrderRecord][] = [
  ['Customer', (value) => ({ ...order, firstName: value })],
  ['Email', (value) => ({ ...order, email: value })],
  ['Phone', (value) => ({ ...order, phone: value })],
  ['Address', (value) => ({ ...order, addressLine: value })],
  ['Address 2', (value) => ({ ...order, address2: value })],
  ['City', (value) => ({ ...order, city: value })],
  ['State', (value) => ({ ...order, state: value })],
  ['Zip', (value) => ({ ...order, zip: value })],
  ['Location', (value) => ({ ...order, locationName: value })],
  ['Delivery Instructions', (value) => ({ ...order, instructions: value })],
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
  'Ring twice',
  'Wash & Fold 12 lb',
  '',
  '',
  '',
  'No',
  '',
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

  it('writes an empty cell for a missing value', () => {
    expect(orderCsvRow({ ...order, address2: null, locationName: null })).toEqual(
      BASE_ROW.map((cell, i) => (i === 5 || i === 21 ? '' : cell)),
    );
  });
});

/** docs/decisions/0086-orders-bulk-actions.md: the columns added for staff, after the ones integrators read. */
describe("the orders export's staff columns", () => {
  const weighIn = {
    services: {
      washFold: {
        draft: { weightLbs: 14.5, productIds: [] },
        quoteCents: 0,
        rows: [],
        products: [],
        productsCents: 0,
      },
      organicWashFold: {
        draft: { weightLbs: 6, productIds: [] },
        quoteCents: 0,
        rows: [],
        products: [],
        productsCents: 0,
      },
      dryClean: {
        draft: {},
        quoteCents: 0,
        rows: [
          { itemId: 'a', item: 'Shirt', quantity: 3, unitCents: 0, extraCents: 0, quoteCents: 0 },
          { itemId: 'b', item: 'Suit', quantity: 1, unitCents: 0, extraCents: 0, quoteCents: 0 },
        ],
        products: [],
        productsCents: 0,
      },
    },
    totals: {},
    notes: 'One shirt torn at the cuff',
    weighedAt: '2030-01-03T15:00:00.000Z',
    weighedBy: null,
  };
  const column = (row: ExportedOrderRecord, header: (typeof ORDER_CSV_HEADERS)[number]) =>
    orderCsvRow(row)[ORDER_CSV_HEADERS.indexOf(header)];

  it("keeps the integrators' columns first and in place, the new ones at the end", () => {
    expect(ORDER_CSV_HEADERS).toEqual([
      'Order Number',
      'Customer',
      'Email',
      'Phone',
      'Address',
      'Address 2',
      'City',
      'State',
      'Zip',
      'Services',
      'Pick Up',
      'Delivery',
      'Delivery 2',
      'Express',
      'Gratuity',
      'Quote Total',
      'Final Total',
      'Authorized',
      'Captured',
      'Refunded',
      'Status',
      'Location',
      'Placed',
      'Delivery Instructions',
      'Estimated Weight',
      'Weighed Weight',
      'Estimated Items',
      'Weighed Items',
      'SMS',
      'Staff Notes',
    ]);
  });

  it('writes the estimate and the weigh-in: weights by service, items as "quantity item"', () => {
    const row: ExportedOrderRecord = {
      ...order,
      estimate: {
        washFold: 12,
        organicWashFold: 5.5,
        dryClean: [{ item: 'Shirt', quantity: 2 }],
        washPress: [{ item: 'Pants', quantity: 4 }],
        tailoring: null,
        comforter: [{ item: 'Queen (Down)', quantity: 1 }],
      },
      weighIn,
    };
    const cells = orderCsvRow(row).slice(ORDER_CSV_HEADERS.indexOf('Estimated Weight'));
    expect(cells).toEqual([
      'Wash & Fold 12 lb; Organic Wash & Fold 5.5 lb',
      'Wash & Fold 14.5 lb; Organic Wash & Fold 6 lb',
      '2 Shirt; 4 Pants; 1 Queen (Down)',
      '3 Shirt; 1 Suit',
      'No',
      'Weigh-in: One shirt torn at the cuff',
    ]);
  });

  it('leaves the weighed columns empty before the weigh-in, and an order without items empty too', () => {
    expect(column(order, 'Weighed Weight')).toBe('');
    expect(column(order, 'Weighed Items')).toBe('');
    expect(column(order, 'Estimated Items')).toBe('');
  });

  it('says whether the customer chose texts', () => {
    expect(column({ ...order, sms: true }, 'SMS')).toBe('Yes');
    expect(column({ ...order, sms: false }, 'SMS')).toBe('No');
  });

  it("names each of the staff's notes, and leaves out blank ones", () => {
    expect(
      column(
        { ...order, chargeNotes: 'Charged the weighed total', refundNotes: '  ', weighIn },
        'Staff Notes',
      ),
    ).toBe('Charge: Charged the weighed total; Weigh-in: One shirt torn at the cuff');
    expect(
      column({ ...order, chargeNotes: 'Extra bag', refundNotes: 'Stain not removed' }, 'Staff Notes'),
    ).toBe('Charge: Extra bag; Refund: Stain not removed');
  });

  it('keeps a delivery instruction starting like a formula as text', () => {
    expect(column({ ...order, instructions: '=1+1' }, 'Delivery Instructions')).toBe("'=1+1");
  });
});
