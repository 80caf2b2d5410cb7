#!/usr/bin/env node
// Fails when the JavaScript a public page needs before it is interactive grows past its budget: the home page's, then
// each other public page's (PUBLIC_PAGE_BUDGETS). That is the entry chunk (index.html) with its static imports, plus
// the lazy chunk of the page's route module (src/routes/public/Home.tsx for '/') with its static imports. Sizes are
// gzipped, as a browser downloads them.
// Usage: npm run build -w @laundry/web && node scripts/checkBundleSize.mjs [build folder, default apps/web/dist]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Tightened to what the home page needs (115.9 kB since the client routes with React Router's declarative
// router, docs/decisions/0060-web-declarative-router.md): React DOM is most of it; anything new on the home page
// must pay for itself.
// 116.5 -> 116.6 kB (2026-11-28): the zip check says when a region's ordering is paused, with its number as a tel: link
// (docs/decisions/0076-regions-ordering-paused.md), and the route table names more shared chunks; measured 116.52 kB.
// 116.6 -> 116.9 kB (2026-11-29): issue 37's screens in the route table and the staff menu (route sheets, their tickets,
// an order's ticket; docs/decisions/0085-route-sheet-printing.md) and the day's other changes; measured 116.79 kB.
// 116.9 -> 118.0 kB (2026-11-29): the live screens' subscription link in the tRPC client (docs/decisions/0088-live-order-screens.md;
// tRPC's own httpSubscriptionLink, even loaded on demand, split @trpc/client into a shared chunk and measured 122.3 kB),
// batches split at 6,000 characters of URL, the driver's and the receipt's routes; measured 117.86 kB. Issue 39 is to
// bring public pages' JavaScript down: the next change to this file should lower it.
// 118.0 -> 117.5 kB (2026-11-29): the customer side in English and Spanish (Lingui, the page's catalogues' loader, the
// language switch: about 5 kB) paid for by loading later what the home page's first screen does not show (the staff
// layout, the guard of /app screens, the page not found, the update banner, the install hint, Continue as a Guest
// with React Query's mutations) and by dropping Vite's modulepreload polyfill
// (docs/decisions/0101-customer-side-in-spanish.md); measured 117.06 kB.
const BUDGET_BYTES = 117.5 * 1000; // 117.5 kB gzipped (docs/decisions/0029-web-first-paint.md)
// The other public pages' budgets in kB gzipped, each what it measured when set (2026-11-29) rounded up: the specials
// no longer load luxon, zod or the pricing package for one date (170.7 -> 113.3 kB with the dates made by Intl);
// the log-in and sign-up forms still load zod for their checks (docs/decisions/0099-public-pages-javascript.md).
// Raised 2026-11-29 by what Spanish costs these pages (Lingui, the catalogues' loader, the switch, Lingui's reader of
// markup in messages where a page has links inside sentences), measured then and rounded up
// (docs/decisions/0101-customer-side-in-spanish.md).
// Specials 118.0 -> 118.2 kB (2026-12-02): its specials' and stores' cards drawn in a transition (useDeferredValue,
// docs/decisions/0029-web-first-paint.md, amended 2 December), which took its blocking after the first paint from
// 99-110 to 69-85 ms; measured 118.12 kB, 0.12 kB more than before.
// The guest's first order step (src/routes/order/OrderAddress.tsx, set 2026-12-03): 194.8 -> 189.9 kB with the phone
// order's customer search, staff's alone, loaded when a staff member opens it, and the shared schemas a page does not
// use left out of its chunks (docs/decisions/0117-unused-schemas-left-out.md); measured 189.93 kB.
const PUBLIC_PAGE_BUDGETS = {
  'public/Pricing': 125.0,
  'public/FloridaPricing': 125.0,
  'public/Specials': 118.2,
  'public/Locations': 118.5,
  'public/Login': 164.0,
  'public/Signup': 162.5,
  'order/OrderAddress': 190.0,
};
// A warning of React Router's development build only, in the code of its declarative router: the build takes
// its production files (docs/decisions/0059-web-production-dependencies.md, 0060-web-declarative-router.md).
const DEVELOPMENT_ONLY = 'No routes matched location';
const distDir = process.argv[2]
  ? path.resolve(process.argv[2])
  : path.resolve(import.meta.dirname, '../apps/web/dist');
const manifestPath = path.join(distDir, '.vite/manifest.json');
// The route module apps/web/src/routes/index.tsx lazy-loads for '/'.
const HOME_ROUTE_MODULE = 'src/routes/public/Home.tsx';

if (!existsSync(manifestPath)) {
  console.error(
    `No build manifest at ${path.relative(process.cwd(), manifestPath)}. Run: npm run build -w @laundry/web`,
  );
  process.exit(1);
}
/** @type {Record<string, { file: string; isEntry?: boolean; imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const homeKey = manifest[HOME_ROUTE_MODULE] ? HOME_ROUTE_MODULE : undefined;
if (!entryKey || !homeKey) {
  console.error(`The manifest has no ${entryKey ? `chunk for ${HOME_ROUTE_MODULE}` : 'entry chunk'}.`);
  process.exit(1);
}

/** The chunk and everything it imports statically (dynamic imports load later, on demand). */
function withStaticImports(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) withStaticImports(imported, seen);
  return seen;
}

/** A page's JavaScript before it is interactive: the entry and its route module, each with its static imports. */
function pageRows(routeKey) {
  const keys = withStaticImports(routeKey, withStaticImports(entryKey));
  const files = [...new Set([...keys].map((key) => manifest[key].file))].filter((file) =>
    file.endsWith('.js'),
  );
  return files.map((file) => {
    const bytes = readFileSync(path.join(distDir, file));
    const development = bytes.includes(DEVELOPMENT_ONLY);
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, development };
  });
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const rows = pageRows(homeKey);
const withDevelopmentCode = rows.filter((row) => row.development).map((row) => row.file);
rows.sort((a, b) => b.gzip - a.gzip);
for (const row of rows)
  console.log(`  ${kB(row.gzip).padStart(9)} gzip  ${kB(row.raw).padStart(9)} raw  ${row.file}`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `Home page JavaScript: ${kB(total)} gzipped (${total} bytes), ${verdict} the ${kB(BUDGET_BYTES)} budget.`,
);
if (withDevelopmentCode.length > 0) {
  console.log(`Development-only code ("${DEVELOPMENT_ONLY}") in: ${withDevelopmentCode.join(', ')}`);
}
// The other public pages, each within its own budget (docs/decisions/0099-public-pages-javascript.md).
let pagesOver = 0;
for (const [page, budget] of Object.entries(PUBLIC_PAGE_BUDGETS)) {
  const key = `src/routes/${page}.tsx`;
  if (!manifest[key]) {
    console.log(`The manifest has no chunk for ${key}.`);
    pagesOver += 1;
    continue;
  }
  const pageTotal = pageRows(key).reduce((sum, row) => sum + row.gzip, 0);
  const within = pageTotal <= budget * 1000;
  if (!within) pagesOver += 1;
  console.log(
    `${page} JavaScript: ${kB(pageTotal)} gzipped, ${within ? 'within' : 'OVER'} its ${kB(budget * 1000)} budget.`,
  );
}
process.exit(total <= BUDGET_BYTES && withDevelopmentCode.length === 0 && pagesOver === 0 ? 0 : 1);
