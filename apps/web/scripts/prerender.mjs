// Renders the public pages to HTML at build time (docs/decisions/0029-web-first-paint.md): a server build of
// src/prerender/render.tsx renders each page as a visitor without a session first sees it, and each page is
// written to <dist>/prerendered/<name>.html: the built index.html with the page inside #root, its styles
// (the entry's and its route's) inlined and its scripts fetched and run only after its first paint. The server sends these files for their paths (apps/server/src/
// webPages.ts); the client then renders over them (src/main.tsx). Run by vite.config.ts after each build.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

/** File name of a page's HTML: '/' is index, '/pricing' is pricing, '/app/order/address' is app-order-address. */
const prerenderedFileOf = (pagePath) =>
  `${pagePath === '/' ? 'index' : pagePath.slice(1).replaceAll('/', '-')}.html`;

/**
 * Form controls are disabled and the page is inert until the client has rendered over it, so nothing typed
 * or clicked before then is lost (a click waits for the live page).
 */
function inertMarkup(html) {
  return html.replace(/<(input|select|textarea|button)(?=[\s>])/g, '<$1 disabled=""');
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The page's styles inlined in its head instead of linked: a stylesheet link blocks the first paint until it
 * has arrived, and by then the module scripts have too and run first, so the static page painted only after
 * the client's scripts had (Lighthouse's simulated slow 4G and CPU put that at 2.4 s on the home page). Inline,
 * the page paints as soon as its HTML is parsed (docs/decisions/0029-web-first-paint.md). The shell's links and
 * preloads of those files go; the client's route loader may link them again later, to the same effect.
 */
async function inlineStyles(html, outDir, files) {
  let page = html;
  const styles = [];
  for (const file of files) {
    const css = await readFile(path.join(outDir, file), 'utf8');
    styles.push(`<style data-href="/${file}">${css.replace(/<\/style/gi, '<\\/style')}</style>`);
    page = page.replace(
      new RegExp(
        `<link rel="(?:stylesheet|preload" as="style)" crossorigin href="/${escapeRegExp(file)}">`,
        'g',
      ),
      '',
    );
  }
  return page.replace('</head>', `${styles.join('')}</head>`);
}

/**
 * Starts the client once the static page has painted: when the browser reports its first contentful paint
 * (or, where it cannot, a frame later; in any case within 2 s, should a browser never report it), it adds the
 * preloads of the page's modules and of the entry, one a task (adding them all in one went past 50 ms under a
 * 4x CPU slowdown); then it runs, one a task, the modules that do not need the entry (`data-early`: the
 * validation library and its schemas, the number formats), and only then adds the entry script, so that the
 * entry's and the route's evaluations are not one long task each (docs/decisions/0029-web-first-paint.md).
 * Before the paint the page fetches no script at all. Otherwise the browser, which has the modules by the end of
 * the HTML on a fast connection, often runs them first and paints the page only after them; and Lighthouse,
 * seeing scripts that had arrived before the paint, counts their download over its simulated slow 4G in the
 * first paint (2.2-2.6 s instead of about 1 s). A frame callback alone is not enough: the frame's paint may
 * still be on its way to the screen when a task queued from it runs. Inline, not a file, so the page needs no
 * request before it paints; the Content-Security-Policy allows it by its hash (script-hashes.json, read by
 * apps/server/src/webPages.ts).
 */
const START_AFTER_PAINT = `
(function () {
  var data = document.currentScript.dataset;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var modules = [data.entry].concat(data.modules.split(' '));
    var early = data.early ? data.early.split(' ') : [];
    function preload(index) {
      if (index >= modules.length) return run(0);
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = modules[index];
      document.head.appendChild(link);
      setTimeout(preload, 0, index + 1);
    }
    function run(index) {
      if (index >= early.length) return addEntry();
      var next = function () { setTimeout(run, 0, index + 1); };
      import(early[index]).then(next, next);
    }
    function addEntry() {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = 'anonymous';
      script.src = data.entry;
      document.head.appendChild(script);
    }
    preload(0);
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!types || types.indexOf('paint') < 0) {
    requestAnimationFrame(function () { setTimeout(start, 0); });
    return;
  }
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 2000);
})();
`;

/** The hash of START_AFTER_PAINT as a Content-Security-Policy source. */
const START_AFTER_PAINT_HASH = `sha256-${createHash('sha256').update(START_AFTER_PAINT).digest('base64')}`;

const ENTRY_TAG = /<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/;
const START_PLACEHOLDER = '<!--start-after-paint-->';

/**
 * The shell without its scripts and preloads: the entry script's place is kept for the page's start script,
 * the module preloads go (the start script adds the page's own after the paint), and so do the preloads of
 * the home route's styles (a page inlines the styles it needs).
 */
