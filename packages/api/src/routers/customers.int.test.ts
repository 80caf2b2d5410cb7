import { auditLog, orders, outbox, passwordResetTokens, users } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, userActor } from '../testing/context';
import { customersOrder } from '../testing/permissionMatrix/ordersMatrix';
import { createWorld } from '../testing/permissionMatrix/world';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
});
afterAll(() => database.close());

const db = () => database.db;
const fresh = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.test`;
const staff = async (role: 'Admin' | 'SuperAdmin' = 'Admin') => {
  const user = await createUser(db(), { role });
  return { user, caller: callerFor(db(), userActor(user)) };
};

async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof TRPCError) return `${error.code}: ${error.message}`;
    throw error;
  }
}

describe('Add a Customer (docs/rules/staff-screens.md, Customers; docs/rules/records.md, People)', () => {
  it('creates a Customer without a password, e-mails a 24-hour link to choose one, and records it', async () => {
    const { user: admin, caller } = await staff('Admin');
    const email = fresh('New.Customer');
    const created = await caller.customers.create({
      firstName: 'Nia',
      lastName: 'Cole',
      email,
      phone: '2125550142',
      state: '',
      // A role in the form is ignored: staff cannot make a customer into anything else here.
      ...({ role: 'SuperAdmin' } as object),
    });
    expect(created).toMatchObject({
      email: email.toLowerCase(),
      phone: '(212) 555-0142',
      state: 'NY',
      hasPassword: false,
      emailVerified: false,
    });
    const [row] = await db().select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({ role: 'Customer', passwordHash: null, mustChangePassword: false });

    const [mail] = await db().select().from(outbox).where(eq(outbox.to, email.toLowerCase()));
    const link = /http:\/\/laundry\.test\/welcome\/(\S+)/.exec(mail!.body)?.[1];
    expect(link).toBeDefined();
    const [token] = await db()
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, created.id));
    const lifetime = token!.expiresAt.getTime() - token!.createdAt.getTime();
    expect(Math.round(lifetime / 3_600_000)).toBe(24);

    // The link sets the password and proves the address, through the usual reset step.
    const anonymous = callerFor(db());
    await anonymous.auth.checkResetToken({ token: link! });
    await anonymous.auth.resetPassword({
      token: link!,
      password: 'chosen password 1',
      confirmPassword: 'chosen password 1',
    });
    expect(await outcome(anonymous.auth.login({ email, password: 'chosen password 1' }))).toBe('ok');

    const [entry] = await db().select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(entry).toMatchObject({ kind: 'customer', action: 'create', actorUserId: admin.id });
    expect(entry!.after).toMatchObject({ email: email.toLowerCase(), firstName: 'Nia' });
  });

  it.each([
    [{ email: 'nope' }, 'Please enter a valid email address.'],
    [{ email: '' }, 'Please enter a valid email address.'],
    [{ phone: '555' }, 'Please enter a phone number like (999) 999-9999.'],
    [{ zip: '123' }, 'Please enter a 5-digit zip code.'],
    // Two letters that name no state: the customer's own Account screen and checkout refuse them (decision 0028).
    [{ state: 'XX' }, 'Please enter a 2-letter state.'],
    [{ state: 'ZZ' }, 'Please enter a 2-letter state.'],
  ])('refuses %j and creates nobody', async (overrides, message) => {
    const { caller } = await staff();
    const before = await db().select({ id: users.id }).from(users);
    await expect(caller.customers.create({ email: fresh('x'), ...overrides })).rejects.toThrow(message);
    expect(await db().select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('refuses an e-mail that already has an account', async () => {
    const { caller } = await staff();
    const existing = await createUser(db());
    expect(await outcome(caller.customers.create({ email: existing.email }))).toBe(
      'CONFLICT: An account with this email address already exists.',
    );
  });
});

describe('the customer detail (docs/rules/staff-screens.md, Customers)', () => {
  it('loads the customer by id with their orders, and never a staff member as a customer', async () => {
    const world = await createWorld(db());
    const { orderId } = await customersOrder({ db: db(), world });
    const { caller } = await staff();
    const detail = await caller.customers.get({ id: world.customer.user!.id });
    expect(detail.customer).toMatchObject({ id: world.customer.user!.id, email: world.customer.user!.email });
    expect(detail.orders.rows.map((o) => o.id)).toEqual([orderId]);
    expect(detail.orders.rows[0]).toMatchObject({ status: 'New', quoteTotalCents: expect.any(Number) });
    expect(await outcome(caller.customers.get({ id: world.admin.user!.id }))).toBe(
      'NOT_FOUND: There was an error getting customer details.',
    );
  });

  it('lists guest orders placed with the customer’s e-mail too', async () => {
    const world = await createWorld(db());
    const { orderId } = await customersOrder({ db: db(), world });
    await db().update(orders).set({ userId: null }).where(eq(orders.id, orderId));
    const { caller } = await staff();
    const detail = await caller.customers.get({ id: world.customer.user!.id });
    expect(detail.orders.rows.map((o) => o.id)).toContain(orderId);
  });

  it('saves an edit; a stale save is refused and changes nothing; each save is audited', async () => {
    const { user: admin, caller } = await staff();
    const customer = await createUser(db(), { firstName: 'Before' });
    const saved = await caller.customers.update({
      id: customer.id,
      version: customer.version,
      firstName: 'After',
      email: customer.email,
      city: 'Brooklyn',
    });
    expect(saved).toMatchObject({ firstName: 'After', city: 'Brooklyn', version: customer.version + 1 });
    expect(
      await outcome(
        caller.customers.update({
          id: customer.id,
          version: customer.version,
          firstName: 'Stale',
          email: customer.email,
        }),
      ),
    ).toBe(
      'CONFLICT: This customer was changed by someone else after you opened it, so your changes were not saved. Please reload it and make your changes again.',
    );
    const [row] = await db().select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({ firstName: 'After', version: customer.version + 1 });
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, customer.id), eq(auditLog.kind, 'customer')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'update', actorUserId: admin.id });
    expect(entries[0]!.before).toMatchObject({ firstName: 'Before' });
    expect(entries[0]!.after).toMatchObject({ firstName: 'After', city: 'Brooklyn' });
  });

  it('a new e-mail is unverified and gets a verification link', async () => {
    const { caller } = await staff();
    const customer = await createUser(db());
    const email = fresh('moved');
    const saved = await caller.customers.update({ id: customer.id, version: customer.version, email });
    expect(saved).toMatchObject({ email, emailVerified: false });
    const [mail] = await db().select().from(outbox).where(eq(outbox.to, email));
    expect(mail!.body).toContain('/verify/');
  });

  it('refuses a customer to a customer', async () => {
    const customer = await createUser(db());
    expect(await outcome(callerFor(db(), userActor(customer)).customers.list({}))).toBe(
      'FORBIDDEN: You do not have permission to do that.',
    );
  });
});

describe('the customers list (docs/rules/staff-screens.md, Customers; docs/rules/staff-screens.md, Sorting and paging)', () => {
  it('sorts by first name descending first, a customer without one by the e-mail shown in its place', async () => {
    const { caller } = await staff();
    const tag = crypto.randomUUID().slice(0, 6);
    await createUser(db(), { firstName: 'Mona', lastName: tag, email: `mona-${tag}@example.test` });
    const blank = await createUser(db(), { lastName: tag, email: `zulu-${tag}@example.test` });
    await db().update(users).set({ firstName: null }).where(eq(users.id, blank.id));
    await createUser(db(), { firstName: 'abe', lastName: tag, email: `abe-${tag}@example.test` });
    const list = await caller.customers.list({ searchtext: tag });
    expect(list.rows.map((c) => c.firstName ?? c.email)).toEqual([`zulu-${tag}@example.test`, 'Mona', 'abe']);
    const ascending = await caller.customers.list({ searchtext: tag, sortby: 'email', sortorder: 1 });
    expect(ascending.rows.map((c) => c.email)).toEqual([
      `abe-${tag}@example.test`,
      `mona-${tag}@example.test`,
      `zulu-${tag}@example.test`,
    ]);
    const everyone = await caller.customers.list({ limit: 1000 });
    expect(everyone.rows.every((c) => !('role' in c) || c.role === 'Customer')).toBe(true);
    const ids = new Set(everyone.rows.map((c) => c.id));
    const staffIds = await db().select({ id: users.id }).from(users).where(eq(users.role, 'Admin'));
    expect(staffIds.some((s) => ids.has(s.id))).toBe(false);
  });

  it('pages by 75 and says when there is more (Show More)', async () => {
    const { caller } = await staff();
    const tag = `page${crypto.randomUUID().slice(0, 6)}`;
    for (let i = 0; i < 76; i++) await createUser(db(), { lastName: tag });
    const first = await caller.customers.list({ searchtext: tag });
    expect(first.rows).toHaveLength(75);
    expect(first.hasMore).toBe(true);
    const more = await caller.customers.list({ searchtext: tag, limit: 150 });
    expect(more.rows).toHaveLength(76);
    expect(more.hasMore).toBe(false);
  });
});
