import { noDryCleanItems, noServices, noTailoringItems, specials } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { newYorkToday } from '@laundry/pricing';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, userActor } from '../testing/context';

/**
 * The staff specials screen's limits (docs/decisions/0092-promotion-limits.md): a start date, total uses, uses per
 * customer and a minimum order, each optional (null is no limit). Bad input is a 400 with a plain message and
 * changes nothing.
 */
let database: Database;
let caller: ReturnType<typeof callerFor>;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  const user = await createUser(database.db, { role: 'SuperAdmin' });
  caller = callerFor(database.db, userActor(user));
});
afterAll(() => database.close());

const daysFromToday = (days: number) => {
  const date = new Date(`${newYorkToday(Date.now())}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const special = (overrides: Record<string, unknown> = {}) => ({
  name: 'Limited',
  code: `Lim${crypto.randomUUID().slice(0, 6)}`,
  description: '',
  expirationDate: daysFromToday(30),
  firstTimeOnly: false,
  percentDiscount: null,
  promotionalPriceCents: null,
  discountAmountCents: 500,
  services: noServices,
  tailoringItems: noTailoringItems,
  dryCleanItems: noDryCleanItems,
  ...overrides,
});
async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    // The input's first issue, as the web form and the REST answer word it.
    const issues = (error as { cause?: { issues?: { message: string }[] } }).cause?.issues;
    if (error instanceof TRPCError) return `${error.code}: ${issues?.[0]?.message ?? error.message}`;
    throw error;
  }
}
const rowOf = async (id: string) =>
  (await database.db.select().from(specials).where(eq(specials.id, id)))[0]!;

describe('a special’s limits on the staff screen', () => {
  it('are null when not given: a special made as before has no limit', async () => {
    const made = await caller.specials.create(special());
    expect(made).toMatchObject({
      startDate: null,
      maxUses: null,
      maxUsesPerCustomer: null,
      minOrderCents: null,
    });
    expect(await caller.specials.get({ id: made.id })).toMatchObject({ uses: 0 });
  });

  it('are saved on create and edit, and an edit that leaves them out keeps them', async () => {
    const limits = {
      startDate: daysFromToday(2),
      maxUses: 100,
      maxUsesPerCustomer: 1,
      minOrderCents: 25_00,
    };
    const made = await caller.specials.create(special(limits));
    expect(made).toMatchObject(limits);
    const {
      id,
      version,
      expired: _e,
      uses: _u,
      createdAt: _c,
      ...fields
    } = {
      ...(await caller.specials.get({ id: made.id })),
      createdAt: null,
    };
    const renamed = await caller.specials.update({
      ...special({ code: fields.code, name: 'Renamed' }),
      id,
      version,
    });
    expect(renamed).toMatchObject({ name: 'Renamed', ...limits });
    const cleared = await caller.specials.update({
      ...special({ code: fields.code }),
      startDate: null,
      maxUses: null,
      maxUsesPerCustomer: 0,
      minOrderCents: null,
      id,
      version: renamed.version,
    });
    expect(cleared).toMatchObject({
      startDate: null,
      maxUses: null,
      maxUsesPerCustomer: 0,
      minOrderCents: null,
    });
  });

  it.each([
    ['total uses below zero', { maxUses: -1 }, 'Please enter a whole number of uses, 0 or more.'],
    [
      'uses per customer below zero',
      { maxUsesPerCustomer: -1 },
      'Please enter a whole number of uses, 0 or more.',
    ],
    ['a fraction of a use', { maxUses: 1.5 }, 'Please enter a whole number of uses, 0 or more.'],
    ['a negative minimum', { minOrderCents: -1 }, 'Please enter a valid minimum order amount.'],
    [
      'a start after the expiry',
      { startDate: daysFromToday(31) },
      'The start date cannot be after the expiration date.',
    ],
  ])('create refuses %s with a 400 and adds nothing', async (_what, overrides, message) => {
    const before = (await database.db.select({ id: specials.id }).from(specials)).length;
    expect(await outcome(caller.specials.create(special(overrides)))).toBe(`BAD_REQUEST: ${message}`);
    expect((await database.db.select({ id: specials.id }).from(specials)).length).toBe(before);
  });

  it('an edit refuses a start after the expiry, also when only the expiry moves before the saved start', async () => {
    const made = await caller.specials.create(special({ startDate: daysFromToday(10) }));
    const message = 'BAD_REQUEST: The start date cannot be after the expiration date.';
    expect(
      await outcome(
        caller.specials.update({
          ...special({ code: made.code, expirationDate: daysFromToday(5) }),
          id: made.id,
          version: made.version,
        }),
      ),
    ).toBe(message);
    expect(
      await outcome(
        caller.specials.update({
          ...special({ code: made.code, maxUses: -3 }),
          id: made.id,
          version: made.version,
        }),
      ),
    ).toBe('BAD_REQUEST: Please enter a whole number of uses, 0 or more.');
    const row = await rowOf(made.id);
    expect([row.startDate, row.expirationDate, row.maxUses, row.version]).toEqual([
      daysFromToday(10),
      daysFromToday(30),
      null,
      1,
    ]);
  });

  it('End Now on a special not started yet moves its start to its new last day', async () => {
    const made = await caller.specials.create(special({ startDate: daysFromToday(3) }));
    const ended = await caller.specials.end({ id: made.id, version: made.version });
    expect(ended.expirationDate).toBe(daysFromToday(-1));
    expect(ended.startDate).toBe(daysFromToday(-1));
  });
});
