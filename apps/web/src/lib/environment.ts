/**
 * False while the public pages are rendered to HTML at build time (docs/decisions/web-first-paint.md):
 * what needs a browser (the map, the install hint) waits for the client there.
 */
export const inBrowser = typeof window !== 'undefined';
