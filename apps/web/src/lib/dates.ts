import { timeWindowText } from '@laundry/pricing';
import { currentLocale, intlLocale } from '../i18n/i18n';

/**
 * The web client's date formats, one home (docs/decisions/0072-dates-carry-their-year.md): every date a list, a
 * detail or a choice shows carries its year, and is a New York date or time (docs/rules/regions.md). Made with the
 * browser's own Intl rather than luxon, so a public page that shows a date (the specials' expiry) loads no date
 * library (docs/decisions/0099-public-pages-javascript.md).
 */

const NEW_YORK = 'America/New_York';

/**
 * A format made when it is first used, not when this module loads: a page's first date or number format loads the
 * browser's locale data, tens of milliseconds that would otherwise land in the order flow's first step, which shows no
 * date (docs/decisions/0111-public-pages-without-number-data.md).
 */
function onFirstUse(options: Intl.DateTimeFormatOptions, locale = 'en-US'): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}

const calendarDay: Intl.DateTimeFormatOptions = {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
};
const newYorkMoment: Intl.DateTimeFormatOptions = {
  timeZone: NEW_YORK,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/**
 * The same dates as a Spanish reader writes them ('lun, 30 de nov de 2026'), by Intl's own order of the parts
 * (docs/rules/languages.md, Formatting); English keeps the formats below, part by part.
 */
const spanish = {
  day: onFirstUse(calendarDay, 'es-US'),
  date: onFirstUse({ timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }, 'es-US'),
  moment: onFirstUse(newYorkMoment, 'es-US'),
};
const inSpanish = () => intlLocale() === 'es-US';

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function partsOf(format: Intl.DateTimeFormat, at: Date): Parts {
  return Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
}

// A calendar date ('YYYY-MM-DD') is a day, not an instant: it is read at noon UTC and written in UTC, so no zone moves it.
const calendarDate = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);
const dayFormat = onFirstUse(calendarDay);
const momentFormat = onFirstUse({ ...newYorkMoment, hour12: true });

/** A calendar date with its weekday: 'Mon, Nov 24, 2026' (the schedule's dates). */
export function formatWeekdayDate(isoDate: string): string {
  if (inSpanish()) return spanish.day().format(calendarDate(isoDate));
  const p = partsOf(dayFormat(), calendarDate(isoDate));
  return `${p.weekday}, ${p.month} ${p.day}, ${p.year}`;
}

/** A calendar date: 'Jan 31, 2027' (a special's expiry). */
export function formatCalendarDate(isoDate: string): string {
  if (inSpanish()) return spanish.date().format(calendarDate(isoDate));
  const p = partsOf(dayFormat(), calendarDate(isoDate));
  return `${p.month} ${p.day}, ${p.year}`;
}

/** A moment in New York time: 'Mon, Nov 23, 2026, 11:05 AM ET' (the timeline, when an order was placed). */
export function formatNewYorkTime(at: string | Date): string {
  if (inSpanish()) return `${spanish.moment().format(typeof at === 'string' ? new Date(at) : at)} ET`;
  const p = partsOf(momentFormat(), typeof at === 'string' ? new Date(at) : at);
  return `${p.weekday}, ${p.month} ${p.day}, ${p.year}, ${p.hour}:${p.minute} ${p.dayPeriod} ET`;
}

/**
 * A one-hour time window starting at `hour`: '11-12pm' in English, as docs/rules/scheduling.md writes them, and
 * '11 a.m. – 12 p.m.' in Spanish (docs/rules/languages.md, Formatting).
 */
export function formatTimeWindow(hour: number): string {
  return timeWindowText(hour, currentLocale());
}
