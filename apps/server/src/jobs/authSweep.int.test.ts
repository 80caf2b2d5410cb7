import { startGuestSession } from '@laundry/api';
import { sessions } from '@laundry/db';
import { createTestDatabase, type Database } from '@laundry/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the server sweeps expired sessions', () => {
  it('removes them when it starts, when asked to sweep', async () => {
    await startGuestSession(database.db, null, new Date(Date.now() - 40 * 86_400_000));
    const app = await buildApp({ database, auth: { sweepEveryMs: 60_000 } });
    await app.ready();
    await expect.poll(async () => (await database.db.select().from(sessions)).length).toBe(0);
    await app.close();
  });
});
