import { locations, type Order, orders, type User } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../../context';
import { callerFor, userActor } from '../../../testing/context';
import { insertListedOrder } from '../../../testing/listOrders';
import { exportedOrderBatches, FIRST_BATCH_SIZE } from './exportOrders';
import { orderListBranches, orderListConditions } from './filters';
import { ORDER_SORTS, type OrderListInputRaw, orderListFilterSchema } from './input';
import { locationSortedNumbers } from './locationSort';
import {
  cappedMatchNumbers,
  NARROW_FILTER_ROWS,
  narrowFilterNumbers,
  numberSlices,
  sortedOrderNumbers,
} from './narrowFilter';
import { orderByOf } from './sorting';

let database: Database;
let admin: Actor;
let customer: User;
let stores: { id: string; name: string }[];
/** The orders of this file, by a short name. */
const made: Record<string, Order> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  const db = database.db;
  stores = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .orderBy(asc(locations.id));
  admin = userActor(await createUser(db, { role: 'Admin' }));
  customer = await createUser(db);
  const [a, b, c] = stores;
  const rows: [string, Parameters<typeof insertListedOrder>[1]][] = [
    ['zoe', { firstName: 'Zoe', pickUpDate: '2030-03-10', deliveryDate: '2030-03-12', locationId: a!.id }],
    [
      'adam',
      {
        firstName: 'Adam',
        pickUpDate: '2030-03-01',
        deliveryDate: '2030-03-20',
        locationId: b!.id,
        status: 'In Progress',
      },
    ],
    [
      'mia',
      {
        firstName: 'Mia',
        email: 'mia.percent@example.test',
        pickUpDate: '2030-03-05',
        pickUpHour: 9,
        deliveryDate: '2030-03-06',
        locationId: c!.id,
        status: 'Completed',
      },
    ],
    [
      'mia2',
      {
        firstName: 'Mia',
        pickUpDate: '2030-03-05',
        pickUpHour: 15,
        deliveryDate: '2030-03-06',
        deliveryHour: null,
        isExpressDelivery: true,
        locationId: a!.id,
      },
    ],
    [
      'kim',
      {
        firstName: 'Kim',
        phone: '(718) 555-0123',
        pickUpDate: '2030-02-20',
        deliveryDate: '2030-02-21',
        deliveryDate2: '2030-03-15',
        deliveryHour2: 10,
        multipleDeliveries: true,
        locationId: null,
        status: 'Unassigned',
      },
    ],
    [
      'own1',
      {
        firstName: 'Owner',
        userId: customer.id,
        email: customer.email,
        pickUpDate: '2030-04-01',
        deliveryDate: '2030-04-02',
        locationId: b!.id,
      },
    ],
    [
      'own2',
      {
        firstName: 'Owner',
        userId: customer.id,
        email: customer.email,
        pickUpDate: '2030-04-03',
        deliveryDate: '2030-04-04',
        locationId: a!.id,
        status: 'Canceled',
      },
    ],
    [
      'bo',
      {
        firstName: 'Bo',
        address: {
          address: '77 Orchard Street',
          address2: null,
          city: 'New York',
          state: 'NY',
          zip: '10002',
          email: 'bo@example.test',
          firstName: 'Bo',
          phone: '(212) 555-0100',
          florida: false,
        },
        pickUpDate: '2030-02-01',
        deliveryDate: '2030-02-03',
        locationId: c!.id,
      },
    ],
  ];
  for (const [name, values] of rows) made[name] = await insertListedOrder(db, values);
});
afterAll(() => database.close());

const list = (input: OrderListInputRaw = {}, actor: Actor = admin) =>
  callerFor(database.db, actor).orders.list(input);
const numbers = async (input: OrderListInputRaw = {}, actor: Actor = admin) =>
  (await list(input, actor)).rows.map((row) => row.orderNumber);
const numbersOf = (...names: string[]) => names.map((name) => made[name]!.orderNumber);
const all = () => Object.values(made);

