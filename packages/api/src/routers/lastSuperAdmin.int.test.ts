import { auditLog, locations, users } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, userActor } from '../testing/context';

// A database of its own: the rule is about how many Super Admins the whole chain has.
let only: Database;
let storeId: string;
beforeAll(async () => {
  only = await createTestDatabase();
  await seedTestDatabase(only.db);
  const [store] = await only.db.select({ id: locations.id }).from(locations).limit(1);
  storeId = store!.id;
});
afterAll(() => only.close());

async function appCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof TRPCError) return `${error.code}: ${error.message}`;
    throw error;
  }
}

const demotion = (user: { id: string; email: string }, version: number) => ({
  firstName: 'Super',
  lastName: 'Admin',
  email: user.email,
  password: '',
  role: 'Admin' as const,
  locationId: storeId,
  id: user.id,
  version,
});

const LAST_MESSAGE =
  'CONFLICT: This is the only Super Admin. Make another user a Super Admin before changing or removing this one.';

describe('the last Super Admin (docs/rules/roles.md, Users)', () => {
  it('cannot be demoted, deleted on the users screen or delete their own account', async () => {
    const a = await createUser(only.db, { role: 'SuperAdmin', locationId: storeId });
    const callA = callerFor(only.db, userActor(a));
    expect(await appCode(callA.users.update(demotion(a, a.version)))).toBe(LAST_MESSAGE);
    expect(await appCode(callA.account.delete({ confirm: true }))).toBe(LAST_MESSAGE);
    expect(await appCode(callA.users.delete({ id: a.id, version: a.version }))).toBe(
      'BAD_REQUEST: You cannot delete your own user here. Use the Account screen instead.',
    );
    const [still] = await only.db.select().from(users).where(eq(users.id, a.id));
    expect(still).toMatchObject({ role: 'SuperAdmin', deletedAt: null, version: a.version });
    expect(await only.db.select().from(auditLog).where(eq(auditLog.entityId, a.id))).toEqual([]);
  });

  it('two Super Admins demoting each other at once leave one of them', async () => {
    const [a] = await only.db.select().from(users).where(eq(users.role, 'SuperAdmin'));
    const b = await createUser(only.db, { role: 'SuperAdmin', locationId: storeId });
    const callA = callerFor(only.db, userActor(a!));
    const callB = callerFor(only.db, userActor(b));
    const outcomes = await Promise.all([
      appCode(callA.users.update(demotion(b, b.version))),
      appCode(callB.users.update(demotion(a!, a!.version))),
    ]);
    expect(outcomes.sort()).toEqual([LAST_MESSAGE, 'ok']);
    const left = await only.db.select().from(users).where(eq(users.role, 'SuperAdmin'));
    expect(left).toHaveLength(1);

    // The one left removes the other, now an Admin: allowed, and recorded.
    const survivor = left[0]!;
    const other = survivor.id === a!.id ? b : a!;
    const [otherNow] = await only.db.select().from(users).where(eq(users.id, other.id));
    await callerFor(only.db, userActor(survivor)).users.delete({ id: other.id, version: otherNow!.version });
    const [gone] = await only.db.select().from(users).where(eq(users.id, other.id));
    expect(gone!.deletedAt).not.toBeNull();
    const [entry] = await only.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, other.id), eq(auditLog.action, 'delete')));
    expect(entry).toMatchObject({ kind: 'user', actorUserId: survivor.id });
  });
});
