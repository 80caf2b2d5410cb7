import { auditLog, noDryCleanItems, noServices, noTailoringItems, specials } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { newYorkToday } from '@laundry/pricing';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, userActor } from '../testing/context';
import { currentDraft } from '../testing/orders';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
});
afterAll(() => database.close());

const db = () => database.db;
const today = () => newYorkToday(Date.now());
const daysFromToday = (days: number) => {
  const date = new Date(`${today()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const superAdmin = async () => {
  const user = await createUser(db(), { role: 'SuperAdmin' });
  return { user, caller: callerFor(db(), userActor(user)) };
};
const code = () => `Save${crypto.randomUUID().slice(0, 6)}`;
const special = (overrides: Record<string, unknown> = {}) => ({
  name: 'Spring Savings',
  code: code(),
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
    if (error instanceof TRPCError) return `${error.code}: ${error.message}`;
    throw error;
  }
}

async function countSpecials() {
  return (await db().select({ id: specials.id }).from(specials)).length;
}

describe('Add a Special (docs/rules/staff-screens.md, Specials, docs/rules/messages.md, Public site and accounts: validation)', () => {
  it.each([
    [
      'two discount types',
      { percentDiscount: 10 },
      'Please enter exactly one of percent, promotional price or discount amount.',
    ],
    [
      'no discount',
      { discountAmountCents: null },
      'Please enter exactly one of percent, promotional price or discount amount.',
    ],
    [
      'a 3-decimal percent',
      { discountAmountCents: null, percentDiscount: 12.345 },
      'Please enter a valid amount.',
    ],
    ['a fractional cent', { discountAmountCents: 499.5 }, 'Please enter a valid amount.'],
    ['no first-time choice', { firstTimeOnly: undefined }, 'Please select Yes or No.'],
    [
      'a past expiration date',
      { expirationDate: daysFromToday(-1) },
      'The expiration date cannot be before today.',
    ],
    ['a code with a space', { code: 'TWO WORDS' }, 'A code may use letters, digits, - and _ only.'],
  ])('refuses %s and adds nothing', async (_what, overrides, message) => {
    const { caller } = await superAdmin();
    const before = await countSpecials();
    await expect(caller.specials.create(special(overrides) as never)).rejects.toThrow(message);
    expect(await countSpecials()).toBe(before);
  });

  it('takes today as the expiration date, stores the code in upper case and records the change', async () => {
    const { user, caller } = await superAdmin();
    const input = special({ code: 'lowerCase1', expirationDate: today() });
    const created = await caller.specials.create(input);
    expect(created).toMatchObject({ code: 'LOWERCASE1', expired: false, version: 1 });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(entry).toMatchObject({ kind: 'special', action: 'create', actorUserId: user.id });
    expect(entry!.summary).toContain('LOWERCASE1');
  });

  it('refuses a code another special has, whatever its case', async () => {
    const { caller } = await superAdmin();
    await caller.specials.create(special({ code: 'DUPLICATE9' }));
    const before = await countSpecials();
    expect(await outcome(caller.specials.create(special({ code: 'duplicate9' })))).toBe(
      'CONFLICT: Another special already uses this code.',
    );
    // The seeded WELCOME15, typed in another case, is taken too.
    expect(await outcome(caller.specials.create(special({ code: 'Welcome15' })))).toBe(
      'CONFLICT: Another special already uses this code.',
    );
    expect(await countSpecials()).toBe(before);
  });

  it('keeps item flags only for ticked services', async () => {
    const { caller } = await superAdmin();
    const created = await caller.specials.create(
      special({
        services: { ...noServices, dryClean: true },
        tailoringItems: { ...noTailoringItems, dress: true },
        dryCleanItems: { ...noDryCleanItems, suit: true },
      }),
    );
    expect(created.tailoringItems.dress).toBe(false);
    expect(created.dryCleanItems.suit).toBe(true);
  });
});

describe('a special at checkout', () => {
  it('a new special applies at once; once ended, the code is an expired promotion', async () => {
    const { caller } = await superAdmin();
    const created = await caller.specials.create(special({ code: 'TENOFF', discountAmountCents: 1000 }));
    const order = { ...(await currentDraft(db(), 'shopper@example.test')), promoCode: 'tenoff' };
    const applied = await callerFor(db()).checkout.quote({ order });
    expect(applied.promoError).toBeNull();
    expect(applied.discountCents).toBe(1000);

    const ended = await caller.specials.end({ id: created.id, version: created.version });
    expect(ended).toMatchObject({ expired: true, expirationDate: daysFromToday(-1) });
    const refused = await callerFor(db()).checkout.quote({ order });
    expect(refused.promoError).toBe('This promotion has expired.');
    // Staff still see it; the public grid does not.
    expect((await caller.specials.list({ searchtext: 'TENOFF' })).rows.map((s) => s.id)).toEqual([
      created.id,
    ]);
    expect((await callerFor(db()).catalog.specials.list({ searchtext: 'TENOFF' })).map((s) => s.id)).toEqual(
      [],
    );
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'end'))
      .then((rows) => rows.filter((r) => r.entityId === created.id));
    expect(entry!.after).toEqual({ expirationDate: daysFromToday(-1) });
  });
});

describe('editing and deleting a special', () => {
  it('a stale save is refused and changes nothing', async () => {
    const { caller } = await superAdmin();
    const created = await caller.specials.create(special({ name: 'Original' }));
    await caller.specials.update({
      ...special({ code: created.code, name: 'First' }),
      id: created.id,
      version: 1,
    });
    expect(
      await outcome(
        caller.specials.update({
          ...special({ code: created.code, name: 'Second' }),
          id: created.id,
          version: 1,
        }),
      ),
    ).toBe(
      'CONFLICT: This special was changed by someone else after you opened it, so your changes were not saved. Please reload it and make your changes again.',
    );
    const [row] = await db().select().from(specials).where(eq(specials.id, created.id));
    expect(row).toMatchObject({ name: 'First', version: 2 });
  });

  it('an expired special keeps its past date through an edit, but a date cannot be moved into the past', async () => {
    const { caller } = await superAdmin();
    const created = await caller.specials.create(special());
    const ended = await caller.specials.end({ id: created.id, version: created.version });
    const renamed = await caller.specials.update({
      ...special({ code: created.code, name: 'Renamed', expirationDate: ended.expirationDate }),
      id: created.id,
      version: ended.version,
    });
    expect(renamed).toMatchObject({ name: 'Renamed', expirationDate: daysFromToday(-1) });
    expect(
      await outcome(
        caller.specials.update({
          ...special({ code: created.code, expirationDate: daysFromToday(-2) }),
          id: created.id,
          version: renamed.version,
        }),
      ),
    ).toBe('BAD_REQUEST: The expiration date cannot be before today.');
  });

  it('changing a code to another special’s, in any case, is refused', async () => {
    const { caller } = await superAdmin();
    const one = await caller.specials.create(special({ code: 'FIRSTCODE' }));
    const two = await caller.specials.create(special({ code: 'SECONDCODE' }));
    expect(
      await outcome(
        caller.specials.update({ ...special({ code: 'firstcode' }), id: two.id, version: two.version }),
      ),
    ).toBe('CONFLICT: Another special already uses this code.');
    // Its own code in another case is fine.
    expect(
      await outcome(
        caller.specials.update({ ...special({ code: 'firstCODE' }), id: one.id, version: one.version }),
      ),
    ).toBe('ok');
  });

  it('deletes a special and records what it was; an Admin may not', async () => {
    const { caller } = await superAdmin();
    const created = await caller.specials.create(special({ name: 'Short Lived' }));
    const admin = await createUser(db(), { role: 'Admin' });
    expect(
      await outcome(
        callerFor(db(), userActor(admin)).specials.delete({ id: created.id, version: created.version }),
      ),
    ).toBe('FORBIDDEN: You do not have permission to do that.');
    await caller.specials.delete({ id: created.id, version: created.version });
    expect(await db().select().from(specials).where(eq(specials.id, created.id))).toEqual([]);
    const entries = await db().select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'delete']);
    expect(entries.find((e) => e.action === 'delete')!.before).toMatchObject({ name: 'Short Lived' });
  });
});
