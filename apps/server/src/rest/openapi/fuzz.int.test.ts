import { loadRegionPricing, loadStaffSettings, startUserSession } from '@laundry/api';
import { placeTestOrder, testPaymentMethodId } from '@laundry/api/testing';
import { createWorld, WORLD_PASSWORD, type World } from '@laundry/api/testing/permissionMatrix';
import {
  auditLog,
  comforterSizes,
  dryCleanItems,
  leads,
  locations,
  orders,
  paymentLedger,
  regionSettings,
  smsOptOuts,
  specials,
  tailoringItems,
  users,
  washFoldProducts,
  washPressItems,
  zips,
} from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { accountUpdateInput } from '@laundry/validators/auth';
import { locationInput } from '@laundry/validators/locations';
import { addressSchema, orderDraftSchema } from '@laundry/validators/order';
import { PRICE_LIST_FORMS, PRICE_LISTS } from '@laundry/validators/priceListForms';
import { leadInputSchema } from '@laundry/validators/publicSite';
import { REGIONS } from '@laundry/validators/settings';
import { SETTINGS_SECTION_FORMS, zipForm } from '@laundry/validators/settingsForms';
import { priceListFormValues, settingsFormValues } from '@laundry/validators/settingsFormValues';
import { specialStaffInput } from '@laundry/validators/specials';
import { isCleanText } from '@laundry/validators/text';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { buildApp } from '../../app';
import { type FuzzRequest, type Pools, requestsFor, type Seed } from '../../testing/fuzzInputs';
import { restMatrix } from '../../testing/restMatrix';
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from './document';

/**
 * The fuzz run of docs/rules/rest-compatibility.md (The description): every operation of the served
 * /api/openapi.json, driven with requests drawn from its own schemas (valid ones, and ones with a part broken
 * on purpose), as an anonymous caller, a customer and staff (a Super Admin). Every answer must be below
 * 500, show no stack trace and no SQL, a success must match the answer the description declares, and no row
 * the run could write may break the validator it came through.
 *
 * Bounded: FUZZ_ROUNDS rounds (each one request per operation and caller), stopping early at FUZZ_BUDGET_MS.
 */
const ROUNDS = Number(process.env.FUZZ_ROUNDS ?? 12);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 25_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_301);
const ACTORS = ['anonymous', 'customer', 'staff'] as const;
type ActorName = (typeof ACTORS)[number];

/** Paths whose calls may end the caller's sessions or account: each call gets a person of its own. */
const ENDS_SESSIONS =
  /^(GET|POST) \/api\/logout$|^(POST|DELETE) \/api\/user\/\{id\}|^POST \/api\/(resetpassword|authorizeguest)/;

