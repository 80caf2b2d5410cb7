import { auditLog, regionSettings } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../context';
import { callerFor, userActor } from '../testing/context';

let database: Database;
let superAdmin: Actor;
let admin: Actor;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  superAdmin = userActor(await createUser(database.db, { role: 'SuperAdmin' }));
  admin = userActor(await createUser(database.db, { role: 'Admin' }));
});
afterAll(() => database.close());

const staff = () => callerFor(database.db, superAdmin);
const stored = async (region: 'ny' | 'fl') =>
  (await database.db.select().from(regionSettings).where(eq(regionSettings.region, region)))[0]!;

/** The failure a call ended with: its tRPC code and message. */
async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the call was not refused');
}

const windows = {
  firstPickUp: 10,
  lastPickUp: 20,
  firstDelivery: 9,
  lastDelivery: 21,
  firstSameDayPickUp: 7,
  lastSameDayPickUp: 14,
  firstSameDayDelivery: 17,
};

describe('settings.get', () => {
  it("gives the screen its record, five price lists and the region's zips, each with a version", async () => {
    const ny = await staff().settings.get({ region: 'ny' });
    expect(ny.settings).toMatchObject({ region: 'ny', version: expect.any(Number), washFoldPerLbCents: 145 });
    for (const list of Object.values(ny.priceLists)) {
      expect(list.length).toBeGreaterThan(0);
      expect(list[0]).toMatchObject({ id: expect.any(String), item: expect.any(String), version: 1 });
    }
    expect(ny.zips.every((zip) => !zip.florida)).toBe(true);
    expect(ny.zips.map((zip) => zip.zip)).toContain('10001');
    const fl = await staff().settings.get({ region: 'fl' });
    expect(fl.zips.map((zip) => zip.zip)).toEqual(['33445']);
  });

  it('is refused to an Admin (docs/rules/roles.md, Who may do what)', async () => {
    expect(await refusal(callerFor(database.db, admin).settings.get({ region: 'ny' }))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('saving a section', () => {
  it('saves time windows, increments the version and records before and after', async () => {
    const before = await stored('ny');
    const saved = await staff().settings.updateTimeWindows({
      region: 'ny',
      version: before.version,
      values: windows,
    });
    expect(saved).toMatchObject({ ...windows, version: before.version + 1 });
    expect(await stored('ny')).toMatchObject({ ...windows, version: before.version + 1 });
    expect((await stored('fl')).firstPickUp).toBe(11);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'settings'), eq(auditLog.entityId, 'ny')));
    expect(entry).toMatchObject({
      action: 'update',
      summary: 'New York Time Windows',
      before: expect.objectContaining({ firstPickUp: before.firstPickUp, version: before.version }),
      after: expect.objectContaining({ firstPickUp: 10, version: before.version + 1 }),
    });
    expect(entry!.after).not.toHaveProperty('washFoldPerLbCents');
  });

  it('writes nothing for a save that changes no value: the version stays and no audit entry is made', async () => {
    const before = await stored('ny');
    const entries = async () =>
      (
        await database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.kind, 'settings'), eq(auditLog.entityId, 'ny')))
      ).length;
    const entriesBefore = await entries();
    const values = Object.fromEntries(
      Object.keys(windows).map((key) => [key, before[key as keyof typeof windows]]),
    ) as typeof windows;
    const saved = await staff().settings.updateTimeWindows({ region: 'ny', version: before.version, values });
    expect(saved).toMatchObject({ ...values, version: before.version });
    expect((await stored('ny')).version).toBe(before.version);
    expect(await entries()).toBe(entriesBefore);
    // One changed value is saved as usual.
    const changed = await staff().settings.updateTimeWindows({
      region: 'ny',
      version: before.version,
      values: { ...values, lastPickUp: values.lastPickUp === 20 ? 19 : 20 },
    });
    expect(changed.version).toBe(before.version + 1);
    expect(await entries()).toBe(entriesBefore + 1);
  });

  it('saves each other section in its own units', async () => {
    let version = (await stored('fl')).version;
    const save = async <T>(call: (version: number) => Promise<T>) => {
      const result = await call(version);
      version += 1;
      return result;
    };
    await save((v) =>
      staff().settings.updateDisableOrdering({
        region: 'fl',
        version: v,
        values: { disableOrdering: true, disableOrderingMessage: '  Closed for the storm.  ' },
      }),
    );
    await save((v) =>
      staff().settings.updateMinDelivery({
        region: 'fl',
        version: v,
        values: {
          washFoldMinDelivery: '30',
          organicWashFoldMinDelivery: '33.5',
          washPressMinDelivery: '34',
          dryCleanMinDelivery: '35.25',
          tailoringMinDelivery: '36',
          comforterMinDelivery: '37',
        },
      }),
    );
    await save((v) =>
      staff().settings.updateMinDeliveryDays({
        region: 'fl',
        version: v,
        values: {
          washFoldMinDeliveryDays: '2',
          organicWashFoldMinDeliveryDays: '2',
          washPressMinDeliveryDays: '3',
          dryCleanMinDeliveryDays: '3',
          tailoringMinDeliveryDays: '5',
          comforterMinDeliveryDays: '5',
        },
      }),
    );
    await save((v) =>
      staff().settings.updateWashFold({
        region: 'fl',
        version: v,
        values: {
          washFoldUpToXLbs: '15.5',
          washFoldPerLb: '1.99',
          washFoldMinimumPrice: '25',
          selfDropOffMinimumLbs: '8',
          selfDropOffBasePrice: '10.50',
          selfDropOffPerLb: '1.5',
        },
      }),
    );
    await save((v) =>
      staff().settings.updateOrganicWashFold({
        region: 'fl',
        version: v,
        values: {
          organicWashFoldUpToXLbs: '18',
          organicWashFoldPerLb: '2.10',
          organicWashFoldMinimumPrice: '35',
          selfDropOffOrganicPerLb: '1.95',
        },
      }),
    );
    expect(await stored('fl')).toMatchObject({
      version,
      disableOrdering: true,
      disableOrderingMessage: 'Closed for the storm.',
      organicWashFoldMinDeliveryCents: 3350,
      dryCleanMinDeliveryCents: 3525,
      tailoringMinDeliveryDays: 5,
      washFoldUpToXLbs: 15.5,
      washFoldPerLbCents: 199,
      selfDropOffBasePriceCents: 1050,
      selfDropOffPerLbCents: 150,
      organicWashFoldPerLbCents: 210,
      selfDropOffOrganicPerLbCents: 195,
    });
    const entries = await database.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'settings'), eq(auditLog.entityId, 'fl')));
    expect(entries.map((e) => e.summary).sort()).toEqual([
      'Florida Disable Ordering',
      'Florida Minimum Delivery Amounts',
      'Florida Minimum Delivery Days',
      'Florida Organic Wash & Fold Settings',
      'Florida Wash & Fold Settings',
    ]);
    // Ordering back on for the other tests of this file.
    await staff().settings.updateDisableOrdering({
      region: 'fl',
      version,
      values: { disableOrdering: false, disableOrderingMessage: 'Closed for the storm.' },
    });
  });

  it.each([
    ['an hour of 22', { ...windows, lastDelivery: 22 }, 'Please select a time window.'],
    ['a window left at Select One', { ...windows, firstPickUp: null }, 'Please select a time window.'],
    [
      'a first window after the last',
      { ...windows, firstDelivery: 20, lastDelivery: 19 },
      'The first time window must not be after the last.',
    ],
  ])('refuses %s with a clear 400 and changes nothing', async (_case, values, message) => {
    const before = await stored('ny');
    const failure = await refusal(
      staff().settings.updateTimeWindows({
        region: 'ny',
        version: before.version,
        values: values as typeof windows,
      }),
    );
    expect(failure.code).toBe('BAD_REQUEST');
    expect(failure.message).toContain(message);
    expect(await stored('ny')).toEqual(before);
  });

  it('refuses a 3-decimal price, days out of range and a disabled flow without a message', async () => {
    const before = await stored('ny');
    const minDelivery = {
      washFoldMinDelivery: '29.999',
      organicWashFoldMinDelivery: '32',
      washPressMinDelivery: '32',
      dryCleanMinDelivery: '32',
      tailoringMinDelivery: '32',
      comforterMinDelivery: '32',
    };
    const cases = [
      [
        staff().settings.updateMinDelivery({ region: 'ny', version: before.version, values: minDelivery }),
        'Please enter a valid amount.',
      ],
      [
        staff().settings.updateMinDeliveryDays({
          region: 'ny',
          version: before.version,
          values: {
            washFoldMinDeliveryDays: '31',
            organicWashFoldMinDeliveryDays: '1',
            washPressMinDeliveryDays: '1',
            dryCleanMinDeliveryDays: '1',
            tailoringMinDeliveryDays: '1.5',
            comforterMinDeliveryDays: '1',
          },
        }),
        'Please enter a whole number of days from 0 to 30.',
      ],
      [
        staff().settings.updateDisableOrdering({
          region: 'ny',
          version: before.version,
          values: { disableOrdering: true, disableOrderingMessage: '   ' },
        }),
        'Please enter the message customers will see while ordering is disabled.',
      ],
    ] as const;
    for (const [call, message] of cases) {
      const failure = await refusal(call);
      expect(failure.code).toBe('BAD_REQUEST');
      expect(failure.message).toContain(message);
    }
    expect(await stored('ny')).toEqual(before);
  });

  it('refuses a save over settings someone else changed since they were loaded', async () => {
    const loaded = await stored('ny');
    await staff().settings.updateWashFold({
      region: 'ny',
      version: loaded.version,
      values: {
        washFoldUpToXLbs: '20',
        washFoldPerLb: '1.55',
        washFoldMinimumPrice: '29',
        selfDropOffMinimumLbs: '6',
        selfDropOffBasePrice: '11.75',
        selfDropOffPerLb: '1.65',
      },
    });
    const afterFirst = await stored('ny');
    const failure = await refusal(
      staff().settings.updateMinDelivery({
        region: 'ny',
        version: loaded.version,
        values: {
          washFoldMinDelivery: '99',
          organicWashFoldMinDelivery: '32',
          washPressMinDelivery: '32',
          dryCleanMinDelivery: '32',
          tailoringMinDelivery: '32',
          comforterMinDelivery: '32',
        },
      }),
    );
    expect(failure).toEqual({
      code: 'CONFLICT',
      message:
        'These settings were changed by someone else after you opened them, so your changes were not saved. Please reload them and make your changes again.',
    });
    expect(await stored('ny')).toEqual(afterFirst);
    expect(afterFirst.washFoldMinDeliveryCents).toBe(2900);
  });

  it('lets one of two simultaneous saves of one version through and refuses the other', async () => {
    const { version } = await stored('fl');
    const attempt = (message: string) =>
      staff()
        .settings.updateDisableOrdering({
          region: 'fl',
          version,
          values: { disableOrdering: false, disableOrderingMessage: message },
        })
        .then(
          () => 'saved',
          (error: TRPCError) => error.code,
        );
    const outcomes = await Promise.all([attempt('first'), attempt('second')]);
    expect(outcomes.sort()).toEqual(['CONFLICT', 'saved']);
    expect((await stored('fl')).version).toBe(version + 1);
  });
});