describe('orders.list for staff', () => {
  it('shows every order by order number descending, with the staff columns', async () => {
    const page = await list();
    expect(page.rows.map((r) => r.orderNumber)).toEqual(
      all()
        .map((o) => o.orderNumber)
        .sort((x, y) => y - x),
    );
    expect(page.hasMore).toBe(false);
    const zoe = page.rows.find((r) => r.id === made.zoe!.id)!;
    expect(zoe).toMatchObject({
      customerName: 'Zoe',
      email: made.zoe!.email,
      services: ['washFold'],
      gratuityCents: 5_00,
      status: 'New',
      location: { id: stores[0]!.id, name: stores[0]!.name },
      quoteTotalCents: 44_00,
    });
    expect(page.rows.find((r) => r.id === made.kim!.id)).toMatchObject({
      location: null,
      deliveryDate2: '2030-03-15',
      deliveryHour2: 10,
    });
  });

  it('pages by limit and says when there are more', async () => {
    const first = await list({ limit: 3 });
    expect(first.rows).toHaveLength(3);
    expect(first.hasMore).toBe(true);
    expect((await list({ limit: all().length })).hasMore).toBe(false);
  });

  it('searches order number, name, e-mail, phone (with or without its mask) and street, as plain text', async () => {
    expect(await numbers({ search: String(made.adam!.orderNumber) })).toEqual(numbersOf('adam'));
    expect(await numbers({ search: 'zOE' })).toEqual(numbersOf('zoe'));
    expect(await numbers({ search: 'mia.percent@' })).toEqual(numbersOf('mia'));
    expect(await numbers({ search: '7185550123' })).toEqual(numbersOf('kim'));
    expect(await numbers({ search: '(718) 555' })).toEqual(numbersOf('kim'));
    // A phone however it is written, an order number with its '#' (docs/rules/staff-screens.md, Orders screen).
    expect(await numbers({ search: '718-555-0123' })).toEqual(numbersOf('kim'));
    expect(await numbers({ search: '+1 718 555 0123' })).toEqual(numbersOf('kim'));
    expect(await numbers({ search: '718.555.0123' })).toEqual(numbersOf('kim'));
    expect(await numbers({ search: `#${made.adam!.orderNumber}` })).toEqual(numbersOf('adam'));
    expect(await numbers({ search: 'orchard st' })).toEqual(numbersOf('bo'));
    // '%' and '_' are text, not wildcards.
    expect(await numbers({ search: '%' })).toEqual([]);
    expect(await numbers({ search: 'Z_e' })).toEqual([]);
    // A word most orders hold is read along the sort's index, a page at a time, in the sort's order.
    const everyone = [...all()].sort((a, b) => b.orderNumber - a.orderNumber).map((o) => o.orderNumber);
    const common = await list({ search: '555', limit: 3 });
    expect(common.rows.map((r) => r.orderNumber)).toEqual(everyone.slice(0, 3));
    expect(common.hasMore).toBe(true);
    const byName = await list({ search: '555', limit: 2, sortBy: 'customer', sortOrder: 'asc' });
    expect(byName.rows.map((r) => r.customerName)).toEqual(['Adam', 'Bo']);
    expect(await numbers({ search: '555', status: 'Completed', limit: 1 })).toEqual(numbersOf('mia'));
    // An empty search is no search.
    expect(await numbers({ search: '  ' })).toHaveLength(all().length);
  });

  it("answers a common search's rows as the list answers the same orders", async () => {
    const listed = new Map((await list({ limit: all().length })).rows.map((row) => [row.id, row]));
    // A page short of the search's matches is read along the sort's index (searchPrefix.ts): over every order by its
    // prepared statement, and under a filter by one built for it.
    for (const input of [
      { search: '555', limit: 3 },
      { search: '555', limit: 3, sortBy: 'delivery' as const, sortOrder: 'asc' as const },
      { search: '555', limit: 1, status: 'New' as const },
    ]) {
      const page = await list(input);
      expect(page.hasMore, JSON.stringify(input)).toBe(true);
      for (const row of page.rows) expect(row, JSON.stringify(input)).toEqual(listed.get(row.id));
    }
  });

  it('filters pick-up, delivery (either of two) or both between the dates, both ends included', async () => {
    const range = { startDate: '2030-03-05', endDate: '2030-03-15' };
    expect(await numbers({ ...range, dateField: 'pickUp' })).toEqual(
      numbersOf('zoe', 'mia2', 'mia').sort((a, b) => b - a),
    );
    expect(await numbers({ ...range, dateField: 'delivery' })).toEqual(
      numbersOf('zoe', 'mia2', 'mia', 'kim').sort((a, b) => b - a),
    );
    expect(await numbers(range)).toEqual(numbersOf('zoe', 'mia2', 'mia', 'kim').sort((a, b) => b - a));
    expect(await numbers({ startDate: '2030-03-20' })).toEqual(numbersOf('own2', 'own1', 'adam'));
    expect(await numbers({ endDate: '2030-02-01', dateField: 'pickUp' })).toEqual(numbersOf('bo'));
  });

  it('filters by one location or the unassigned ones, and by status', async () => {
    expect(await numbers({ locationId: stores[2]!.id })).toEqual(numbersOf('bo', 'mia'));
    expect(await numbers({ locationId: 'unassigned' })).toEqual(numbersOf('kim'));
    expect(await numbers({ status: 'Completed' })).toEqual(numbersOf('mia'));
    expect(await numbers({ status: 'New', locationId: stores[0]!.id })).toEqual(numbersOf('mia2', 'zoe'));
  });

  it('sorts on every column both ways, ties broken by order number', async () => {
    const byNumber = (a: Order, b: Order) => a.orderNumber - b.orderNumber;
    const expected = {
      orderNumber: [...all()].sort(byNumber),
      customer: [...all()].sort((a, b) =>
        a.firstName < b.firstName ? -1 : a.firstName > b.firstName ? 1 : byNumber(a, b),
      ),
      pickUp: [...all()].sort(
        (a, b) => a.pickUpDate.localeCompare(b.pickUpDate) || a.pickUpHour - b.pickUpHour || byNumber(a, b),
      ),
      delivery: [...all()].sort(
        (a, b) =>
          a.deliveryDate.localeCompare(b.deliveryDate) ||
          (a.deliveryHour ?? a.pickUpHour + 3) - (b.deliveryHour ?? b.pickUpHour + 3) ||
          byNumber(a, b),
      ),
      status: [...all()].sort((a, b) =>
        a.status < b.status ? -1 : a.status > b.status ? 1 : byNumber(a, b),
      ),
    };
    for (const [sortBy, ascending] of Object.entries(expected)) {
      const up = ascending.map((o) => o.orderNumber);
      expect(await numbers({ sortBy: sortBy as 'customer', sortOrder: 'asc' }), sortBy).toEqual(up);
      expect(await numbers({ sortBy: sortBy as 'customer', sortOrder: 'desc' }), sortBy).toEqual(
        [...up].reverse(),
      );
    }
    // The express delivery (no hour) sorts at pick-up hour + 3 = 18, after the 14:00 one of that day.
    const delivery = await numbers({ sortBy: 'delivery', sortOrder: 'asc' });
    expect(delivery.indexOf(made.mia!.orderNumber)).toBeLessThan(delivery.indexOf(made.mia2!.orderNumber));
  });

  it('sorts by location name, unassigned last ascending and first descending', async () => {
    const storeNames = new Map(stores.map((s) => [s.id, s.name]));
    const up = await list({ sortBy: 'location', sortOrder: 'asc' });
    const names = up.rows.map((r) => r.location?.name ?? null);
    expect(names.at(-1)).toBeNull();
    const named = names.filter((n): n is string => n !== null);
    const databaseOrder = (
      await database.db.select({ name: locations.name }).from(locations).orderBy(asc(locations.name))
    ).map((r) => r.name);
    expect(named).toEqual([...named].sort((x, y) => databaseOrder.indexOf(x) - databaseOrder.indexOf(y)));
    // Within one store, by order number in the same direction.
    const firstStore = up.rows.filter((r) => r.location?.id === stores[0]!.id).map((r) => r.orderNumber);
    expect(firstStore).toEqual([...firstStore].sort((a, b) => a - b));
    const desc = await list({ sortBy: 'location', sortOrder: 'desc' });
    expect(desc.rows.map((r) => r.orderNumber)).toEqual(up.rows.map((r) => r.orderNumber).reverse());
    expect(storeNames.size).toBeGreaterThan(2);
    // Paging holds in this sort too.
    const two = await list({ sortBy: 'location', sortOrder: 'asc', limit: 2 });
    expect(two.rows.map((r) => r.orderNumber)).toEqual(up.rows.slice(0, 2).map((r) => r.orderNumber));
    expect(two.hasMore).toBe(true);
    // With a filter.
    expect(
      (await list({ sortBy: 'location', sortOrder: 'asc', status: 'Unassigned' })).rows.map(
        (r) => r.orderNumber,
      ),
    ).toEqual(numbersOf('kim'));
    // With the location filter: the unassigned ones, or one store's, by order number either way, on the
    // list's path (a filter this small is sorted whole) and on the store-by-store walk it takes at scale.
    const walk = async (filter: OrderListInputRaw, sortOrder: 'asc' | 'desc') => {
      const parsed = orderListFilterSchema.parse(filter);
      const where = orderListConditions({ kind: 'staff' }, parsed);
      return locationSortedNumbers(database.db, where, sortOrder, { skip: 0, limit: 100 }, parsed);
    };
    for (const sortOrder of ['asc', 'desc'] as const) {
      const byNumber = (ns: number[]) => [...ns].sort((a, b) => (sortOrder === 'asc' ? a - b : b - a));
      const cases: [OrderListInputRaw, number[]][] = [
        [{ locationId: 'unassigned' }, numbersOf('kim')],
        [{ locationId: 'unassigned', status: 'Unassigned' }, numbersOf('kim')],
        [{ status: 'Unassigned' }, numbersOf('kim')],
        [{ locationId: stores[2]!.id }, byNumber(numbersOf('bo', 'mia'))],
        [{ locationId: stores[0]!.id, status: 'New' }, byNumber(numbersOf('mia2', 'zoe'))],
      ];
      for (const [filter, expected] of cases) {
        expect(await numbers({ ...filter, sortBy: 'location', sortOrder })).toEqual(expected);
        expect(await walk(filter, sortOrder)).toEqual(expected);
      }
    }
  });
});

