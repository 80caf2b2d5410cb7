import { startUserSession } from '@laundry/api';
import { auditLog, locations, outbox, specials, users } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { newYorkToday } from '@laundry/pricing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

let database: Database;
let app: FastifyInstance;
let superToken: string;
let adminToken: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  app = await buildApp({ database });
  const superAdmin = await createUser(database.db, { role: 'SuperAdmin' });
  const admin = await createUser(database.db, { role: 'Admin' });
  superToken = (await startUserSession(database.db, superAdmin.id, new Date())).token;
  adminToken = (await startUserSession(database.db, admin.id, new Date())).token;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** RFC 4180: cells in double quotes may hold commas, line breaks and doubled quotes. */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && (c === '\n' || c === '\r')) {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += c;
    }
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const as = (token: string) => ({ authorization: `JWT ${token}` });
const inDays = (days: number) => {
  const date = new Date(`${newYorkToday(Date.now())}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('GET /api/customers/export (docs/rules/staff-screens.md, Customers)', () => {
  it('streams customers.csv of the whole search, in the list order, spreadsheet-safe', async () => {
    const tag = `csv${crypto.randomUUID().slice(0, 6)}`;
    await createUser(database.db, { firstName: 'Bea', lastName: tag, email: `bea-${tag}@example.test` });
    await createUser(database.db, {
      firstName: '=HYPERLINK("x")',
      lastName: tag,
      email: `eve-${tag}@example.test`,
    });
    for (let i = 0; i < 80; i++)
      await createUser(database.db, { firstName: `Many${i}`, lastName: `${tag}x` });
    await createUser(database.db, { role: 'Admin', firstName: 'Staff', lastName: tag });

    const response = await app.inject({
      method: 'GET',
      url: `/api/customers/export?searchtext=${tag}&sortby=firstName&sortorder=1&limit=5`,
      headers: as(adminToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="customers.csv"');
    const rows: string[][] = parse(response.body);
    expect(rows[0]).toEqual([
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'Address',
      'Address Line 2',
      'City',
      'State',
      'Zip',
      'Text Notifications',
      'Customer Since',
    ]);
    // Every match, not a page: 2 + 80 customers, no staff member.
    expect(rows).toHaveLength(1 + 82);
    expect(rows.slice(1).map((r) => r[0])).not.toContain('Staff');
    expect(rows[1]).toEqual([
      `'=HYPERLINK("x")`,
      tag,
      `eve-${tag}@example.test`,
      '',
      '',
      '',
      '',
      'NY',
      '',
      'No',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    ]);
    expect(rows[2]![0]).toBe('Bea');
  });

  it('is refused to a customer and to nobody', async () => {
    const customer = await createUser(database.db);
    const token = (await startUserSession(database.db, customer.id, new Date())).token;
    const refused = await app.inject({ method: 'GET', url: '/api/customers/export', headers: as(token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'You do not have permission to do that.',
      message: 'You do not have permission to do that.',
    });
    expect((await app.inject({ method: 'GET', url: '/api/customers/export' })).statusCode).toBe(401);
  });
});

