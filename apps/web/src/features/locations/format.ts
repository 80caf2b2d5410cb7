const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Walking distance in miles, one decimal, never shown as 0. */
export function formatMiles(miles: number): string {
  return `${oneDecimal.format(Math.max(0.1, miles))} mi`;
}

/** Directions in the visitor's own maps app or site, to the store's coordinates. */
export function directionsHref(location: { lat: number; long: number }): string {
  return `https://www.google.com/maps/dir/?api=1&travelmode=walking&destination=${location.lat},${location.long}`;
}
