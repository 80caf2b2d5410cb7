import { auditLog, orders, users } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { type CustomerPreferences, DEFAULT_PREFERENCES } from '@laundry/domain';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, userActor } from '../../testing/context';
import { customer, guest, orderRow, type Person, placeHeldOrder, staff } from '../../testing/money';

/**
 * docs/decisions/0093-customer-preferences.md: a customer's preferences, read and saved by the customer (their own) and
 * by staff (any customer's), never by a Driver; each new order keeps its own copy at placement, which staff see on the
 * order's detail and its route-sheet ticket.
 */
let database: Database;
let admin: Person;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  admin = await staff(database.db);
});
afterAll(() => database.close());

const HYPOALLERGENIC: CustomerPreferences = {
  detergent: 'hypoallergenic',
  fabricSoftener: false,
  starch: 'light',
  creases: true,
  finish: 'hung',
  note: 'Cold wash only, please.',
};
const as = (person: Person) => callerFor(database.db, person.actor);
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    const issues = (error as { cause?: { issues?: { message: string }[] } }).cause?.issues;
    if (error instanceof TRPCError) return `${error.code}: ${issues?.[0]?.message ?? error.message}`;
    throw error;
  }
}
const storedPreferences = async (userId: string) =>
  (await database.db.select({ p: users.preferences }).from(users).where(eq(users.id, userId)))[0]!.p;

describe('the customer’s own preferences', () => {
  it('are none until saved; the form starts from the defaults', async () => {
    const ada = await customer(database.db);
    expect(await as(ada).preferences.mine()).toBeNull();
    expect(DEFAULT_PREFERENCES).toEqual({
      detergent: 'regular',
      fabricSoftener: false,
      starch: 'none',
      creases: false,
      finish: 'folded',
      note: '',
    });
  });

  it('are saved and read back, the note trimmed', async () => {
    const ada = await customer(database.db);
    const saved = await as(ada).preferences.save({ ...HYPOALLERGENIC, note: '  Cold wash only, please.  ' });
    expect(saved).toEqual(HYPOALLERGENIC);
    expect(await as(ada).preferences.mine()).toEqual(HYPOALLERGENIC);
  });

  it.each([
    ['a detergent not offered', { detergent: 'bleach' }, 'Please choose a detergent.'],
    ['a starch level not offered', { starch: 'extra' }, 'Please choose a starch level.'],
    ['neither hung nor folded', { finish: 'rolled' }, 'Please choose hung or folded.'],
    ['a note of 501 characters', { note: 'x'.repeat(501) }, 'The note must be at most 500 characters.'],
  ])('refuses %s with a 400 and changes nothing', async (_what, change, message) => {
    const ada = await customer(database.db);
    await as(ada).preferences.save(HYPOALLERGENIC);
    expect(await refusal(as(ada).preferences.save({ ...HYPOALLERGENIC, ...change } as never))).toBe(
      `BAD_REQUEST: ${message}`,
    );
    expect(await storedPreferences(ada.user!.id)).toEqual(HYPOALLERGENIC);
  });

  it('takes a note of exactly 500 characters', async () => {
    const ada = await customer(database.db);
    const note = 'x'.repeat(500);
    expect(await as(ada).preferences.save({ ...HYPOALLERGENIC, note })).toMatchObject({ note });
  });

  it('staff and Drivers have none of their own', async () => {
    const driver = await createUser(database.db, { role: 'Driver' });
    for (const actor of [admin.actor, userActor(driver)]) {
      const caller = callerFor(database.db, actor);
      expect(await refusal(caller.preferences.mine())).toBe('FORBIDDEN: Preferences belong to customers.');
      expect(await refusal(caller.preferences.save(HYPOALLERGENIC))).toBe(
        'FORBIDDEN: Preferences belong to customers.',
      );
    }
  });
});

describe('staff and a customer’s preferences', () => {
  it('read and save any customer’s, with an audit entry', async () => {
    const ada = await customer(database.db);
    const staffCaller = as(admin);
    expect(await staffCaller.preferences.customer({ userId: ada.user!.id })).toBeNull();
    await staffCaller.preferences.saveForCustomer({ userId: ada.user!.id, preferences: HYPOALLERGENIC });
    expect(await as(ada).preferences.mine()).toEqual(HYPOALLERGENIC);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, ada.user!.id));
    expect(entry).toMatchObject({
      kind: 'customer',
      action: 'update',
      actorUserId: admin.user!.id,
      summary: `preferences of customer ${ada.email}`,
      before: { preferences: null },
      after: { preferences: HYPOALLERGENIC },
    });
  });

  it('a staff member or a Driver is no customer: 404, nothing saved', async () => {
    const driver = await createUser(database.db, { role: 'Driver' });
    expect(
      await refusal(
        as(admin).preferences.saveForCustomer({ userId: driver.id, preferences: HYPOALLERGENIC }),
      ),
    ).toBe('NOT_FOUND: There was an error getting customer details.');
    expect(await storedPreferences(driver.id)).toBeNull();
  });
});

describe('an order keeps its own copy', () => {
  it('carries the preferences into a new order, shows them to staff, and keeps them through a later edit', async () => {
    const ada = await customer(database.db);
    await as(ada).preferences.save(HYPOALLERGENIC);
    const { orderId } = await placeHeldOrder(database.db, ada);
    expect((await orderRow(database.db, orderId)).preferences).toEqual(HYPOALLERGENIC);
    // Staff see them on the order's detail; the customer's own view of the order does not carry them.
    expect((await as(admin).orders.get({ orderId })).preferences).toEqual(HYPOALLERGENIC);
    expect((await as(ada).orders.get({ orderId })).preferences).toBeNull();

    // A later change is the next order's, not this one's.
    await as(ada).preferences.save({ ...HYPOALLERGENIC, detergent: 'eco', note: '' });
    expect((await orderRow(database.db, orderId)).preferences).toEqual(HYPOALLERGENIC);
    const next = await placeHeldOrder(database.db, ada);
    expect((await orderRow(database.db, next.orderId)).preferences).toEqual({
      ...HYPOALLERGENIC,
      detergent: 'eco',
      note: '',
    });
  });

  it('puts them on the route sheet’s stop, which its ticket prints', async () => {
    const ada = await customer(database.db);
    await as(ada).preferences.save(HYPOALLERGENIC);
    const { order } = await placeHeldOrder(database.db, ada);
    const sheet = await as(admin).routes.sheet({
      locationId: order.locationId!,
      date: order.pickUpDate,
      kind: 'pickup',
    });
    const stop = sheet.stops.find((s) => s.orderId === order.id);
    expect(stop?.preferences).toEqual(HYPOALLERGENIC);
  });

  it('an order without saved preferences, or a guest’s, has none', async () => {
    const bob = await customer(database.db);
    const placed = await placeHeldOrder(database.db, bob);
    const guestOrder = await placeHeldOrder(database.db, await guest(database.db));
    const rows = await database.db
      .select({ id: orders.id, preferences: orders.preferences })
      .from(orders)
      .where(eq(orders.id, placed.orderId));
    expect(rows[0]!.preferences).toBeNull();
    expect((await orderRow(database.db, guestOrder.orderId)).preferences).toBeNull();
  });
});
