/**
 * The languages the customer side speaks, and how one is chosen (docs/rules/languages.md): a choice kept in the
 * `lang` cookie (a visitor's) or the account (a customer's, copied into the cookie at log-in), otherwise the
 * reader's own preference (the browser's languages, the request's Accept-Language), otherwise English.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The cookie that keeps the chosen language, readable by the page's script (it is no secret). */
export const LOCALE_COOKIE = 'lang';
/** A year, in seconds: how long a choice of language is kept. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** Each language named in itself, as the switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first of a reader's languages, most preferred first ('es-MX', 'en'), that the product speaks, else English. */
export function firstSupportedLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** The `lang` value of a Cookie header, when it names a language the product speaks. */
export function localeFromCookieHeader(cookieHeader: string | undefined | null): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}
