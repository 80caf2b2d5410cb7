import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REGIONAL_SETTINGS } from '../defaults';
import { NEW_YORK } from './clock';
import { isPickUpAvailable, pickUpDates, pickUpWindows } from './pickUp';

const settings = {
  ...DEFAULT_REGIONAL_SETTINGS.ny,
  firstPickUp: 9,
  lastPickUp: 20,
  firstSameDayPickUp: 10,
  lastSameDayPickUp: 17,
};
const at = (local: string) => DateTime.fromISO(local, { zone: NEW_YORK });
const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);
// Monday 2025-03-10, the day after the March change.
const monday10am = at('2025-03-10T10:00');

describe('pickUpWindows (docs/rules/scheduling.md, Pick-up)', () => {
  it.each([
    ['another day: firstPickUp..lastPickUp', '2025-03-11', monday10am, false, range(9, 20)],
    ['today: same-day bounds, at least one hour ahead', '2025-03-10', monday10am, false, range(11, 17)],
    [
      'today one minute later: 11:00 is under an hour away',
      '2025-03-10',
      at('2025-03-10T10:01'),
      false,
      range(12, 17),
    ],
    ['today after the last same-day window', '2025-03-10', at('2025-03-10T16:01'), false, []],
    ['a Saturday', '2025-03-15', monday10am, false, range(9, 20)],
    ['a Sunday', '2025-03-16', monday10am, false, []],
    ['7 days ahead', '2025-03-17', monday10am, false, range(9, 20)],
    ['8 days ahead', '2025-03-18', monday10am, false, []],
    ['yesterday, customer', '2025-03-08', monday10am, false, []],
    ['yesterday, staff', '2025-03-08', monday10am, true, range(9, 20)],
    ['one month back, staff', '2025-02-10', monday10am, true, range(9, 20)],
    ['one month and a day back, staff', '2025-02-08', monday10am, true, []],
    ['today, staff: regular bounds, no notice', '2025-03-10', at('2025-03-10T19:30'), true, range(9, 20)],
  ])('%s', (_name, date, now, isStaff, expected) => {
    expect(pickUpWindows(date, settings, now, isStaff)).toEqual(expected);
  });

  it('checks the one-hour notice in real time on the November change', () => {
    // Saturday 2025-11-01 is a normal day; the check works on instants, not wall-clock subtraction.
    const now = at('2025-11-01T09:59');
    expect(pickUpWindows('2025-11-01', settings, now, false)[0]).toBe(11);
    expect(pickUpWindows('2025-11-01', settings, now.toMillis(), false)[0]).toBe(11);
  });

  it('isPickUpAvailable checks the chosen window', () => {
    expect(isPickUpAvailable('2025-03-10', 11, settings, monday10am, false)).toBe(true);
    expect(isPickUpAvailable('2025-03-10', 10, settings, monday10am, false)).toBe(false);
  });
});

describe('pickUpDates', () => {
  it('offers today to 7 days ahead without Sundays', () => {
    expect(pickUpDates(settings, monday10am, false)).toEqual([
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
      '2025-03-13',
      '2025-03-14',
      '2025-03-15',
      '2025-03-17',
    ]);
  });

  it('drops today once no window is left', () => {
    expect(pickUpDates(settings, at('2025-03-10T16:30'), false)[0]).toBe('2025-03-11');
  });

  it('goes one month back for staff, still without Sundays', () => {
    const dates = pickUpDates(settings, monday10am, true);
    expect(dates[0]).toBe('2025-02-10');
    expect(dates.at(-1)).toBe('2025-03-17');
    expect(dates.some((d) => DateTime.fromISO(d).weekday === 7)).toBe(false);
  });
});
