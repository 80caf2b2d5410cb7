import { startGuestSession, startUserSession } from '@laundry/api';
import {
  firstProductId,
  insertListedOrder,
  placeOrderInput,
  TEST_CARDS,
  TEST_NOW,
  testClock,
  washFoldDraft,
  withEmail,
} from '@laundry/api/testing';
import { locations, orderEvents, orders, type User } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

const REFUSED =
  'Sorry, this order is no longer eligible for rescheduling. Please contact us if you have any questions.';

let database: Database;
let app: FastifyInstance;
let productId: string;
let adminToken: string;
let store: { id: string; name: string };
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  productId = await firstProductId(database.db);
  app = await buildApp({ database, now: testClock });
  adminToken = (await tokenFor('Admin')).token;
  const [first] = await database.db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .limit(1);
  store = first!;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** RFC 4180: quoted cells may hold commas, quotes ("") and line breaks. */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const auth = (token: string) => ({ authorization: `JWT ${token}` });
async function tokenFor(role: 'Customer' | 'Admin' = 'Customer'): Promise<{ user: User; token: string }> {
  const user = await createUser(database.db, { role });
  return { user, token: (await startUserSession(database.db, user.id, TEST_NOW)).token };
}
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: auth(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A customer's order placed through checkout (TEST_NOW: pick-up Wednesday noon, delivery Thursday 2pm). */
async function placedOrder() {
  const { user, token } = await tokenFor();
  const card = await call('POST', '/trpc/payments.createTestPaymentMethod', token, {
    number: TEST_CARDS.visa,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  });
  const placed = await call(
    'POST',
    '/trpc/checkout.placeOrder',
    token,
    placeOrderInput(withEmail(washFoldDraft(productId), user.email), card.json().result.data.id),
  );
  expect(placed.statusCode).toBe(200);
  const orderId: string = placed.json().result.data.orderId;
  const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
  return { user, token, order: order! };
}
const rowOf = async (id: string) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const eventCount = async (id: string) =>
  (await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).length;

describe('GET /api/orders and POST /api/orders/filter', () => {
  it('lists every order for staff in the old shape, with sortby, sortorder, skip and limit', async () => {
    const made = [];
    for (const firstName of ['Ava', 'Ben', 'Cal']) {
      made.push(await insertListedOrder(database.db, { firstName, locationId: store.id, pickUpHour: 9 }));
    }
    const response = await call('GET', '/api/orders?sortby=orderId&sortorder=-1&skip=0&limit=2', adminToken);
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(rows).toHaveLength(2);
    const newest = made.at(-1)!;
    expect(rows[0]).toEqual({
      _id: newest.id,
      orderId: newest.orderNumber,
      firstName: 'Cal',
      email: newest.email,
      orderServices: ['washFold'],
      pickUpDate: '2030-01-02',
      pickUpTime: { value: 9, label: '9-10am' },
      pickUpString: 'Wed, Jan 2, 2030, 9-10am',
      deliveryDate: '2030-01-03',
      deliveryTime: { value: 14, label: '2-3pm' },
      deliveryString: 'Thu, Jan 3, 2030, 2-3pm',
      deliveryDate2: null,
      deliveryTime2: null,
      isExpressDelivery: false,
      gratuity: '5.00',
      status: 'New',
      location: store.id,
      locationName: store.name,
      quoteTotalPrice: '44.00',
    });
    const next = (
      await call('GET', '/api/orders?sortby=orderId&sortorder=-1&skip=1&limit=1', adminToken)
    ).json();
    expect(next.map((r: { orderId: number }) => r.orderId)).toEqual([rows[1].orderId]);
    const byName = (
      await call('GET', '/api/orders?sortby=firstName&sortorder=1&limit=500', adminToken)
    ).json();
    const names = byName.map((r: { firstName: string }) => r.firstName);
    expect(names.indexOf('Ava')).toBeLessThan(names.indexOf('Cal'));
  });

  it("answers a customer only their own orders, without the customer's name or gratuity", async () => {
    const { user, token } = await tokenFor();
    const own = await insertListedOrder(database.db, { userId: user.id, email: user.email });
    const rows = (await call('GET', '/api/orders', token)).json();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ _id: own.id, firstName: null, email: null, gratuity: null });
  });

  it('filters with the old field names', async () => {
    const marked = await insertListedOrder(database.db, {
      firstName: 'Filtered Person',
      locationId: null,
      status: 'Unassigned',
      pickUpDate: '2031-05-05',
      deliveryDate: '2031-05-06',
    });
    const payload = {
      searchtext: 'filtered person',
      startDate: '2031-05-05',
      endDate: '2031-05-05',
      pickupDelivery: 'pickup',
      location: 'unassigned',
      status: 'Unassigned',
    };
    const response = await call('POST', '/api/orders/filter', adminToken, payload);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((r: { _id: string }) => r._id)).toEqual([marked.id]);
    const none = await call('POST', '/api/orders/filter', adminToken, {
      ...payload,
      pickupDelivery: 'delivery',
    });
    expect(none.json()).toEqual([]);
  });

  it.each([
    ['/api/orders?sortby=price', /^sortby must be one of: /],
    ['/api/orders?sortorder=2', /^sortorder must be 1 or -1\.$/],
    ['/api/orders?skip=-1', /^skip must be a whole number of 0 or more\.$/],
    ['/api/orders?limit=5000', /^Please ask for 1 to 1000 orders at a time\.$/],
    ['/api/orders?status=Lost', /^Please choose a valid status\.$/],
  ])('refuses %s with a 400 and the reason', async (url, message) => {
    const response = await call('GET', url, adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
  });
});

