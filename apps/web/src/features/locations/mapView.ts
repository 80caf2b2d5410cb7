/** docs/rules/public-site.md, Location finder: the map opens on Manhattan at zoom 11 and zooms to 15 on a selected location. */
export const MANHATTAN: readonly [number, number] = [40.7831, -73.9712];
export const DEFAULT_ZOOM = 11;
export const SELECTED_ZOOM = 15;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const PIN_SVG =
  '<svg viewBox="0 0 24 32" width="28" height="36" aria-hidden="true" focusable="false">' +
  '<path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z"/>' +
  '<circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>';

/**
 * A marker's HTML: a pin drawn in SVG (no image files to resolve) and its name as text. Markers are for
 * pointers; the keyboard reaches the same stores through the list (docs/decisions/0055-map-markers-pointer-only.md).
 */
export function markerHtml(label: string): string {
  return `${PIN_SVG}<span class="visually-hidden">${escapeHtml(label)}</span>`;
}