describe('orders.list for customers', () => {
  it('shows a customer only their own orders, without the customer, e-mail and gratuity columns', async () => {
    const page = await list({}, userActor(customer));
    expect(page.rows.map((r) => r.orderNumber)).toEqual(numbersOf('own2', 'own1'));
    for (const row of page.rows) {
      expect(row).toMatchObject({ customerName: null, email: null, gratuityCents: null });
    }
    // Their filters apply within their own orders only.
    expect(await numbers({ search: 'Zoe' }, userActor(customer))).toEqual([]);
    expect(await numbers({ status: 'Canceled' }, userActor(customer))).toEqual(numbersOf('own2'));
    // A customer reads New and Unassigned alike ('Scheduled', docs/rules/statuses.md, What customers read), so
    // either finds both; staff filter by the one status.
    await database.db.update(orders).set({ status: 'Unassigned' }).where(eq(orders.id, made.own1!.id));
    try {
      expect(await numbers({ status: 'New' }, userActor(customer))).toEqual(numbersOf('own1'));
      expect(await numbers({ status: 'Unassigned' }, userActor(customer))).toEqual(numbersOf('own1'));
      expect(await numbers({ status: 'New', search: 'Owner' })).toEqual([]);
    } finally {
      await database.db.update(orders).set({ status: 'New' }).where(eq(orders.id, made.own1!.id));
    }
    expect(await numbers({}, userActor(await createUser(database.db)))).toEqual([]);
  });

  it('refuses guests and anonymous callers', async () => {
    await expect(
      list({}, { kind: 'guest', sessionId: 'x', email: customer.email, emailProven: false }),
    ).rejects.toThrow('Please log in to continue.');
    await expect(list({}, { kind: 'anonymous' })).rejects.toThrow('Please log in to continue.');
  });
});

