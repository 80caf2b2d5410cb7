import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, dayNumber, isoDateOf, isSunday, oneMonthBefore, weekday } from './calendar';

const anyDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('calendar arithmetic agrees with luxon', () => {
  it('day numbers, dates and weekdays', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const luxon = DateTime.fromISO(date, { zone: 'UTC' });
        expect(dayNumber(date)).toBe(luxon.toMillis() / 86_400_000);
        expect(isoDateOf(dayNumber(date))).toBe(date);
        expect(weekday(date)).toBe(luxon.weekday);
      }),
    );
  });

  it('one month before', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        expect(oneMonthBefore(date)).toBe(DateTime.fromISO(date).minus({ months: 1 }).toISODate());
      }),
    );
  });

  it.each([
    ['2025-03-31', '2025-02-28'],
    ['2024-03-31', '2024-02-29'],
    ['2025-01-15', '2024-12-15'],
  ])('one month before %s is %s', (date, expected) => expect(oneMonthBefore(date)).toBe(expected));

  it('knows Sundays', () => {
    expect(isSunday('2025-03-09')).toBe(true);
    expect(isSunday('2025-03-08')).toBe(false);
  });
});

describe('addBusinessDays: Saturday and Sunday skipped (docs/rules/scheduling.md, Delivery)', () => {
  it.each([
    ['Friday + 1 -> Monday', '2025-03-07', 1, '2025-03-10'],
    ['Friday + 0 -> Friday', '2025-03-07', 0, '2025-03-07'],
    ['Saturday + 0 -> Saturday (same day)', '2025-03-08', 0, '2025-03-08'],
    ['Saturday + 1 -> Monday', '2025-03-08', 1, '2025-03-10'],
    ['Saturday + 3 -> Wednesday', '2025-03-08', 3, '2025-03-12'],
    ['Thursday + 2 -> Monday', '2025-03-06', 2, '2025-03-10'],
    ['Monday + 5 -> next Monday', '2025-03-10', 5, '2025-03-17'],
    ['Friday + 5 over the year end', '2025-12-26', 5, '2026-01-02'],
  ])('%s', (_name, date, days, expected) => expect(addBusinessDays(date, days)).toBe(expected));
});
