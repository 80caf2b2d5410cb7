import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Database } from '@laundry/db';
import { newYorkToday } from '@laundry/pricing';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { madeByStaff } from '../session';
import { type CatalogChangeWatch, watchCatalogChanges } from './catalogChanges';

/**
 * The public catalog reads (docs/decisions/0035-catalog-cache.md): served zips, locations, current specials
 * and each region's settings with price lists, by REST and by tRPC. They change only when staff change
 * them, so each app server keeps the answer it sent, byte for byte, and sends it again until the catalog
 * changes. Each read declares itself where it is defined: a REST route with `catalogRead()` among its options, a
 * tRPC procedure with `.meta({ cache: 'catalog' })` (packages/api/src/routers/catalog.ts), which reaches this file
 * through the request's context (`cachingFor`).
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is a catalog read whose anonymous answers are kept (`catalogRead()`). */
    catalogRead?: boolean;
  }
}

/**
 * The route options of a REST catalog read, in place of `access('public')` (a catalog read is public):
 * `app.get('/zips', catalogRead(), handler)`.
 */
export function catalogRead() {
  return { config: { access: 'public', catalogRead: true } } as const;
}

/** A bound on memory: each distinct query string is an entry (searches are few on the public site). */
const MAX_ENTRIES = 1_000;
/** Below this, compressing costs the client more than it saves. */
const COMPRESS_FROM_BYTES = 1_024;
const TRPC_PREFIX = '/trpc/';

/** How many of a request's tRPC procedures declared themselves catalog reads. */
const declaredReads = new WeakMap<FastifyRequest, number>();

/** The context's `caching` for one request: what its procedures declare is counted here. */
export function cachingFor(request: FastifyRequest): { declare(kind: 'catalog'): void } {
  return {
    declare() {
      declaredReads.set(request, (declaredReads.get(request) ?? 0) + 1);
    },
  };
}

/** The procedures a tRPC URL calls (several in a batch); none when it is not a tRPC URL. */
function procedureCount(url: string): number {
  if (!url.startsWith(TRPC_PREFIX)) return 0;
  const query = url.indexOf('?');
  const path = url.slice(TRPC_PREFIX.length, query === -1 ? undefined : query);
  return path ? path.split(',').length : 0;
}

/** A REST catalog route, or a tRPC call every procedure of which declared itself a catalog read. */
function isDeclaredCatalogRead(request: FastifyRequest): boolean {
  if (request.routeOptions.config.catalogRead === true) return true;
  const procedures = procedureCount(request.url);
  return procedures > 0 && declaredReads.get(request) === procedures;
}

/**
 * Only a request without a session is answered from memory: who asks changes some answers (staff see
 * expired specials), and a request with a session also renews or clears its cookie.
 */
function isAnonymous(request: FastifyRequest): boolean {
  if (request.headers.authorization) return false;
  const cookie = request.headers.cookie;
  return !cookie || !/(?:^|;\s*)session=/.test(cookie);
}

interface Entry {
  status: number;
  contentType: string;
  etag: string;
  body: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

interface Pending {
  key: string;
  generation: number;
}

function entryFor(body: Buffer, contentType: string, status: number): Entry {
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
  const big = body.length >= COMPRESS_FROM_BYTES;
  const br = big
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : null;
  const gzip = big ? gzipSync(body, { level: 9 }) : null;
  return { status, contentType, etag, body, br, gzip };
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  // Weak comparison (RFC 9110 §13.1.2): W/"x" and "x" match.
  const bare = etag.slice(2);
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === bare;
  });
}

function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepts = (coding: string) =>
    header.split(',').some((part) => {
      const [name, ...params] = part.trim().split(';');
      return name?.trim() === coding && !params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p));
    });
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
  reply.header('Cache-Control', 'no-cache').header('ETag', entry.etag).header('Vary', 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  reply.code(entry.status).header('Content-Type', entry.contentType);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const compressed = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : null;
  if (encoding && compressed) return reply.header('Content-Encoding', encoding).send(compressed);
  return reply.send(entry.body);
}

