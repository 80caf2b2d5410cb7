import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A listing the build writes under `prerendered/` (path -> file), empty without a build. */
function readListing(webDistDir: string, name: string): Record<string, string> {
  const listing = path.join(webDistDir, 'prerendered', name);
  return existsSync(listing) ? (JSON.parse(readFileSync(listing, 'utf8')) as Record<string, string>) : {};
}

/** The listed file for a URL's path (its query aside), or null. */
function fileFor(pages: Record<string, string>, url: string): string | null {
  const query = url.indexOf('?');
  const pagePath = query === -1 ? url : url.slice(0, query);
  return Object.hasOwn(pages, pagePath) ? `prerendered/${pages[pagePath]}` : null;
}

/**
 * The public pages rendered at build time (apps/web/scripts/prerender.mjs, docs/decisions/0029-web-first-paint.md):
 * the file under `<web build>/prerendered/` for each page's path, from the build's `pages.json`. Every other
 * page is the client's `index.html`.
 */
export function prerenderedPages(webDistDir: string): (url: string) => string {
  const pages = readListing(webDistDir, 'pages.json');
  return (url) => fileFor(pages, url) ?? 'index.html';
}

/**
 * Pages of the signed-in area rendered at build time as a guest first sees them (the order flow's first step,
 * docs/decisions/0029-web-first-paint.md): the file for each page's path, from the build's `guest-pages.json`,
 * or null. The caller sends it only to a request whose session is a guest's; anyone else gets the client's
 * `index.html`, as before.
 */
export function prerenderedGuestPages(webDistDir: string): (url: string) => string | null {
  const pages = readListing(webDistDir, 'guest-pages.json');
  return (url) => fileFor(pages, url);
}

/**
 * The Content-Security-Policy sources of the prerendered pages' inline scripts (their `'sha256-...'` hashes),
 * from the build's `script-hashes.json`; none without a build.
 */
export function prerenderedScriptHashes(webDistDir: string): string[] {
  const listing = path.join(webDistDir, 'prerendered', 'script-hashes.json');
  if (!existsSync(listing)) return [];
  const hashes = JSON.parse(readFileSync(listing, 'utf8')) as string[];
  return hashes.map((hash) => `'${hash}'`);
}
