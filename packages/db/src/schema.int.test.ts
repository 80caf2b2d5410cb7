import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NewOrder, orders, sessions, specials, users } from './schema';
import { noDryCleanItems, noServices, noTailoringItems } from './seed';
import { createTestDatabase, createUser, type Database } from './testing';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function order(overrides: Partial<NewOrder> = {}): NewOrder {
  const address = {
    address: '245 W 72nd St',
    address2: null,
    city: 'New York',
    state: 'NY',
    zip: '10023',
    email: 'guest@example.test',
    firstName: 'Ana',
    phone: '(212) 555-0199',
    florida: false,
  };
  return {
    address,
    firstName: 'Ana',
    email: 'guest@example.test',
    phone: '(212) 555-0199',
    pickUpDate: '2026-03-02',
    pickUpHour: 11,
    deliveryDate: '2026-03-03',
    deliveryHour: 18,
    orderServices: ['washFold'],
    washFoldOrder: { weightLbs: 12, quoteCents: 29_00 },
    paymentProvider: 'simulated',
    ...overrides,
  };
}

describe('schema', () => {
  it('numbers orders from 10001, one after another', async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const [row] = await database.db.insert(orders).values(order()).returning({ n: orders.orderNumber });
      numbers.push(row!.n);
    }
    expect(numbers).toEqual([10001, 10002, 10003]);
    const [first] = await database.db.select().from(orders).where(eq(orders.orderNumber, 10001));
    expect(first).toMatchObject({ status: 'New', region: 'ny', pickUpDate: '2026-03-02', capturedCents: 0 });
    expect(first!.orderServices).toEqual(['washFold']);
    expect(first!.washFoldOrder).toEqual({ weightLbs: 12, quoteCents: 29_00 });
  });

  it('refuses a status outside the list of docs/rules/statuses.md and a refund above the capture', async () => {
    await expect(database.db.insert(orders).values(order({ status: 'Lost' as 'New' }))).rejects.toThrow();
    await expect(
      database.db.insert(orders).values(order({ capturedCents: 100, refundedCents: 101 })),
    ).rejects.toThrow();
  });

  it('keeps e-mails lowercased and unique', async () => {
    await createUser(database.db, { email: 'ana@example.test' });
    await expect(database.db.insert(users).values({ email: 'Bo@example.test' })).rejects.toThrow();
    await expect(database.db.insert(users).values({ email: 'ana@example.test' })).rejects.toThrow();
  });

  it('stores session secret hashes as bytes on either driver', async () => {
    const user = await createUser(database.db);
    const secretHash = new Uint8Array([0, 1, 127, 128, 255]);
    const expiresAt = new Date('2030-01-01T00:00:00Z');
    await database.db.insert(sessions).values({ id: 'session-one', secretHash, userId: user.id, expiresAt });
    await database.db
      .insert(sessions)
      .values({ id: 'guest-one', secretHash, guestEmail: 'g@example.test', expiresAt });
    const [row] = await database.db.select().from(sessions).where(eq(sessions.id, 'session-one'));
    expect(row!.secretHash).toBeInstanceOf(Uint8Array);
    expect([...row!.secretHash]).toEqual([...secretHash]);
    expect(row!.expiresAt).toEqual(expiresAt);
  });

  it('matches special codes case-insensitively and allows one kind of discount only', async () => {
    const special = {
      name: 'Spring',
      code: 'Spring5',
      expirationDate: '2030-04-30',
      discountAmountCents: 500,
      services: noServices,
      tailoringItems: noTailoringItems,
      dryCleanItems: noDryCleanItems,
    };
    await database.db.insert(specials).values(special);
    await expect(database.db.insert(specials).values({ ...special, code: 'SPRING5' })).rejects.toThrow();
    await expect(
      database.db.insert(specials).values({ ...special, code: 'BOTH', percentDiscount: 10 }),
    ).rejects.toThrow();
    const [row] = await database.db.select().from(specials).where(eq(specials.code, 'Spring5'));
    expect(row).toMatchObject({
      expirationDate: '2030-04-30',
      percentDiscount: null,
      discountAmountCents: 500,
    });
  });
});
