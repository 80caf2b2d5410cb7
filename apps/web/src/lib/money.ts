import { intlLocale } from '../i18n/i18n';

// Each made at its language's first amount, not when this module loads: a page's first number format loads the
// browser's number data (docs/decisions/0111-public-pages-without-number-data.md).
const dollars: Partial<Record<'en-US' | 'es-US', Intl.NumberFormat>> = {};
const dollarsIn = (locale: string) => {
  const language = locale === 'es-US' ? locale : 'en-US';
  dollars[language] ??= new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
  return dollars[language];
};

/**
 * The client's one money formatter: every amount is integer cents and only the edges show dollars
 * (docs/rules/money.md, Amounts), with two decimals (docs/rules/public-site.md), in the page's language: US dollars
 * either way (docs/rules/languages.md, Formatting).
 */
export function formatCents(cents: number): string {
  return dollarsIn(intlLocale()).format(cents / 100);
}

/** A weight from the settings as the pages write it: 6, 20, 7.5. */
export function formatLbs(lbs: number): string {
  return String(Number(lbs.toFixed(2)));
}
