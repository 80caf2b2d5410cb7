import { expectedOutcome, type Outcome } from '@laundry/api/permissions/access';
import { ACTOR_NAMES, createWorld } from '@laundry/api/permissions/world';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { restMatrix } from './restMatrix';

let database: Database;
let app: FastifyInstance;
const routes = new Set<string>();
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
        if (method !== 'HEAD' && /^\/api(\/|$)/.test(route.url)) routes.add(`${method} ${route.url}`);
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
  if (status === 409) return 'CONFLICT';
  if (status === 400) return 'BAD_INPUT';
  return status < 400 ? 'ok' : `status ${status}`;
}

describe('permission matrix: REST paths (spec 000 §6-7, DECISIONS.md Roles)', () => {
  it('has an entry for every /api route, and none for a route that is gone', () => {
    expect(Object.keys(restMatrix).sort()).toEqual([...routes].sort());
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
