import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { NEW_YORK } from './clock';
import { rescheduleEligibility } from './reschedule';

const at = (local: string) => DateTime.fromISO(local, { zone: NEW_YORK });
const slot = { date: '2025-03-10', hour: 15 };

describe('rescheduleEligibility (docs/rules/scheduling.md, Rescheduling)', () => {
  it.each([
    ['5 h 01 min away', 'New', at('2025-03-10T09:59'), { ok: true }],
    ['exactly 5 h away', 'New', at('2025-03-10T10:00'), { ok: true }],
    ['4 h 59 min away', 'New', at('2025-03-10T10:01'), { ok: false, reason: 'tooSoon' }],
    ['already started today', 'New', at('2025-03-10T16:00'), { ok: false, reason: 'tooSoon' }],
    ['the day has passed', 'In Progress', at('2025-03-11T08:00'), { ok: false, reason: 'dayPassed' }],
    ['completed', 'Completed', at('2025-03-01T08:00'), { ok: false, reason: 'closed' }],
    ['canceled', 'Canceled', at('2025-03-01T08:00'), { ok: false, reason: 'closed' }],
    ['days ahead', 'Payment Processed', at('2025-03-01T08:00'), { ok: true }],
  ])('%s', (_name, status, now, expected) => {
    expect(rescheduleEligibility(status, slot, now)).toEqual(expected);
  });

  it('counts real hours across the March change (Saturday 22:00 to Sunday 04:00 is 5 hours)', () => {
    // No window is ever offered at 4:00; the rule is checked directly on instants.
    const sunday4am = { date: '2025-03-09', hour: 4 };
    expect(rescheduleEligibility('New', sunday4am, at('2025-03-08T22:00'))).toEqual({ ok: true });
    expect(rescheduleEligibility('New', sunday4am, at('2025-03-08T22:01'))).toEqual({
      ok: false,
      reason: 'tooSoon',
    });
  });

  it('counts real hours across the November change (Saturday 23:00 to Sunday 03:00 is 5 hours)', () => {
    const sunday3am = { date: '2025-11-02', hour: 3 };
    // 2025-11-01 23:00 EDT to 2025-11-02 03:00 EST is 5 real hours.
    expect(rescheduleEligibility('New', sunday3am, at('2025-11-01T23:00'))).toEqual({ ok: true });
    expect(rescheduleEligibility('New', sunday3am, at('2025-11-01T23:01'))).toEqual({
      ok: false,
      reason: 'tooSoon',
    });
  });

  it('holds staff only to the status rule (docs/decisions/0010-pricing-staff-reschedule.md)', () => {
    expect(rescheduleEligibility('New', slot, at('2025-03-10T14:00'), true)).toEqual({ ok: true });
    expect(rescheduleEligibility('Canceled', slot, at('2025-03-01T08:00'), true)).toEqual({
      ok: false,
      reason: 'closed',
    });
  });
});
