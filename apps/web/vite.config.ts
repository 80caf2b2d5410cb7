import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressDir } from './scripts/precompress.mjs';

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

/** Brotli and gzip copies of the finished build, served as such (docs/decisions/static-assets.md). */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'laundry-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), precompress()],
  // DECISIONS.md: the running version for the update check is the root package.json version.
  define: { __APP_VERSION__: JSON.stringify(rootPackage.version) },
  build: {
    outDir: path.resolve(webRoot, 'dist'),
    emptyOutDir: true,
    // scripts/check-bundle-size.mjs reads dist/.vite/manifest.json to find what the home page loads.
    manifest: true,
    sourcemap: false,
  },
  server: { proxy },
  preview: { proxy },
});