export interface CatalogCache {
  /** Entries held now (tests). */
  readonly size: number;
  /** Whether answers may be kept now (the change notices are arriving). */
  readonly live: boolean;
}

/**
 * Registers the cache's hooks. A change is seen by the very next request on every app server: PostgreSQL
 * notifies each server's listener when the change commits, and this server also compares the catalog's
 * count after each of its own writes before answering it. An answer computed while a change landed is
 * not kept (the generation moved), and nothing is kept while the listener is disconnected.
 */
export async function registerCatalogCache(
  app: FastifyInstance,
  database: Database,
  now: () => Date,
): Promise<CatalogCache> {
  const entries = new Map<string, Entry>();
  let generation = 0;
  let live = false;
  const drop = () => {
    generation += 1;
    entries.clear();
  };
  const watch: CatalogChangeWatch = await watchCatalogChanges(database, {
    changed: drop,
    listening(isLive) {
      live = isLive;
      drop();
    },
  });
  app.addHook('onClose', () => watch.close());

  // Current specials depend on today's date in New York: answers are kept per date.
  let dateSecond = -1;
  let today = '';
  const nyToday = () => {
    const ms = now().getTime();
    const second = Math.floor(ms / 1000);
    if (second !== dateSecond) {
      dateSecond = second;
      today = newYorkToday(ms);
    }
    return today;
  };
  const pending = new WeakMap<FastifyRequest, Pending>();

  // Which tRPC procedures a URL calls is known only once they have run: any anonymous tRPC read may be a miss,
  // and onSend keeps it only if every procedure declared itself. An entry exists only for such a read.
  app.addHook('onRequest', (request, reply, done) => {
    const candidate = request.routeOptions.config.catalogRead === true || procedureCount(request.url) > 0;
    if (request.method !== 'GET' || !live || !candidate || !isAnonymous(request)) return done();
    const key = `${nyToday()} ${request.url}`;
    const entry = entries.get(key);
    if (entry) {
      sendEntry(request, reply, entry);
      return;
    }
    pending.set(request, { key, generation });
    done();
  });

  /** Keeps a missed read's answer, unless the catalog changed while it was computed. */
  async function keep(reply: FastifyReply, payload: unknown, miss: Pending): Promise<unknown> {
    let body: Buffer | null = null;
    let answer: unknown = payload;
    if (payload instanceof Response) {
      // tRPC's adapter answers with a fetch Response; Fastify would copy its status and headers.
      const text = await payload.text();
      reply.code(payload.status);
      payload.headers.forEach((value, name) => {
        reply.header(name, value);
      });
      answer = text;
      body = Buffer.from(text);
    } else if (typeof payload === 'string') body = Buffer.from(payload);
    else if (Buffer.isBuffer(payload)) body = payload;
    if (!body || reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return answer;
    const entry = entryFor(body, String(reply.getHeader('content-type') ?? 'application/json'), 200);
    if (live && miss.generation === generation) {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(miss.key, entry);
    }
    reply.header('Cache-Control', 'no-cache').header('ETag', entry.etag).header('Vary', 'Accept-Encoding');
    return answer;
  }

  // A callback hook, not an async one: most answers pass through untouched, without a promise each.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET') {
      if (request.method === 'HEAD' || request.method === 'OPTIONS' || !madeByStaff(request)) {
        return done(null, payload);
      }
      // A staff member's write is seen by the next request on every app server, notice or not. Nobody else
      // may change the catalog, so other writes answer without reading its count.
      watch.check().then(() => done(null, payload), done);
      return;
    }
    const miss = pending.get(request);
    if (!miss) return done(null, payload);
    pending.delete(request);
    if (!isDeclaredCatalogRead(request)) return done(null, payload);
    keep(reply, payload, miss).then((answer) => done(null, answer), done);
  });

  return {
    get size() {
      return entries.size;
    },
    get live() {
      return live;
    },
  };
}
