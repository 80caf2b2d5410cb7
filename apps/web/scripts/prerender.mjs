// Renders the public pages to HTML at build time (docs/decisions/0029-web-first-paint.md): a server build of
// src/prerender/render.tsx renders each page as a visitor without a session first sees it, and each page is
// written to <dist>/prerendered/<name>.html: the built index.html with the page inside #root, its styles
// (the entry's and its route's) inlined and its scripts preloaded. The server sends these files for their paths (apps/server/src/
// webPages.ts); the client then renders over them (src/main.tsx). Run by vite.config.ts after each build.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

/** File name of a page's HTML: '/' is index, '/pricing' is pricing. */
export const prerenderedFileOf = (pagePath) => `${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`;

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
    const { renderPage, PRERENDERED_PAGES } = await import(
      pathToFileURL(path.join(serverDir, 'render.js')).href
    );
    const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'));
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    const entryCss = new Set(entry?.css ?? []);
    await mkdir(path.join(outDir, 'prerendered'), { recursive: true });
    const written = {};
    for (const [pagePath, name] of Object.entries(PRERENDERED_PAGES)) {
      const body = await renderPage(pagePath);
      if (body.includes('Something went wrong')) throw new Error(`${pagePath} did not render at build time.`);
      const assets = assetsOf(manifest, `src/routes/public/${name}.tsx`);
      const styles = [...entryCss, ...assets.css.filter((file) => !entryCss.has(file))];
      const head = assets.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
      const html = (await inlineStyles(shell, outDir, styles))
        .replace('</head>', `${head}</head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root"><div class="prerendered" inert="">${inertMarkup(body)}</div></div>`,
        );
      const file = prerenderedFileOf(pagePath);
      await writeFile(path.join(outDir, 'prerendered', file), html);
      written[pagePath] = file;
    }
    await writeFile(path.join(outDir, 'prerendered', 'pages.json'), `${JSON.stringify(written, null, 2)}\n`);
    return Object.keys(written).length;
  } finally {
    await rm(serverDir, { recursive: true, force: true });
  }
}
