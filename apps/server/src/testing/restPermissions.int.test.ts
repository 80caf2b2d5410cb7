import {
  ACTOR_NAMES,
  type Access,
  createWorld,
  expectedOutcome,
  type Outcome,
} from '@laundry/api/testing/permissionMatrix';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { isRouteAccess, type RouteAccess } from '../rest/routeAccess';
import { restMatrix } from './restMatrix';

let database: Database;
let app: FastifyInstance;
/** Each /api route as registered (its options, to read the access it declares once every hook has run). */
const routes = new Map<string, RouteOptions>();
const unlimited = { perIp: { max: 1e6, windowMs: 60_000 }, perAccount: { max: 1e6, windowMs: 60_000 } };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  app = await buildApp({
    database,
    auth: {
      rateLimits: {
        login: unlimited,
        signup: unlimited,
        forgotPassword: unlimited,
        authorizeGuest: unlimited,
      },
    },
    onRoute(route) {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD' && /^\/api(\/|$)/.test(route.url)) routes.set(`${method} ${route.url}`, route);
      }
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function outcomeOf(status: number): Outcome | string {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 400) return 'BAD_INPUT';
  return status < 400 ? 'ok' : `status ${status}`;
}

describe('permission matrix: REST paths (docs/rules/roles.md, Who may do what; docs/rules/rest-compatibility.md, docs/rules/roles.md, Who may do what)', () => {
  it('has an entry for every /api route, and none for a route that is gone', () => {
    expect(Object.keys(restMatrix).sort()).toEqual([...routes.keys()].sort());
  });

  // docs/rules/roles.md, REST paths declare their access.
  it('has every /api route declare its access at the route', () => {
    const undeclared = [...routes].filter(([, route]) => !isRouteAccess(route.config?.access));
    expect(undeclared.map(([name]) => name)).toEqual([]);
  });

  it('expects of every path what its route declares (an own-account path is a signed-in route)', () => {
    const declared = Object.fromEntries([...routes].map(([name, route]) => [name, route.config?.access]));
    const expected = Object.fromEntries(
      Object.entries(restMatrix).map(([name, entry]) => [name, routeLevelOf(entry.access)]),
    );
    expect(expected).toEqual(declared);
  });

  const cells = Object.entries(restMatrix).flatMap(([route, entry]) =>
    ACTOR_NAMES.map((actor) => [route, actor, expectedOutcome(entry, actor)] as const),
  );

  it.each(cells)('%s as %s: %s', async (route, actorName, expected) => {
    const world = await createWorld(database.db);
    const me = world[actorName];
    const [method, url] = route.split(' ') as [InjectMethod, string];
    const { path, session, ...request } = await restMatrix[route]!.call({ db: database.db, world, me });
    const headers = { ...(request.headers as Record<string, string>) };
    const cookies: Record<string, string> = {};
    if (me.token && session === 'cookie') cookies.session = me.token;
    else if (me.token) headers.authorization = `JWT ${me.token}`;
    const response = await app.inject({ ...request, method, url: path ?? url, headers, cookies });
    expect(outcomeOf(response.statusCode), response.body.slice(0, 300)).toBe(expected);
  });
});

type InjectMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The caller's level a matrix expectation needs at the route: `ownAccount` adds, in the service, which
 * account the path names (services/users/accountAccess.ts, services/staff/userAccess.ts) to a signed-in caller.
 */
function routeLevelOf(access: Access): RouteAccess {
  // No REST path is for drivers only: the driver's screen is tRPC (docs/decisions/0089-driver-role.md).
  if (access === 'driver') throw new Error('No REST path is declared for drivers only.');
  return access === 'ownAccount' ? 'signedIn' : access;
}
