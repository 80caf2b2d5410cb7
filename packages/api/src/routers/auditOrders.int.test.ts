import { locations, orderEvents } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryView } from '../services/audit/auditLog';
import type { AuditLine } from '../services/audit/auditText';
import { callerFor, userActor } from '../testing/context';
import { testClock, washFoldDraft } from '../testing/drafts';
import { customer, orderRow, type Person, placeHeldOrder } from '../testing/money';

// The audit trail's order and money entries and their words (docs/rules/roles.md, Audit trail;
// docs/decisions/0074-audit-trail-orders-and-money.md).

let database: Database;
let auditor: ReturnType<typeof callerFor>;
let oscar: Person;
let pat: Person;
let stores: { id: string; name: string }[];
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  const tag = crypto.randomUUID().slice(0, 6);
  const sam = await createUser(database.db, { role: 'SuperAdmin', firstName: 'Sam', lastName: 'Super' });
  auditor = callerFor(database.db, userActor(sam), testClock);
  const staffMember = async (firstName: string, lastName: string) => {
    const user = await createUser(database.db, {
      role: 'Admin',
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}-${tag}@staff.example.test`,
    });
    return { user, actor: userActor(user), email: user.email };
  };
  oscar = await staffMember('Oscar', 'Orders');
  pat = await staffMember('Pat', 'Payments');
  stores = await database.db.select({ id: locations.id, name: locations.name }).from(locations).limit(2);
});
afterAll(() => database.close());

const orders = (person: Person) => callerFor(database.db, person.actor, testClock).orders;
const key = () => crypto.randomUUID();
const list = (input: Parameters<typeof auditor.audit.list>[0]) => auditor.audit.list(input);
const linesOf = (entry: AuditEntryView | undefined) => entry?.lines ?? [];
const byAction = (rows: AuditEntryView[], action: string) => rows.find((row) => row.action === action);

async function placed() {
  const owner = await customer(database.db);
  const { orderId } = await placeHeldOrder(database.db, owner);
  return { orderId, number: (await orderRow(database.db, orderId)).orderNumber };
}

describe('the audit screen lists the staff’s order and money actions in plain words', () => {
  it('status, location, reschedule, capture, refund and cancel each appear once, readable, found by order number', async () => {
    const first = await placed();
    const second = await placed();
    const startStore = (await orderRow(database.db, first.orderId)).locationId;
    const otherStore = stores.find((store) => store.id !== startStore)!;
    const [start] = await database.db
      .select({ name: locations.name })
      .from(locations)
      .where(eq(locations.id, startStore!));

    await orders(oscar).setStatus({ orderId: first.orderId, status: 'En Route for Pick Up' });
    await orders(oscar).setLocation({ orderId: first.orderId, locationId: otherStore.id });
    await orders(oscar).reschedule({
      orderId: first.orderId,
      schedule: { ...washFoldDraft('unused').schedule, deliveryDate: '2026-12-04', deliveryHour: 15 },
    });
    await orders(pat).charge({
      orderId: first.orderId,
      amountCents: 51_25,
      notes: 'Weighed 27 lbs',
      idempotencyKey: key(),
    });
    await orders(pat).refund({
      orderId: first.orderId,
      amountCents: 10_00,
      notes: 'Stain not removed',
      idempotencyKey: key(),
    });
    await orders(pat).cancel({ orderId: second.orderId });

    const found = await list({ search: String(first.number) });
    expect(found.rows.map((row) => [row.kind, row.actionLabel, row.summary, row.actor?.name])).toEqual([
      ['order', 'Payment refunded', `Order #${first.number}`, 'Pat Payments'],
      ['order', 'Payment captured', `Order #${first.number}`, 'Pat Payments'],
      ['order', 'Rescheduled', `Order #${first.number}`, 'Oscar Orders'],
      ['order', 'Location changed', `Order #${first.number}`, 'Oscar Orders'],
      ['order', 'Status changed', `Order #${first.number}`, 'Oscar Orders'],
    ]);
    // The customer's own placing of the order is not a staff action.
    expect(found.rows.every((row) => row.order?.id === first.orderId)).toBe(true);
    const rows = found.rows;

    expect(linesOf(byAction(rows, 'status'))).toEqual([
      { field: 'Status', before: 'New', after: 'En Route for Pick Up' },
    ]);
    expect(linesOf(byAction(rows, 'location'))).toEqual([
      { field: 'Location', before: start!.name, after: otherStore.name },
    ]);
    expect(linesOf(byAction(rows, 'rescheduled'))).toContainEqual({
      field: 'Delivery',
      before: 'Thu, Dec 3, 2026, 2-3pm',
      after: 'Fri, Dec 4, 2026, 3-4pm',
    });
    expect(linesOf(byAction(rows, 'captured'))).toEqual(
      expect.arrayContaining([
        { field: 'Status', before: 'En Route for Pick Up', after: 'Paid' },
        { field: 'Amount captured', value: '$51.25' },
        { field: 'Authorized', value: '$66.00' },
        { field: 'Released from the hold', value: '$14.75' },
        { field: 'Notes', value: 'Weighed 27 lbs' },
      ]),
    );
    expect(linesOf(byAction(rows, 'refunded'))).toEqual(
      expect.arrayContaining([
        { field: 'Status', before: 'Paid', after: 'Refund Processed' },
        { field: 'Amount refunded', value: '$10.00' },
        { field: 'Notes', value: 'Stain not removed' },
      ]),
    );

    const canceled = await list({ search: `#${second.number}` });
    expect(canceled.rows.map((row) => row.actionLabel)).toEqual(['Order canceled']);
    expect(linesOf(canceled.rows[0])).toEqual(
      expect.arrayContaining([
        { field: 'Status', before: 'New', after: 'Canceled' },
        { field: 'Released from the hold', value: '$66.00' },
      ]),
    );

    // Nothing reads as a stored name: no camelCase key, no cents, no ids or provider references.
    const everything = (await list({ kind: 'order', limit: 1000 })).rows.flatMap((row) => row.lines);
    for (const line of everything) {
      expect(line.field).not.toMatch(/[a-z][A-Z]|Cents|_|[Vv]ersion|[Ii]ntent|[Ii]dempotency/);
      const values = 'value' in line ? [line.value] : [line.before, line.after];
      for (const value of values) expect(value).not.toMatch(/^\{|\[object|pi_sim_|^\d+$/);
    }
  });

  it('a search by person finds what that person did, by name or by e-mail, and nothing else', async () => {
    const { orderId, number } = await placed();
    await orders(oscar).setStatus({ orderId, status: 'In Progress' });
    await orders(pat).setStatus({ orderId, status: 'Completed' });

    const byName = await list({ search: 'pat paym', limit: 1000 });
    expect(byName.rows.length).toBeGreaterThan(0);
    expect(new Set(byName.rows.map((row) => row.actor?.email))).toEqual(new Set([pat.email]));
    expect(byName.rows.find((row) => row.order?.number === number)?.lines).toEqual([
      { field: 'Status', before: 'In Progress', after: 'Completed' },
    ]);

    const byEmail = await list({ search: oscar.email.slice(0, 12).toUpperCase(), limit: 1000 });
    expect(new Set(byEmail.rows.map((row) => row.actor?.name))).toEqual(new Set(['Oscar Orders']));
    expect(byEmail.rows.find((row) => row.order?.number === number)?.lines).toEqual([
      { field: 'Status', before: 'New', after: 'In Progress' },
    ]);

    expect((await list({ search: 'nobody-by-this-name' })).rows).toEqual([]);
    // The person filter and the order number together: one entry.
    const one = await list({ search: String(number), actorUserId: pat.user!.id });
    expect(one.rows.map((row) => row.actionLabel)).toEqual(['Status changed']);
    // Order entries are their own kind; the other kinds leave them out.
    expect((await list({ kind: 'user', search: String(number) })).rows).toEqual([]);
    expect((await auditor.audit.actors()).map((actor) => actor.name)).toEqual(
      expect.arrayContaining(['Oscar Orders', 'Pat Payments']),
    );
  });

  it('a deleted staff member’s order entries still say who it was, and the search still finds them', async () => {
    const { orderId, number } = await placed();
    const leaver = await createUser(database.db, {
      role: 'Admin',
      firstName: 'Lee',
      lastName: 'Leaver',
      email: `lee-${crypto.randomUUID().slice(0, 6)}@staff.example.test`,
    });
    await callerFor(database.db, userActor(leaver), testClock).orders.setStatus({
      orderId,
      status: 'In Progress',
    });
    await auditor.users.delete({ id: leaver.id, version: leaver.version });
    const found = await list({ search: 'Lee Leaver' });
    expect(found.rows.map((row) => [row.actionLabel, row.order?.number ?? null])).toEqual([
      ['Status changed', number],
    ]);
    expect(found.rows[0]!.actor).toMatchObject({ email: leaver.email, name: 'Lee Leaver' });

    // One who deletes their own account from the Account screen is remembered the same way.
    const self = await createUser(database.db, {
      role: 'Admin',
      firstName: 'Sol',
      lastName: 'Self',
      email: `sol-${crypto.randomUUID().slice(0, 6)}@staff.example.test`,
    });
    const asSelf = callerFor(database.db, userActor(self), testClock);
    await asSelf.orders.setStatus({ orderId, status: 'Completed' });
    await asSelf.account.delete({ confirm: true });
    const own = await list({ search: self.email });
    expect(own.rows.map((row) => [row.actionLabel, row.actor?.name])).toEqual([
      ['Deleted', 'Sol Self'],
      ['Status changed', 'Sol Self'],
    ]);
  });

  it('pages newest first across the audit log and the order events', async () => {
    const { orderId } = await placed();
    await orders(oscar).setStatus({ orderId, status: 'In Progress' });
    const all = await list({ limit: 1000 });
    const times = all.rows.map((row) => new Date(row.at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const firstPage = await list({ limit: 2 });
    expect(firstPage.hasMore).toBe(true);
    expect(firstPage.rows.map((row) => row.id)).toEqual(all.rows.slice(0, 2).map((row) => row.id));
    // Only staff events: the placing of each order by its customer is not listed.
    const events = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    const customerEvents = events.filter((event) => event.actorRole === 'Customer').map((event) => event.id);
    expect(customerEvents.length).toBeGreaterThan(0);
    for (const id of customerEvents) expect(all.rows.map((row) => row.id)).not.toContain(id);
  });
});

