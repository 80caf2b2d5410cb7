import catalogues from 'virtual:catalogues';
import {
  DEFAULT_LOCALE,
  firstSupportedLocale,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  type Locale,
  localeFromCookieHeader,
} from '@laundry/domain';
import { type Messages, setupI18n } from '@lingui/core';

/**
 * The customer side's words in English and Spanish (docs/rules/languages.md, docs/decisions/0101-customer-side-in-spanish.md):
 * one Lingui instance, its messages loaded a catalogue at a time, each catalogue an area of the site in one language.
 * The layout's catalogue is loaded before the first render (src/main.tsx), a page's with its code (src/routes/index.tsx).
 */
export const AREAS = ['layout', 'public', 'privacy', 'auth', 'ordering', 'account'] as const;
export type Area = (typeof AREAS)[number];

export const i18n = setupI18n();

/** Areas some page has asked for: a change of language loads each again in the new language. */
const wanted = new Set<Area>(['layout']);
/** The language being switched to (or shown): what a page's catalogues are loaded in. */
let target: Locale = DEFAULT_LOCALE;
const loaded = new Map<string, Promise<void>>();

function loadCatalogue(locale: Locale, area: string): Promise<void> {
  const key = `${locale}/${area}`;
  let loading = loaded.get(key);
  if (!loading) {
    const loader = catalogues[key];
    loading = loader
      ? loader().then((module) => i18n.load(locale, module.default as Messages))
      : Promise.resolve();
    // A failed load may be tried again (a dropped connection).
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/**
 * The catalogues a locale needs for the areas asked for. Other languages also need the product's fixed English texts
 * in their words (serverMessages.ts): the catalogues named `spec-*`, keyed by the English text.
 */
function loadLocale(locale: Locale, areas: Iterable<Area>): Promise<unknown> {
  const needed: string[] = [...areas];
  if (locale !== 'en') {
    for (const key of Object.keys(catalogues)) {
      if (key.startsWith(`${locale}/spec-`)) needed.push(key.slice(locale.length + 1));
    }
  }
  return Promise.all(needed.map((area) => loadCatalogue(locale, area)));
}

/** The language the page shows now. */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** Loads an area's messages in the page's language (a page's route loads its own before it renders). */
export function loadAreas(areas: readonly Area[]): Promise<unknown> {
  for (const area of areas) wanted.add(area);
  return loadLocale(target, areas);
}

/** A page's code loader that also loads its areas' messages, side by side (src/routes/index.tsx). */
export function withMessages<Module>(
  areas: readonly Area[],
  load: () => Promise<Module>,
): () => Promise<Module> {
  return () => Promise.all([load(), loadAreas(areas)]).then(([module]) => module);
}

/**
 * The language a page starts in: the one chosen and kept in the cookie; for a page the server rendered ahead of
 * time, the language it was rendered in (the server chose it the same way, from the cookie or Accept-Language);
 * otherwise the first of the browser's languages the site speaks.
 */
export function initialLocale(): Locale {
  const chosen = localeFromCookieHeader(document.cookie);
  if (chosen) return chosen;
  const prerendered = document.getElementById('root')?.firstElementChild?.classList.contains('prerendered');
  const rendered = document.documentElement.lang;
  if (prerendered && isLocale(rendered)) return rendered;
  return firstSupportedLocale(navigator.languages ?? [navigator.language]);
}

/** Shows the page in a language: its areas' messages loaded first, so no screen shows a message id. */
export async function activateLocale(locale: Locale): Promise<void> {
  target = locale;
  await loadLocale(locale, wanted);
  // A later switch won the race: it activates its own language.
  if (target !== locale) return;
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Keeps a visitor's choice of language in the `lang` cookie for a year. */
export function keepLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server reads too; the Cookie Store API is not in every browser the site serves.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** The locale `Intl` formats in: dates, times, numbers and US dollars as a reader of the page's language writes them. */
export function intlLocale(): string {
  return currentLocale() === 'es' ? 'es-US' : 'en-US';
}

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * A count and its plural category in the page's language, for a message that selects on the category
 * ('{plural, select, one {{count} location} other {{count} locations}}') instead of using Lingui's `plural`, which
 * formats the count with `Intl.NumberFormat` even where the message writes no `#`: the page's first number format
 * loads the browser's number data, 35-100 ms of the main thread on a public page that formats no other number
 * (docs/decisions/0111-public-pages-without-number-data.md). Plural rules do not load it.
 */
export function countValues(count: number): { count: number; plural: Intl.LDMLPluralRule } {
  const locale = intlLocale();
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return { count, plural: rules.select(count) };
}
