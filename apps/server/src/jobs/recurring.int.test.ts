import { TEST_NOW, testSeries, userActor } from '@laundry/api/testing';
import { recurringOccurrences } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
});
afterAll(() => database.close());

describe('the server books repeating pick-ups', () => {
  it('books the next pick-up of a weekly series when it starts (docs/decisions/0094-recurring-series.md)', async () => {
    const user = await createUser(database.db, { role: 'Customer' });
    const { series } = await testSeries(database.db, userActor(user), user.email, () => TEST_NOW);
    // Monday 2026-12-07: the next pick-up, Thursday 2026-12-10, is 3 days ahead.
    const monday = new Date(TEST_NOW.getTime() + 6 * 86_400_000);
    const app = await buildApp({ database, logger: false, outboxWorker: true, now: () => monday });
    await app.ready();
    const booked = async () =>
      (
        await database.db
          .select({ date: recurringOccurrences.date, status: recurringOccurrences.status })
          .from(recurringOccurrences)
          .where(eq(recurringOccurrences.seriesId, series.id))
      )[0];
    await expect.poll(booked).toEqual({ date: '2026-12-10', status: 'placed' });
    await app.close();
  });
});