describe('GET /api/order/{id}', () => {
  it('finds an order by id or by order number, for its owner and staff only', async () => {
    const { token, order } = await placedOrder();
    const byNumber = await call('GET', `/api/order/${order.orderNumber}`, token);
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.json()).toMatchObject({ _id: order.id, orderId: order.orderNumber, status: 'New' });
    expect((await call('GET', `/api/order/${order.id}`, adminToken)).json()._id).toBe(order.id);
    const stranger = await tokenFor();
    expect((await call('GET', `/api/order/${order.orderNumber}`, stranger.token)).statusCode).toBe(404);
    const missing = await call('GET', '/api/order/999999', adminToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: 'There was an error getting orders.',
      message: 'There was an error getting orders.',
    });
    expect((await call('GET', '/api/order/not-an-order', adminToken)).statusCode).toBe(400);
  });
});

describe('POST /api/order/status and /api/order/location', () => {
  it('sets the status by order number and answers the order', async () => {
    const { order } = await placedOrder();
    const response = await call('POST', '/api/order/status', adminToken, {
      orderId: order.orderNumber,
      status: 'In Progress',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: order.id, status: 'In Progress' });
    expect((await rowOf(order.id)).version).toBe(order.version + 1);
  });

  it('answers { error } and changes nothing for an unknown status, a closed order, or a customer', async () => {
    const { token, order } = await placedOrder();
    const events = await eventCount(order.id);
    const unknown = await call('POST', '/api/order/status', adminToken, {
      orderId: order.id,
      status: 'Lost',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Please choose a valid status.');
    const own = await call('POST', '/api/order/status', token, { orderId: order.id, status: 'Completed' });
    expect(own.statusCode).toBe(403);
    await database.db.update(orders).set({ status: 'Canceled' }).where(eq(orders.id, order.id));
    const closed = await call('POST', '/api/order/status', adminToken, { orderId: order.id, status: 'New' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe('This order was canceled. Its status can no longer change.');
    expect(await rowOf(order.id)).toMatchObject({ status: 'Canceled', version: order.version });
    expect(await eventCount(order.id)).toBe(events);
  });

  it('moves the order to another store and refuses the one it is at', async () => {
    const { order } = await placedOrder();
    const same = await call('POST', '/api/order/location', adminToken, {
      orderId: order.id,
      location: order.locationId,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toBe('This order is already at this location. Please choose another one.');
    const [other] = await database.db
      .select()
      .from(locations)
      .where(ne(locations.id, order.locationId!))
      .orderBy(asc(locations.name))
      .limit(1);
    const moved = await call('POST', '/api/order/location', adminToken, {
      orderId: order.id,
      location: other!.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ location: other!.id, locationName: other!.name });
  });
});

describe('POST /api/order/schedule', () => {
  it("takes the old client's schedule fields (times as { value, label }) and re-prices on the server", async () => {
    const { token, order } = await placedOrder();
    const response = await call('POST', '/api/order/schedule', token, {
      orderId: order.id,
      pickUpDate: '2026-12-02',
      pickUpTime: { value: 12, label: '12-1pm' },
      deliveryDate: '2026-12-04T05:00:00.000Z',
      deliveryTime: { value: 15, label: '3-4pm' },
      dryCleanSurcharge: '99.00',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      deliveryDate: '2026-12-04',
      deliveryTime: { value: 15, label: '3-4pm' },
      dryCleanSurcharge: '0.00',
      quoteTotalPrice: '44.00',
    });
  });

  it('refuses a pick-up change under 5 hours away with the spec text, and a guest of another e-mail', async () => {
    const { token, order } = await placedOrder();
    const later = await buildApp({ database, now: () => new Date('2026-12-02T13:00:00Z') });
    try {
      const response = await later.inject({
        method: 'POST',
        url: '/api/order/schedule',
        headers: auth(token),
        payload: {
          orderId: order.orderNumber,
          schedule: { ...washFoldDraft(productId).schedule, pickUpHour: 13 },
        },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: REFUSED, message: REFUSED });
    } finally {
      await later.close();
    }
    const guest = (await startGuestSession(database.db, 'someone.else@example.test', TEST_NOW)).token;
    const refused = await call('POST', '/api/order/schedule', guest, {
      orderId: order.id,
      ...washFoldDraft(productId).schedule,
      deliveryHour: 16,
    });
    expect(refused.statusCode).toBe(404);
    expect(await rowOf(order.id)).toMatchObject({ pickUpHour: 12, deliveryHour: 14, version: order.version });
  });
});

describe('the orders export', () => {
  it('streams orders.csv of every matching order with its header row', async () => {
    const tag = `Export${crypto.randomUUID().slice(0, 6)}`;
    const made = [];
    for (let i = 0; i < 3; i += 1) {
      made.push(
        await insertListedOrder(database.db, {
          firstName: i === 0 ? `=cmd, ${tag}` : `${tag} ${i}`,
          locationId: store.id,
          gratuityCents: 1_25,
          // Placed in winter and in summer: the Placed column is New York's wall clock (EST, then EDT).
          createdAt: new Date(i === 2 ? '2030-07-02T15:30:00Z' : '2030-01-02T15:30:00Z'),
          // The staff's columns (docs/decisions/0086-orders-bulk-actions.md).
          ...(i === 1
            ? {
                instructions: 'Gate code 4321',
                sms: true,
                chargeNotes: 'Extra bag',
                washFoldOrder: {
                  draft: { weightLbs: 12, productIds: [] },
                  quoteCents: 29_00,
                  rows: [],
                  products: [],
                  productsCents: 0,
                },
              }
            : {}),
        }),
      );
    }
    const response = await call(
      'GET',
      `/api/orders/export?search=${tag}&sortBy=orderNumber&sortOrder=asc`,
      adminToken,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    const [header, ...rows] = parse(response.body) as string[][];
    expect(header).toEqual([
      'Order Number',
      'Customer',
      'Email',
      'Phone',
      'Address',
      'Address 2',
      'City',
      'State',
      'Zip',
      'Services',
      'Pick Up',
      'Delivery',
      'Delivery 2',
      'Express',
      'Gratuity',
      'Quote Total',
      'Final Total',
      'Authorized',
      'Captured',
      'Refunded',
      'Status',
      'Location',
      'Placed',
      'Delivery Instructions',
      'Estimated Weight',
      'Weighed Weight',
      'Estimated Items',
      'Weighed Items',
      'SMS',
      'Staff Notes',
    ]);
    expect(rows.map((r) => Number(r[0]))).toEqual(made.map((o) => o.orderNumber));
    // A name a spreadsheet would run as a formula stays text; commas are quoted, not split.
    expect(rows[0]![1]).toBe(`'=cmd, ${tag}`);
    expect(rows[1]).toMatchObject({
      9: 'Wash & Fold',
      10: '2030-01-02 12-1pm',
      11: '2030-01-03 2-3pm',
      13: 'No',
      14: '1.25',
      15: '44.00',
      17: '66.00',
      20: 'New',
      21: store.name,
      22: '2030-01-02 10:30',
      23: 'Gate code 4321',
      24: 'Wash & Fold 12 lb',
      25: '',
      26: '',
      27: '',
      28: 'Yes',
      29: 'Charge: Extra bag',
    });
    expect(rows[0]!.slice(23)).toEqual(['', '', '', '', '', 'No', '']);
    expect(rows[2]![22]).toBe('2030-07-02 11:30');
    const post = await call('POST', '/api/orders/export', adminToken, {
      searchtext: tag,
      sortBy: 'orderNumber',
    });
    expect((parse(post.body) as string[][]).length).toBe(4);
  });

  // The spec's "orders list" payload (docs/decisions/0066-rest-specials-address-sort-and-export-list.md).
  it('POST with a list of orders exports just those, in the order listed, each once', async () => {
    const tag = `Listed${crypto.randomUUID().slice(0, 6)}`;
    const made = [];
    for (let i = 0; i < 4; i += 1) {
      made.push(await insertListedOrder(database.db, { firstName: `${tag} ${i}`, locationId: store.id }));
    }
    const numbersOf = (body: string) => (parse(body) as string[][]).slice(1).map((row) => Number(row[0]));
    // The orders as GET /api/orders answers them, as the old client held them.
    const listed = (
      await call('GET', `/api/orders?searchtext=${tag}&sortby=orderId&sortorder=1`, adminToken)
    ).json();
    expect(listed).toHaveLength(4);
    const asArray = await call('POST', '/api/orders/export', adminToken, [listed[3], listed[1]]);
    expect(asArray.statusCode).toBe(200);
    expect(asArray.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    expect(numbersOf(asArray.body)).toEqual([made[3]!.orderNumber, made[1]!.orderNumber]);
    // Ids, numbers (as numbers or text) and orders by number only; repeated ones once, unknown ones left out.
    const mixed = await call('POST', '/api/orders/export', adminToken, {
      orders: [
        made[2]!.id,
        String(made[0]!.orderNumber),
        crypto.randomUUID(),
        made[2]!.orderNumber,
        { orderId: made[1]!.orderNumber },
        999_999_999,
      ],
    });
    expect(mixed.statusCode).toBe(200);
    expect(numbersOf(mixed.body)).toEqual([made[2]!.orderNumber, made[0]!.orderNumber, made[1]!.orderNumber]);
    const none = await call('POST', '/api/orders/export', adminToken, []);
    expect(none.statusCode).toBe(200);
    expect(parse(none.body)).toHaveLength(1);
    // The filter in the body still exports every matching order.
    const filtered = await call('POST', '/api/orders/export', adminToken, {
      searchtext: tag,
      sortBy: 'orderNumber',
    });
    expect(numbersOf(filtered.body)).toHaveLength(4);

    for (const [body, message] of [
      [['not an order'], 'There was an error getting orders.'],
      [{ orders: [{ _id: 'not an id' }] }, 'There was an error getting orders.'],
      [{ orders: [1.5] }, 'There was an error getting orders.'],
      [{ orders: 'all' }, 'There was an error getting orders.'],
      [Array.from({ length: 10_001 }, (_, i) => i + 1), 'Please export at most 10000 orders at a time.'],
    ] as const) {
      const refused = await call('POST', '/api/orders/export', adminToken, body);
      expect(refused.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(refused.json()).toEqual({ error: message, message });
    }
    const { token } = await tokenFor();
    expect((await call('POST', '/api/orders/export', token, [made[0]!.id])).statusCode).toBe(403);
  });

  it('refuses customers and a bad filter before any CSV is sent', async () => {
    const { token } = await tokenFor();
    expect((await call('GET', '/api/orders/export', token)).statusCode).toBe(403);
    const bad = await call('GET', '/api/orders/export?startDate=someday', adminToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Please enter a valid date.');
  });
});