const STACK = /\n\s+at\s|\bat [\w$.<>]+ \((?:file:|node:|\/)|node_modules|\/work\/|\.ts:\d+:\d+/;
const SQL =
  /\b(?:select\s[\s\S]{0,200}\sfrom\s+"|insert into|delete from|update\s+"\w+"\s+set|failed query|syntax error at|violates\s[\w\s-]*constraint|invalid byte sequence|invalid input syntax|relation "\w+"|column "\w+"|duplicate key value|unterminated|pglite|drizzle|postgres)\b/i;

let database: Database;
let app: FastifyInstance;
let world: World;
const placed: { id: string; number: number; intentId: string | null }[] = [];

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
      cardDeclineRules: { perIp: { max: 1e9, windowMs: 60_000 }, perPayer: { max: 1e9, windowMs: 60_000 } },
    },
  });
  await app.ready();
  world = await createWorld(database.db);
  for (let i = 0; i < 3; i++) {
    const { orderId } = await placeTestOrder(database.db, world.customer.actor, world.customer.user!.email);
    const [row] = await database.db
      .select({ id: orders.id, number: orders.orderNumber, intentId: orders.paymentIntentId })
      .from(orders)
      .where(eq(orders.id, orderId));
    placed.push(row!);
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface Tally {
  inputs: number;
  valid: number;
  invalid: number;
  /** Answers below 400 (successes and redirects): how deep the generated requests reach. */
  succeeded: number;
  serverErrors: number;
  /**
   * 503s the path declares: ordering switched off by a Super Admin's settings call in this very run
   * ('Disable Ordering'), or a provider not configured. An answer of the product, not a fault.
   */
  unavailable: number;
  ms: number;
}
interface Finding {
  operation: string;
  actor: ActorName;
  status: number;
  problem: string;
  request: string;
  answer: string;
}

const short = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}…(${text.length})` : text;

describe('fuzz: every path of /api/openapi.json', () => {
  it(
    'answers every generated request below 500, with no stack or SQL, as declared',
    async () => {
      const started = Date.now();
      const served = await app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(served.statusCode).toBe(200);
      const document = served.json() as OpenApiDocument;

      const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
      const answerChecks = new Map<string, ReturnType<typeof ajv.compile>>();
      const answerCheck = (key: string, op: OpenApiOperation, status: number) => {
        const id = `${key} ${status}`;
        if (!answerChecks.has(id)) {
          const response = op.responses[String(status)] as {
            content?: Record<string, { schema: JsonSchema }>;
          };
          const schema = response?.content?.['application/json']?.schema;
          answerChecks.set(
            id,
            schema ? ajv.compile(resolveRefs(document, schema) as object) : ((() => true) as never),
          );
        }
        return answerChecks.get(id)!;
      };

      const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({
          key: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase() as FuzzRequest['method'],
          path,
          op,
        })),
      );
      const fixtures = await loadFixtures();
      const seeds = await loadSeeds();
      const tallies = new Map<string, Tally>();
      const findings: Finding[] = [];
      const rawMessages = new Map<string, string>();
      const sessions = new Map<string, { token: string; userId: string }>();

      /** A session for `actor` on this operation: a person of its own where the call may end it. */
      async function sessionOf(key: string, actor: ActorName) {
        if (actor === 'anonymous') return null;
        const cacheKey = `${key} ${actor}`;
        const cached = sessions.get(cacheKey);
        if (cached && !ENDS_SESSIONS.test(key)) return cached;
        const own = ENDS_SESSIONS.test(key);
        const userId =
          actor === 'customer'
            ? own
              ? (await createUser(database.db)).id
              : world.customer.user!.id
            : own
              ? (await createUser(database.db, { role: 'SuperAdmin' })).id
              : world.superAdmin.user!.id;
        const { token } = await startUserSession(database.db, userId, new Date());
        const session = { token, userId };
        sessions.set(cacheKey, session);
        return session;
      }

      const samples = new Map<string, FuzzRequest[]>();
      let rounds = 0;
      for (let round = 0; round < ROUNDS; round++) {
        if (Date.now() - started > BUDGET_MS) break;
        rounds += 1;
        for (const [index, { key, method, path, op }] of operations.entries()) {
          for (const [actorIndex, actor] of ACTORS.entries()) {
            const session = await sessionOf(key, actor);
            const sampleKey = `${key} ${actor}`;
            if (!samples.has(sampleKey)) {
              const seed = seeds.get(key);
              const pools = fixtures.pools(path, session?.userId ?? null, seed?.linkToken);
              samples.set(
                sampleKey,
                fc.sample(requestsFor(document, method, path, op, pools, seed), {
                  seed: SEED + index * 31 + actorIndex,
                  numRuns: ROUNDS,
                }),
              );
            }
            const request = samples.get(sampleKey)![round]!;
            const headers = { ...request.headers };
            const cookies: Record<string, string> = {};
            // The session as the REST header, or as the web client's cookie (every other round, and when the
            // header carries a link's token).
            if (session && (headers.authorization !== undefined || round % 2 === 1))
              cookies.session = session.token;
            else if (session) headers.authorization = `JWT ${session.token}`;
            let response: LightMyRequestResponse;
            const sent = Date.now();
            try {
              response = await app.inject({
                method,
                url: request.url,
                headers,
                cookies,
                payload: request.payload,
              });
            } catch (error) {
              findings.push({
                operation: key,
                actor,
                status: 0,
                problem: `inject threw: ${String(error)}`,
                request: short(JSON.stringify(request)),
                answer: '',
              });
              continue;
            }
            const tally = tallies.get(key) ?? {
              inputs: 0,
              valid: 0,
              invalid: 0,
              succeeded: 0,
              serverErrors: 0,
              unavailable: 0,
              ms: 0,
            };
            tally.inputs += 1;
            tally[request.kind] += 1;
            tally.ms += Date.now() - sent;
            if (response.statusCode < 400) tally.succeeded += 1;
            tallies.set(key, tally);
            if (session && response.statusCode === 401) sessions.delete(`${key} ${actor}`);

            const declared503 = response.statusCode === 503 && op.responses['503'] !== undefined;
            const problems = answerProblems(response, declared503, () =>
              answerCheck(key, op, response.statusCode),
            );
            if (declared503) tally.unavailable += 1;
            else if (response.statusCode >= 500) tally.serverErrors += 1;
            const message = response.statusCode >= 400 ? rawMessageOf(response) : null;
            if (message && !rawMessages.has(key))
              rawMessages.set(key, `${message} (${short(request.payload ?? request.url, 160)})`);
            for (const problem of problems) {
              findings.push({
                operation: key,
                actor,
                status: response.statusCode,
                problem,
                request: short(JSON.stringify({ ...request, headers: request.headers })),
                answer: short(response.body),
              });
            }
          }
        }
      }

      const totals = {
        inputs: 0,
        valid: 0,
        invalid: 0,
        succeeded: 0,
        serverErrors: 0,
        unavailable: 0,
        ms: 0,
      };
      for (const tally of tallies.values()) {
        for (const field of Object.keys(totals) as (keyof Tally)[]) totals[field] += tally[field];
      }
      const lines = [...tallies.entries()].map(
        ([key, t]) =>
          `  ${key.padEnd(50)} ${String(t.inputs).padStart(4)} inputs (${t.valid} valid, ${t.invalid} invalid), ` +
          `${t.succeeded} 2xx/3xx, ${t.serverErrors} 5xx${t.unavailable ? ` (+${t.unavailable} declared 503)` : ''}, ${t.ms} ms`,
      );
      console.log(
        [
          `fuzz (${database.driver}): ${operations.length} operations x ${ACTORS.length} callers, ${rounds} rounds, ` +
            `${totals.inputs} inputs (${totals.valid} valid, ${totals.invalid} invalid), ${totals.succeeded} 2xx/3xx, ` +
            `${totals.serverErrors} 5xx (+${totals.unavailable} declared 503), ${findings.length} problems, ${Date.now() - started} ms (${totals.ms} ms answering)`,
          ...lines,
        ].join('\n'),
      );
      if (findings.length > 0) console.log(JSON.stringify(findings.slice(0, 40), null, 2));

      expect(rounds).toBeGreaterThan(0);
      expect(tallies.size).toBe(operations.length);
      expect(findings).toEqual([]);
      // A 4xx carries the product's message or plain words naming the field, never zod's own wording
      // (docs/rules/rest-compatibility.md).
      expect(Object.fromEntries(rawMessages)).toEqual({});
    },
    BUDGET_MS + 90_000,
  );

  it('left no stored value that breaks its schema', async () => {
    const problems = await storedProblems();
    if (problems.length > 0) console.log(problems.slice(0, 40).join('\n'));
    expect(problems).toEqual([]);
  });

  it('would see a stored value that breaks its schema', async () => {
    const [row] = await database.db
      .insert(leads)
      .values({ kind: 'contact', name: '\u202eevil', email: 'not an e-mail', message: 'Hello' })
      .returning();
    const problems = await storedProblems();
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^leads ${row!.id}: `))]),
    );
    expect(problems.filter((problem) => problem.includes(row!.id)).length).toBeGreaterThanOrEqual(2);
  });
});