function shellWithoutScripts(html) {
  if (!ENTRY_TAG.test(html))
    throw new Error('The built index.html has no entry script to start after the paint.');
  return html
    .replace(ENTRY_TAG, START_PLACEHOLDER)
    .replace(/<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(/<link rel="preload" as="style" crossorigin href="[^"]+">/g, '');
}

/**
 * A page's start script: the entry and every module its first render needs, preloaded after the paint, and
 * those of them that import nothing of the entry's, run before it in an order where each module's imports
 * come first.
 */
function startScript(manifest, entryKey, modules) {
  const entryFile = manifest[entryKey].file;
  const list = [...new Set(modules)].filter((file) => file !== entryFile);
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const needsEntry = new Map();
  const importsEntry = (key) => {
    if (key === entryKey) return true;
    if (!needsEntry.has(key)) {
      needsEntry.set(key, false);
      needsEntry.set(key, (manifest[key]?.imports ?? []).some(importsEntry));
    }
    return needsEntry.get(key);
  };
  const early = [];
  const visit = (key) => {
    if (importsEntry(key) || early.includes(key)) return;
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
    early.push(key);
  };
  for (const file of list) visit(keyOf.get(file));
  const href = (files) => files.map((file) => `/${file}`).join(' ');
  return `<script data-entry="/${entryFile}" data-modules="${href(list)}" data-early="${href(early.map((key) => manifest[key].file))}">${START_AFTER_PAINT}</script>`;
}

/** The styles and scripts a route module needs, from the client build's manifest. */
function assetsOf(manifest, source) {
  const css = new Set();
  const js = new Set();
  const visit = (key, isEntry) => {
    const chunk = manifest[key];
    if (!chunk || (!isEntry && js.has(chunk.file))) return;
    if (!isEntry) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported, false);
  };
  visit(source, false);
  return { css: [...css], js: [...js] };
}

/** The page's <html lang> set to the language it is rendered in. */
function withLanguage(html, locale) {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
}

export async function prerender({ root, outDir }) {
  const serverDir = path.join(outDir, '.prerender');
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    mode: 'production',
    build: {
      ssr: path.join(root, 'src/prerender/render.tsx'),
      outDir: serverDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
    // One self-contained module: the workspace packages are TypeScript sources.
    ssr: { noExternal: true },
  });
  try {
    const { renderPage, PRERENDERED_PAGES, GUEST_PAGES, LOCALES } = await import(
      pathToFileURL(path.join(serverDir, 'render.js')).href
    );
    const shell = shellWithoutScripts(await readFile(path.join(outDir, 'index.html'), 'utf8'));
    const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'));
    const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
    const entry = manifest[entryKey];
    const entryCss = new Set(entry?.css ?? []);
    const entryImports = assetsOf(manifest, entryKey).js.filter((file) => file !== entry.file);
    await mkdir(path.join(outDir, 'prerendered'), { recursive: true });
    /** Renders each page of `pages` (path -> its route module) and returns path -> file. */
    // English pages at prerendered/<file>, each other language's under prerendered/<language>/ with its own
    // listing; the server sends the reader's (apps/server/src/webPages.ts, docs/rules/languages.md).
    const renderAll = async (pages, visitor, locale) => {
      const written = {};
      const folder = locale === 'en' ? '' : `${locale}/`;
      for (const [pagePath, routeModule] of Object.entries(pages)) {
        const body = await renderPage(pagePath, visitor, locale);
        // A page that failed, or that suspended and left its loading spinner (PageFrame's 'Loading page…',
        // e.g. a hook with no server value), is not the page: the build fails.
        if (
          ['Something went wrong', 'Algo salió mal', 'Loading page…', 'Cargando la página…'].some((text) =>
            body.includes(text),
          )
        )
          throw new Error(`${pagePath} did not render at build time.`);
        if (!manifest[routeModule])
          throw new Error(`The build has no chunk for ${routeModule} (${pagePath}).`);
        const assets = assetsOf(manifest, routeModule);
        const styles = [...entryCss, ...assets.css.filter((file) => !entryCss.has(file))];
        const html = (await inlineStyles(withLanguage(shell, locale), outDir, styles))
          .replace(START_PLACEHOLDER, () => startScript(manifest, entryKey, [...entryImports, ...assets.js]))
          .replace(
            '<div id="root"></div>',
            `<div id="root"><div class="prerendered" inert="">${inertMarkup(body)}</div></div>`,
          );
        const file = `${folder}${prerenderedFileOf(pagePath)}`;
        await writeFile(path.join(outDir, 'prerendered', file), html);
        written[pagePath] = file;
      }
      return written;
    };
    let count = 0;
    for (const locale of LOCALES) {
      const folder = locale === 'en' ? '' : `${locale}/`;
      await mkdir(path.join(outDir, 'prerendered', folder), { recursive: true });
      const written = await renderAll(PRERENDERED_PAGES, 'anonymous', locale);
      const forGuests = await renderAll(GUEST_PAGES, 'guest', locale);
      const listing = (name, pages) =>
        writeFile(path.join(outDir, 'prerendered', folder, name), `${JSON.stringify(pages, null, 2)}\n`);
      await listing('pages.json', written);
      await listing('guest-pages.json', forGuests);
      // The client's shell for every other page, its <html lang> the reader's.
      if (folder) {
        const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
        await writeFile(
          path.join(outDir, 'prerendered', folder, 'shell.html'),
          withLanguage(indexHtml, locale),
        );
      }
      count += Object.keys(written).length + Object.keys(forGuests).length;
    }
    await writeFile(
      path.join(outDir, 'prerendered', 'script-hashes.json'),
      `${JSON.stringify([START_AFTER_PAINT_HASH], null, 2)}\n`,
    );
    return count;
  } finally {
    await rm(serverDir, { recursive: true, force: true });
  }
}
