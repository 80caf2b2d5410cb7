import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { access } from '../routeAccess';
import { registerOpenApiRoutes } from './index';

describe('the description is what the routes declare (docs/decisions/0102-rest-schemas-at-the-route.md)', () => {
  it('describes a route from its own declaration, with the access the route declares', async () => {
    const app = Fastify();
    registerOpenApiRoutes(app, 'test');
    app.get(
      '/api/things',
      access('staff', { tag: 'orders', summary: 'The things', answer: { description: 'The things.' } }),
      async () => [],
    );
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/api/things'].get).toMatchObject({
      summary: 'The things',
      'x-access': 'staff',
      'x-roles': ['Admin', 'SuperAdmin'],
    });
    await app.close();
  });

  it('does not start a server with an /api route that declares no description', async () => {
    const app = Fastify();
    registerOpenApiRoutes(app, 'test');
    app.get('/api/undescribed', { config: { access: 'public' } }, async () => ({}));
    app.get('/healthz', async () => ({}));
    await expect(app.ready()).rejects.toThrow(/declare their description.*GET \/api\/undescribed/);
    await app.close();
  });
});