/** The stored values, from every table the paths write, that break the validator they came through. */
async function storedProblems(): Promise<string[]> {
  const problems: string[] = [];
  const check = (table: string, id: unknown, schema: ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    if (!result.success) {
      problems.push(
        `${table} ${String(id)}: ${result.error.issues[0]?.message} ${short(JSON.stringify(value), 200)}`,
      );
    }
  };
  const db = database.db;
  const defined = (row: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null && v !== undefined));

  for (const user of await db.select().from(users)) {
    const { firstName, lastName, email, phone, address, addressLine2, city, state, zip } = user;
    check(
      'users',
      user.id,
      accountUpdateInput,
      defined({ firstName, lastName, email, phone, address, addressLine2, city, state, zip }),
    );
  }
  for (const lead of await db.select().from(leads)) {
    const { kind, name, email, message, phone, company } = lead;
    check('leads', lead.id, leadInputSchema, defined({ kind, name, email, message, phone, company }));
  }
  for (const row of await db.select().from(locations)) {
    const { name, address, city, state, zip, phone, hours, lat, long } = row;
    check('locations', row.id, locationInput, { name, address, city, state, zip, phone, hours, lat, long });
  }
  for (const row of await db.select().from(specials)) {
    check('specials', row.id, specialStaffInput, {
      name: row.name,
      code: row.code,
      description: row.description ?? '',
      expirationDate: row.expirationDate,
      firstTimeOnly: row.firstTimeOnly,
      percentDiscount: row.percentDiscount,
      promotionalPriceCents: row.promotionalPriceCents,
      discountAmountCents: row.discountAmountCents,
      services: row.services,
      tailoringItems: row.tailoringItems,
      dryCleanItems: row.dryCleanItems,
    });
  }
  for (const row of await db.select().from(zips))
    check('zips', row.id, zipForm, { zip: row.zip, florida: row.florida });
  for (const region of REGIONS) {
    const values = settingsFormValues((await loadStaffSettings(db, region)).settings);
    for (const [section, form] of Object.entries(SETTINGS_SECTION_FORMS)) {
      check(`settings ${region}`, section, form, values[section as keyof typeof values]);
    }
    const { priceLists } = await loadRegionPricing(db, region);
    for (const list of PRICE_LISTS) {
      for (const row of priceLists[list]) {
        check(`${list} ${region}`, row.id, PRICE_LIST_FORMS[list], priceListFormValues(list, row as never));
      }
    }
  }
  for (const order of await db.select().from(orders)) {
    check('orders', order.id, addressSchema, defined(order.address as unknown as Record<string, unknown>));
    check('orders', order.id, orderDraftSchema.shape.instructions, order.instructions);
  }
  // Every text of every table the paths write: clean (docs/decisions/0028-validation-clean-text.md).
  const tables = {
    users,
    leads,
    locations,
    specials,
    zips,
    regionSettings,
    washFoldProducts,
    washPressItems,
    dryCleanItems,
    tailoringItems,
    comforterSizes,
    orders,
    paymentLedger,
    smsOptOuts,
    auditLog,
  };
  for (const [name, table] of Object.entries(tables)) {
    for (const row of (await db.select().from(table as never)) as Record<string, unknown>[]) {
      for (const text of textsIn(row)) {
        if (!isCleanText(text, true))
          problems.push(`${name} ${String(row.id)}: unclean text ${short(JSON.stringify(text), 80)}`);
        if (name === 'paymentLedger' && SQL.test(text))
          problems.push(`${name} ${String(row.id)}: SQL in ${short(text, 120)}`);
      }
    }
  }
  return problems;
}

function* textsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* textsIn(item);
  else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      yield key;
      yield* textsIn(item);
    }
  }
}

/** What is wrong with an answer: a 5xx, a stack, SQL, a success not as declared, a failure not `{ error, message }`. */
function answerProblems(
  response: LightMyRequestResponse,
  declared503: boolean,
  check: () => (value: unknown) => boolean,
): string[] {
  const problems: string[] = [];
  const { statusCode: status, body } = response;
  if (status >= 500 && !declared503) problems.push('5xx');
  if (STACK.test(body)) problems.push('stack trace in the answer');
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  if (status >= 400 && SQL.test(body)) problems.push('SQL text in the answer');
  if (!isJson) return problems;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return [...problems, 'answer is not JSON'];
  }
  if (status >= 400) {
    const failure = value as { error?: unknown; message?: unknown };
    if (typeof failure.error !== 'string' || typeof failure.message !== 'string') {
      problems.push('failure is not { error, message }');
    }
  } else if (status < 300) {
    const validate = check() as ((value: unknown) => boolean) & { errors?: unknown };
    if (!validate(value))
      problems.push(`answer not as declared: ${short(JSON.stringify(validate.errors), 300)}`);
  }
  return problems;
}

/** zod's own wording (English defaults), where a path should answer the product's message. */
const ZOD_DEFAULT =
  /^(Invalid input|Invalid option|Invalid (string|UUID|uuid|email|ISO date)|Too (big|small):|Expected |Unrecognized key|Invalid element)/;

function rawMessageOf(response: LightMyRequestResponse): string | null {
  try {
    const { error } = JSON.parse(response.body) as { error?: unknown };
    return typeof error === 'string' && ZOD_DEFAULT.test(error) ? error : null;
  } catch {
    return null;
  }
}

/** The schema with `#/components/schemas/...` references replaced by what they name. */
function resolveRefs(document: OpenApiDocument, schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map((item) => resolveRefs(document, item));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    return resolveRefs(document, document.components.schemas?.[ref.split('/').pop()!]);
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, resolveRefs(document, v)]));
}

