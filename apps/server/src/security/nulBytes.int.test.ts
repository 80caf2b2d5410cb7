import { appRouter, createCaller } from '@laundry/api';
import { testContext } from '@laundry/api/testing';
import {
  type ActorName,
  createWorld,
  expectedOutcome,
  trpcMatrix,
  WORLD_PASSWORD,
} from '@laundry/api/testing/permissionMatrix';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import type { OpenApiDocument, OpenApiOperation } from '../rest/openapi/document';
import { nulValueVariants, nulVariants } from '../testing/fuzzInputs';
import { restMatrix } from '../testing/restMatrix';

// A NUL byte (U+0000) in any text a client sends is a 400 (docs/decisions/0028-validation-clean-text.md):
// PostgreSQL refuses it in a text or jsonb value ('invalid byte sequence for encoding "UTF8": 0x00'), so
// one that reached a query answered 500. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
let database: Database;
let app: FastifyInstance;
let document: OpenApiDocument;
const unlimited = { perIp: { max: 1e9, windowMs: 60_000 }, perAccount: { max: 1e9, windowMs: 60_000 } };

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
        lead: unlimited,
        resendVerification: unlimited,
      },
    },
  });
  document = (await app.inject({ url: '/api/openapi.json' })).json() as OpenApiDocument;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const UNSAFE = 'Please remove control or text-direction characters.';

describe('a NUL byte in the log-in or sign-up e-mail', () => {
  it.each([
    ['POST /api/login', '/api/login', { password: WORLD_PASSWORD }],
    ['POST /api/signup', '/api/signup', { password: 'a long enough password' }],
    ['auth.login', '/trpc/auth.login', { password: WORLD_PASSWORD }],
    ['auth.signup', '/trpc/auth.signup', { zip: '10001', password: 'a long enough password' }],
  ])('%s answers 400 with the clean-text message', async (_name, url, rest) => {
    for (const email of ['ann\u0000@example.test', '\u0000', 'ann@example.test\u0000']) {
      const response = await app.inject({
        method: 'POST',
        url,
        payload: { ...rest, email, confirmPassword: rest.password },
      });
      expect(response.statusCode, email).toBe(400);
      const body = response.json();
      const message = url.startsWith('/trpc') ? body.error.message : body.error;
      expect(message).toBe(UNSAFE);
    }
  });
});

describe('a NUL byte in an /api path or query parameter', () => {
  it.each([
    ['a parameter the path does not read', '/api/specials?unknown=%00'],
    ['the name of a query parameter', '/api/zips?x%00=1'],
    ['a repeated query parameter', '/api/locations?sortby=address&sortby=name%00'],
    ['a path parameter', '/api/order/10001%00'],
  ])('%s is refused with 400 before the route reads it', async (_what, url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: UNSAFE, message: UNSAFE });
  });
});

/** Who makes each path's request: the first caller the permission matrix lets through. */
const CALLER_ORDER: ActorName[] = ['customer', 'guest', 'superAdmin', 'admin', 'anonymous'];