describe('users and customers paths (docs/rules/rest-compatibility.md)', () => {
  it('POST /api/admin/user takes the form with `location`, and answers bad input in `error` with the spec text', async () => {
    const [store] = await database.db.select({ id: locations.id }).from(locations).limit(1);
    const email = `rest-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const payload = {
      firstName: 'Rae',
      lastName: 'Lim',
      email,
      password: 'temporary pass 1',
      role: 'Admin',
      location: store!.id,
    };
    const noRole = await app.inject({
      method: 'POST',
      url: '/api/admin/user',
      headers: as(superToken),
      payload: { ...payload, role: '' },
    });
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json().error).toBe('Select a user role.');
    const noStore = await app.inject({
      method: 'POST',
      url: '/api/admin/user',
      headers: as(superToken),
      payload: { ...payload, location: '' },
    });
    expect(noStore.json().error).toBe('Select a location.');
    const byAdmin = await app.inject({
      method: 'POST',
      url: '/api/admin/user',
      headers: as(adminToken),
      payload,
    });
    expect(byAdmin.statusCode).toBe(403);
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/user',
      headers: as(superToken),
      payload,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      email,
      role: 'Admin',
      location: store!.id,
      mustChangePassword: true,
    });

    const id = created.json()._id;
    const read = await app.inject({ method: 'GET', url: `/api/user/${id}`, headers: as(superToken) });
    expect(read.json()).toMatchObject({ _id: id, email, role: 'Admin', version: 1 });
    // An Admin reads customers, not other staff members.
    expect(
      (await app.inject({ method: 'GET', url: `/api/user/${id}`, headers: as(adminToken) })).statusCode,
    ).toBe(403);
    const garbled = await app.inject({ method: 'GET', url: '/api/user/not-an-id', headers: as(superToken) });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().error).toBe('There was an error getting this user.');

    const list = await app.inject({
      method: 'GET',
      url: `/api/users/search?searchtext=${email}`,
      headers: as(superToken),
    });
    expect(list.json().map((u: { email: string }) => u.email)).toEqual([email]);
  });

  it('POST /api/admin/user without a password e-mails an invitation (docs/decisions/0075-staff-invitations.md)', async () => {
    const [store] = await database.db.select({ id: locations.id }).from(locations).limit(1);
    const email = `rest-invite-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/user',
      headers: as(superToken),
      payload: { firstName: 'Ina', lastName: 'Vite', email, role: 'Admin', location: store!.id },
    });
    expect(created.statusCode).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ passwordHash: null, mustChangePassword: true });
    const mails = await database.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails.map((mail) => mail.subject)).toEqual(['Your FreshPress staff account']);
    expect(mails[0]!.body).toMatch(/\/welcome\/pr\./);
    const temporary = await app.inject({
      method: 'POST',
      url: '/api/admin/user',
      headers: as(superToken),
      payload: {
        firstName: 'Tim',
        lastName: 'Temp',
        email: `x-${email}`,
        role: 'Admin',
        location: store!.id,
        firstSignIn: 'temporaryPassword',
      },
    });
    expect(temporary.statusCode).toBe(400);
    expect(temporary.json().error).toBe('Please enter a temporary password.');
  });

  it('POST /api/admin/customer and POST /api/customer/{id} create and update a customer; a stale version is refused', async () => {
    const email = `cust-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/customer',
      headers: as(adminToken),
      payload: { firstName: 'Ola', email, role: 'SuperAdmin' },
    });
    expect(created.json()).toMatchObject({ email, role: 'Customer', version: 1 });
    const id = created.json()._id;
    const [row] = await database.db.select({ role: users.role }).from(users).where(eq(users.id, id));
    expect(row!.role).toBe('Customer');
    const bad = await app.inject({
      method: 'POST',
      url: `/api/customer/${id}`,
      headers: as(adminToken),
      payload: { email: 'x' },
    });
    expect(bad.json().error).toBe('Please enter a valid email address.');
    const saved = await app.inject({
      method: 'POST',
      url: `/api/customer/${id}`,
      headers: as(adminToken),
      payload: { firstName: 'Ola', lastName: 'Ade', email, version: 1 },
    });
    expect(saved.json()).toMatchObject({ lastName: 'Ade', version: 2 });
    const stale = await app.inject({
      method: 'POST',
      url: `/api/customer/${id}`,
      headers: as(adminToken),
      payload: { firstName: 'Late', email, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(/^This customer was changed by someone else/);
  });

  it('POST /api/customer/{id} keeps the fields its body leaves out and clears one sent empty (docs/rules/rest-compatibility.md)', async () => {
    const email = `part-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const full = {
      firstName: 'Pat',
      lastName: 'Lee',
      email,
      phone: '(212) 555-0147',
      address: '10 Main St',
      addressLine2: 'Apt 2',
      city: 'New York',
      state: 'NY',
      zip: '10001',
      sms: true,
    };
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/customer',
      headers: as(adminToken),
      payload: full,
    });
    const id = created.json()._id;
    const changed = await app.inject({
      method: 'POST',
      url: `/api/customer/${id}`,
      headers: as(adminToken),
      payload: { city: 'Brooklyn', addressLine2: '' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ ...full, city: 'Brooklyn', addressLine2: null, version: 2 });
    const refused = await app.inject({
      method: 'POST',
      url: `/api/customer/${id}`,
      headers: as(adminToken),
      payload: { zip: '123', city: 'Queens' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Please enter a 5-digit zip code.');
    const [row] = await database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ city: 'Brooklyn', zip: '10001', phone: full.phone, version: 2 });
  });
});

describe('list limits (docs/decisions/0014-server-rest-compatibility.md)', () => {
  it('takes up to 5,000 users or customers, whose Show More grows the page, and up to 500 rows elsewhere', async () => {
    const get = (url: string) => app.inject({ method: 'GET', url, headers: as(superToken) });
    for (const path of ['/api/users', '/api/customers']) {
      expect((await get(`${path}?limit=5000`)).statusCode).toBe(200);
      const over = await get(`${path}?limit=5001`);
      expect(over.statusCode).toBe(400);
      expect(over.json().error).toBe('limit must be a whole number from 1 to 5000.');
    }
    for (const path of ['/api/locations', '/api/specials']) {
      expect((await get(`${path}?limit=500`)).statusCode).toBe(200);
      expect((await get(`${path}?limit=501`)).statusCode).toBe(400);
    }
  });
});

