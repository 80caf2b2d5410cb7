import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { authorizationAgeState, authorizationAmountCents } from './authorization';
import { NEW_YORK } from './schedule/clock';

describe('authorizationAmountCents: 150% of the quote total (docs/rules/money.md, The hold (authorization))', () => {
  it.each([
    [2900, 4350],
    [1001, 1502], // 1501.5 rounds half away from zero
    [34, 51],
    // Never below $0.50, the smallest hold a card takes (docs/decisions/0061-payments-smallest-hold.md).
    [33, 50],
    [30, 50],
    [1, 50],
    [0, 50],
    [-100, 50],
  ])('%d -> %d', (total, authorized) => expect(authorizationAmountCents(total)).toBe(authorized));

  it('property: at least the quote total and exactly 1.5x rounded from $0.34 up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 34, max: 100_000_000 }), (total) => {
        const authorized = authorizationAmountCents(total);
        expect(authorized).toBeGreaterThanOrEqual(total);
        expect(authorized).toBe(Math.round(total * 1.5));
      }),
    );
  });
});

describe('authorizationAgeState: expiring soon after 6 days, expired after 7', () => {
  const authorizedAt = DateTime.fromISO('2025-03-03T12:00', { zone: NEW_YORK });
  it.each([
    ['5 days', 5 * 24, 'fine'],
    ['exactly 6 days', 6 * 24, 'fine'],
    ['6 days 1 h', 6 * 24 + 1, 'expiringSoon'],
    ['6 days 23 h', 6 * 24 + 23, 'expiringSoon'],
    ['exactly 7 days', 7 * 24, 'expiringSoon'],
    ['7 days 1 h', 7 * 24 + 1, 'expired'],
  ])('%s old -> %s', (_name, hours, state) => {
    const now = authorizedAt.plus({ hours });
    expect(authorizationAgeState(authorizedAt, now)).toBe(state);
    expect(authorizationAgeState(authorizedAt.toMillis(), now.toMillis())).toBe(state);
  });

  it('counts elapsed time across the March change: 7 calendar days is 6 days 23 h', () => {
    const now = authorizedAt.plus({ days: 7 }); // 2025-03-10 12:00 EDT, one hour lost on 03-09
    expect(authorizationAgeState(authorizedAt, now)).toBe('expiringSoon');
    expect(authorizationAgeState(authorizedAt, now.plus({ hours: 1, minutes: 1 }))).toBe('expired');
  });

  it('counts elapsed time across the November change: 7 calendar days is 7 days 1 h', () => {
    const before = DateTime.fromISO('2025-10-30T12:00', { zone: NEW_YORK });
    expect(authorizationAgeState(before, before.plus({ days: 7 }))).toBe('expired');
    expect(authorizationAgeState(before, before.plus({ days: 7, hours: -1 }))).toBe('expiringSoon');
  });
});
