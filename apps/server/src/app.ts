import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import type { SiteConfig } from '@laundry/api';
import type { Database } from '@laundry/db';
import type { IntegrationsConfig } from '@laundry/integrations';
import { usePlainIssueMessages } from '@laundry/validators/plainIssues';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { type AuthOptions, registerAuthSecurity } from './auth';
import { registerCatalogCache } from './cache/catalogCache';
import { loadConfig } from './env';
import { type ServerIntegrations, startIntegrations } from './integrations';
import { registerOrderChanges } from './live/orderChanges';
import { pageLocale } from './locale';
import { registerMapTiles } from './mapTiles';
import { registerRest } from './rest';
import { registerOpenApiRoutes } from './rest/openapi';
import { declareMountAccess, registerRouteAccess } from './rest/routeAccess';
import { privateRequestLogger, RequestLines, requestLoggerFactory } from './security/privateAnswers';
import { registerSecurityHeaders } from './security/securityHeaders';
import { actorForRequest } from './session';
import { registerConnectionDrain } from './shutdown';
import { registerWebClient, tileImageSources } from './site';
import { registerTrpc } from './trpc';
import { registerWebhooks } from './webhooks';
import { prerenderedGuestPages, prerenderedPages, prerenderedScriptHashes } from './webPages';

export interface AppOptions {
  database: Database;
  /** The built web client; when absent the API still works and pages answer 404. */
  webDistDir?: string;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  now?: () => Date;
  /** Sessions, Google sign-in and rate limits. */
  auth?: AuthOptions;
  /** Sees every route as it is added (the permission matrix test lists them this way). */
  onRoute?: (route: RouteOptions) => void;
  /** Payments, e-mail and maps: ready-made (tests), or made here from a configuration. */
  integrations?: ServerIntegrations;
  integrationsConfig?: IntegrationsConfig;
  /**
   * Deliver the e-mail outbox and release abandoned card holds from this process (the server does; tests
   * drain the outbox themselves).
   */
  outboxWorker?: boolean;
  /** Public-site settings: map tiles and the staff notification address (env.ts); the defaults when absent. */
  site?: SiteConfig;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const defaultWebDistDir = path.resolve(here, '../../web/dist');
const rootPackageJson = path.resolve(here, '../../../package.json');

/** The running version, served at /meta.json for the web client's update checker (docs/rules/public-site.md, Update check). */
export async function readAppVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(rootPackageJson, 'utf8')) as { version: string };
  return pkg.version;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // A validation issue without a product message names its field in plain words (docs/rules/rest-compatibility.md).
  usePlainIssueMessages();
  // Without a configuration (tests), the defaults of an empty environment (env.ts).
  const site = options.site ?? loadConfig({}).site;
  const requestLines = new RequestLines();
  const app = Fastify({
    logger: privateRequestLogger(options.logger),
    logController: requestLines,
    childLoggerFactory: requestLoggerFactory,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    // A tRPC batch names its procedures in the path (/trpc/orders.get,orders.get,...): a route's tickets read 40 orders
    // in one batch, far past find-my-way's default of 100 characters a parameter (a 414). tRPC's Fastify adapter
    // documents this setting; the client splits batches at 6,000 characters of URL (apps/web/src/lib/trpc.ts).
    routerOptions: { maxParamLength: 5000 },
    // On close, idle keep-alive connections are closed at once; busy ones answer first
    // (docs/decisions/0064-server-shutdown-keep-alive.md).
    forceCloseConnections: 'idle',
  });
  registerConnectionDrain(app);
  requestLines.writeTo(app.log);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const version = await readAppVersion();
  const webDistDir = options.webDistDir ?? defaultWebDistDir;

  // The same security headers on every answer, computed once (docs/decisions/0058-security-headers-once.md).
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The prerendered pages' one inline script, by its hash (docs/decisions/0029-web-first-paint.md).
        scriptSrc: ["'self'", 'https://js.stripe.com', ...prerenderedScriptHashes(webDistDir)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:', ...tileImageSources(site)],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(cookie);
  const auth = await registerAuthSecurity(app, options.auth, options.database);
  const db = options.database.db;
  const outside = options.integrations ?? startIntegrations(app, db, options);
  const deps = { db, now: options.now ?? (() => new Date()), auth, ...outside, site };
  // Every /api route declares who may call it; checked here, before its handler (docs/rules/roles.md).
  registerRouteAccess(app, deps);
  // Public catalog answers from memory, dropped on any staff change (docs/decisions/0035-catalog-cache.md).
  await registerCatalogCache(app, options.database, deps.now);
  // Order changes from every app server, for the live screens (docs/decisions/0088-live-order-screens.md).
  await registerOrderChanges(app, options.database);

  app.get('/healthz', async (_request, reply) => {
    try {
      await options.database.ping();
      return { status: 'ok', database: options.database.driver };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
  app.get('/meta.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { version };
  });
  registerMapTiles(app);

  await registerTrpc(app, deps);
  // The description of the /api paths and its reference page, from what each route below declares
  // (docs/rules/rest-compatibility.md, The description): registered first, to see every /api route registered.
  registerOpenApiRoutes(app, version);
  // Providers call the webhooks without a session (their signature is checked by each webhook).
  await app.register(
    (hooks, _opts, done) => {
      declareMountAccess(hooks, 'public');
      registerWebhooks(hooks, deps).then(() => done(), done);
    },
    {
      prefix: '/api/webhooks',
    },
  );
  await app.register((rest, _opts, done) => registerRest(rest, deps).then(() => done(), done), {
    prefix: '/api',
  });

  const hasWeb = existsSync(path.join(webDistDir, 'index.html'));
  const pageFile = prerenderedPages(webDistDir);
  const guestPageFile = prerenderedGuestPages(webDistDir);
  if (hasWeb) {
    await registerWebClient(app, webDistDir);
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !/^\/(api|trpc)(\/|$)/.test(request.url) &&
      (request.headers.accept ?? '').includes('text/html');
    if (hasWeb && isPage) {
      const locale = pageLocale(request, reply);
      const guestPage = guestPageFile(request.url, locale);
      if (guestPage) {
        // The page differs by session: a guest's is rendered ahead of time, anyone else's is the client's shell
        // (docs/decisions/0029-web-first-paint.md).
        if ((await actorForRequest(db, request, reply, deps.now())).kind === 'guest') {
          return reply.sendFile(guestPage);
        }
      }
      // A public page rendered at build time, or the single-page client, which routes the path itself.
      return reply.sendFile(pageFile(request.url, locale));
    }
    return reply.code(404).send({ error: 'Not found.', message: 'Not found.' });
  });
  return app;
}
