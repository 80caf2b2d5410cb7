import type { RegionalSettings } from '@laundry/validators/settings';
import { dayNumber, isoDateOf, oneMonthBefore, SUNDAY, weekdayOf } from './calendar';
import { type Clock, epochMs, newYorkInstant, newYorkWallClock } from './clock';
import { isWindowHour, windowHours } from './windows';

/** docs/rules/scheduling.md, Pick-up: pick-up is offered from today up to 7 days ahead. */
export const PICK_UP_DAYS_AHEAD = 7;
/** docs/rules/scheduling.md, Pick-up: a same-day pick-up must be at least one hour in the future. */
export const SAME_DAY_PICK_UP_NOTICE_MS = 3_600_000;

/** Window starts first..last offered, and for a same-day pick-up the earliest allowed start instant. */
interface WindowRange {
  first: number;
  last: number;
  notBeforeMs: number | null;
}

function pickUpWindowRange(
  date: string,
  settings: RegionalSettings,
  now: Clock,
  isStaff: boolean,
): WindowRange | null {
  const today = newYorkWallClock(now);
  const days = dayNumber(date);
  const offset = days - today.days;
  if (weekdayOf(days) === SUNDAY || offset > PICK_UP_DAYS_AHEAD) return null;
  if (offset < 0 && (!isStaff || date < oneMonthBefore(today.date))) return null;
  if (offset !== 0 || isStaff)
    return { first: settings.firstPickUp, last: settings.lastPickUp, notBeforeMs: null };
  const notBeforeMs = epochMs(now) + SAME_DAY_PICK_UP_NOTICE_MS;
  return { first: settings.firstSameDayPickUp, last: settings.lastSameDayPickUp, notBeforeMs };
}

function offered(range: WindowRange, date: string, hour: number): boolean {
  return range.notBeforeMs === null || newYorkInstant(date, hour) >= range.notBeforeMs;
}

/**
 * The pick-up window starts offered on a date (docs/rules/scheduling.md, Pick-up; docs/rules/scheduling.md, Time windows).
 * Never on a Sunday, never past 7 days ahead, never before today for customers and guests nor before one
 * month back for staff. Another day: firstPickUp..lastPickUp. Today: firstSameDayPickUp..lastSameDayPickUp,
 * only windows starting at least one hour from now. Staff booking today get the regular bounds with no
 * notice, as they may book in the past: docs/decisions/0007-pricing-pick-up-windows.md.
 */
export function pickUpWindows(
  date: string,
  settings: RegionalSettings,
  now: Clock,
  isStaff: boolean,
): number[] {
  const range = pickUpWindowRange(date, settings, now, isStaff);
  if (range === null) return [];
  return windowHours(range.first, range.last).filter((hour) => offered(range, date, hour));
}

/** Whether a chosen pick-up date and window is still offered; checked again at checkout (docs/rules/scheduling.md, Pick-up). */
export function isPickUpAvailable(
  date: string,
  hour: number,
  settings: RegionalSettings,
  now: Clock,
  isStaff: boolean,
): boolean {
  const range = pickUpWindowRange(date, settings, now, isStaff);
  return (
    range !== null &&
    Number.isInteger(hour) &&
    isWindowHour(hour) &&
    hour >= range.first &&
    hour <= range.last &&
    offered(range, date, hour)
  );
}

/**
 * The pick-up dates offered (docs/rules/scheduling.md, Pick-up): today to 7 days ahead (staff from one month
 * back), no Sundays, and today only while it still has a window.
 */
export function pickUpDates(settings: RegionalSettings, now: Clock, isStaff: boolean): string[] {
  const today = newYorkWallClock(now);
  const first = isStaff ? dayNumber(oneMonthBefore(today.date)) : today.days;
  const dates: string[] = [];
  for (let days = first; days <= today.days + PICK_UP_DAYS_AHEAD; days += 1) {
    const date = isoDateOf(days);
    if (pickUpWindows(date, settings, now, isStaff).length > 0) dates.push(date);
  }
  return dates;
}
