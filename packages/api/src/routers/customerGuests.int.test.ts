import { type NewOrder, type Order, orders, users } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous } from '../context';
import { callerFor, userActor } from '../testing/context';
import { customersOrder } from '../testing/permissionMatrix/ordersMatrix';
import { createWorld } from '../testing/permissionMatrix/world';

// docs/rules/staff-screens.md, Customers; docs/decisions/0081-staff-guests-view.md.

let database: Database;
let template: Order;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  const world = await createWorld(database.db);
  const { orderId } = await customersOrder({ db: database.db, world });
  const [row] = await database.db.select().from(orders).where(eq(orders.id, orderId));
  template = row!;
});
afterAll(() => database.close());

const db = () => database.db;
const tagged = () => `t${crypto.randomUUID().slice(0, 8)}`;
const staff = async (role: 'Admin' | 'SuperAdmin' = 'Admin') =>
  callerFor(db(), userActor(await createUser(db(), { role })));

/** A phone no other test of the file has: '(ddd) 555-dddd'. */
function freshPhone() {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return { area: `${2 + (Number(digits[0]) % 8)}${digits.slice(1, 3)}`, line: digits.slice(3) };
}
const masked = (p: { area: string; line: string }) => `(${p.area}) 555-${p.line}`;

/** Orders as checkout stores them (a copy of one it placed), with the contact and date given. */
async function addOrders(
  rows: { email: string; firstName?: string; phone?: string; createdAt: string; userId?: string | null }[],
) {
  const {
    id: _id,
    orderNumber: _n,
    searchText: _s,
    idempotencyKey: _k,
    userId: _u,
    guestEmail: _g,
    ...order
  } = template;
  const values: NewOrder[] = rows.map((row) => ({
    ...order,
    email: row.email,
    firstName: row.firstName ?? 'Guest',
    phone: row.phone ?? '(212) 555-0199',
    userId: row.userId ?? null,
    guestEmail: row.userId ? null : row.email.toLowerCase(),
    createdAt: new Date(row.createdAt),
  }));
  return db().insert(orders).values(values).returning({ id: orders.id });
}

async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof TRPCError) return `${error.code}: ${error.message}`;
    throw error;
  }
}

/** Guests A (two orders, the latest in March), B (February) and E (January, a deleted account); a customer C; D's address has an account. */
async function guestWorld() {
  const tag = tagged();
  const phoneA = freshPhone();
  const a = `ann-${tag}@example.test`;
  const b = `bob-${tag}@example.test`;
  const e = `eve-${tag}@example.test`;
  const customer = await createUser(db(), { email: `cat-${tag}@example.test`, lastName: tag });
  const dAccount = await createUser(db(), { email: `dan-${tag}@example.test`, lastName: tag });
  const deleted = await createUser(db(), { email: e });
  await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
  const [aOld, aNew] = await addOrders([
    { email: a, firstName: 'Annie', phone: '(212) 555-0100', createdAt: '2026-01-10T15:00:00Z' },
    {
      email: `ANN-${tag}@Example.test`,
      firstName: 'Ann',
      phone: masked(phoneA),
      createdAt: '2026-03-01T15:00:00Z',
    },
  ]);
  await addOrders([
    { email: b, firstName: 'Bob', createdAt: '2026-02-01T15:00:00Z' },
    { email: e, firstName: 'Eve', createdAt: '2026-01-05T15:00:00Z' },
    { email: customer.email, firstName: 'Cat', createdAt: '2026-04-01T15:00:00Z', userId: customer.id },
    { email: dAccount.email, firstName: 'Dan', createdAt: '2026-04-02T15:00:00Z' },
  ]);
  return { tag, a, b, e, phoneA, aOrders: [aNew!.id, aOld!.id], customer, dAccount };
}

