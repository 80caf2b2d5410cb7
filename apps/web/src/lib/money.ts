const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * The client's one money formatter: every amount is integer cents and only the edges show dollars
 * (docs/rules/money.md, Amounts), with two decimals (docs/rules/public-site.md).
 */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}

/** A weight from the settings as the pages write it: 6, 20, 7.5. */
export function formatLbs(lbs: number): string {
  return String(Number(lbs.toFixed(2)));
}
