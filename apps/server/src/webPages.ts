import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The public pages rendered at build time (apps/web/scripts/prerender.mjs, docs/decisions/0029-web-first-paint.md):
 * the file under `<web build>/prerendered/` for each page's path, from the build's `pages.json`. Every other
 * page is the client's `index.html`.
 */
export function prerenderedPages(webDistDir: string): (url: string) => string {
  const listing = path.join(webDistDir, 'prerendered', 'pages.json');
  const pages: Record<string, string> = existsSync(listing)
    ? (JSON.parse(readFileSync(listing, 'utf8')) as Record<string, string>)
    : {};
  return (url) => {
    const query = url.indexOf('?');
    const pagePath = query === -1 ? url : url.slice(0, query);
    const file = Object.hasOwn(pages, pagePath) ? pages[pagePath] : undefined;
    return file ? `prerendered/${file}` : 'index.html';
  };
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