describe('the Guests view (customers.guests)', () => {
  it('lists one row per address of guest orders, with their count and the latest order’s name, phone and date, newest first', async () => {
    const caller = await staff();
    const { tag, a, b, e, phoneA } = await guestWorld();
    const list = await caller.customers.guests({ searchtext: tag });
    // Not the customer's orders, nor the guest orders of an address with a live account (the customer's detail has them).
    expect(list.rows).toEqual([
      {
        email: a,
        firstName: 'Ann',
        phone: masked(phoneA),
        orderCount: 2,
        lastOrderAt: new Date('2026-03-01T15:00:00Z'),
      },
      {
        email: b,
        firstName: 'Bob',
        phone: '(212) 555-0199',
        orderCount: 1,
        lastOrderAt: new Date('2026-02-01T15:00:00Z'),
      },
      {
        email: e,
        firstName: 'Eve',
        phone: '(212) 555-0199',
        orderCount: 1,
        lastOrderAt: new Date('2026-01-05T15:00:00Z'),
      },
    ]);
    expect(list.hasMore).toBe(false);
    const oldestFirst = await caller.customers.guests({ searchtext: tag, sortorder: 1 });
    expect(oldestFirst.rows.map((g) => g.email)).toEqual([e, b, a]);
  });

  it('finds a guest by name, e-mail or a phone however it is written, and never a customer', async () => {
    const caller = await staff();
    const { tag, a, phoneA, customer } = await guestWorld();
    const found = async (searchtext: string) =>
      (await caller.customers.guests({ searchtext })).rows.map((g) => g.email);
    const { area, line } = phoneA;
    for (const phone of [
      masked(phoneA),
      `${area}-555-${line}`,
      `+1 ${area} 555 ${line}`,
      `(${area}) 555.${line}`,
      `${area}555${line}`,
      `555-${line} `,
    ]) {
      expect(await found(phone), phone).toContain(a);
      expect(
        (await found(phone)).every((email) => email === a || !email.includes(tag)),
        phone,
      ).toBe(true);
    }
    expect(await found(`ann-${tag}`)).toEqual([a]);
    expect(await found(`ANN-${tag.toUpperCase()}@EXAMPLE`)).toEqual([a]);
    // An older order's name finds the guest too; the row shows the latest.
    const annie = await caller.customers.guests({ searchtext: 'Annie', limit: 5000 });
    expect(annie.rows.find((g) => g.email === a)?.firstName).toBe('Ann');
    expect(await found(customer.email)).toEqual([]);
    expect(await found(`nobody-${tag}`)).toEqual([]);
  });

  it('pages by 75 and says when there is more (Show More)', async () => {
    const caller = await staff();
    const tag = tagged();
    await addOrders(
      Array.from({ length: 76 }, (_, i) => ({
        email: `g${i}-${tag}@example.test`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      })),
    );
    const first = await caller.customers.guests({ searchtext: tag });
    expect(first.rows).toHaveLength(75);
    expect(first.hasMore).toBe(true);
    expect(first.rows[0]!.email).toBe(`g75-${tag}@example.test`);
    const more = await caller.customers.guests({ searchtext: tag, limit: 150 });
    expect(more.rows).toHaveLength(76);
    expect(more.hasMore).toBe(false);
    const second = await caller.customers.guests({ searchtext: tag, skip: 75 });
    expect(second.rows.map((g) => g.email)).toEqual([`g0-${tag}@example.test`]);
  });

  it('refuses bad input with its message', async () => {
    const caller = await staff();
    const refused = async (promise: Promise<unknown>, message: string) => {
      const answer = await outcome(promise);
      expect(answer.startsWith('BAD_REQUEST: ')).toBe(true);
      expect(answer).toContain(message);
    };
    await refused(caller.customers.guests({ limit: 0 }), 'limit must be a whole number from 1 to 5000.');
    await refused(
      caller.customers.guests({ searchtext: 'x'.repeat(201) }),
      'searchtext must be at most 200 characters.',
    );
    await refused(caller.customers.guest({ email: ' ' }), "Enter the guest's e-mail address.");
    expect(await outcome(caller.customers.guests({ searchtext: "50%_\\'" }))).toBe('ok');
  });
});

describe('a guest’s orders (customers.guest)', () => {
  it('opens a guest by address, whatever its case, with the orders newest first', async () => {
    const caller = await staff('SuperAdmin');
    const { a, aOrders, phoneA } = await guestWorld();
    const detail = await caller.customers.guest({ email: a.toUpperCase() });
    expect(detail.guest).toMatchObject({ email: a, firstName: 'Ann', phone: masked(phoneA), orderCount: 2 });
    expect(detail.orders.rows.map((o) => o.id)).toEqual(aOrders);
    expect(detail.orders.hasMore).toBe(false);
  });

  it('finds no guest at an address without guest orders, or one a customer account holds', async () => {
    const caller = await staff();
    const { tag, dAccount, customer } = await guestWorld();
    for (const email of [`nobody-${tag}@example.test`, dAccount.email, customer.email]) {
      expect(await outcome(caller.customers.guest({ email }))).toBe(
        'NOT_FOUND: There was an error getting guest details.',
      );
    }
  });
});

describe('who may see guests (docs/rules/roles.md, Who may do what)', () => {
  it('refuses a customer and a signed-out caller, and changes nothing', async () => {
    const { a } = await guestWorld();
    const customer = callerFor(db(), userActor(await createUser(db())));
    const signedOut = callerFor(db(), anonymous);
    for (const caller of [customer, signedOut]) {
      expect(await outcome(caller.customers.guests({}))).toMatch(/^(UNAUTHORIZED|FORBIDDEN): /);
      expect(await outcome(caller.customers.guest({ email: a }))).toMatch(/^(UNAUTHORIZED|FORBIDDEN): /);
    }
  });
});

describe('the customers search finds a phone however it is written (docs/rules/records.md, People)', () => {
  it('compares the digits of the stored, masked phone', async () => {
    const caller = await staff();
    const phone = freshPhone();
    const customer = await createUser(db(), { lastName: tagged() });
    await db()
      .update(users)
      .set({ phone: masked(phone) })
      .where(eq(users.id, customer.id));
    const { area, line } = phone;
    for (const text of [
      masked(phone),
      `${area}-555-${line}`,
      `+1 ${area} 555 ${line}`,
      `(${area}) 555.${line}`,
      `${area}555${line}`,
      `555-${line}`,
    ]) {
      const list = await caller.customers.list({ searchtext: text });
      expect(
        list.rows.map((c) => c.id),
        text,
      ).toContain(customer.id);
    }
    const otherLine = `${line.slice(0, 3)}${(Number(line[3]) + 1) % 10}`;
    const other = await caller.customers.list({ searchtext: `${area}-555-${otherLine}` });
    expect(other.rows.map((c) => c.id)).not.toContain(customer.id);
  });
});
