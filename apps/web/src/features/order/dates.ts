import { NEW_YORK, timeWindowLabel } from '@laundry/pricing';
import { DateTime } from 'luxon';

/** A New York calendar date as the steps show it: 'Mon, Nov 24'. */
export function formatDate(isoDate: string): string {
  return DateTime.fromISO(isoDate, { zone: NEW_YORK }).toFormat('ccc, LLL d');
}

/** 'Mon, Nov 24, 11-12pm' */
export function formatSlot(isoDate: string, hour: number | null): string {
  return hour === null ? formatDate(isoDate) : `${formatDate(isoDate)}, ${timeWindowLabel(hour)}`;
}
