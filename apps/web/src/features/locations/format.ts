let oneDecimal: Intl.NumberFormat | undefined;

/**
 * Walking distance in miles, one decimal, never shown as 0. The format is made when the first distance is shown, not
 * when the page loads: the page's first number format loads the browser's number data
 * (docs/decisions/0111-public-pages-without-number-data.md), and /locations shows no distance until a visitor asks.
 */
export function formatMiles(miles: number): string {
  oneDecimal ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${oneDecimal.format(Math.max(0.1, miles))} mi`;
}

/** Directions in the visitor's own maps app or site, to the store's coordinates. */
export function directionsHref(location: { lat: number; long: number }): string {
  return `https://www.google.com/maps/dir/?api=1&travelmode=walking&destination=${location.lat},${location.long}`;
}
