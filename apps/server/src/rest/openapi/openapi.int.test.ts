import { placeTestOrder } from '@laundry/api/testing';
import { createWorld } from '@laundry/api/testing/permissionMatrix';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { restMatrix } from '../../testing/restMatrix';
import type { Operations } from './declare';
import type { JsonSchema, OpenApiDocument } from './document';
import { openApiPath } from './document';
import { describedOperations } from './index';
import { webhookOperations } from './webhookOperations';

let database: Database;
let app: FastifyInstance;
/** Every `/api` route as Fastify registers it, `METHOD /path`. */
const routes = new Set<string>();
/** The same routes' options, to read what each declares once every hook has run. */
const registered: RouteOptions[] = [];
/** What those routes declare of themselves, as the served description is built from it. */
let operations: Operations;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  app = await buildApp({
    database,
    onRoute(route) {
      if (/^\/api(\/|$)/.test(route.url)) registered.push(route);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD' && /^\/api(\/|$)/.test(route.url)) routes.add(`${method} ${route.url}`);
      }
    },
  });
  await app.ready();
  operations = describedOperations(registered);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function servedDocument(): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json() as OpenApiDocument;
}

/** Every JSON Schema in the document: parameters, bodies, answers and the named shapes. */
function* schemasOf(document: OpenApiDocument): Generator<[string, JsonSchema]> {
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const at = `${method.toUpperCase()} ${path}`;
      for (const parameter of op.parameters)
        yield [`${at} ${parameter.in} ${parameter.name}`, parameter.schema];
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
        yield [`${at} body ${type}`, media.schema];
      for (const [status, response] of Object.entries(op.responses)) {
        const content = (response as { content?: Record<string, { schema: JsonSchema }> }).content ?? {};
        for (const [type, media] of Object.entries(content)) yield [`${at} ${status} ${type}`, media.schema];
      }
    }
  }
  for (const [name, schema] of Object.entries(document.components.schemas ?? {})) {
    yield [`components ${name}`, schema as JsonSchema];
  }
}

