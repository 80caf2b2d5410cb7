// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of a finished build, so the
// server sends compressed bytes without compressing on each request (docs/decisions/0026-static-assets.md).
// Run by vite.config.ts after each build, and by hand: node apps/web/scripts/precompress.mjs <dist dir>
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 512;

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // Vite's own .vite/manifest.json is for build scripts; the server never sends dotfiles.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Compresses every file of `dir` worth it; returns how many files got copies. */
export async function precompressDir(dir) {
  let count = 0;
  const jobs = [];
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    jobs.push(
      (async () => {
        const bytes = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzipAsync(bytes, { level: 9 }),
        ]);
        // A copy no smaller than the file would only cost the client a decompression.
        if (br.length < bytes.length) await writeFile(`${file}.br`, br);
        if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
        count += 1;
      })(),
    );
  }
  await Promise.all(jobs);
  return count;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: node apps/web/scripts/precompress.mjs <dist dir>');
    process.exit(1);
  }
  console.log(`Precompressed ${await precompressDir(path.resolve(dir))} files in ${dir}.`);
}
