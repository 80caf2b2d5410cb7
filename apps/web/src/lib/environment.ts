/**
 * False while the public pages are rendered to HTML at build time (docs/decisions/0029-web-first-paint.md):
 * what needs a browser (the map, the install hint) waits for the client there.
 */
export const inBrowser = typeof window !== 'undefined';
