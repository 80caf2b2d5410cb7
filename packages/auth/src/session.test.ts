import { describe, expect, it } from 'vitest';
import { hashSecret } from './secrets';
import {
  createSessionCredentials,
  parseSessionToken,
  SESSION_LIFETIME_MS,
  type SessionStore,
  type StoredSession,
  validateSessionToken,
} from './session';

const DAY = 24 * 60 * 60 * 1000;

function memoryStore(rows: StoredSession[]) {
  const calls: string[] = [];
  const store: SessionStore<StoredSession> = {
    async find(id) {
      return rows.find((row) => row.id === id) ?? null;
    },
    async extend(id, expiresAt) {
      calls.push(`extend ${id}`);
      const row = rows.find((r) => r.id === id);
      if (row) row.expiresAt = expiresAt;
    },
    async remove(id) {
      calls.push(`remove ${id}`);
      rows.splice(
        rows.findIndex((r) => r.id === id),
        1,
      );
    },
  };
  return { store, calls, rows };
}

describe('sessions (the Lucia guide)', () => {
  const now = new Date('2030-01-10T12:00:00Z');

  it('issues <id>.<secret> with 160 random bits each and keeps only a SHA-256 of the secret', () => {
    const created = createSessionCredentials(now);
    const parts = parseSessionToken(created.token);
    expect(parts?.id).toBe(created.id);
    expect(parts!.secret).toHaveLength(32);
    expect(created.id).toHaveLength(32);
    expect(created.secretHash).toEqual(hashSecret(parts!.secret));
    expect(created).not.toHaveProperty('secret');
    expect(created.expiresAt.getTime() - now.getTime()).toBe(SESSION_LIFETIME_MS);
    expect(createSessionCredentials(now).token).not.toBe(created.token);
  });

  it('accepts the right secret and refuses a wrong or malformed one', async () => {
    const created = createSessionCredentials(now);
    const { store } = memoryStore([{ ...created }]);
    expect((await validateSessionToken(store, created.token, now)).session?.id).toBe(created.id);
    const wrong = `${created.id}.${'a'.repeat(32)}`;
    expect((await validateSessionToken(store, wrong, now)).session).toBeNull();
    for (const bad of [
      '',
      'x',
      `${created.id}.`,
      `${created.token}.x`,
      'A'.repeat(65),
      `${created.token} `,
    ]) {
      expect((await validateSessionToken(store, bad, now)).session).toBeNull();
    }
  });

  it('slides the expiry once less than half the lifetime is left', async () => {
    const created = createSessionCredentials(now);
    const { store, calls } = memoryStore([{ ...created }]);
    const in10Days = new Date(now.getTime() + 10 * DAY);
    expect((await validateSessionToken(store, created.token, in10Days)).renewed).toBe(false);
    const in20Days = new Date(now.getTime() + 20 * DAY);
    const slid = await validateSessionToken(store, created.token, in20Days);
    expect(slid.renewed).toBe(true);
    expect(slid.session?.expiresAt.getTime()).toBe(in20Days.getTime() + SESSION_LIFETIME_MS);
    expect(calls).toEqual([`extend ${created.id}`]);
  });

  it('ends an expired session and deletes it', async () => {
    const created = createSessionCredentials(now);
    const { store, calls, rows } = memoryStore([{ ...created }]);
    const later = new Date(now.getTime() + SESSION_LIFETIME_MS);
    expect((await validateSessionToken(store, created.token, later)).session).toBeNull();
    expect(calls).toEqual([`remove ${created.id}`]);
    expect(rows).toHaveLength(0);
  });
});
