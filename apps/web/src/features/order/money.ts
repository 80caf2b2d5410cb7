const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Money is integer cents everywhere; only the screen shows dollars. */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}
