import { DateTime, IANAZone } from 'luxon';
import { dayNumber, isoDateOf } from './calendar';

/** docs/rules/regions.md: all dates and times are in America/New_York, for both regions. */
export const NEW_YORK = 'America/New_York';
// Made at the first offset asked for, not when the module loads: luxon makes an Intl date format for it, and a page's
// first one loads the browser's date data (docs/decisions/0111-public-pages-without-number-data.md).
let zone: IANAZone | undefined;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The injected clock: a luxon DateTime or epoch milliseconds. */
export type Clock = DateTime | number;

export function epochMs(now: Clock): number {
  return typeof now === 'number' ? now : now.toMillis();
}

/** The instant as a luxon DateTime in New York, for display and for callers that want luxon. */
export function inNewYork(now: Clock): DateTime {
  return DateTime.fromMillis(epochMs(now), { zone: NEW_YORK });
}

// docs/decisions/0004-pricing-engine-internals.md: luxon asks Intl for an offset, which costs microseconds. New York's offset only changes on a whole
// UTC hour (02:00 local = 07:00 or 06:00 UTC), so one lookup per UTC hour is exact.
const offsets = new Map<number, number>();
function offsetMs(epoch: number): number {
  const hour = Math.floor(epoch / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    if (offsets.size > 1024) offsets.clear();
    zone ??= IANAZone.create(NEW_YORK);
    offset = zone.offset(hour * HOUR_MS) * 60_000;
    offsets.set(hour, offset);
  }
  return offset;
}

/** The New York wall clock of an instant: calendar date, day number and minutes since midnight. */
export interface WallClock {
  readonly date: string;
  readonly days: number;
  readonly minutes: number;
}

// One request asks for the same instant several times (promo expiry, pick-up check): keep the last one.
let lastInstant = Number.NaN;
let lastWallClock: WallClock = { date: '', days: 0, minutes: 0 };

export function newYorkWallClock(now: Clock): WallClock {
  const instant = epochMs(now);
  if (instant !== lastInstant) {
    const local = instant + offsetMs(instant);
    const days = Math.floor(local / DAY_MS);
    const date =
      days === lastWallClock.days && lastWallClock.date !== '' ? lastWallClock.date : isoDateOf(days);
    lastWallClock = { date, days, minutes: Math.floor((local - days * DAY_MS) / 60_000) };
    lastInstant = instant;
  }
  return lastWallClock;
}

/** Today's date in New York ('YYYY-MM-DD'). */
export function newYorkToday(now: Clock): string {
  return newYorkWallClock(now).date;
}

/**
 * The instant (epoch ms) a New York window starting at `hour` on `isoDate` begins. Same offset fix-up as
 * luxon's: across a DST change the two nearby offsets are tried, so March and November days are exact.
 */
export function newYorkInstant(isoDate: string, hour: number): number {
  const local = dayNumber(isoDate) * DAY_MS + hour * HOUR_MS;
  const guess = offsetMs(local);
  const first = local - guess;
  const corrected = offsetMs(first);
  if (corrected === guess) return first;
  const second = local - corrected;
  const again = offsetMs(second);
  return again === corrected ? second : local - Math.min(corrected, again);
}
