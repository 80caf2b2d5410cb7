import { createWorld, customersOrder } from '@laundry/api/testing/permissionMatrix';
import { orderEvents, orders } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
});
afterAll(() => database.close());

describe('the server marks expired card authorizations', () => {
  it('marks a hold older than 7 days Expired when it starts', async () => {
    const world = await createWorld(database.db);
    const { orderId } = await customersOrder({ db: database.db, world });
    await database.db
      .update(orders)
      .set({ authorizedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(orders.id, orderId));

    const app = await buildApp({ database, logger: false, outboxWorker: true });
    await app.ready();
    const reauthStatus = async () =>
      (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.reauthStatus;
    await expect.poll(reauthStatus).toBe('Expired');
    await app.close();
    const events = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((event) => event.kind)).toContain('authorizationExpired');
  });
});
