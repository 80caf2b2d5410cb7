import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Alias, defineConfig, type Plugin } from 'vite';
import { messageCatalogues } from './scripts/catalogues.mjs';
import { precompressDir } from './scripts/precompress.mjs';
import { prerender } from './scripts/prerender.mjs';

const webRoot = import.meta.dirname;
const rootPackage = JSON.parse(readFileSync(path.resolve(webRoot, '../../package.json'), 'utf8')) as {
  version: string;
};

// The Fastify server (apps/server) answers these paths; in development it listens on port 3000.
// API_PROXY_TARGET points the dev and preview servers at a server on another address.
const backend = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxy = Object.fromEntries(
  ['/trpc', '/api', '/meta.json', '/healthz', '/map-tiles'].map((prefix) => [
    prefix,
    { target: backend, changeOrigin: false },
  ]),
);

/**
 * After the client build: the public pages rendered to HTML (docs/decisions/0029-web-first-paint.md), then
 * brotli and gzip copies of every file, served as such (docs/decisions/0026-static-assets.md). Not for the
 * server build of the pages itself.
 */
function prerenderAndPrecompress(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'laundry-prerender-precompress',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await prerender({ root, outDir });
      await precompressDir(outDir);
    },
  };
}

/**
 * React Router publishes a production build beside its development one but its package exports only the
 * development files, whose warnings stay on in a production bundle: a build takes the production files
 * instead (docs/decisions/0059-web-production-dependencies.md).
 */
function reactRouterProductionFiles(): Alias[] {
  const production = `${path.sep}production${path.sep}`;
  return ['react-router', 'react-router/dom'].map((name) => ({
    find: new RegExp(`^${name}$`),
    replacement: fileURLToPath(import.meta.resolve(name)).replace(
      `${path.sep}development${path.sep}`,
      production,
    ),
  }));
}

export default defineConfig(({ command }) => ({
  root: webRoot,
  plugins: [react(), messageCatalogues(path.join(webRoot, 'src/i18n/catalogues')), prerenderAndPrecompress()],
  // docs/rules/public-site.md, Update check: the running version for the update check is the root package.json version.
  define: { __APP_VERSION__: JSON.stringify(rootPackage.version) },
  resolve: { alias: command === 'build' ? reactRouterProductionFiles() : [] },
  build: {
    outDir: path.resolve(webRoot, 'dist'),
    emptyOutDir: true,
    // scripts/checkBundleSize.mjs reads dist/.vite/manifest.json to find what the home page loads.
    manifest: true,
    // Every browser the site serves knows <link rel="modulepreload">; one that does not simply fetches each module
    // when it is imported. Without the polyfill the entry is 0.5 kB lighter (scripts/checkBundleSize.mjs).
    modulePreload: { polyfill: false },
    sourcemap: false,
    rollupOptions: {
      // The tRPC client's package does not say its modules are free of side effects, so its unused
      // WebSocket link stayed in the bundle (docs/decisions/0059-web-production-dependencies.md).
      treeshake: {
        moduleSideEffects: (id: string) => !id.includes('/node_modules/@trpc/client/'),
        // A zod schema nothing uses is left out, with the calls chained on it (docs/decisions/0117-unused-schemas-left-out.md).
        manualPureFunctions: ['z'],
      },
      // A prerendered page runs the modules that import nothing of the entry's before it, one chunk a task
      // (scripts/prerender.mjs, docs/decisions/0029-web-first-paint.md). The class-name helper has a chunk of
      // its own rather than a place in the entry, so that the form fields and the libraries behind them need
      // nothing of the entry's; and React with React DOM, and the largest libraries of the forms, each have
      // theirs, so that each is a task of its own rather than one long task with the code that uses them.
      output: {
        codeSplitting: {
          groups: [
            { name: 'cx', test: /\/src\/ui\/cx\.ts$/ },
            { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\// },
            { name: 'zod-library', test: /\/node_modules\/zod\// },
            { name: 'luxon', test: /\/node_modules\/luxon\// },
            { name: 'imask', test: /\/node_modules\/imask\// },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
}));
