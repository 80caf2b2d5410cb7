import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '@laundry/db';
import type { CustomerSortColumn, StaffListQuery } from '@laundry/validators/staffUsers';
import { stringify } from 'csv-stringify';
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

/**
 * A spreadsheet opens a cell starting with = + - @ (or a tab or carriage return) as a formula; a customer's
 * own name must never run as one on a staff member's computer (OWASP, CSV injection). Such a cell gets a
 * leading apostrophe.
 */
export function spreadsheetSafe(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

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
  const rows = Readable.from(
    (async function* () {
      for await (const customer of customersOfSearch(db, query)) yield customerCsvRow(customer);
    })(),
  );
  const csv = stringify({ header: true, columns: COLUMNS.map(([header]) => header) });
  pipeline(rows, csv).catch((error: unknown) => csv.destroy(error as Error));
  return csv;
}
