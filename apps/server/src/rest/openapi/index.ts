import type { FastifyInstance, RouteOptions } from 'fastify';
import { access, isApiPath } from '../routeAccess';
import { openApiAnswer } from './answers';
import type { Operations } from './declare';
import { renderDocsPage } from './docsPage';
import { buildOpenApiDocument } from './document';
import { webhookOperations } from './webhookOperations';

/** The docs page loads nothing but itself and its inline style sheet (no script, nothing from elsewhere). */
const DOCS_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Each method of a route but HEAD (which Fastify adds beside each GET), keyed `METHOD /api/path`. */
function routeKeys(route: RouteOptions): string[] {
  return [route.method]
    .flat()
    .filter((method) => method !== 'HEAD')
    .map((method) => `${method} ${route.url}`);
}

/**
 * Every registered /api route with what the description says of it, in the order they were registered: the
 * route's own declaration (`config.openapi`, with the route's access unless it names the matrix's narrower one),
 * or, for a provider webhook, its entry in ./webhookOperations.ts. A route with neither is left out (and stops
 * the server from starting: registerOpenApiRoutes).
 */
export function describedOperations(routes: readonly RouteOptions[]): Operations {
  const operations: Operations = {};
  for (const route of routes) {
    const declared = route.config?.openapi;
    const level = route.config?.access;
    for (const key of routeKeys(route)) {
      const webhook = webhookOperations[key];
      if (webhook) operations[key] = webhook;
      else if (declared && level) operations[key] = { ...declared, access: declared.access ?? level };
    }
  }
  return operations;
}

/**
 * GET /api/openapi.json and GET /api/docs (docs/rules/rest-compatibility.md, The description): built once, on the
 * first request, from what every /api route declares, collected as Fastify registers them
 * (docs/decisions/0102-rest-schemas-at-the-route.md). An /api route that declares nothing stops the server from
 * starting. Register before any /api route.
 */
export function registerOpenApiRoutes(app: FastifyInstance, version: string): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (isApiPath(route.url)) routes.push(route);
  });
  app.addHook('onReady', async () => {
    const described = describedOperations(routes);
    const undescribed = routes.flatMap(routeKeys).filter((key) => !described[key]);
    if (undescribed.length > 0) {
      throw new Error(
        `REST paths must declare their description (docs/rules/rest-compatibility.md): ${undescribed.join(', ')}`,
      );
    }
  });

  let json: string | null = null;
  let page: string | null = null;
  const description = () => {
    if (json === null || page === null) {
      const document = buildOpenApiDocument(version, describedOperations(routes));
      json = JSON.stringify(document);
      page = renderDocsPage(document);
    }
    return { json, page };
  };

  app.get(
    '/api/openapi.json',
    access('public', {
      tag: 'meta',
      summary: 'This description (OpenAPI 3.1)',
      answer: { description: 'The OpenAPI document.', schema: openApiAnswer },
    }),
    async (_request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(description().json),
  );
  app.get(
    '/api/docs',
    access('public', {
      tag: 'meta',
      summary: 'This description as a page to read',
      answer: { description: 'An HTML page.', contentType: 'text/html' },
    }),
    async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Content-Security-Policy', DOCS_PAGE_POLICY)
        .send(description().page),
  );
}
