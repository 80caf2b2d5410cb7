import { describe, expect, it } from 'vitest';
import { DANGEROUS_STARTS } from '../../testing/csv';
import type { CustomerView } from './customers';
import { customerCsvRow } from './customersCsv';

/**
 * docs/decisions/0038-staff-customers.md: in customers.csv a cell that starts with =, +, -, @, a tab or a carriage
 * return gets a leading apostrophe, so a spreadsheet never runs a customer's text as a formula. Every such character,
 * in every column a customer types.
 */

const customer: CustomerView = {
  id: '2f0e3c55-1d8b-4b4e-9f7e-5b9c0a6e7d21',
  email: 'bea@example.test',
  emailVerified: true,
  firstName: 'Bea',
  lastName: 'Stone',
  phone: '(212) 555-0142',
  address: '10 Main St',
  addressLine2: 'Apt 2',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  sms: true,
  hasPassword: true,
  version: 1,
  createdAt: new Date('2030-03-04T15:00:00Z'),
};

const BASE_ROW = [
  'Bea',
  'Stone',
  'bea@example.test',
  '(212) 555-0142',
  '10 Main St',
  'Apt 2',
  'New York',
  'NY',
  '10001',
  'Yes',
  '2030-03-04',
];

/** Each column a customer types, by its place in the file, and how to put a value in it. */
const TYPED_COLUMNS: [string, number, (value: string) => CustomerView][] = [
  ['First Name', 0, (value) => ({ ...customer, firstName: value })],
  ['Last Name', 1, (value) => ({ ...customer, lastName: value })],
  ['Email', 2, (value) => ({ ...customer, email: value })],
  ['Phone', 3, (value) => ({ ...customer, phone: value })],
  ['Address', 4, (value) => ({ ...customer, address: value })],
  ['Address Line 2', 5, (value) => ({ ...customer, addressLine2: value })],
  ['City', 6, (value) => ({ ...customer, city: value })],
  ['State', 7, (value) => ({ ...customer, state: value })],
  ['Zip', 8, (value) => ({ ...customer, zip: value })],
];

const cases = TYPED_COLUMNS.flatMap(([column, index, withValue]) =>
  DANGEROUS_STARTS.map(([start, name]) => [column, name, start, index, withValue] as const),
);

describe('customers.csv keeps a would-be formula as text', () => {
  it('pins the row the cases below change one cell of', () => {
    expect(customerCsvRow(customer)).toEqual(BASE_ROW);
  });

  it.each(cases)(
    '%s starting with %s gets a leading apostrophe',
    (_column, _name, start, index, withValue) => {
      const value = `${start}HYPERLINK("http://evil.test","x")`;
      const expected = [...BASE_ROW];
      expected[index] = `'${value}`;
      expect(customerCsvRow(withValue(value))).toEqual(expected);
    },
  );

  it('writes empty cells for what a customer left out', () => {
    const sparse = {
      ...customer,
      firstName: null,
      lastName: null,
      phone: null,
      address: null,
      addressLine2: null,
    };
    expect(customerCsvRow({ ...sparse, city: null, zip: null, sms: false })).toEqual([
      '',
      '',
      'bea@example.test',
      '',
      '',
      '',
      '',
      'NY',
      '',
      'No',
      '2030-03-04',
    ]);
  });
});
