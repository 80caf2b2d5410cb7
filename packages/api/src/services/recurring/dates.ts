import { dayNumber, isoDateOf, SUNDAY, weekdayOf } from '@laundry/pricing';

/** The date `days` calendar days after an ISO date. */
export const addDays = (isoDate: string, days: number): string => isoDateOf(dayNumber(isoDate) + days);

/** Calendar days from `from` to `to`. */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** ISO weekday (1 = Monday ... 7 = Sunday) of a date. */
export const weekdayOfDate = (isoDate: string): number => weekdayOf(dayNumber(isoDate));

/** docs/rules/scheduling.md: Sundays are never offered, in either region, so no series repeats on one. */
export const isServedWeekday = (weekday: number): boolean =>
  Number.isInteger(weekday) && weekday >= 1 && weekday <= 7 && weekday !== SUNDAY;

/** The date on `weekday` in the same Monday-to-Sunday week as `isoDate`. */
export function sameWeek(isoDate: string, weekday: number): string {
  return addDays(isoDate, weekday - weekdayOfDate(isoDate));
}

/** The first date of the series' cadence (from `from`, every `everyWeeks` weeks) after `after`. */
export function firstAfter(from: string, everyWeeks: number, after: string): string {
  let date = from;
  while (date <= after) date = addDays(date, everyWeeks * 7);
  return date;
}

/** The next `count` dates of the cadence from `from` (itself included). */
export function cadence(from: string, everyWeeks: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(from, i * everyWeeks * 7));
}

/** The delivery date of a booked pick-up: as many days after it as in the order the series was made from, never a Sunday. */
export function deliveryDateFor(pickUpDate: string, deliveryDays: number): string {
  const date = addDays(pickUpDate, deliveryDays);
  return weekdayOfDate(date) === SUNDAY ? addDays(date, 1) : date;
}