describe('locations paths (docs/rules/rest-compatibility.md)', () => {
  const store = {
    name: 'REST Store',
    address: '1 REST Pl',
    city: 'New York',
    state: 'NY',
    zip: '10001',
    phone: '',
    hours: '9-5',
    lat: 40.75,
    long: -73.99,
  };

  it('creates, updates and deletes; latitude and longitude are required', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/api/admin/location',
      headers: as(superToken),
      payload: { ...store, lat: undefined },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Field Required');
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/location',
      headers: as(superToken),
      payload: store,
    });
    const id = created.json()._id;
    expect(created.json()).toMatchObject({ name: 'REST Store', version: 1 });
    const updated = await app.inject({
      method: 'POST',
      url: `/api/location/${id}`,
      headers: as(superToken),
      payload: { ...store, hours: '8-6' },
    });
    expect(updated.json()).toMatchObject({ hours: '8-6', version: 2 });
    const byAdmin = await app.inject({
      method: 'DELETE',
      url: `/api/location/${id}`,
      headers: as(adminToken),
    });
    expect(byAdmin.statusCode).toBe(403);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/location/${id}`,
      headers: as(superToken),
    });
    expect(deleted.json()).toEqual({ success: true });
  });
});

describe('specials paths (docs/rules/rest-compatibility.md)', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    name: 'REST Special',
    code: `r${crypto.randomUUID().slice(0, 6)}`,
    expirationDate: inDays(10),
    firstTimeOnly: false,
    promotionalPrice: '4.99',
    services: { dryClean: true },
    dryCleanItems: { shirt: true },
    ...overrides,
  });

  it.each([
    ['a 3-decimal price', { promotionalPrice: '4.999' }, 'Please enter a valid amount.'],
    [
      'a 3-decimal percent',
      { promotionalPrice: null, percentDiscount: 12.125 },
      'Please enter a valid amount.',
    ],
    [
      'two discount types',
      { discountAmount: '5' },
      'Please enter exactly one of percent, promotional price or discount amount.',
    ],
    ['a promotional price over $100,000', { promotionalPrice: '100000.01' }, 'Please enter a valid amount.'],
    [
      'a discount amount over $100,000',
      { promotionalPrice: null, discountAmount: '100000000' },
      'Please enter a valid amount.',
    ],
    ['a past expiration date', { expirationDate: inDays(-1) }, 'The expiration date cannot be before today.'],
    ['no first-time choice', { firstTimeOnly: 'Select One' }, 'Please select Yes or No.'],
  ])('POST /api/admin/special refuses %s with a 400 and adds nothing', async (_what, overrides, message) => {
    const before = (await database.db.select({ id: specials.id }).from(specials)).length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/special',
      headers: as(superToken),
      payload: body(overrides),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect((await database.db.select({ id: specials.id }).from(specials)).length).toBe(before);
  });

  it('creates with dollars, refuses a duplicate code in another case, updates with PUT and deletes', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/special',
      headers: as(superToken),
      payload: body({ code: 'restdup1' }),
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      code: 'RESTDUP1',
      promotionalPrice: '4.99',
      discountAmount: null,
      version: 1,
    });
    expect(created.json().dryCleanItems).toMatchObject({ shirt: true, suit: false });
    const duplicate = await app.inject({
      method: 'POST',
      url: '/api/admin/special',
      headers: as(superToken),
      payload: body({ code: 'RestDup1' }),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe('Another special already uses this code.');
    const id = created.json()._id;
    const put = await app.inject({
      method: 'PUT',
      url: `/api/special/${id}`,
      headers: as(superToken),
      payload: body({ code: 'restdup1', promotionalPrice: null, percentDiscount: '20' }),
    });
    expect(put.json()).toMatchObject({ percentDiscount: 20, promotionalPrice: null, version: 2 });
    const gone = await app.inject({ method: 'DELETE', url: `/api/special/${id}`, headers: as(superToken) });
    expect(gone.json()).toEqual({ success: true });
    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, id));
    expect(actions.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('GET /api/specials shows staff the expired specials and the public only current ones', async () => {
    const [expired] = await database.db
      .insert(specials)
      .values({
        name: 'Old',
        code: `OLD${crypto.randomUUID().slice(0, 4)}`,
        expirationDate: inDays(-3),
        discountAmountCents: 100,
        services: {
          washFold: false,
          organicWashFold: false,
          washPress: false,
          dryClean: false,
          tailoring: false,
          comforter: false,
        },
        tailoringItems: {
          dress: false,
          pants: false,
          jumpsuit: false,
          shirt: false,
          jacket: false,
          coat: false,
          curtains: false,
        },
        dryCleanItems: {
          dress: false,
          gown: false,
          shirt: false,
          jumpsuit: false,
          pants: false,
          skirt: false,
          suit: false,
          blazer: false,
          outerjacket: false,
          sportjacket: false,
          sweater: false,
          coat: false,
          blanket: false,
          comforter: false,
        },
      })
      .returning();
    const ids = async (headers?: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: '/api/specials?limit=500', headers }))
        .json()
        .map((s: { _id: string }) => s._id);
    expect(await ids(as(superToken))).toContain(expired!.id);
    expect(await ids()).not.toContain(expired!.id);
  });
});
