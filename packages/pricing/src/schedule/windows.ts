/** A time window option: the hour it starts (7..21) and its label (docs/rules/scheduling.md, Time windows). */
export interface TimeWindow {
  value: number;
  label: string;
}

/** The earliest and latest window start the product ever offers: 7-8am to 9-10pm (docs/rules/scheduling.md, Time windows). */
export const FIRST_WINDOW_HOUR = 7;
export const LAST_WINDOW_HOUR = 21;

const clock12 = (hour: number) => ((hour + 11) % 12) + 1;

/**
 * The label of the one-hour window starting at `hour`, as docs/rules/scheduling.md, Time windows writes them: 7 -> '7-8am',
 * 11 -> '11-12pm', 21 -> '9-10pm'.
 */
export function timeWindowLabel(hour: number): string {
  return `${clock12(hour)}-${clock12(hour + 1)}${hour + 1 >= 12 ? 'pm' : 'am'}`;
}

export function timeWindow(hour: number): TimeWindow {
  return { value: hour, label: timeWindowLabel(hour) };
}

/** Whether an hour is a window start the product can offer (7..21; docs/rules/scheduling.md, Time windows). */
export function isWindowHour(hour: number): boolean {
  return hour >= FIRST_WINDOW_HOUR && hour <= LAST_WINDOW_HOUR;
}

/** Every window start from `first` to `last` inclusive, kept within 7..21. */
export function windowHours(first: number, last: number): number[] {
  const hours: number[] = [];
  for (let hour = Math.max(first, FIRST_WINDOW_HOUR); hour <= Math.min(last, LAST_WINDOW_HOUR); hour += 1) {
    hours.push(hour);
  }
  return hours;
}

/** The settings time-window choices, 7-8am to 9-10pm (docs/rules/scheduling.md, Time windows, staff settings). */
export const TIME_WINDOW_OPTIONS: readonly TimeWindow[] = windowHours(
  FIRST_WINDOW_HOUR,
  LAST_WINDOW_HOUR,
).map(timeWindow);

// Made at the first Spanish label, not when the module loads: a page's first date format loads the browser's date
// data (docs/decisions/0111-public-pages-without-number-data.md), and the order flow imports this module on its first
// step, which shows no time window.
let spanishHours: Intl.DateTimeFormat | undefined;

/**
 * A window's label in a language the customer side speaks (docs/rules/languages.md, Formatting): English's is
 * `timeWindowLabel`'s ('11-12pm'), Spanish's Intl's range of the hour ('11 a.m. – 12 p.m.').
 */
export function timeWindowText(hour: number, locale: 'en' | 'es'): string {
  if (locale === 'en') return timeWindowLabel(hour);
  // Plain spaces: Intl's narrow and thin spaces would take a text message out of the GSM alphabet.
  spanishHours ??= new Intl.DateTimeFormat('es-US', { timeZone: 'UTC', hour: 'numeric' });
  return spanishHours
    .formatRange(new Date(Date.UTC(2026, 0, 1, hour)), new Date(Date.UTC(2026, 0, 1, hour + 1)))
    .replace(/\p{Zs}/gu, ' ');
}
