import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers helmet sets, read once at start (docs/decisions/0058-security-headers-once.md). With
 * these options (no per-request nonce) helmet answers every request with the same headers, so they are
 * taken from one run of its middleware on a response that is never sent.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  let failure: unknown;
  helmet(options)(response.req, response, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/**
 * The headers of an answer that is data, not a page (docs/decisions/0114-data-answers-security-headers.md): the
 * set OWASP's REST Security Cheat Sheet asks of every API answer (a policy that loads nothing and lets no page
 * frame it, no sniffing, no framing, HTTPS only) and the pages' resource policy, still written by helmet; the
 * headers that only instruct a document (its sources, its opener, its referrer, prefetching) are left off.
 */
const DATA_ANSWER_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** `/api/docs`, with or without a query or a trailing slash: the API reference, a page under `/api`. */
const API_REFERENCE_PAGE = /^\/api\/docs(?:[/?]|$)/;

/** The paths that answer data: the REST API and tRPC, but for the API reference page. */
function answersData(url: string): boolean {
  if (url.startsWith('/trpc/')) return true;
  return url.startsWith('/api/') && !API_REFERENCE_PAGE.test(url);
}

/**
 * Every answer carries the site's security headers: a page the whole set, an answer of the API its data set
 * (docs/decisions/0114-data-answers-security-headers.md). They go on the reply, not on the raw response, so that
 * Fastify writes them with the reply's own headers in one pass, and a route may still replace one (the API
 * reference page sets its own Content-Security-Policy).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const page = helmetHeaders(options);
  const data = helmetHeaders(DATA_ANSWER_OPTIONS);
  // The same resource policy and HTTPS rule as the pages, whatever their options.
  for (const name of ['cross-origin-resource-policy', 'strict-transport-security']) {
    const value = page[name];
    if (value === undefined) delete data[name];
    else data[name] = value;
  }
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(answersData(request.url) ? data : page);
    done();
  });
}