describe('the OpenAPI description of /api (docs/rules/rest-compatibility.md, The description)', () => {
  it('declares every registered /api route, and no route that is not registered', () => {
    const declared = Object.keys(operations).sort();
    expect(routes.size).toBeGreaterThan(90);
    expect(declared).toEqual([...routes].sort());
    // The webhooks are described apart from their routes (rest/openapi/webhookOperations.ts): each names a route.
    expect(Object.keys(webhookOperations).filter((key) => !routes.has(key))).toEqual([]);
  });

  it('says who may call each path as the permission matrix tests it', () => {
    const differing = Object.entries(restMatrix)
      .filter(([key, entry]) => operations[key]?.access !== entry.access)
      .map(([key, entry]) => `${key}: matrix ${entry.access}, description ${operations[key]?.access}`);
    expect(differing).toEqual([]);
    // A caller the access level lets in but the path refuses (403) is left out of x-roles.
    const callers = ['guest', 'customer', 'admin', 'superAdmin'];
    const refused = (cells: object | undefined) =>
      Object.entries(cells ?? {})
        .filter(([caller, outcome]) => callers.includes(caller) && outcome === 'forbidden')
        .map(([caller]) => caller)
        .sort();
    const differingRefusals = Object.entries(restMatrix)
      .filter(([key, entry]) => refused(entry.except).join() !== refused(operations[key]?.refuses).join())
      .map(
        ([key, entry]) =>
          `${key}: matrix ${refused(entry.except)}, description ${refused(operations[key]?.refuses)}`,
      );
    expect(differingRefusals).toEqual([]);
  });

  it('serves an OpenAPI 3.1 document with every path, its callers, parameters and answers', async () => {
    const document = await servedDocument();
    expect(document.openapi).toBe('3.1.0');
    const served = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(served.sort()).toEqual(
      Object.keys(operations)
        .map((key) => {
          const [method, path] = key.split(' ');
          return `${method} ${openApiPath(path!)}`;
        })
        .sort(),
    );

    const order = document.paths['/api/order/{id}']!.get!;
    expect(order['x-access']).toBe('guestOrUser');
    expect(order.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(order.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/OrderRead' } } },
    });
    expect(order.responses['401']).toEqual({ $ref: '#/components/responses/Unauthenticated' });

    // The body is the validator's: POST /api/signup's password is newPasswordSchema (8 to 64 characters).
    const signup = document.paths['/api/signup']!.post!.requestBody!.content['application/json']!.schema;
    expect(signup.properties?.password).toMatchObject({ type: 'string', minLength: 8, maxLength: 64 });
    expect(signup.required).toEqual(expect.arrayContaining(['email', 'password']));

    const staffOnly = document.paths['/api/order/status']!.post!;
    expect(staffOnly['x-roles']).toEqual(['Admin', 'SuperAdmin']);
    expect(staffOnly.description).toContain('Who may call');
    expect(document.paths['/api/zips']!.get!['x-roles']).toEqual([
      'public',
      'guest',
      'customer',
      'Admin',
      'SuperAdmin',
      'Driver',
    ]);

    // Every failure answers the `{ error, message }` shape.
    expect(document.components.schemas?.Error).toMatchObject({
      type: 'object',
      properties: { error: { type: 'string' }, message: { type: 'string' } },
      required: ['error', 'message'],
    });
    for (const methods of Object.values(document.paths)) {
      for (const op of Object.values(methods)) {
        expect(op.responses['500']).toEqual({ $ref: '#/components/responses/Internal' });
        expect(op.summary.length).toBeGreaterThan(0);
      }
    }
  });

  // docs/decisions/0066-rest-specials-address-sort-and-export-list.md.
  it("describes the specials' sortby=address and the orders export's list of orders", async () => {
    const document = await servedDocument();
    for (const path of ['/api/specials', '/api/specials/search']) {
      const sortby = document.paths[path]!.get!.parameters.find((p) => p.name === 'sortby');
      expect(sortby?.schema.enum, path).toEqual(expect.arrayContaining(['name', 'address']));
      expect(document.paths[path]!.get!.description).toContain('`sortby=address`');
    }
    const exportOp = document.paths['/api/orders/export']!.post!;
    const media = exportOp.requestBody!.content['application/json']!;
    const validate = new Ajv2020({ strict: false, validateFormats: false }).compile(media.schema);
    const id = '00000000-0000-4000-8000-000000000001';
    for (const body of [
      [{ _id: id, orderId: 10001 }, 10002, '10003', id],
      { orders: [id, 10001] },
      [],
      { searchtext: 'Ana', status: 'New', sortby: 'orderId', sortorder: -1 },
      media.example,
    ]) {
      expect(validate(body), JSON.stringify(body)).toBe(true);
    }
    expect(exportOp.description).toContain('list of orders');
  });

  it('writes only JSON Schemas that compile (draft 2020-12) and references that resolve', async () => {
    const document = await servedDocument();
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema({ $id: 'openapi.json', components: document.components }, 'openapi.json');
    const broken: string[] = [];
    for (const [where, schema] of schemasOf(document)) {
      try {
        const rebased = JSON.parse(
          JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/'),
        );
        ajv.compile(rebased);
      } catch (error) {
        broken.push(`${where}: ${String(error)}`);
      }
    }
    const text = JSON.stringify(document);
    for (const match of text.matchAll(/"\$ref":"#\/components\/(\w+)\/(\w+)"/g)) {
      const [, group, name] = match as unknown as [string, string, string];
      if (!document.components[group]?.[name]) broken.push(`unresolved ${match[0]}`);
    }
    expect(broken).toEqual([]);
  });

  it('validates a real answer against the declared shape, and refuses a wrong one', async () => {
    const document = await servedDocument();
    const world = await createWorld(database.db);
    const { orderId } = await placeTestOrder(database.db, world.customer.actor, world.customer.user!.email);
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema({ $id: 'openapi.json', components: document.components }, 'openapi.json');
    const validate = ajv.compile({ $ref: 'openapi.json#/components/schemas/Order' });
    const response = await app.inject({
      method: 'GET',
      url: `/api/order/${orderId}`,
      headers: { authorization: `JWT ${world.customer.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(validate(response.json()), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...response.json(), quoteTotalPrice: 44 })).toBe(false);
  });

  it('shows a reference page that needs nothing from elsewhere and runs no script', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
    const page = response.body;
    expect(page).not.toMatch(/<script|<link|\ssrc=|@import|url\(/i);
    expect(page).toContain('href="/api/openapi.json"');
    for (const key of Object.keys(operations)) {
      const [method, path] = key.split(' ') as [string, string];
      expect(page, key).toContain(`${method}</span> <code>${openApiPath(path)}</code>`);
    }
    expect(page).toContain('Who may call:</strong> Staff: an Admin or a Super Admin.');
    expect(page).toContain('id="schema-Error"');
  });

  const UNSAFE = 'Please remove control or text-direction characters.';
  /** Inputs fuzz.int.test.ts once answered 5xx to, or stored unclean: each now refused with a 4xx. */
  const found: [string, string, string, 'staff' | 'customer', unknown, number, string][] = [
    // An order number beyond the integer column.
    [
      'POST',
      '/api/payment/refund',
      'staff',
      'staff',
      { orderId: 569_894_444_191, amount: '5.00' },
      400,
      'There was an error getting orders.',
    ],
    // A NUL byte in a path parameter (refused by the URL guard, docs/decisions/0062-validation-nul-bytes.md), a
    // search text, a filter.
    ['POST', '/api/zip/a%00b', 'zip', 'staff', { florida: true }, 400, UNSAFE],
    ['DELETE', '/api/zip/%00', 'zip', 'staff', undefined, 400, UNSAFE],
    ['GET', '/api/customers/search?searchtext=a%00b', 'search', 'staff', undefined, 400, UNSAFE],
    ['POST', '/api/orders/filter', 'search', 'customer', { searchtext: 'a\u0000b' }, 400, UNSAFE],
    // A lone surrogate in a money path's notes (PostgreSQL refused the e-mail's JSON), a NUL in a hold's key.
    [
      'POST',
      '/api/payment/requestreauth',
      'notes',
      'staff',
      { orderId: '00000000-0000-4000-8000-000000000001', amountToCharge: 9000, notes: '\ud800' },
      400,
      UNSAFE,
    ],
    [
      'POST',
      '/api/payment/intent',
      'key',
      'customer',
      { amount: 6600, paymentMethodId: 'pm_sim_x', idempotencyKey: 'a\u0000b' },
      400,
      UNSAFE,
    ],
    // Bidi controls that were stored and shown reversed.
    [
      'POST',
      '/api/settings/product/new',
      'stored',
      'staff',
      { item: '\u202eevil', price: '3.00' },
      400,
      UNSAFE,
    ],
    [
      'POST',
      '/api/settings_florida/disableordering',
      'stored',
      'staff',
      { disableOrderingMessage: '\u2066x\u2069' },
      400,
      UNSAFE,
    ],
    [
      'POST',
      '/api/admin/customer',
      'stored',
      'staff',
      { firstName: '\u202eevil', email: 'bidi@example.test' },
      400,
      UNSAFE,
    ],
    [
      'POST',
      '/api/admin/special',
      'stored',
      'staff',
      {
        name: 'x\u202e',
        code: 'BIDI',
        expirationDate: '2099-12-31',
        firstTimeOnly: false,
        discountAmount: '5.00',
      },
      400,
      UNSAFE,
    ],
  ];
  it.each(found)('%s %s (%s, as %s)', async (method, url, _kind, caller, payload, status, message) => {
    const world = await createWorld(database.db);
    const me = caller === 'staff' ? world.superAdmin : world.customer;
    const response = await app.inject({
      method: method as 'GET' | 'POST' | 'DELETE',
      url,
      headers: { authorization: `JWT ${me.token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toEqual({ error: message, message });
  });
});
