import { createTestDatabase, createUser, type Database } from '@laundry/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTestToken } from '../../testing/permissionMatrix/tokens';
import { resolveSessionToken } from './actor';
import { startGuestSession, startUserSession } from './sessions';
import { sweepExpiredAuthRecords } from './sweep';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const DAY = 86_400_000;

describe('sweeping expired sessions and tokens', () => {
  it('removes abandoned sessions and week-old tokens, and keeps live ones', async () => {
    const user = await createUser(database.db);
    const longAgo = new Date(Date.now() - 40 * DAY);
    await startGuestSession(database.db, null, longAgo);
    await issueTestToken(database.db, 'resetPassword', user.id, longAgo);
    const live = await startUserSession(database.db, user.id, new Date());
    const liveToken = await issueTestToken(database.db, 'verifyEmail', user.id);
    const removed = await sweepExpiredAuthRecords(database.db, new Date());
    expect(removed).toEqual({ sessions: 1, tokens: 1 });
    expect((await resolveSessionToken(database.db, live.token, new Date())).actor.kind).toBe('user');
    expect(liveToken).toMatch(/^ve\./);
  });
});
