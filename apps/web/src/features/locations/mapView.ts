/** docs/rules/public-site.md, Location finder: the map opens on Manhattan at zoom 11 and zooms to 15 on a selected location. */
export const MANHATTAN: readonly [number, number] = [40.7831, -73.9712];
export const DEFAULT_ZOOM = 11;
export const SELECTED_ZOOM = 15;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A marker's HTML: its name as text, for screen readers; the pin itself is the marker's background, an SVG drawn by
 * the stylesheet (locations.css), so each of a map's markers parses no markup of its own. Markers are for pointers;
 * the keyboard reaches the same stores through the list (docs/decisions/0055-map-markers-pointer-only.md).
 */
export function markerHtml(label: string): string {
  return `<span class="visually-hidden">${escapeHtml(label)}</span>`;
}