describe('orders.list bad input', () => {
  it.each([
    [{ status: 'Lost' }, 'Please choose a valid status.'],
    [{ locationId: 'somewhere' }, 'Please choose a valid location.'],
    [{ startDate: '2030-02-30' }, 'Please enter a valid date.'],
    [{ startDate: '2030-03-02', endDate: '2030-03-01' }, 'The start date must be on or before the end date.'],
    [{ limit: 0 }, 'Please ask for 1 to 1000 orders at a time.'],
    [{ limit: 1001 }, 'Please ask for 1 to 1000 orders at a time.'],
    [{ search: 'x'.repeat(201) }, 'Search text must be at most 200 characters.'],
  ])('refuses %j', async (input, message) => {
    await expect(list(input as OrderListInputRaw)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(list(input as OrderListInputRaw)).rejects.toThrow(message);
  });
});

describe('the export batches', () => {
  it('hold every matching order once, in the list order, for every sort, read a few at a time', async () => {
    for (const sortBy of ORDER_SORTS) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        const listed = await numbers({ sortBy, sortOrder, limit: 1000 });
        const exported: number[] = [];
        let batches = 0;
        for await (const batch of exportedOrderBatches(
          database.db,
          { kind: 'staff' },
          {
            ...orderListFilterSchema.parse({}),
            sortBy,
            sortOrder,
          },
          3,
        )) {
          batches += 1;
          expect(batch.length).toBeLessThanOrEqual(3);
          exported.push(...batch.map((row) => row.orderNumber));
        }
        expect(exported, `${sortBy} ${sortOrder}`).toEqual(listed);
        expect(batches).toBeGreaterThan(1);
      }
    }
  });

  it('read a filter of few matches by number, the first read smaller (100 orders) so the download starts sooner', async () => {
    expect(FIRST_BATCH_SIZE).toBe(100);
    const filter = orderListFilterSchema.parse({ startDate: '2000-01-01', endDate: '2099-12-31' });
    const listed = await numbers({ startDate: '2000-01-01', endDate: '2099-12-31', limit: 1000 });
    const sizes: number[] = [];
    const exported: number[] = [];
    for await (const batch of exportedOrderBatches(
      database.db,
      { kind: 'staff' },
      { ...filter, sortBy: 'orderNumber', sortOrder: 'desc' },
      3,
      2,
    )) {
      sizes.push(batch.length);
      exported.push(...batch.map((row) => row.orderNumber));
    }
    expect(exported).toEqual(listed);
    expect(sizes[0]).toBe(2);
    expect(sizes.slice(1, -1).every((size) => size === 3)).toBe(true);
  });

  it('applies the filter and the viewer', async () => {
    const rows: number[] = [];
    const filter = orderListFilterSchema.parse({ status: 'New' });
    for await (const batch of exportedOrderBatches(
      database.db,
      { kind: 'customer', userId: customer.id },
      { ...filter, sortBy: 'orderNumber', sortOrder: 'desc' },
      1,
    )) {
      rows.push(...batch.map((row) => row.orderNumber));
    }
    expect(rows).toEqual(numbersOf('own1'));
  });
});

