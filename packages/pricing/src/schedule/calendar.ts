/**
 * Calendar arithmetic on New York dates written 'YYYY-MM-DD'. A calendar date has no time zone, so this
 * is plain proleptic-Gregorian day counting (H. Hinnant's days-from-civil), cheap enough for the pricing
 * hot path; clock.ts turns an instant into a New York date through luxon. Weekdays are ISO: 1 = Monday.
 */

export const SATURDAY = 6;
export const SUNDAY = 7;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date. */
export function dayNumber(isoDate: string): number {
  return daysFromCivil(
    Number(isoDate.slice(0, 4)),
    Number(isoDate.slice(5, 7)),
    Number(isoDate.slice(8, 10)),
  );
}

export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  // Integer divisions of non-negative values: `| 0` truncates like Math.floor, and is cheaper.
  const dayOfYear = (((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) | 0) + day - 1;
  const dayOfEra = yearOfEra * 365 + ((yearOfEra / 4) | 0) - ((yearOfEra / 100) | 0) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The 'YYYY-MM-DD' date of a day number. */
export function isoDateOf(days: number): string {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

/** ISO weekday of a day number: 1 = Monday ... 7 = Sunday (1970-01-01 was a Thursday). */
export function weekdayOf(days: number): number {
  return ((((days + 3) % 7) + 7) % 7) + 1;
}

/** ISO weekday of a 'YYYY-MM-DD' date. */
export function weekday(isoDate: string): number {
  return weekdayOf(dayNumber(isoDate));
}

/** docs/rules/scheduling.md: "Sundays are not selectable" for pick-up or delivery. */
export function isSunday(isoDate: string): boolean {
  return weekday(isoDate) === SUNDAY;
}

/**
 * The date `businessDays` business days after `isoDate`, Saturday and Sunday skipped (docs/rules/scheduling.md,
 * Delivery). Zero gives the date itself, even on a Saturday: a same-day service.
 */
export function addBusinessDays(isoDate: string, businessDays: number): string {
  return isoDateOf(addBusinessDaysTo(dayNumber(isoDate), businessDays));
}

/** `addBusinessDays` on day numbers. */
export function addBusinessDaysTo(days: number, businessDays: number): number {
  let result = days;
  let remaining = businessDays;
  while (remaining > 0) {
    result += 1;
    const day = weekdayOf(result);
    if (day !== SATURDAY && day !== SUNDAY) remaining -= 1;
  }
  return result;
}

/** The same day one calendar month earlier, clamped to the month's last day (March 31 -> February 28/29). */
export function oneMonthBefore(isoDate: string): string {
  let year = Number(isoDate.slice(0, 4));
  let month = Number(isoDate.slice(5, 7)) - 1;
  if (month === 0) {
    month = 12;
    year -= 1;
  }
  const lastDay =
    daysFromCivil(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1) -
    daysFromCivil(year, month, 1);
  return isoDateOf(daysFromCivil(year, month, Math.min(Number(isoDate.slice(8, 10)), lastDay)));
}