describe('the audit log’s own entries read in the screens’ words', () => {
  const lineOf = (lines: AuditLine[], field: string) => lines.filter((line) => line.field === field);

  it('settings, zips, price lists and users: labels and values, never a row version', async () => {
    const settings = await auditor.settings.get({ region: 'ny' });
    await auditor.settings.updateDisableOrdering({
      region: 'ny',
      version: settings.settings.version,
      values: { disableOrdering: true, disableOrderingMessage: 'Closed for the storm.' },
    });
    const after = await auditor.settings.get({ region: 'ny' });
    await auditor.settings.updateDisableOrdering({
      region: 'ny',
      version: after.settings.version,
      values: { disableOrdering: false, disableOrderingMessage: '' },
    });
    const zip = await auditor.settings.zips.add({ zip: '10999', florida: false });
    await auditor.settings.zips.update({
      id: zip.id,
      version: zip.version,
      values: { zip: '10998', florida: true },
    });
    const product = await auditor.settings.priceLists.add({
      list: 'products',
      region: 'ny',
      values: { item: 'Wool Wash', price: '3.5' },
    });
    await auditor.settings.priceLists.update({
      list: 'products',
      id: product.id,
      version: product.version,
      values: { item: 'Wool Wash', price: '4' },
    });

    const rows = (await list({ limit: 1000 })).rows;
    const settingsEntries = rows.filter((row) => row.kind === 'settings');
    expect(settingsEntries[0]!.lines).toEqual([
      { field: 'Ordering paused', before: 'Yes', after: 'No' },
      { field: 'Message while ordering is paused', before: 'Closed for the storm.', after: '—' },
    ]);
    expect(settingsEntries[0]!.actionLabel).toBe('Changed');
    const zipEntry = rows.find((row) => row.kind === 'zip' && row.action === 'update')!;
    expect(zipEntry.lines).toEqual([
      { field: 'Zip code', before: '10999', after: '10998' },
      { field: 'Region', before: 'New York', after: 'Florida' },
    ]);
    const priceEntry = rows.find((row) => row.kind === 'priceList' && row.action === 'update')!;
    expect(priceEntry.lines).toEqual([{ field: 'Price', before: '$3.50', after: '$4.00' }]);
    const added = rows.find((row) => row.kind === 'priceList' && row.action === 'create')!;
    expect(added.actionLabel).toBe('Added');
    expect(added.lines).toEqual(
      expect.arrayContaining([
        { field: 'List', value: 'Wash & Fold Products' },
        { field: 'Region', value: 'New York' },
        { field: 'Item', value: 'Wool Wash' },
        { field: 'Price', value: '$3.50' },
      ]),
    );
    for (const row of rows) {
      expect(lineOf(row.lines, 'Version')).toEqual([]);
      for (const line of row.lines) expect(line.field).not.toMatch(/[a-z][A-Z]|Cents|version/);
    }
  });

  it('a role change names the roles and the store', async () => {
    const [store, other] = stores;
    const member = await auditor.users.create({
      firstName: 'Rae',
      lastName: 'Role',
      email: `rae-${crypto.randomUUID().slice(0, 6)}@staff.example.test`,
      password: 'temporary pass 1',
      role: 'Admin',
      locationId: store!.id,
    });
    await auditor.users.update({
      ...member,
      firstName: 'Rae',
      lastName: 'Role',
      password: '',
      role: 'SuperAdmin',
      locationId: other!.id,
    });
    const [entry] = (await list({ kind: 'user', search: 'Sam Super' })).rows;
    expect(entry!.actionLabel).toBe('Role changed');
    expect(entry!.lines).toEqual([
      { field: 'Role', before: 'Admin', after: 'Super Admin' },
      { field: 'Location', before: store!.name, after: other!.name },
    ]);
  });
});
