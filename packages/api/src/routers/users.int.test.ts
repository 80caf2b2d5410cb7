import { auditLog, locations, sessions, users } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { TRPCError } from '@trpc/server';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '../root';
import { resolveSessionToken } from '../services/auth/actor';
import { startUserSession } from '../services/auth/sessions';
import { callerFor, userActor } from '../testing/context';
import { recordingContext } from '../testing/permissionMatrix/world';

let database: Database;
let storeId: string;
let otherStoreId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  const stores = await database.db.select({ id: locations.id }).from(locations).limit(2);
  storeId = stores[0]!.id;
  otherStoreId = stores[1]!.id;
});
afterAll(() => database.close());

const db = () => database.db;
const superAdmin = async () => createUser(db(), { role: 'SuperAdmin', locationId: storeId });
const as = (user: { id: string; email: string; role: 'Customer' | 'Admin' | 'SuperAdmin' | 'Driver' }) =>
  callerFor(db(), userActor(user));
const fresh = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.test`;
const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Dana',
  lastName: 'Staff',
  email: fresh('dana'),
  password: 'temporary pass 1',
  role: 'Admin' as const,
  locationId: storeId,
  ...overrides,
});

async function appCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof TRPCError) return `${error.code}: ${error.message}`;
    throw error;
  }
}

describe('the user form (docs/rules/staff-screens.md, Users, docs/rules/messages.md, Public site and accounts: validation)', () => {
  it.each([
    [{ role: '' }, 'Select a user role.'],
    [{ role: 'Customer' }, 'Select a user role.'],
    [{ locationId: '' }, 'Select a location.'],
    [{ email: 'not-an-address' }, 'Please enter a valid email address.'],
  ])('refuses %j with the spec text and creates nobody', async (overrides, message) => {
    const admin = await superAdmin();
    const input = form(overrides);
    await expect(as(admin).users.create(input as never)).rejects.toThrow(message);
    const [row] = await db()
      .select()
      .from(users)
      .where(eq(users.email, String(input.email)));
    expect(row).toBeUndefined();
  });

  it('refuses a store that does not exist with the location text', async () => {
    const admin = await superAdmin();
    await expect(as(admin).users.create(form({ locationId: crypto.randomUUID() }))).rejects.toThrow(
      'Select a location.',
    );
  });

  it('creates a staff member on a temporary password and records who did it, without the password', async () => {
    const admin = await superAdmin();
    const input = form({ email: fresh('Mixed.Case').toUpperCase() });
    const created = await as(admin).users.create(input);
    expect(created).toMatchObject({
      email: input.email.toLowerCase(),
      role: 'Admin',
      locationId: storeId,
      mustChangePassword: true,
      version: 1,
    });
    expect(created.locationName).toEqual(expect.any(String));
    expect(JSON.stringify(created)).not.toContain('passwordHash');
    const entries = await db().select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'user',
      action: 'create',
      actorUserId: admin.id,
      actorEmail: admin.email,
    });
    expect(entries[0]!.after).toMatchObject({ email: created.email, role: 'Admin' });
    expect(JSON.stringify(entries[0])).not.toMatch(/temporary pass 1|password_hash|passwordHash/);
  });

  it('refuses an e-mail another person already has', async () => {
    const admin = await superAdmin();
    const existing = await createUser(db());
    expect(await appCode(as(admin).users.create(form({ email: existing.email })))).toBe(
      'CONFLICT: An account with this email address already exists.',
    );
  });
});

describe('first log-in on a temporary password (docs/rules/roles.md, Users)', () => {
  it('starts no session; the change-password step replaces the password and signs in', async () => {
    const admin = await superAdmin();
    const created = await as(admin).users.create(form({ password: 'temporary pass 1' }));
    const anonymous = recordingContext(db(), { kind: 'anonymous' });
    const caller = createCaller(anonymous.ctx);

    const refused = await appCode(caller.auth.login({ email: created.email, password: 'temporary pass 1' }));
    expect(refused).toBe('FORBIDDEN: Please choose your own password to finish logging in.');
    expect(anonymous.cookie.token).toBeNull();
    expect(await db().select().from(sessions).where(eq(sessions.userId, created.id))).toEqual([]);
    // A wrong password still says only that the log-in failed.
    expect(await appCode(caller.auth.login({ email: created.email, password: 'wrong password' }))).toBe(
      'UNAUTHORIZED: Incorrect email or password.',
    );

    await expect(
      caller.auth.changeTemporaryPassword({
        email: created.email,
        temporaryPassword: 'temporary pass 1',
        password: 'temporary pass 1',
        confirmPassword: 'temporary pass 1',
      }),
    ).rejects.toThrow('Please choose a password different from the temporary one.');
    expect(
      await appCode(
        caller.auth.changeTemporaryPassword({
          email: created.email,
          temporaryPassword: 'not the temporary one',
          password: 'my own password 1',
          confirmPassword: 'my own password 1',
        }),
      ),
    ).toBe('UNAUTHORIZED: Incorrect email or password.');

    const signedIn = await caller.auth.changeTemporaryPassword({
      email: created.email,
      temporaryPassword: 'temporary pass 1',
      password: 'my own password 1',
      confirmPassword: 'my own password 1',
    });
    expect(signedIn.landing).toBe('/app/orders');
    expect(anonymous.cookie.token).toEqual(expect.any(String));
    const actor = (await resolveSessionToken(db(), anonymous.cookie.token!, new Date())).actor;
    expect(actor.kind).toBe('user');

    const [row] = await db().select().from(users).where(eq(users.id, created.id));
    expect(row!.mustChangePassword).toBe(false);
    const again = createCaller(recordingContext(db(), { kind: 'anonymous' }).ctx);
    expect(await appCode(again.auth.login({ email: created.email, password: 'temporary pass 1' }))).toBe(
      'UNAUTHORIZED: Incorrect email or password.',
    );
    expect(await appCode(again.auth.login({ email: created.email, password: 'my own password 1' }))).toBe(
      'ok',
    );
    // The step is for a temporary password only.
    expect(
      await appCode(
        again.auth.changeTemporaryPassword({
          email: created.email,
          temporaryPassword: 'my own password 1',
          password: 'another password 2',
          confirmPassword: 'another password 2',
        }),
      ),
    ).toBe('UNAUTHORIZED: Incorrect email or password.');
  });

  it('a session somehow held while on a temporary password counts for nothing', async () => {
    const user = await createUser(db(), { role: 'Admin' });
    const { token } = await startUserSession(db(), user.id, new Date());
    await db().update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
    expect((await resolveSessionToken(db(), token, new Date())).actor.kind).toBe('anonymous');
  });
});

describe('editing a user', () => {
  it('a role change ends that person’s sessions and is recorded as a role change', async () => {
    const admin = await superAdmin();
    const member = await createUser(db(), { role: 'Admin', locationId: storeId });
    const { token } = await startUserSession(db(), member.id, new Date());
    const saved = await as(admin).users.update({
      ...form({ email: member.email }),
      id: member.id,
      version: member.version,
      password: '',
      role: 'SuperAdmin',
    });
    expect(saved).toMatchObject({ role: 'SuperAdmin', version: member.version + 1 });
    expect((await resolveSessionToken(db(), token, new Date())).actor.kind).toBe('anonymous');
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, member.id), eq(auditLog.action, 'role')));
    expect(entry!.before).toMatchObject({ role: 'Admin' });
    expect(entry!.after).toMatchObject({ role: 'SuperAdmin' });
  });

  it('a name or store change keeps the sessions; a new temporary password ends them and asks for a change', async () => {
    const admin = await superAdmin();
    const member = await createUser(db(), { role: 'Admin', locationId: storeId });
    const { token } = await startUserSession(db(), member.id, new Date());
    const renamed = await as(admin).users.update({
      ...form({ email: member.email, firstName: 'Renamed', locationId: otherStoreId }),
      id: member.id,
      version: member.version,
      password: '',
    });
    expect(renamed).toMatchObject({
      firstName: 'Renamed',
      locationId: otherStoreId,
      mustChangePassword: false,
    });
    expect((await resolveSessionToken(db(), token, new Date())).actor.kind).toBe('user');
    const reset = await as(admin).users.update({
      ...form({ email: member.email }),
      id: member.id,
      version: renamed.version,
      password: 'another temporary 1',
    });
    expect(reset.mustChangePassword).toBe(true);
    expect((await resolveSessionToken(db(), token, new Date())).actor.kind).toBe('anonymous');
  });

  it('refuses a stale save with a clear message and changes nothing', async () => {
    const admin = await superAdmin();
    const member = await createUser(db(), { role: 'Admin', locationId: storeId, firstName: 'Before' });
    const first = as(admin).users.update({
      ...form({ email: member.email, firstName: 'First editor' }),
      id: member.id,
      version: member.version,
      password: '',
    });
    await first;
    const stale = await appCode(
      as(admin).users.update({
        ...form({ email: member.email, firstName: 'Second editor', role: 'SuperAdmin' }),
        id: member.id,
        version: member.version,
        password: '',
      }),
    );
    expect(stale).toBe(
      'CONFLICT: This user was changed by someone else after you opened it, so your changes were not saved. Please reload it and make your changes again.',
    );
    const [row] = await db().select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ firstName: 'First editor', role: 'Admin', version: member.version + 1 });
  });

  it('refuses an Admin everything on the users screen', async () => {
    const admin = await createUser(db(), { role: 'Admin' });
    expect(await appCode(as(admin).users.list({}))).toBe('FORBIDDEN: You do not have permission to do that.');
    expect(await appCode(as(admin).users.create(form()))).toBe(
      'FORBIDDEN: You do not have permission to do that.',
    );
  });
});

describe('the users list (docs/rules/staff-screens.md, Users; docs/rules/staff-screens.md, Sorting and paging)', () => {
  it('lists staff only, by first name ascending first, searches and pages by 75', async () => {
    const admin = await superAdmin();
    const tag = crypto.randomUUID().slice(0, 6);
    for (const name of ['Cleo', 'anna', 'Bert']) {
      await createUser(db(), {
        role: 'Admin',
        firstName: name,
        lastName: `Sorted${tag}`,
        locationId: storeId,
      });
    }
    await createUser(db(), { role: 'Customer', firstName: 'Zed', lastName: `Sorted${tag}` });
    const found = await as(admin).users.list({ searchtext: `sorted${tag}` });
    expect(found.rows.map((u) => u.firstName)).toEqual(['anna', 'Bert', 'Cleo']);
    expect(found.hasMore).toBe(false);
    const flipped = await as(admin).users.list({
      searchtext: `Sorted${tag}`,
      sortby: 'firstName',
      sortorder: -1,
    });
    expect(flipped.rows.map((u) => u.firstName)).toEqual(['Cleo', 'Bert', 'anna']);
    const firstPage = await as(admin).users.list({ searchtext: `Sorted${tag}`, limit: 2 });
    expect(firstPage).toMatchObject({ hasMore: true });
    expect(firstPage.rows).toHaveLength(2);
    const all = await as(admin).users.list({});
    expect(all.rows.every((u) => u.role !== 'Customer')).toBe(true);
    expect(all.rows.length).toBeLessThanOrEqual(75);
  });

  it('sorts by store name', async () => {
    const admin = await superAdmin();
    const member = await createUser(db(), { role: 'Admin', locationId: otherStoreId });
    const page = await as(admin).users.list({ sortby: 'location', sortorder: 1, limit: 500 });
    const byDatabase = await db()
      .select({ id: users.id })
      .from(users)
      .leftJoin(locations, eq(locations.id, users.locationId))
      .where(and(inArray(users.role, ['Admin', 'SuperAdmin']), isNull(users.deletedAt)))
      .orderBy(sql`lower(coalesce(${locations.name}, ''))`, users.id);
    expect(page.rows.map((u) => u.id)).toEqual(byDatabase.map((u) => u.id));
    expect(page.rows.map((u) => u.id)).toContain(member.id);
  });
});
