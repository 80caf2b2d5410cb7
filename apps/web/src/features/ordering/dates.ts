import { formatTimeWindow, formatWeekdayDate } from '../../lib/dates';

/** A New York calendar date as the steps and the orders show it, with its year: 'Mon, Nov 24, 2026' (lib/dates.ts). */
export const formatDate = formatWeekdayDate;

/** 'Mon, Nov 24, 2026, 11-12pm' */
export function formatSlot(isoDate: string, hour: number | null): string {
  return hour === null ? formatDate(isoDate) : `${formatDate(isoDate)}, ${formatTimeWindow(hour)}`;
}
