import { servedTestZip, unservedZip } from '@laundry/api/testing/permissionMatrix';
import {
  comforterSizes,
  type Db,
  dryCleanItems,
  tailoringItems,
  washFoldProducts,
  washPressItems,
} from '@laundry/db';
import type { Region } from '@laundry/validators/settings';
import { and, eq } from 'drizzle-orm';
import type { RestCase } from './restMatrix';

const name = () => `Matrix ${crypto.randomUUID()}`;

async function product(db: Db, region: Region) {
  const [row] = await db
    .insert(washFoldProducts)
    .values({ region, item: name(), priceCents: 300, sortOrder: 99 })
    .returning();
  return row!;
}

async function washPressItem(db: Db, region: Region) {
  const [row] = await db
    .insert(washPressItems)
    .values({ region, item: name(), priceCents: 500, sortOrder: 99 })
    .returning();
  return row!;
}

async function dryCleanItem(db: Db, region: Region) {
  const [row] = await db
    .insert(dryCleanItems)
    .values({ region, item: name(), basePriceCents: 900, sortOrder: 99 })
    .returning();
  return row!;
}

async function tailoringItem(db: Db, region: Region) {
  const [row] = await db
    .insert(tailoringItems)
    .values({ region, item: name(), hemCents: 1200, sortOrder: 99 })
    .returning();
  return row!;
}

async function fullComforter(db: Db, region: Region) {
  const [row] = await db
    .select()
    .from(comforterSizes)
    .where(and(eq(comforterSizes.region, region), eq(comforterSizes.item, 'Full')));
  return row!;
}

const window = (value: number, label: string) => ({ value, label });

/** Each region's settings paths (docs/rules/rest-compatibility.md), with the old client's payload shapes. */
function regionCases(prefix: string, region: Region): Record<string, RestCase> {
  const post = (path: string, call: RestCase['call']): [string, RestCase] => [
    `POST /api${prefix}/${path}`,
    { access: 'superAdmin', call },
  ];
  return Object.fromEntries([
    post('disableordering', () => ({
      payload: { disableOrdering: false, disableOrderingMessage: 'Back soon.' },
    })),
    post('timewindows', () => ({
      payload: {
        firstPickUp: window(11, '11-12pm'),
        lastPickUp: window(21, '9-10pm'),
        firstDelivery: window(11, '11-12pm'),
        lastDelivery: window(21, '9-10pm'),
        firstSameDayPickUp: window(7, '7-8am'),
        lastSameDayPickUp: window(15, '3-4pm'),
        firstSameDayDelivery: window(18, '6-7pm'),
      },
    })),
    post('mindelivery', () => ({ payload: { washFoldMinDelivery: '29.00', dryCleanMinDelivery: 32 } })),
    post('mindeliverydays', () => ({
      payload: { washFoldMinDeliveryDays: 1, tailoringMinDeliveryDays: '4' },
    })),
    post('washfoldsettings', () => ({ payload: { washFoldUpToXLbs: 20, washFoldPerLb: '1.45' } })),
    post('organicwashfoldsettings', () => ({ payload: { organicWashFoldPerLb: 1.6 } })),
    post('product', async ({ db }) => {
      const row = await product(db, region);
      return { payload: { id: row.id, itemName: row.item, itemPrice: '3.25' } };
    }),
    post('product/new', () => ({ payload: { item: name(), price: '2.75' } })),
    post('washpress', async ({ db }) => {
      const row = await washPressItem(db, region);
      return { payload: { id: row.id, item: row.item, price: 6 } };
    }),
    post('washpress/new', () => ({ payload: { item: name(), price: '7.5' } })),
    post('dryclean', async ({ db }) => {
      const row = await dryCleanItem(db, region);
      return {
        payload: { id: row.id, item: row.item, price: '9.50', pressOnly: '', options: { crease: false } },
      };
    }),
    post('dryclean/new', () => ({
      payload: { item: name(), price: '12', pressOnly: '6', options: { crease: true, starch: false } },
    })),
    post('tailoring', async ({ db }) => {
      const row = await tailoringItem(db, region);
      return { payload: { id: row.id, item: row.item, hem: '13', taper: '' } };
    }),
    post('tailoring/new', () => ({ payload: { item: name(), hemprice: '15', liningprice: 40 } })),
    post('comforter', async ({ db }) => {
      const row = await fullComforter(db, region);
      return {
        payload: { id: row.id, notDown: (row.notDownCents / 100).toFixed(2), down: row.downCents / 100 },
      };
    }),
    [
      `DELETE /api${prefix}/product/:id`,
      {
        access: 'superAdmin',
        call: async ({ db }) => ({ path: `/api${prefix}/product/${(await product(db, region)).id}` }),
      },
    ],
    [
      `DELETE /api${prefix}/service/:id`,
      {
        access: 'superAdmin',
        call: async ({ db }) => ({ path: `/api${prefix}/service/${(await washPressItem(db, region)).id}` }),
      },
    ],
  ]);
}

/** The settings and served-zip paths in the permission matrix: SuperAdmin only (docs/rules/roles.md, Who may do what). */
export const settingsRestMatrix: Record<string, RestCase> = {
  ...regionCases('/settings', 'ny'),
  ...regionCases('/settings_florida', 'fl'),
  'POST /api/admin/zip': {
    access: 'superAdmin',
    call: async ({ db }) => ({ payload: { zip: await unservedZip(db), florida: true } }),
  },
  'POST /api/zip/:zip': {
    access: 'superAdmin',
    call: async ({ db }) => ({
      path: `/api/zip/${(await servedTestZip(db)).zip}`,
      payload: { florida: true },
    }),
  },
  'DELETE /api/zip/:zip': {
    access: 'superAdmin',
    call: async ({ db }) => ({ path: `/api/zip/${(await servedTestZip(db)).zip}` }),
  },
};
