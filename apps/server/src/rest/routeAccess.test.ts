import type { Actor, Role } from '@laundry/api';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RequestDeps } from '../trpc';
import { access, accessRefusal, declareMountAccess, ROUTE_ACCESS, registerRouteAccess } from './routeAccess';

const user = (role: Role): Actor => ({
  kind: 'user',
  sessionId: 's',
  user: { id: 'u', email: 'u@example.test', role, firstName: null, lastName: null },
});
const callers: Record<string, Actor> = {
  anonymous: { kind: 'anonymous' },
  guest: { kind: 'guest', sessionId: 'g', email: 'g@example.test', emailProven: false },
  customer: user('Customer'),
  admin: user('Admin'),
  superAdmin: user('SuperAdmin'),
};

function outcome(actor: Actor, level: (typeof ROUTE_ACCESS)[number]) {
  const refusal = accessRefusal(actor, level);
  return refusal ? `${refusal.status} ${refusal.message}` : 'ok';
}

describe('REST paths declare their access (docs/rules/roles.md)', () => {
  it('refuses a caller below the level as the procedure builders do', () => {
    const table = Object.fromEntries(
      ROUTE_ACCESS.map((level) => [
        level,
        Object.fromEntries(Object.entries(callers).map(([name, actor]) => [name, outcome(actor, level)])),
      ]),
    );
    const login = '401 Please log in to continue.';
    const forbidden = '403 You do not have permission to do that.';
    expect(table).toEqual({
      public: { anonymous: 'ok', guest: 'ok', customer: 'ok', admin: 'ok', superAdmin: 'ok' },
      guestOrUser: { anonymous: login, guest: 'ok', customer: 'ok', admin: 'ok', superAdmin: 'ok' },
      signedIn: { anonymous: login, guest: login, customer: 'ok', admin: 'ok', superAdmin: 'ok' },
      staff: { anonymous: login, guest: login, customer: forbidden, admin: 'ok', superAdmin: 'ok' },
      superAdmin: { anonymous: login, guest: login, customer: forbidden, admin: forbidden, superAdmin: 'ok' },
    });
  });

  it('does not start a server with an /api route that declares no access', async () => {
    const app = Fastify();
    registerRouteAccess(app, {} as RequestDeps);
    app.get(
      '/api/declared',
      access('public', { tag: 'meta', summary: 'Declared', answer: { description: 'Nothing.' } }),
      async () => ({}),
    );
    app.get('/api/undeclared', async () => ({}));
    app.get('/healthz', async () => ({}));
    await expect(app.ready()).rejects.toThrow(/declare their access.*GET \/api\/undeclared/);
    await app.close();
  });

  it('lets a mount declare the access of its routes', async () => {
    const app = Fastify();
    registerRouteAccess(app, {} as RequestDeps);
    await app.register(
      async (hooks) => {
        declareMountAccess(hooks, 'public');
        hooks.post('/hook', async () => ({ ok: true }));
      },
      { prefix: '/api/webhooks' },
    );
    await app.ready();
    const response = await app.inject({ method: 'POST', url: '/api/webhooks/hook' });
    expect(response.json()).toEqual({ ok: true });
    await app.close();
  });
});
