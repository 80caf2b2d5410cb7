const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Money is integer cents everywhere; the pages show dollars with 2 decimals (spec 000 §9). */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}

/** A weight from the settings as the pages write it: 6, 20, 7.5. */
export function formatLbs(lbs: number): string {
  return String(Number(lbs.toFixed(2)));
}
