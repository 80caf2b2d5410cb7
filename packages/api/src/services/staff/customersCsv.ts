import { Readable } from 'node:stream';
import type { Db } from '@laundry/db';
import type { CustomerSortColumn, StaffListQuery } from '@laundry/validators/staffUsers';
import { csvLines, spreadsheetSafe } from '../csv';
import { type CustomerView, customersOfSearch } from './customers';

/** docs/rules/staff-screens.md, Customers: the customers export file is named customers.csv. */
export const CUSTOMERS_CSV_FILENAME = 'customers.csv';

const COLUMNS: [string, (c: CustomerView) => string][] = [
  ['First Name', (c) => c.firstName ?? ''],
  ['Last Name', (c) => c.lastName ?? ''],
  ['Email', (c) => c.email],
  ['Phone', (c) => c.phone ?? ''],
  ['Address', (c) => c.address ?? ''],
  ['Address Line 2', (c) => c.addressLine2 ?? ''],
  ['City', (c) => c.city ?? ''],
  ['State', (c) => c.state],
  ['Zip', (c) => c.zip ?? ''],
  ['Text Notifications', (c) => (c.sms ? 'Yes' : 'No')],
  ['Customer Since', (c) => c.createdAt.toISOString().slice(0, 10)],
];

export function customerCsvRow(customer: CustomerView): string[] {
  return COLUMNS.map(([, cell]) => spreadsheetSafe(cell(customer)));
}

/**
 * docs/rules/staff-screens.md, Customers: every customer of the search, in the list's order, as CSV, streamed row
 * by row as the batches arrive (the file of a large chain is never held in memory).
 */
export function customersCsvStream(
  db: Db,
  query: Omit<StaffListQuery<CustomerSortColumn>, 'skip' | 'limit'>,
): Readable {
  return Readable.from(
    (async function* () {
      yield csvLines([COLUMNS.map(([header]) => header)]);
      for await (const customer of customersOfSearch(db, query)) yield csvLines([customerCsvRow(customer)]);
    })(),
  );
}