/** The ids, numbers and names of the test's data, for the fields and parameters that name a row. */
async function loadFixtures() {
  const db = database.db;
  const pick = async <T extends { id: string }>(rows: Promise<T[]>) => (await rows).map((row) => row.id);
  const locationIds = await pick(db.select({ id: locations.id }).from(locations));
  const specialRows = await db.select({ id: specials.id, code: specials.code }).from(specials);
  const products = await pick(db.select({ id: washFoldProducts.id }).from(washFoldProducts));
  const services = [
    ...(await pick(db.select({ id: washPressItems.id }).from(washPressItems))),
    ...(await pick(db.select({ id: dryCleanItems.id }).from(dryCleanItems))),
    ...(await pick(db.select({ id: tailoringItems.id }).from(tailoringItems))),
  ];
  const sizes = await pick(db.select({ id: comforterSizes.id }).from(comforterSizes));
  const zipRows = await db.select({ id: zips.id, zip: zips.zip }).from(zips);
  const cards = [await testPaymentMethodId(db), await testPaymentMethodId(db), await testPaymentMethodId(db)];
  const orderRefs = placed.flatMap((o) => [o.id, o.number, String(o.number)]);
  const intents = placed.map((o) => o.intentId).filter((id): id is string => id !== null);
  const people = [world.customer, world.otherCustomer, world.admin, world.superAdmin].map((m) => m.user!);
  const customerEmail = world.customer.user!.email;

  const byName: Record<string, readonly unknown[]> = {
    orderId: orderRefs,
    location: locationIds,
    locationId: [...locationIds, 'unassigned'],
    paymentIntentId: intents,
    stripePaymentIntentId: intents,
    paymentMethodId: cards,
    payment_method: cards,
    productIds: products,
    itemId: services,
    sizeId: sizes,
    code: specialRows.map((s) => s.code),
    promoCode: specialRows.map((s) => s.code),
    email: [customerEmail, 'fuzz@example.test', ` ${customerEmail.toUpperCase()} `],
    receipt_email: [customerEmail],
    password: [WORLD_PASSWORD],
    confirmPassword: [WORLD_PASSWORD],
    zip: [...zipRows.map((z) => z.zip), '10001', '33101'],
    state: ['NY', 'FL', 'ny'],
  };
  const pathIds = (path: string, self: string | null): readonly unknown[] | undefined => {
    if (path.includes('/user/')) return [self, self, self, ...people.map((p) => p.id)].filter(Boolean);
    if (path.includes('/order/')) return orderRefs;
    if (path.includes('/customer/')) return [world.customer.user!.id, world.otherCustomer.user!.id];
    if (path.includes('/location/')) return locationIds;
    if (path.includes('/special/')) return specialRows.map((s) => s.id);
    if (path.includes('/product/')) return products;
    if (path.includes('/service/')) return [...services, ...sizes];
    if (path.includes('/settings')) return [...products, ...services, ...sizes];
    return undefined;
  };
  return {
    pools(path: string, self: string | null, linkToken?: string): Pools {
      return (name) => {
        if (name === 'linkToken') return linkToken ? [linkToken] : undefined;
        if (name === 'id' || (name === '_id' && path.includes('/settings'))) return pathIds(path, self);
        if (name === '_id') return orderRefs;
        if (name === 'zip' && path.includes('/zip/'))
          return [...zipRows.map((z) => z.zip), ...zipRows.map((z) => z.id)];
        return byName[name];
      };
    },
  };
}

/**
 * A request that succeeds for each path, from the permission matrix (testing/restMatrix.ts), made as staff
 * for staff paths and as the customer otherwise: the run changes one of its leaves at a time, which reaches
 * further into the services than drawing whole bodies does.
 */
async function loadSeeds(): Promise<Map<string, Seed & { linkToken?: string }>> {
  const seeds = new Map<string, Seed & { linkToken?: string }>();
  for (const [key, entry] of Object.entries(restMatrix)) {
    const staff = entry.access === 'staff' || entry.access === 'superAdmin';
    const me = staff ? world.superAdmin : world.customer;
    try {
      const { payload, query, headers } = await entry.call({ db: database.db, world, me });
      const authorization = (headers as Record<string, string> | undefined)?.authorization;
      seeds.set(key.replace(/:([A-Za-z0-9_]+)/g, '{$1}'), {
        payload,
        query: query as Record<string, unknown> | undefined,
        linkToken: authorization?.replace(/^JWT\s+/, ''),
      });
    } catch {
      // No seed: the path is drawn from its schemas only.
    }
  }
  return seeds;
}
