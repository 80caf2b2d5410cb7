import fastifyStatic from '@fastify/static';
import type { SiteConfig } from '@laundry/api';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy image sources the map tiles need beyond 'self', data: and https: (already
 * allowed): the origin of a plain-http tile server, e.g. one on the local network.
 */
export function tileImageSources(site: SiteConfig): string[] {
  const url = site.mapTiles.url;
  if (!url.startsWith('http://')) return [];
  try {
    // '{s}' subdomain placeholders become a wildcard host.
    return [new URL(url.replace(/\{s\}\./, 'x.')).origin.replace('//x.', '//*.')];
  } catch {
    return [];
  }
}

/** Vite names every file under /assets/ by its content's hash: a changed file gets a new name. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+(?:\.br|\.gz)?$/;

/**
 * How long a browser may keep a file of the web build (docs/decisions/0026-static-assets.md): a hashed asset
 * never changes under its name, so a year and `immutable`; anything else (index.html, the icons, the web
 * manifest) is revalidated on every use, so a new release is seen at once.
 */
function webFileCacheControl(filePath: string): string {
  return HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built web client. The build writes brotli and gzip copies beside each file
 * (apps/web/scripts/precompress.mjs); `preCompressed` sends the best one the browser accepts, with
 * Content-Encoding and `Vary: Accept-Encoding`, and the plain file to a client that accepts neither.
 */
export async function registerWebClient(app: FastifyInstance, webDistDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The copies are found beside their file; they are not pages of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', webFileCacheControl(filePath));
    },
  });
}
