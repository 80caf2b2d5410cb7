import { intlLocale } from '../i18n/i18n';

const dollars = {
  'en-US': new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
  'es-US': new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }),
};

/**
 * The client's one money formatter: every amount is integer cents and only the edges show dollars
 * (docs/rules/money.md, Amounts), with two decimals (docs/rules/public-site.md), in the page's language: US dollars
 * either way (docs/rules/languages.md, Formatting).
 */
export function formatCents(cents: number): string {
  return (dollars[intlLocale() as keyof typeof dollars] ?? dollars['en-US']).format(cents / 100);
}

/** A weight from the settings as the pages write it: 6, 20, 7.5. */
export function formatLbs(lbs: number): string {
  return String(Number(lbs.toFixed(2)));
}
