import { describe, expect, it } from 'vitest';
import { deliveryLabels, pickUpLabel } from '../features/orders/orderLabels';
import { specialExpires } from '../features/specials/specialTerms';
import { expiresLabel } from '../features/specials/staff/specialLabels';
import { formatCalendarDate, formatNewYorkTime, formatWeekdayDate } from './dates';

// docs/decisions/0072-dates-carry-their-year.md: every date a list or a detail shows carries its year.
describe('the dates the screens show', () => {
  it('carry their year', () => {
    expect(formatWeekdayDate('2026-12-31')).toBe('Thu, Dec 31, 2026');
    expect(formatCalendarDate('2027-01-31')).toBe('Jan 31, 2027');
    expect(formatNewYorkTime('2027-01-01T04:30:00.000Z')).toBe('Thu, Dec 31, 2026, 11:30 PM ET');
    // Midnight and noon in summer time; the calendar date never moves with the reader's zone.
    expect(formatNewYorkTime(new Date('2026-07-04T04:05:00Z'))).toBe('Sat, Jul 4, 2026, 12:05 AM ET');
    expect(formatNewYorkTime('2026-07-04T16:00:00Z')).toBe('Sat, Jul 4, 2026, 12:00 PM ET');
    expect(formatWeekdayDate('2026-03-08')).toBe('Sun, Mar 8, 2026');
  });

  it("carry it in the orders list, the order's logistics and the specials", () => {
    expect(pickUpLabel({ pickUpDate: '2026-12-31', pickUpHour: 11 })).toBe('Thu, Dec 31, 2026, 11-12pm');
    expect(
      deliveryLabels(
        {
          pickUpDate: '2026-12-31',
          pickUpHour: 11,
          deliveryDate: '2027-01-04',
          deliveryHour: 14,
          deliveryDate2: '2027-01-05',
          deliveryHour2: 9,
        },
        false,
      ),
    ).toEqual(['Mon, Jan 4, 2027, 2-3pm', 'Tue, Jan 5, 2027, 9-10am']);
    expect(expiresLabel('2027-01-31')).toBe('Jan 31, 2027');
    expect(specialExpires({ expirationDate: '2027-01-31' } as Parameters<typeof specialExpires>[0])).toBe(
      'Jan 31, 2027',
    );
  });
});
