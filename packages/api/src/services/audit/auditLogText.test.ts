import {
  comforterSizes,
  dryCleanItems,
  locations,
  regionSettings,
  specials,
  tailoringItems,
  type User,
  washFoldProducts,
  washPressItems,
  zips,
} from '@laundry/db';
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditedCustomer } from '../staff/customers';
import { auditedStaffUser } from '../staff/staffUsers';
import { AUDIT_FIELD_TEXTS, auditLogLines, HIDDEN_AUDIT_FIELDS } from './auditLogText';
import { orderEventLines } from './orderEventText';

const names = { locations: new Map([['store-1', 'Chelsea']]) };
const columnsOf = (...tables: Parameters<typeof getTableColumns>[0][]) =>
  [...new Set(tables.flatMap((table) => Object.keys(getTableColumns(table))))].filter(
    (key) => !HIDDEN_AUDIT_FIELDS.has(key),
  );
const person = {
  id: 'u1',
  email: 'dee@example.test',
  emailVerifiedAt: null,
  passwordHash: null,
  googleId: null,
  firstName: 'Dee',
  lastName: 'Staff',
  role: 'Admin',
  locationId: 'store-1',
  mustChangePassword: true,
  version: 1,
  createdAt: new Date(),
} as unknown as User;

// docs/rules/roles.md, Audit trail, Readable entries: every field an entry can hold has the screen's label.
describe('the audit screen’s labels', () => {
  it.each([
    ['settings', columnsOf(regionSettings).filter((key) => key !== 'region')],
    ['location', columnsOf(locations)],
    ['special', columnsOf(specials)],
    ['zip', columnsOf(zips)],
    [
      'priceList',
      ['list', ...columnsOf(washFoldProducts, washPressItems, dryCleanItems, tailoringItems, comforterSizes)],
    ],
    ['user', Object.keys(auditedStaffUser(person))],
    ['customer', Object.keys(auditedCustomer(person))],
  ] as const)('%s: every field it records has a label', (kind, keys) => {
    const texts = AUDIT_FIELD_TEXTS[kind];
    expect(keys.filter((key) => !texts[key])).toEqual([]);
  });

  it('reads values as the screens show them', () => {
    expect(
      auditLogLines(
        'settings',
        { disableOrdering: true, firstPickUp: 7, washFoldPerLbCents: 145, washFoldUpToXLbs: 20, version: 5 },
        {
          disableOrdering: false,
          firstPickUp: 9,
          washFoldPerLbCents: 160,
          washFoldUpToXLbs: 22.5,
          version: 6,
        },
        names,
      ),
    ).toEqual([
      { field: 'Ordering paused', before: 'Yes', after: 'No' },
      { field: 'First pick-up', before: '7-8am', after: '9-10am' },
      { field: 'Wash & Fold per lb', before: '$1.45', after: '$1.60' },
      { field: 'Wash & Fold up to X lbs', before: '20 lbs', after: '22.5 lbs' },
    ]);
    expect(
      auditLogLines(
        'special',
        null,
        {
          code: 'SAVE10',
          expirationDate: '2026-12-31',
          percentDiscount: 10,
          promotionalPriceCents: null,
          services: { dryClean: true, tailoring: false },
          dryCleanItems: { outerjacket: true, shirt: false },
          tailoringItems: { dress: false },
        },
        names,
      ),
    ).toEqual([
      { field: 'Code', value: 'SAVE10' },
      { field: 'Expires', value: 'Dec 31, 2026' },
      { field: '% off', value: '10%' },
      { field: 'Applicable services', value: 'Dry Clean' },
      { field: 'Dry clean items', value: 'Outer Jacket' },
      { field: 'Tailoring items', value: 'None' },
    ]);
    expect(
      auditLogLines(
        'user',
        auditedStaffUser(person),
        { ...auditedStaffUser(person), role: 'SuperAdmin' },
        names,
      ),
    ).toEqual([{ field: 'Role', before: 'Admin', after: 'Super Admin' }]);
    expect(auditLogLines('user', null, { locationId: 'gone', mustChangePassword: false }, names)).toEqual([
      { field: 'Location', value: 'A location since deleted' },
      { field: 'Password', value: 'Chosen by the user' },
    ]);
  });

  it('an order edit names each changed field in words, and leaves bookkeeping out', () => {
    expect(
      orderEventLines(
        'edited',
        {
          changes: {
            locationId: { before: 'store-1', after: null },
            washFoldOrder: {
              before: { draft: { weightLbs: 15 }, quoteCents: 2900, rows: [], products: [] },
              after: {
                draft: { weightLbs: 25 },
                quoteCents: 3600,
                rows: [],
                products: [{ item: 'Softener' }],
              },
            },
            dryCleanOrder: {
              before: null,
              after: { quoteCents: 1400, rows: [{ item: 'Shirt', quantity: 2 }], products: [] },
            },
            quoteTotalCents: { before: 2900, after: 5000 },
            specialId: { before: null, after: 'x' },
          },
          clientQuoteTotalCents: 5000,
          priceChanged: false,
        },
        names,
      ),
    ).toEqual([
      { field: 'Location', before: 'Chelsea', after: '—' },
      { field: 'Wash & Fold', before: '15 lbs ($29.00)', after: '25 lbs with Softener ($36.00)' },
      { field: 'Dry Clean', before: 'None', after: '2 × Shirt ($14.00)' },
      { field: 'Quote total', before: '$29.00', after: '$50.00' },
    ]);
  });
});
