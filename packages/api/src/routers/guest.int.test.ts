import { createTestDatabase, type Database } from '@laundry/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '../root';
import { resolveSessionToken } from '../services/auth/actor';
import { guestMayOpen } from '../services/auth/guest';
import { recordingContext } from '../testing/permissionMatrix/world';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('Continue as a Guest (docs/rules/accounts.md, Guests)', () => {
  it('authorizes a guest session, flagged apart from being authenticated, bound to the e-mail', async () => {
    const { ctx, cookie } = recordingContext(database.db, { kind: 'anonymous' });
    const result = await createCaller(ctx).auth.authorizeGuest({ email: 'Guest@Example.test' });
    expect(result).toEqual({ authorized: true, email: 'guest@example.test' });
    const actor = (await resolveSessionToken(database.db, cookie.token!, new Date())).actor;
    expect(actor).toMatchObject({ kind: 'guest', email: 'guest@example.test' });
    const state = await createCaller(recordingContext(database.db, actor).ctx).auth.session();
    expect(state).toMatchObject({ authenticated: false, authorizedAsGuest: true, user: null });
    expect(guestMayOpen(actor, 'GUEST@example.test')).toBe(true);
    expect(guestMayOpen(actor, 'someone-else@example.test')).toBe(false);
  });

  it('a guest who authorizes again with another e-mail gets a new session; the old one ends', async () => {
    const first = recordingContext(database.db, { kind: 'anonymous' });
    await createCaller(first.ctx).auth.authorizeGuest({});
    const firstActor = (await resolveSessionToken(database.db, first.cookie.token!, new Date())).actor;
    expect(firstActor).toMatchObject({ kind: 'guest', email: null });
    const second = recordingContext(database.db, firstActor);
    await createCaller(second.ctx).auth.authorizeGuest({ email: 'later@example.test' });
    expect((await resolveSessionToken(database.db, first.cookie.token!, new Date())).actor.kind).toBe(
      'anonymous',
    );
    const secondActor = (await resolveSessionToken(database.db, second.cookie.token!, new Date())).actor;
    expect(secondActor).toMatchObject({ kind: 'guest', email: 'later@example.test' });
  });

  it('refuses a malformed e-mail', async () => {
    const { ctx } = recordingContext(database.db, { kind: 'anonymous' });
    await expect(createCaller(ctx).auth.authorizeGuest({ email: 'nope' })).rejects.toThrow(
      'Please enter a valid email address.',
    );
  });
});
