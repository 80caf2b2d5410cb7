import { NEW_YORK } from '@laundry/pricing';
import { DateTime } from 'luxon';

/**
 * A range of New York days as the instants it spans: from midnight of its first day to midnight after its last,
 * in America/New_York, so a day of the summer-time change is 23 or 25 hours long
 * (docs/decisions/0090-owner-dashboard.md, New York days).
 */
export interface DayRange {
  from: string;
  to: string;
  /** The first instant of `from` in New York. */
  start: Date;
  /** The first instant after `to` in New York. */
  end: Date;
  /** Every day of the range, YYYY-MM-DD, in order. */
  days: string[];
}

export function newYorkDays(from: string, to: string): DayRange {
  const first = DateTime.fromISO(from, { zone: NEW_YORK }).startOf('day');
  const last = DateTime.fromISO(to, { zone: NEW_YORK }).startOf('day');
  const days: string[] = [];
  for (let day = first; day <= last; day = day.plus({ days: 1 })) days.push(day.toISODate() ?? '');
  return { from, to, start: first.toJSDate(), end: last.plus({ days: 1 }).toJSDate(), days };
}
