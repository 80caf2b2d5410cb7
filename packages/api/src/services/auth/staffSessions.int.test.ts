import { createTestDatabase, createUser, type Database } from '@laundry/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSessionToken } from './actor';
import { startUserSession } from './sessions';

// Staff sessions: 12 hours idle, 7 days at most; customers keep a sliding 30 days
// (docs/decisions/0044-auth-staff-sessions.md).
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const HOUR = 60 * 60 * 1000;
const start = new Date('2030-03-02T08:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const kindAt = async (token: string, ms: number) =>
  (await resolveSessionToken(database.db, token, at(ms))).actor.kind;

async function sessionOf(role: 'Customer' | 'Admin' | 'SuperAdmin') {
  const user = await createUser(database.db, { role });
  return (await startUserSession(database.db, user.id, start)).token;
}

describe('session lengths by role', () => {
  it.each(['Admin', 'SuperAdmin'] as const)('an %s session ends after 12 hours without use', async (role) => {
    const token = await sessionOf(role);
    expect(await kindAt(token, 1 * HOUR)).toBe('user');
    expect(await kindAt(token, 12 * HOUR)).toBe('user'); // 11 hours after the last use
    expect(await kindAt(token, 24 * HOUR + 1)).toBe('anonymous'); // 12 hours and a moment after it
  });

  it('a staff session in steady use ends 7 days after it began', async () => {
    const token = await sessionOf('Admin');
    let ms = 0;
    for (; ms < 7 * 24 * HOUR - 6 * HOUR; ms += 6 * HOUR) expect(await kindAt(token, ms)).toBe('user');
    expect(await kindAt(token, 7 * 24 * HOUR)).toBe('anonymous');
  });

  it('a customer session lives 30 days from its last use, as before', async () => {
    const token = await sessionOf('Customer');
    expect(await kindAt(token, 24 * HOUR + 1)).toBe('user');
    expect(await kindAt(token, 20 * 24 * HOUR)).toBe('user');
    expect(await kindAt(token, 45 * 24 * HOUR)).toBe('user');
    expect(await kindAt(token, 80 * 24 * HOUR)).toBe('anonymous');
  });
});
