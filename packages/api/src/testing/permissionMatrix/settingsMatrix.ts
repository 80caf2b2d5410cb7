import { type Db, washFoldProducts, zips } from '@laundry/db';
import { eq } from 'drizzle-orm';
import { loadStaffSettings } from '../../services/settings/staffView';
import type { CallArgs, ProcedureCase } from './trpcMatrix';

/** A zip no one serves yet, for calls that add or move one. */
export async function unservedZip(db: Db): Promise<string> {
  for (;;) {
    const zip = String(60000 + Math.floor(Math.random() * 9999)).padStart(5, '0');
    const [taken] = await db.select({ id: zips.id }).from(zips).where(eq(zips.zip, zip));
    if (!taken) return zip;
  }
}

/** A served zip of its own, for a call that changes or removes one. */
export async function servedTestZip(db: Db) {
  const [row] = await db
    .insert(zips)
    .values({ zip: await unservedZip(db), florida: false })
    .returning();
  return row!;
}

/** A wash and fold product of its own in New York, for a call that changes or removes one. */
export async function testProduct(db: Db) {
  const [row] = await db
    .insert(washFoldProducts)
    .values({ region: 'ny', item: `Matrix ${crypto.randomUUID()}`, priceCents: 300, sortOrder: 99 })
    .returning();
  return row!;
}

const version = async ({ db }: CallArgs) => (await loadStaffSettings(db, 'ny')).settings.version;

/** The settings screens' procedures: SuperAdmin only, reading included (docs/rules/roles.md, Who may do what). */
export const settingsMatrix: Record<string, ProcedureCase> = {
  'settings.get': { access: 'superAdmin', call: ({ caller }) => caller.settings.get({ region: 'fl' }) },
  'settings.updateDisableOrdering': {
    access: 'superAdmin',
    call: async (args) =>
      args.caller.settings.updateDisableOrdering({
        region: 'ny',
        version: await version(args),
        values: { disableOrdering: false, disableOrderingMessage: 'Back soon.' },
      }),
  },
  'settings.updateTimeWindows': {
    access: 'superAdmin',
    call: async (args) =>
      args.caller.settings.updateTimeWindows({
        region: 'ny',
        version: await version(args),
        values: {
          firstPickUp: 11,
          lastPickUp: 21,
          firstDelivery: 11,
          lastDelivery: 21,
          firstSameDayPickUp: 7,
          lastSameDayPickUp: 15,
          firstSameDayDelivery: 18,
        },
      }),
  },
  'settings.updateMinDelivery': {
    access: 'superAdmin',
    call: async (args) =>
      args.caller.settings.updateMinDelivery({
        region: 'ny',
        version: await version(args),
        values: {
          washFoldMinDelivery: '29',
          organicWashFoldMinDelivery: '32',
          washPressMinDelivery: '32',
          dryCleanMinDelivery: '32',
          tailoringMinDelivery: '32',
          comforterMinDelivery: '32',
        },
      }),
  },
  'settings.updateMinDeliveryDays': {
    access: 'superAdmin',
    call: async (args) =>
      args.caller.settings.updateMinDeliveryDays({
        region: 'ny',
        version: await version(args),
        values: {
          washFoldMinDeliveryDays: '1',
          organicWashFoldMinDeliveryDays: '1',
          washPressMinDeliveryDays: '2',
          dryCleanMinDeliveryDays: '2',
          tailoringMinDeliveryDays: '4',
          comforterMinDeliveryDays: '4',
        },
      }),
  },
  'settings.updateWashFold': {
    access: 'superAdmin',
    call: async (args) =>
      args.caller.settings.updateWashFold({
        region: 'ny',
        version: await version(args),
        values: {
          washFoldUpToXLbs: '20',
          washFoldPerLb: '1.45',
          washFoldMinimumPrice: '29',
          selfDropOffMinimumLbs: '6',
          selfDropOffBasePrice: '11.75',
          selfDropOffPerLb: '1.65',
        },
      }),
  },
  'settings.updateOrganicWashFold': {
    access: 'superAdmin',
    call: async (args) =>
      args.caller.settings.updateOrganicWashFold({
        region: 'ny',
        version: await version(args),
        values: {
          organicWashFoldUpToXLbs: '20',
          organicWashFoldPerLb: '1.60',
          organicWashFoldMinimumPrice: '32',
          selfDropOffOrganicPerLb: '1.80',
        },
      }),
  },
  'settings.priceLists.add': {
    access: 'superAdmin',
    call: ({ caller }) =>
      caller.settings.priceLists.add({
        list: 'products',
        region: 'ny',
        values: { item: `Matrix ${crypto.randomUUID()}`, price: '2.50' },
      }),
  },
  'settings.priceLists.update': {
    access: 'superAdmin',
    call: async ({ caller, db }) => {
      const row = await testProduct(db);
      return caller.settings.priceLists.update({
        list: 'products',
        id: row.id,
        version: row.version,
        values: { item: row.item, price: '3.25' },
      });
    },
  },
  'settings.priceLists.remove': {
    access: 'superAdmin',
    call: async ({ caller, db }) => {
      const row = await testProduct(db);
      return caller.settings.priceLists.remove({ list: 'products', id: row.id, version: row.version });
    },
  },
  'settings.zips.add': {
    access: 'superAdmin',
    call: async ({ caller, db }) => caller.settings.zips.add({ zip: await unservedZip(db), florida: true }),
  },
  'settings.zips.update': {
    access: 'superAdmin',
    call: async ({ caller, db }) => {
      const row = await servedTestZip(db);
      return caller.settings.zips.update({
        id: row.id,
        version: row.version,
        values: { zip: row.zip, florida: true },
      });
    },
  },
  'settings.zips.remove': {
    access: 'superAdmin',
    call: async ({ caller, db }) => {
      const row = await servedTestZip(db);
      return caller.settings.zips.remove({ id: row.id, version: row.version });
    },
  },
};