describe('the NUL-byte sweep of every /api path', () => {
  const routes = Object.entries(restMatrix).map(([key, entry]) => {
    const [method, fastifyPath] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    // A path nobody gets through with the matrix's request (the Stripe webhook, unsigned) is sent as anonymous.
    const caller = CALLER_ORDER.find((actor) => expectedOutcome(entry, actor) === 'ok') ?? 'anonymous';
    return { key, method, fastifyPath, entry, caller };
  });

  it.each(routes)(
    '$key: no text with a NUL byte reaches a query',
    async ({ key, method, fastifyPath, entry, caller }) => {
      const openApiPath = fastifyPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const op = document.paths[openApiPath]?.[method.toLowerCase()] as OpenApiOperation | undefined;
      expect(op, `${key} is in /api/openapi.json`).toBeDefined();
      const request = async () => {
        const world = await createWorld(database.db);
        const me = world[caller];
        const { path, session, ...rest } = await entry.call({ db: database.db, world, me });
        const headers = { ...(rest.headers as Record<string, string> | undefined) };
        const cookies: Record<string, string> = {};
        if (me.token && session === 'cookie') cookies.session = me.token;
        else if (me.token) headers.authorization = `JWT ${me.token}`;
        const seed = {
          path: path ?? fastifyPath,
          query: rest.query as Record<string, unknown> | undefined,
          payload: rest.payload,
        };
        return { seed, headers, cookies };
      };
      const first = await request();
      const count = nulVariants(openApiPath, op!, first.seed).length;
      const failures: string[] = [];
      for (let i = 0; i < count; i++) {
        // Each variant on fresh people and rows: one call cannot spoil the next (a deleted account, a used link).
        const { seed, headers, cookies } = i === 0 ? first : await request();
        const variant = nulVariants(openApiPath, op!, seed)[i]!;
        const response = await app.inject({
          method,
          url: variant.url,
          headers: {
            ...headers,
            ...(variant.contentType ? { 'content-type': variant.contentType } : {}),
          },
          cookies,
          ...(variant.payload === undefined ? {} : { payload: variant.payload }),
        });
        if (response.statusCode >= 500 || /invalid byte sequence|unsupported unicode/i.test(response.body)) {
          failures.push(`${variant.where}: ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );
});

/**
 * A caller that hands `target`'s input to `change` before the procedure sees it (and remembers what it was);
 * every other procedure the matrix's call makes on the way is called as it is.
 */
function changingCaller(
  real: Caller,
  target: string,
  change: (input: unknown) => unknown,
  seen: { input?: unknown },
) {
  const at = (path: string[]): unknown =>
    new Proxy(() => {}, {
      get: (_fn, key) => at([...path, String(key)]),
      apply: (_fn, _this, args: unknown[]) => {
        const name = path.join('.');
        let input = args[0];
        if (name === target) {
          seen.input = input;
          input = change(input);
        }
        const procedure = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], real);
        return (procedure as (input: unknown) => Promise<unknown>)(input);
      },
    });
  return at([]) as Caller;
}
type Caller = ReturnType<typeof createCaller>;

describe('the NUL-byte sweep of every tRPC procedure', () => {
  const procedures = Object.entries(trpcMatrix).map(([name, entry]) => ({
    name,
    entry,
    caller: CALLER_ORDER.find((actor) => expectedOutcome(entry, actor) === 'ok') ?? 'anonymous',
  }));

  it.each(procedures)('$name: no text with a NUL byte reaches a query', async ({ name, entry, caller }) => {
    /** The matrix's call, with `change` applied to the procedure's input; its outcome, and the input it had. */
    const run = async (change: (input: unknown) => unknown) => {
      const world = await createWorld(database.db);
      const me = world[caller];
      const seen: { input?: unknown } = {};
      const real = createCaller(testContext(database.db, me.actor));
      try {
        await entry.call({ caller: changingCaller(real, name, change, seen), db: database.db, world, me });
        return { seen, error: null };
      } catch (error) {
        return { seen, error };
      }
    };
    const first = await run((input) => input);
    const declared = declaredFields(name);
    const given =
      first.seen.input && typeof first.seen.input === 'object' && !Array.isArray(first.seen.input)
        ? (first.seen.input as Record<string, unknown>)
        : first.seen.input === undefined
          ? {}
          : null;
    const variants = (input: unknown) => [
      ...nulValueVariants(input),
      ...(given === null
        ? []
        : declared
            .filter((field) => !(field in given))
            .map((field) => ({
              where: `.${field} (not in the seed)`,
              value: { ...((input as Record<string, unknown> | undefined) ?? {}), [field]: 'x\u0000' },
            }))),
    ];
    const count =
      first.seen.input === undefined && declared.length === 0 ? 0 : variants(first.seen.input).length;
    const failures: string[] = [];
    for (let i = 0; i < count; i++) {
      let where = '';
      const { error } = await run((input) => {
        const variant = variants(input)[i]!;
        where = variant.where;
        return variant.value;
      });
      if (error instanceof TRPCError && error.code === 'INTERNAL_SERVER_ERROR') {
        failures.push(`input${where}: ${String(error.cause ?? error.message).slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/** The top-level fields a procedure's input declares (its zod schema, as JSON Schema). */
function declaredFields(name: string): string[] {
  const procedure = (appRouter._def.procedures as unknown as Record<string, { _def: { inputs: unknown[] } }>)[
    name
  ];
  const schema = procedure?._def.inputs[0];
  if (!(schema instanceof z.ZodType)) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(json.properties ?? {});
}
