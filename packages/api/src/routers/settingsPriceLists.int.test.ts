import {
  auditLog,
  comforterSizes,
  dryCleanItems,
  tailoringItems,
  washFoldProducts,
  washPressItems,
  zips,
} from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../context';
import { callerFor, userActor } from '../testing/context';

let database: Database;
let superAdmin: Actor;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  superAdmin = userActor(await createUser(database.db, { role: 'SuperAdmin' }));
});
afterAll(() => database.close());

const staff = () => callerFor(database.db, superAdmin);

async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the call was not refused');
}

const auditOf = (entityId: string) =>
  database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.createdAt);

describe('price lists: add, edit and delete in each of the five (docs/rules/settings.md, Price lists)', () => {
  it('adds, edits and deletes a wash and fold product, recording each change', async () => {
    const added = await staff().settings.priceLists.add({
      list: 'products',
      region: 'ny',
      values: { item: 'Wool Wash', price: '3.5' },
    });
    expect(added).toMatchObject({ item: 'Wool Wash', priceCents: 350, region: 'ny', version: 1 });
    const { priceLists } = await staff().settings.get({ region: 'ny' });
    expect(priceLists.products.at(-1)?.id).toBe(added.id);

    const edited = await staff().settings.priceLists.update({
      list: 'products',
      id: added.id,
      version: 1,
      values: { item: 'Wool Wash Plus', price: '4' },
    });
    expect(edited).toMatchObject({ item: 'Wool Wash Plus', priceCents: 400, version: 2 });
    await staff().settings.priceLists.remove({ list: 'products', id: added.id, version: 2 });
    expect(
      await database.db.select().from(washFoldProducts).where(eq(washFoldProducts.id, added.id)),
    ).toEqual([]);
    const entries = await auditOf(added.id);
    expect(entries.map((e) => [e.kind, e.action, e.summary])).toEqual([
      ['priceList', 'create', 'New York Wash & Fold Products: Wool Wash'],
      ['priceList', 'update', 'New York Wash & Fold Products: Wool Wash Plus'],
      ['priceList', 'delete', 'New York Wash & Fold Products: Wool Wash Plus'],
    ]);
    expect(entries[1]!.before).toMatchObject({ priceCents: 350, version: 1 });
    expect(entries[1]!.after).toMatchObject({ priceCents: 400, version: 2 });
  });

  it('writes nothing for a save that changes no value (docs/rules/settings.md, Saving a section)', async () => {
    const values = { item: 'Silk Wash', price: '5.25' };
    const added = await staff().settings.priceLists.add({ list: 'products', region: 'fl', values });
    const same = await staff().settings.priceLists.update({
      list: 'products',
      id: added.id,
      version: 1,
      values,
    });
    expect(same).toMatchObject({ item: 'Silk Wash', priceCents: 525, version: 1 });
    expect((await auditOf(added.id)).map((entry) => entry.action)).toEqual(['create']);
    const changed = await staff().settings.priceLists.update({
      list: 'products',
      id: added.id,
      version: 1,
      values: { ...values, price: '5.5' },
    });
    expect(changed).toMatchObject({ priceCents: 550, version: 2 });
    expect((await auditOf(added.id)).map((entry) => entry.action)).toEqual(['create', 'update']);
  });

  it('keeps each list in its own columns', async () => {
    const add = staff().settings.priceLists.add;
    const washPress = await add({
      list: 'washPress',
      region: 'fl',
      values: { item: 'Linen Shirt', price: 6 },
    });
    const dryClean = await add({
      list: 'dryClean',
      region: 'fl',
      values: {
        item: 'Tuxedo',
        basePrice: '25',
        dryCleanPressPrice: '27.5',
        pressOnlyPrice: '',
        offersCrease: true,
        noCreaseCharge: '1.25',
        offersStarch: false,
      },
    });
    const tailoring = await add({
      list: 'tailoring',
      region: 'fl',
      values: { item: 'Cape', hem: '15', lining: '40' },
    });
    const [row] = await database.db.select().from(washPressItems).where(eq(washPressItems.id, washPress.id));
    expect(row).toMatchObject({ region: 'fl', priceCents: 600 });
    const [dc] = await database.db.select().from(dryCleanItems).where(eq(dryCleanItems.id, dryClean.id));
    expect(dc).toMatchObject({
      basePriceCents: 2500,
      dryCleanPressPriceCents: 2750,
      pressOnlyPriceCents: null,
      offersCrease: true,
      noCreaseChargeCents: 125,
    });
    const [tl] = await database.db.select().from(tailoringItems).where(eq(tailoringItems.id, tailoring.id));
    expect(tl).toMatchObject({ hemCents: 1500, liningCents: 4000, taperCents: null });
  });

  it('edits a comforter size and adds back a size that was removed, never an unknown one', async () => {
    const { priceLists } = await staff().settings.get({ region: 'ny' });
    const king = priceLists.comforter.find((row) => row.item === 'King')!;
    await staff().settings.priceLists.update({
      list: 'comforter',
      id: king.id,
      version: king.version,
      values: { item: 'King', notDown: '45', down: '60.5' },
    });
    const [row] = await database.db.select().from(comforterSizes).where(eq(comforterSizes.id, king.id));
    expect(row).toMatchObject({ notDownCents: 4500, downCents: 6050, version: king.version + 1 });
    await staff().settings.priceLists.remove({ list: 'comforter', id: king.id });
    const again = await staff().settings.priceLists.add({
      list: 'comforter',
      region: 'ny',
      values: { item: 'King', notDown: '45', down: '60' },
    });
    expect(again.item).toBe('King');
    const unknown = await refusal(
      staff().settings.priceLists.add({
        list: 'comforter',
        region: 'ny',
        values: { item: 'Twin' as 'King', notDown: '45', down: '60' },
      }),
    );
    expect(unknown).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Please select a size.'),
    });
  });

  it('refuses a duplicate name (any case), a 3-decimal price and a stale edit, changing nothing', async () => {
    const { priceLists } = await staff().settings.get({ region: 'ny' });
    const [first, second] = priceLists.washPress;
    const before = await database.db.select().from(washPressItems).where(eq(washPressItems.region, 'ny'));

    const duplicate = await refusal(
      staff().settings.priceLists.add({
        list: 'washPress',
        region: 'ny',
        values: { item: first!.item.toUpperCase(), price: '5' },
      }),
    );
    expect(duplicate).toEqual({
      code: 'CONFLICT',
      message: 'An item with this name is already on this list.',
    });
    const renamed = await refusal(
      staff().settings.priceLists.update({
        list: 'washPress',
        id: second!.id,
        version: second!.version,
        values: { item: first!.item, price: '5' },
      }),
    );
    expect(renamed.code).toBe('CONFLICT');
    const threeDecimals = await refusal(
      staff().settings.priceLists.update({
        list: 'washPress',
        id: first!.id,
        version: first!.version,
        values: { item: first!.item, price: '5.255' },
      }),
    );
    expect(threeDecimals).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Please enter a valid amount.'),
    });
    const stale = await refusal(
      staff().settings.priceLists.update({
        list: 'washPress',
        id: first!.id,
        version: first!.version + 1,
        values: { item: first!.item, price: '5' },
      }),
    );
    expect(stale).toEqual({
      code: 'CONFLICT',
      message:
        'This item was changed by someone else after you opened it, so your changes were not saved. Please reload it and make your changes again.',
    });
    const staleRemoval = await refusal(
      staff().settings.priceLists.remove({ list: 'washPress', id: first!.id, version: first!.version + 1 }),
    );
    expect(staleRemoval.code).toBe('CONFLICT');
    const gone = await refusal(
      staff().settings.priceLists.remove({ list: 'washPress', id: crypto.randomUUID() }),
    );
    expect(gone).toEqual({
      code: 'NOT_FOUND',
      message: 'This item is no longer on the list. Please reload the page to see the current list.',
    });
    expect(await database.db.select().from(washPressItems).where(eq(washPressItems.region, 'ny'))).toEqual(
      before,
    );
  });
});

