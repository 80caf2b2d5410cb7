import { NEW_YORK } from '@laundry/pricing';
import { DateTime } from 'luxon';

/**
 * The web client's date formats, one home (docs/decisions/0072-dates-carry-their-year.md): every date a list, a
 * detail or a choice shows carries its year, and is a New York date or time (docs/rules/regions.md).
 */

/** A calendar date with its weekday: 'Mon, Nov 24, 2026' (the schedule's dates). */
export function formatWeekdayDate(isoDate: string): string {
  return DateTime.fromISO(isoDate, { zone: NEW_YORK }).toFormat('ccc, LLL d, yyyy');
}

/** A calendar date: 'Jan 31, 2027' (a special's expiry). */
export function formatCalendarDate(isoDate: string): string {
  return DateTime.fromISO(isoDate, { zone: NEW_YORK }).toFormat('LLL d, yyyy');
}

/** A moment in New York time: 'Mon, Nov 23, 2026, 11:05 AM ET' (the timeline, when an order was placed). */
export function formatNewYorkTime(at: string | Date): string {
  const instant = typeof at === 'string' ? DateTime.fromISO(at) : DateTime.fromJSDate(at);
  return instant.setZone(NEW_YORK).toFormat("ccc, LLL d, yyyy, h:mm a 'ET'");
}
