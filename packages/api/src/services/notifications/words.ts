import { DEFAULT_LOCALE, isLocale, type Locale } from '@laundry/domain';
import { type ServiceKey, timeWindowText } from '@laundry/pricing';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DateTime } from 'luxon';
import en from './catalogues/en.json' with { type: 'json' };
import es from './catalogues/es.json' with { type: 'json' };

/**
 * The words of the customer's e-mails and texts in their language (docs/rules/languages.md, Notifications): the
 * catalogues beside this file, English and Spanish with the same keys (words.test.ts), ICU messages read by Lingui.
 * English is word for word what docs/rules/messages.md and the decisions quote.
 */
type WordId = keyof typeof en;
export type Words = ((id: WordId, values?: Record<string, string | number>) => string) & {
  locale: Locale;
  /** A New York calendar date, long ('Monday, June 2'; 'lunes, 2 de junio') or short ('Mon, Jun 2'; 'lun, 2 jun'). */
  day(isoDate: string, short?: boolean): string;
  /** A moment's New York date with its year: 'Monday, June 2, 2026'; 'lunes, 2 de junio de 2026'. */
  date(at: Date): string;
  /** A one-hour window: '8-9am' in English (docs/rules/scheduling.md), '8–9 a.m.' in Spanish. */
  window(hour: number): string;
  /** A service's name. */
  service(key: ServiceKey): string;
  /**
   * A link to the site that opens in the reader's language (docs/rules/languages.md, Choosing the language): `lang=es`
   * added for Spanish, which the server keeps in the cookie; English links stay as they were.
   */
  url(link: string): string;
};

const instances = new Map<Locale, I18n>();

function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    // The server reads the catalogues as written and compiles each message once, here: Lingui compiles a message
    // given as text again at every use (half of the time a checkout spent in Lingui, bench/README.md).
    const written: Record<string, string> = locale === 'es' ? es : en;
    const messages = Object.fromEntries(
      Object.entries(written).map(([id, text]) => [id, compileMessage(text)]),
    );
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    instances.set(locale, i18n);
  }
  return i18n;
}

const DAY_FORMATS: Record<Locale, { long: string; short: string }> = {
  en: { long: 'cccc, LLLL d', short: 'ccc, LLL d' },
  es: { long: "cccc, d 'de' LLLL", short: 'ccc, d LLL' },
};

/**
 * A calendar date's text depends on nothing but the date, the language and the length, and a day's messages name a
 * handful of dates: each is formatted once (luxon's formatting was 3 % of a checkout's CPU, bench/README.md). Bounded:
 * emptied when it holds `DAY_TEXTS_MAX`.
 */
const dayTexts = new Map<string, string>();
const DAY_TEXTS_MAX = 2_000;

function dayText(locale: Locale, isoDate: string, short: boolean): string {
  const key = `${locale} ${short ? 'short' : 'long'} ${isoDate}`;
  let text = dayTexts.get(key);
  if (text === undefined) {
    text = DateTime.fromISO(isoDate, { zone: 'America/New_York' })
      .setLocale(locale === 'es' ? 'es-US' : 'en-US')
      .toFormat(short ? DAY_FORMATS[locale].short : DAY_FORMATS[locale].long);
    if (dayTexts.size >= DAY_TEXTS_MAX) dayTexts.clear();
    dayTexts.set(key, text);
  }
  return text;
}

/** The words of one language; an unknown or missing language is English. */
export function wordsFor(language: string | null | undefined): Words {
  const locale: Locale = isLocale(language) ? language : DEFAULT_LOCALE;
  const i18n = i18nFor(locale);
  const words = ((id: WordId, values?: Record<string, string | number>) => i18n._(id, values)) as Words;
  words.locale = locale;
  words.day = (isoDate, short = false) => dayText(locale, isoDate, short);
  words.date = (at) =>
    DateTime.fromJSDate(at, { zone: 'America/New_York' })
      .setLocale(locale === 'es' ? 'es-US' : 'en-US')
      .toFormat(locale === 'es' ? "cccc, d 'de' LLLL 'de' yyyy" : 'cccc, LLLL d, yyyy');
  words.window = (hour) => timeWindowText(hour, locale);
  words.service = (key) => i18n._(`service.${key}`);
  words.url = (link) => {
    if (locale === DEFAULT_LOCALE) return link;
    const url = new URL(link);
    url.searchParams.set('lang', locale);
    return url.toString();
  };
  return words;
}