describe('served zips (section 12, Eligible Zip Codes)', () => {
  it('adds a Florida zip, moves it to New York and removes it, recording each change', async () => {
    const added = await staff().settings.zips.add({ zip: '33483', florida: true });
    expect((await staff().settings.get({ region: 'fl' })).zips.map((z) => z.zip)).toContain('33483');
    const moved = await staff().settings.zips.update({
      id: added.id,
      version: added.version,
      values: { zip: '33483', florida: false },
    });
    expect(moved).toMatchObject({ florida: false, version: added.version + 1 });
    // Saved again with nothing changed: no write, no new version, no audit entry (docs/rules/settings.md).
    const same = await staff().settings.zips.update({
      id: added.id,
      version: moved.version,
      values: { zip: '33483', florida: false },
    });
    expect(same).toMatchObject({ florida: false, version: moved.version });
    expect((await staff().settings.get({ region: 'fl' })).zips.map((z) => z.zip)).not.toContain('33483');
    expect((await staff().settings.get({ region: 'ny' })).zips.map((z) => z.zip)).toContain('33483');
    await staff().settings.zips.remove({ id: added.id, version: moved.version });
    const entries = await auditOf('33483');
    expect(entries.map((e) => [e.kind, e.action, e.summary])).toEqual([
      ['zip', 'create', 'zip 33483 (Florida)'],
      ['zip', 'update', 'zip 33483 (New York)'],
      ['zip', 'delete', 'zip 33483 (New York)'],
    ]);
  });

  it('refuses a duplicate zip, a zip that is not 5 digits and a stale change, changing nothing', async () => {
    const before = await database.db.select().from(zips);
    expect(await refusal(staff().settings.zips.add({ zip: '10001', florida: false }))).toEqual({
      code: 'CONFLICT',
      message: 'This zip code is already on the list.',
    });
    for (const zip of ['1000', '100011', 'ABCDE']) {
      const bad = await refusal(staff().settings.zips.add({ zip, florida: true }));
      expect(bad).toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining('Please enter a 5-digit zip code.'),
      });
    }
    const [row] = await database.db.select().from(zips).where(eq(zips.zip, '10002'));
    expect(
      await refusal(
        staff().settings.zips.update({
          id: row!.id,
          version: row!.version,
          values: { zip: '10001', florida: false },
        }),
      ),
    ).toMatchObject({ code: 'CONFLICT', message: 'This zip code is already on the list.' });
    expect(
      await refusal(
        staff().settings.zips.update({
          id: row!.id,
          version: row!.version + 1,
          values: { zip: '10002', florida: true },
        }),
      ),
    ).toMatchObject({ code: 'CONFLICT' });
    expect(await database.db.select().from(zips)).toEqual(before);
    const noAudit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'zip'), eq(auditLog.entityId, '10001')));
    expect(noAudit).toEqual([]);
  });
});
