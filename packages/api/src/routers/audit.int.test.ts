import { auditLog, locations } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, userActor } from '../testing/context';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
});
afterAll(() => database.close());

describe('the audit screen (docs/rules/roles.md, Audit trail)', () => {
  it('lists every staff change newest first, filtered by person, kind and New York day', async () => {
    const db = database.db;
    const ann = await createUser(db, { role: 'SuperAdmin', firstName: 'Ann', lastName: 'Auditor' });
    const bob = await createUser(db, { role: 'SuperAdmin', firstName: 'Bob', lastName: 'Builder' });
    const asAnn = callerFor(db, userActor(ann));
    const asBob = callerFor(db, userActor(bob));
    const [store] = await db.select({ id: locations.id }).from(locations).limit(1);

    const customer = await asAnn.customers.create({
      firstName: 'Cy',
      email: `cy-${crypto.randomUUID()}@example.test`,
    });
    const staffer = await asBob.users.create({
      firstName: 'Dee',
      lastName: 'Staff',
      email: `dee-${crypto.randomUUID()}@example.test`,
      password: 'temporary pass 1',
      role: 'Admin',
      locationId: store!.id,
    });
    await asAnn.users.update({
      firstName: 'Dee',
      lastName: 'Staff',
      email: staffer.email,
      password: '',
      role: 'SuperAdmin',
      locationId: store!.id,
      id: staffer.id,
      version: staffer.version,
    });

    const all = await asAnn.audit.list({});
    expect(all.rows.slice(0, 3).map((e) => [e.kind, e.action, e.actor?.name])).toEqual([
      ['user', 'role', 'Ann Auditor'],
      ['user', 'create', 'Bob Builder'],
      ['customer', 'create', 'Ann Auditor'],
    ]);

    const byBob = await asAnn.audit.list({ actorUserId: bob.id });
    expect(byBob.rows.map((e) => e.entityId)).toEqual([staffer.id]);
    const customers = await asAnn.audit.list({ kind: 'customer' });
    expect(customers.rows.map((e) => e.entityId)).toContain(customer.id);
    expect(customers.rows.every((e) => e.kind === 'customer')).toBe(true);

    // Move the customer entry to 2 January (New York), to filter by day.
    await db
      .update(auditLog)
      .set({ createdAt: new Date('2025-01-02T04:30:00Z') }) // 23:30 on 1 January in New York
      .where(eq(auditLog.entityId, customer.id));
    expect(
      (await asAnn.audit.list({ startDate: '2025-01-01', endDate: '2025-01-01' })).rows.map(
        (e) => e.entityId,
      ),
    ).toEqual([customer.id]);
    expect((await asAnn.audit.list({ startDate: '2025-01-02', endDate: '2025-01-02' })).rows).toEqual([]);
    await expect(asAnn.audit.list({ startDate: '2025-01-03', endDate: '2025-01-02' })).rejects.toThrow(
      'The start date must not be after the end date.',
    );

    const actors = await asAnn.audit.actors();
    expect(actors.map((a) => a.name)).toEqual(['Ann Auditor', 'Bob Builder']);
  });

  it('is the Super Admin’s only', async () => {
    const admin = await createUser(database.db, { role: 'Admin' });
    await expect(callerFor(database.db, userActor(admin)).audit.list({})).rejects.toThrow(
      'You do not have permission to do that.',
    );
  });
});
