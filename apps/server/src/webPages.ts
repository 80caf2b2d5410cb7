import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '@laundry/domain';

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
 * the file under `<web build>/prerendered/` for each page's path and language, from the build's `pages.json`. Every
 * other page is the client's `index.html`, whose `<html lang>` is Spanish's for Spanish (docs/rules/languages.md).
 */
export function prerenderedPages(webDistDir: string): (url: string, locale: Locale) => string {
  const byLocale = listings(webDistDir, 'pages.json');
  const spanishShell = existsSync(path.join(webDistDir, 'prerendered', 'es', 'shell.html'));
  return (url, locale) =>
    fileFor(byLocale[locale], url) ??
    (locale === 'es' && spanishShell ? 'prerendered/es/shell.html' : 'index.html');
}

/** A listing for each language: English's at `prerendered/<name>`, another's at `prerendered/<language>/<name>`. */
function listings(webDistDir: string, name: string): Record<Locale, Record<string, string>> {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, readListing(webDistDir, locale === 'en' ? name : `${locale}/${name}`)]),
  ) as Record<Locale, Record<string, string>>;
}

/**
 * Pages of the signed-in area rendered at build time as a guest first sees them (the order flow's first step,
 * docs/decisions/0029-web-first-paint.md): the file for each page's path, from the build's `guest-pages.json`,
 * or null. The caller sends it only to a request whose session is a guest's; anyone else gets the client's
 * `index.html`, as before.
 */
export function prerenderedGuestPages(webDistDir: string): (url: string, locale: Locale) => string | null {
  const byLocale = listings(webDistDir, 'guest-pages.json');
  return (url, locale) => fileFor(byLocale[locale], url);
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
