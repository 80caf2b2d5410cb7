import { sessions, users } from '@laundry/db';
import { createTestDatabase, createUser, type Database } from '@laundry/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSessionToken } from './actor';
import { startGuestSession, startUserSession } from './sessions';

// Who is behind a session token: the session's lookup reads of its user only what the actor is made of
// (sessions.ts, sessionById).
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const now = new Date('2030-05-04T12:00:00Z');
const actorOf = async (token: string) => (await resolveSessionToken(database.db, token, now)).actor;

describe("a session's actor", () => {
  it("is the user, with the user's id, e-mail, role and names", async () => {
    const user = await createUser(database.db, { role: 'Admin', firstName: 'Rosa', lastName: 'Diaz' });
    const { id, token } = await startUserSession(database.db, user.id, now);
    expect(await actorOf(token)).toEqual({
      kind: 'user',
      sessionId: id,
      user: { id: user.id, email: user.email, role: 'Admin', firstName: 'Rosa', lastName: 'Diaz' },
    });
  });

  it("is a guest, with the guest's e-mail, proven once the session says so", async () => {
    const { id, token } = await startGuestSession(database.db, 'guest@example.test', now);
    expect(await actorOf(token)).toEqual({
      kind: 'guest',
      sessionId: id,
      email: 'guest@example.test',
      emailProven: false,
    });
    await database.db.update(sessions).set({ guestEmailProvenAt: now }).where(eq(sessions.id, id));
    expect(await actorOf(token)).toMatchObject({ kind: 'guest', emailProven: true });
  });

  it('is nobody for a wrong secret, a deleted user or one who must change a temporary password', async () => {
    const user = await createUser(database.db);
    const { token } = await startUserSession(database.db, user.id, now);
    expect((await actorOf(`${token.split('.')[0]}.${'a'.repeat(32)}`)).kind).toBe('anonymous');
    await database.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
    expect((await actorOf(token)).kind).toBe('anonymous');
    await database.db.update(users).set({ mustChangePassword: false }).where(eq(users.id, user.id));
    expect((await actorOf(token)).kind).toBe('user');
    await database.db.update(users).set({ deletedAt: now }).where(eq(users.id, user.id));
    expect((await actorOf(token)).kind).toBe('anonymous');
  });
});
