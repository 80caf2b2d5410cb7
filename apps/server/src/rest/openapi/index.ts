import type { FastifyInstance } from 'fastify';
import { access } from '../routeAccess';
import { renderDocsPage } from './docsPage';
import { buildOpenApiDocument } from './document';

/** The docs page loads nothing but itself and its inline style sheet (no script, nothing from elsewhere). */
const DOCS_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * GET /api/openapi.json and GET /api/docs (docs/rules/rest-compatibility.md, The description): built once,
 * on the first request, from the declarations in ./operations.ts.
 */
export function registerOpenApiRoutes(app: FastifyInstance, version: string): void {
  let json: string | null = null;
  let page: string | null = null;
  const description = () => {
    if (json === null || page === null) {
      const document = buildOpenApiDocument(version);
      json = JSON.stringify(document);
      page = renderDocsPage(document);
    }
    return { json, page };
  };

  app.get('/api/openapi.json', access('public'), async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(description().json),
  );
  app.get('/api/docs', access('public'), async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', DOCS_PAGE_POLICY)
      .send(description().page),
  );
}