describe('a narrow filter (docs/decisions/0027-orders-list-search-index.md, Narrow filters)', () => {
  it('is at most 20,000 matching orders', () => {
    expect(NARROW_FILTER_ROWS).toBe(20_000);
  });

  it('sorts its matches into the same order as the walk along the sort index, for every sort', async () => {
    const db = database.db;
    const filter = orderListFilterSchema.parse({ startDate: '2000-01-01', endDate: '2099-12-31' });
    const where = orderListConditions({ kind: 'staff' }, filter)!;
    // The dates of any kind: three alternatives, gathered together.
    const branches = orderListBranches({ kind: 'staff' }, filter);
    expect(branches).toHaveLength(3);
    for (const sortBy of ORDER_SORTS) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        const sort = { sortBy, sortOrder };
        const walked =
          sortBy === 'location'
            ? await locationSortedNumbers(db, where, sortOrder, { skip: 0, limit: 1000 })
            : (
                await db
                  .select({ orderNumber: orders.orderNumber })
                  .from(orders)
                  .leftJoin(locations, eq(locations.id, orders.locationId))
                  .where(where)
                  .orderBy(...orderByOf({ sortBy, sortOrder }))
              ).map((row) => row.orderNumber);
        expect(walked.length).toBe(all().length);
        const narrow = await narrowFilterNumbers(db, branches, sort, { skip: 0, limit: 1000 });
        expect(narrow, `${sortBy} ${sortOrder}`).toEqual(walked);
        const sorted = await sortedOrderNumbers(db, where, sort);
        expect([...numberSlices(sorted, 1, 2)].flat(), `${sortBy} ${sortOrder}`).toEqual(walked);
        const second = await narrowFilterNumbers(db, branches, sort, { skip: 2, limit: 3 });
        expect(second).toEqual(walked.slice(2, 5));
      }
    }
  });

  it('gathers at most a cap of matches (a rare search), and gives way to the walk past it', async () => {
    const db = database.db;
    const filter = orderListFilterSchema.parse({ startDate: '2000-01-01', endDate: '2099-12-31' });
    const branches = orderListBranches({ kind: 'staff' }, filter);
    const sort = { sortBy: 'customer', sortOrder: 'desc' } as const;
    const walked = await narrowFilterNumbers(db, branches, sort, { skip: 0, limit: 1000 });
    const matches = walked.length;
    expect(matches).toBeGreaterThan(3);
    expect(await cappedMatchNumbers(db, branches, sort, { skip: 0, limit: 3 }, matches)).toEqual(
      walked.slice(0, 3),
    );
    expect(await cappedMatchNumbers(db, branches, sort, { skip: 1, limit: 2 }, matches)).toEqual(
      walked.slice(1, 3),
    );
    // One match more than the cap: the gathered matches may not be all of them.
    expect(await cappedMatchNumbers(db, branches, sort, { skip: 0, limit: 3 }, matches - 1)).toBeNull();
    // A page past the cap.
    expect(await cappedMatchNumbers(db, branches, sort, { skip: 2, limit: 3 }, 4)).toBeNull();
  });
});
