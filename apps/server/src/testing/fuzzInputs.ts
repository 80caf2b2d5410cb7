import fc from 'fast-check';
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from '../rest/openapi/document';

/**
 * Requests for the fuzz run (fuzz.int.test.ts), drawn from the OpenAPI description: values its JSON Schemas
 * allow, values from the test's own data for the fields that name a row (ids, order numbers, e-mails), and
 * values no schema allows (control characters, lone surrogates, huge texts, wrong types, broken JSON).
 */

/** Known good values by field or parameter name (the caller's own id, an order's number, a store's id...). */
export type Pools = (name: string) => readonly unknown[] | undefined;

export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Whether every part was drawn from the schemas ('valid') or one part was broken on purpose. */
  kind: 'valid' | 'invalid';
}

const SHORT_TEXT = 40;

/** Texts that have broken servers: controls, surrogates, bidi, SQL and markup, paths, very long. */
const NASTY_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\u202eevil',
  '\u2066x\u2069',
  '\r\n',
  '\t',
  '\u0085',
  '\ufeff',
  '💧🧺',
  'Ω≈ç√∫',
  "' OR 1=1 --",
  '"; drop table users; --',
  '%00',
  '%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as text
  '${7*7}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  '1.005',
  '2026-02-30',
  '0000-00-00',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'a'.repeat(256),
  'é'.repeat(5000),
  'x'.repeat(100_000),
] as const;

const NASTY_NUMBERS = [
  -1,
  0,
  -0,
  1e-9,
  0.005,
  1.005,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
] as const;

const nastyText = fc.constantFrom(...NASTY_TEXTS);

/** Any value of the wrong kind: odd texts and numbers, booleans, null, arrays, objects, deep nesting. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyText },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constant(JSON.parse(`${'['.repeat(200)}${']'.repeat(200)}`)) },
  { weight: 1, arbitrary: fc.array(nastyText, { minLength: 1, maxLength: 3 }) },
);

/** A header value Node accepts (visible Latin-1, no line breaks). */
const headerText = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 }),
  fc.constantFrom('', ' ', 'null', '../', "' OR 1=1 --", 'x'.repeat(4000), 'é', '\u00ff'),
);

/** Headers any path reads: the session, the CSRF check's origin, the proxy's address, content negotiation. */
const COMMON_HEADERS = [
  'authorization',
  'cookie',
  'origin',
  'referer',
  'sec-fetch-site',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'accept',
  'accept-language',
  'idempotency-key',
  'if-none-match',
  'range',
] as const;

function refTarget(document: OpenApiDocument, ref: string): JsonSchema {
  const name = ref.split('/').pop() ?? '';
  return (document.components.schemas?.[name] ?? {}) as JsonSchema;
}

/** Draws values a JSON Schema (draft 2020-12, as zod writes them) allows, preferring `pools` by name. */
class SchemaArbitraries {
  constructor(
    private readonly document: OpenApiDocument,
    private readonly pools: Pools,
  ) {}

  /** A value the schema allows (as far as JSON Schema says: refinements in code may still refuse it). */
  valid(schema: JsonSchema, name?: string, depth = 0): fc.Arbitrary<unknown> {
    const own = this.ownValid(schema, depth);
    const pool = name === undefined ? undefined : this.pools(name);
    if (!pool || pool.length === 0) return own;
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...pool) }, { weight: 1, arbitrary: own });
  }

  private ownValid(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    if (typeof schema.$ref === 'string')
      return this.valid(refTarget(this.document, schema.$ref), undefined, depth);
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (Array.isArray(schema.enum) && schema.enum.length > 0)
      return fc.constantFrom(...(schema.enum as unknown[]));
    const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
    if (alternatives && alternatives.length > 0) {
      return fc.oneof(...alternatives.map((alt) => this.valid(alt, undefined, depth + 1)));
    }
    if (Array.isArray(schema.type)) {
      return fc.oneof(...schema.type.map((type) => this.ownValid({ ...schema, type }, depth)));
    }
    switch (schema.type) {
      case 'object':
        return this.object(schema, depth);
      case 'array': {
        const items = (schema.items ?? {}) as JsonSchema;
        const minLength = Number(schema.minItems ?? 0);
        const maxLength = Math.max(minLength, Math.min(Number(schema.maxItems ?? 4), 4));
        return fc.array(this.valid(items, undefined, depth + 1), { minLength, maxLength });
      }
      case 'string':
        return this.string(schema);
      case 'integer': {
        const min = Math.max(Number(schema.minimum ?? -1000), -(2 ** 40));
        const max = Math.min(Number(schema.maximum ?? 100_000), 2 ** 40);
        const low = schema.exclusiveMinimum === undefined ? min : Number(schema.exclusiveMinimum) + 1;
        return fc.integer({ min: Math.ceil(low), max: Math.max(Math.ceil(low), Math.floor(max)) });
      }
      case 'number': {
        const min = Math.max(Number(schema.minimum ?? -1e6), -1e9);
        const max = Math.min(Number(schema.maximum ?? 1e6), 1e9);
        return fc.oneof(
          fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
          fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((cents) => cents / 100),
          fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
        );
      }
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return depth > 2 ? fc.constant(null) : fc.jsonValue({ maxDepth: 1 });
    }
  }

  private object(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    const properties = schema.properties ?? {};
    const required = new Set(schema.required ?? []);
    const fields: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, property] of Object.entries(properties)) {
      fields[key] = this.valid(property, key, depth + 1);
    }
    return fc.record(fields, { requiredKeys: Object.keys(fields).filter((key) => required.has(key)) });
  }

  private string(schema: JsonSchema): fc.Arbitrary<string> {
    const minLength = Number(schema.minLength ?? 0);
    const maxLength = Number(schema.maxLength ?? Number.POSITIVE_INFINITY);
    const fit = (text: string) => text.length >= minLength && text.length <= maxLength;
    // Cut or pad to the declared length (never a filter, which could search forever).
    const clip = (text: string) =>
      text.length > maxLength ? text.slice(0, maxLength) : text.padEnd(minLength, 'x');
    switch (schema.format) {
      case 'uuid':
        return fc.uuid({ version: 4 });
      case 'date':
        return fc
          .date({
            min: new Date('2020-01-01T00:00:00Z'),
            max: new Date('2030-12-31T00:00:00Z'),
            noInvalidDate: true,
          })
          .map((date) => date.toISOString().slice(0, 10));
      case 'email':
        return fc.emailAddress().map(clip);
    }
    if (typeof schema.pattern === 'string') {
      try {
        return fc.stringMatching(new RegExp(schema.pattern)).map(clip);
      } catch {
        // A pattern fast-check cannot draw from: plain text below.
      }
    }
    const limit = Math.max(minLength, Math.min(maxLength, SHORT_TEXT));
    return fc.oneof(
      { weight: 3, arbitrary: fc.string({ minLength, maxLength: limit }) },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: limit }) },
      ...(NASTY_TEXTS.some(fit)
        ? [{ weight: 1, arbitrary: fc.constantFrom(...NASTY_TEXTS.filter(fit)) }]
        : []),
      {
        weight: 1,
        arbitrary: fc.constant('x'.repeat(Math.max(minLength, maxLength < 1_000_000 ? maxLength : 5_000))),
      },
    );
  }

  /** A value the schema's author would not expect: one field broken, one required field gone, or junk. */
  invalid(schema: JsonSchema): fc.Arbitrary<unknown> {
    const resolved = typeof schema.$ref === 'string' ? refTarget(this.document, schema.$ref) : schema;
    const properties = Object.keys(resolved.properties ?? {});
    if (resolved.type !== 'object' || properties.length === 0) return nastyValue;
    const base = this.valid(resolved) as fc.Arbitrary<Record<string, unknown>>;
    const broken = fc
      .tuple(base, fc.constantFrom(...properties), nastyValue)
      .map(([value, key, junk]) => ({ ...value, [key]: junk }));
    const nestedBroken = fc
      .tuple(base, fc.constantFrom(...properties))
      .chain(([value, key]) =>
        this.invalid(resolved.properties?.[key] ?? {}).map((junk) => ({ ...value, [key]: junk })),
      );
    const required = resolved.required ?? [];
    const missing =
      required.length === 0
        ? base
        : fc.tuple(base, fc.constantFrom(...required)).map(([value, key]) => {
            const { [key]: _gone, ...rest } = value;
            return rest;
          });
    return fc.oneof(
      { weight: 3, arbitrary: broken },
      { weight: 2, arbitrary: nestedBroken },
      { weight: 1, arbitrary: missing },
      { weight: 1, arbitrary: nastyValue },
    );
  }
}

/** Raw bodies that are not the JSON they claim to be. */
const BROKEN_BODIES = [
  '{',
  '{"a":',
  '[',
  'null',
  '"text"',
  '42',
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2}',
  `{"a":"${'\\u0000'.repeat(10)}"}`,
  `{"a":"\\ud800"}`,
  `${'{"a":'.repeat(500)}1${'}'.repeat(500)}`,
] as const;

/**
 * Percent-encodes text for a URL, a lone surrogate included (as the bytes a careless encoder would send,
 * which are not UTF-8): encodeURIComponent refuses those.
 */
function encodeForUrl(text: string): string {
  return text.replace(/[\s\S]/gu, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(char);
  });
}

function queryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      pairs.push(`${encodeForUrl(key)}=${encodeForUrl(asText(item))}`);
    }
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** The text a query or path value is sent as (a number as its digits, an object as JSON). */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** A request known to succeed (from the permission matrix), which the run mutates one leaf at a time. */
export interface Seed {
  payload?: unknown;
  query?: Record<string, unknown>;
  headers?: Record<string, string>;
}

type Path = (string | number)[];

/** The paths to the leaves of a JSON value (and to each object or array itself, which can be replaced too). */
function leafPaths(value: unknown, path: Path = [], depth = 0): Path[] {
  if (depth > 6 || value === null || typeof value !== 'object') return [path];
  const entries = Array.isArray(value) ? value.map((item, i) => [i, item] as const) : Object.entries(value);
  return [path, ...entries.flatMap(([key, item]) => leafPaths(item, [...path, key], depth + 1))];
}

function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = setAt(copy[head], rest, next);
  return copy;
}

/** The schema of the value at `path` (through properties, items and the first alternative that has it). */
function schemaAt(
  document: OpenApiDocument,
  schema: JsonSchema | undefined,
  path: Path,
): JsonSchema | undefined {
  if (!schema) return undefined;
  if (typeof schema.$ref === 'string') return schemaAt(document, refTarget(document, schema.$ref), path);
  if (path.length === 0) return schema;
  const [head, ...rest] = path as [string | number, ...Path];
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) {
    for (const alt of alternatives) {
      const found = schemaAt(document, alt, path);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof head === 'number') return schemaAt(document, schema.items as JsonSchema | undefined, rest);
  return schemaAt(document, schema.properties?.[head], rest);
}

/**
 * The seed with one leaf changed: to another value its schema allows (or a pool's), or (`broken`) to junk.
 * A leaf the description does not know is changed to junk either way.
 */
function mutated(
  document: OpenApiDocument,
  draw: SchemaArbitraries,
  seed: unknown,
  schema: JsonSchema | undefined,
  broken: boolean,
): fc.Arbitrary<unknown> {
  const paths = leafPaths(seed).filter((path) => path.length > 0);
  if (paths.length === 0) return fc.constant(seed);
  return fc.constantFrom(...paths).chain((path) => {
    const at = schemaAt(document, schema, path);
    const name = path.filter((key): key is string => typeof key === 'string').pop();
    const next = broken || !at ? nastyValue : draw.valid(at, name);
    return next.map((value) => setAt(seed, path, value));
  });
}

/**
 * Requests for one operation of the description: `fastifyPath` is its key's path (`/api/user/:id`).
 * Half draw every part from the schemas; half break one part (the body, a parameter, a header).
 */
export function requestsFor(
  document: OpenApiDocument,
  method: FuzzRequest['method'],
  openApiPath: string,
  op: OpenApiOperation,
  pools: Pools,
  seed?: Seed,
): fc.Arbitrary<FuzzRequest> {
  const draw = new SchemaArbitraries(document, pools);
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const headerParams = op.parameters.filter((p) => p.in === 'header');
  const [bodyType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];

  const pathArb = (broken: boolean) =>
    fc.tuple(
      ...pathParams.map((p) =>
        broken
          ? fc.oneof(
              nastyText.filter((t) => t !== ''),
              draw.valid(p.schema, p.name).map(asText),
            )
          : draw.valid(p.schema, p.name).map(asText),
      ),
    );
  const queryArb = (broken: boolean): fc.Arbitrary<Record<string, unknown>> => {
    const drawn = fc.record(
      Object.fromEntries(
        queryParams.map((p) => [
          p.name,
          broken
            ? fc.oneof(
                draw.valid(p.schema, p.name),
                nastyValue,
                fc.array(nastyText, { minLength: 2, maxLength: 3 }),
              )
            : draw.valid(p.schema, p.name),
        ]),
      ),
      { requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name) },
    );
    if (!seed?.query) return drawn;
    const querySchema: JsonSchema = {
      type: 'object',
      properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])),
    };
    const seeded = mutated(document, draw, seed.query, querySchema, broken) as fc.Arbitrary<
      Record<string, unknown>
    >;
    return fc.oneof(drawn, seeded, ...(broken ? [] : [fc.constant(seed.query)]));
  };
  const declaredHeaders = (broken: boolean) =>
    fc.record(
      Object.fromEntries(
        headerParams.map((p) => [
          p.name.toLowerCase(),
          broken ? headerText : draw.valid(p.schema, p.name).map(asText),
        ]),
      ),
      { requiredKeys: [] },
    );
  /** Broken headers: the declared ones as junk, and those every path reads (session, origin, proxy, types). */
  const headerArb = (broken: boolean) =>
    broken
      ? fc
          .tuple(
            declaredHeaders(true),
            fc.dictionary(fc.constantFrom(...COMMON_HEADERS), headerText, { maxKeys: 3 }),
          )
          .map(([declared, common]) => ({ ...common, ...declared }))
      : declaredHeaders(false);
  const linkToken = op['x-link-token'];
  const tokenArb = (broken: boolean): fc.Arbitrary<string | undefined> => {
    if (!linkToken) return fc.constant(undefined);
    const pooled = pools('linkToken') ?? [];
    const drawn = fc.oneof(
      draw.valid(linkToken).map(asText),
      ...(pooled.length > 0 ? [fc.constantFrom(...pooled).map(asText)] : []),
    );
    return broken
      ? fc.oneof(
          headerText.map((t) => `JWT ${t}`),
          headerText,
          fc.constant(undefined),
        )
      : drawn.map((token) => `JWT ${token}`);
  };

  const bodyArb = (broken: boolean): fc.Arbitrary<{ payload?: string; type?: string }> => {
    if (!media) {
      return broken
        ? fc.option(
            nastyValue.map((v) => ({ payload: JSON.stringify(v) ?? 'null', type: 'application/json' })),
            {
              nil: {},
            },
          )
        : fc.constant({});
    }
    const type = bodyType ?? 'application/json';
    const seeded = seed?.payload;
    const fromSeed =
      seeded === undefined || typeof seeded === 'string'
        ? []
        : [
            {
              weight: 3,
              arbitrary: mutated(document, draw, seeded, media.schema, broken).map((v) =>
                encodeBody(v, type),
              ),
            },
          ];
    const encoded = fc.oneof(
      {
        weight: 2,
        arbitrary: (broken ? draw.invalid(media.schema) : draw.valid(media.schema)).map((v) =>
          encodeBody(v, type),
        ),
      },
      ...fromSeed,
    );
    if (!broken) {
      const example = media.example;
      const asIs =
        seeded === undefined
          ? []
          : [
              {
                weight: 1,
                arbitrary: fc.constant(
                  typeof seeded === 'string' ? { payload: seeded, type } : encodeBody(seeded, type),
                ),
              },
            ];
      return fc.oneof(
        { weight: 4, arbitrary: encoded },
        ...asIs,
        ...(example === undefined ? [] : [{ weight: 1, arbitrary: fc.constant(encodeBody(example, type)) }]),
      );
    }
    return fc.oneof(
      { weight: 6, arbitrary: encoded },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(...BROKEN_BODIES)
          .map((payload) => ({ payload, type: 'application/json' })),
      },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/json; charset=latin1',
            'multipart/form-data',
          )
          .map((type) => ({ payload: 'a=1&b=%00', type })),
      },
    );
  };

  // The parts this operation has (a body of junk can always be sent).
  const parts = [
    'body',
    ...(queryParams.length > 0 ? ['query'] : []),
    ...(pathParams.length > 0 ? ['path'] : []),
    'headers',
  ];
  return fc.tuple(fc.boolean(), fc.constantFrom(...parts)).chain(([broken, brokenPart]) =>
    fc
      .record({
        path: pathArb(broken && brokenPart === 'path'),
        query: queryArb(broken && brokenPart === 'query'),
        headers: headerArb(broken && brokenPart === 'headers'),
        token: tokenArb(broken && brokenPart === 'headers'),
        body: bodyArb(broken && brokenPart === 'body'),
      })
      .map(({ path, query, headers, token, body }) => {
        let i = 0;
        const url = openApiPath.replace(/\{[^}]+\}/g, () => encodeForUrl(path[i++] ?? ''));
        const all: Record<string, string> = {};
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) all[name] = value;
        if (token) all.authorization = token;
        if (body.type) all['content-type'] = body.type;
        return {
          method,
          url: `${url}${queryString(query)}`,
          headers: all,
          payload: body.payload,
          kind: broken ? 'invalid' : 'valid',
        } satisfies FuzzRequest;
      }),
  );
}

function encodeBody(value: unknown, type: string): { payload: string; type: string } {
  if (
    type === 'application/x-www-form-urlencoded' &&
    value &&
    typeof value === 'object' &&
    !Array.isArray(value)
  ) {
    const form = new URLSearchParams();
    for (const [key, item] of Object.entries(value)) form.append(key, asText(item));
    return { payload: form.toString(), type };
  }
  return { payload: JSON.stringify(value) ?? 'null', type: 'application/json' };
}

/** One request of the NUL-byte sweep: the seed with a NUL byte in one of its texts. */
export interface NulVariant {
  /** Which text got the NUL byte: `body.email`, `query.sortby`, `path.id`, `body key services.washFold`. */
  where: string;
  url: string;
  payload?: string;
  contentType?: string;
}

/** The texts of a JSON value (as paths) and the object keys in it (as the path of the keyed value). */
function textsAndKeys(value: unknown): { texts: Path[]; keys: Path[] } {
  const paths = leafPaths(value);
  return {
    texts: paths.filter((path) => typeof valueAt(value, path) === 'string'),
    keys: paths.filter(
      (path) =>
        path.length > 0 &&
        typeof path.at(-1) === 'string' &&
        !Array.isArray(valueAt(value, path.slice(0, -1))),
    ),
  };
}

function valueAt(value: unknown, path: Path): unknown {
  let at = value;
  for (const key of path) at = (at as Record<string | number, unknown> | null | undefined)?.[key];
  return at;
}

function renamedKey(value: unknown, path: Path): unknown {
  const parentPath = path.slice(0, -1);
  const key = path.at(-1) as string;
  const parent = valueAt(value, parentPath) as Record<string, unknown>;
  const renamed = Object.fromEntries(
    Object.entries(parent).map(([name, item]) => [name === key ? `${name}\u0000` : name, item]),
  );
  return setAt(value, parentPath, renamed);
}

/**
 * A JSON value with a NUL byte added to one of its texts or object keys at a time (`where` names it:
 * `.email`, `.order.address.city`, ` key .services.washFold`).
 */
export function nulValueVariants(value: unknown): { where: string; value: unknown }[] {
  const { texts, keys } = textsAndKeys(value);
  const name = (path: Path) => path.map((key) => `.${key}`).join('');
  return [
    ...texts.map((path) => ({
      where: name(path),
      value: setAt(value, path, `${valueAt(value, path) as string}\u0000`),
    })),
    ...keys.map((path) => ({ where: ` key ${name(path)}`, value: renamedKey(value, path) })),
  ];
}

/**
 * The NUL-byte sweep (docs/decisions/0028-validation-clean-text.md): PostgreSQL refuses a NUL byte in a text
 * (`invalid byte sequence for encoding "UTF8": 0x00`) or in a jsonb value, so one that reached a query was a
 * 500. For a request that succeeds (`seed`, from the permission matrix), one request per text it carries,
 * with a NUL byte added to that text: each string and object key of the body, each query parameter the
 * description declares (the seed's value, or `x`), each path parameter, and each top-level body field the
 * description declares that the seed leaves out.
 */
export function nulVariants(
  openApiPath: string,
  op: OpenApiOperation,
  seed: { path: string; query?: Record<string, unknown>; payload?: unknown },
): NulVariant[] {
  const NUL = '\u0000';
  const [bodyType = 'application/json', media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  const query = seed.query ?? {};
  // A form body (the Twilio webhook's) is sent as its fields.
  const payload =
    typeof seed.payload === 'string' && bodyType === 'application/x-www-form-urlencoded'
      ? Object.fromEntries(new URLSearchParams(seed.payload))
      : seed.payload;
  const url = (path: string, q: Record<string, unknown>) => `${path}${queryString(q)}`;
  const body = (value: unknown) =>
    value === undefined
      ? {}
      : typeof value === 'string'
        ? { payload: value, contentType: bodyType }
        : (({ payload: text, type }) => ({ payload: text, contentType: type }))(encodeBody(value, bodyType));
  const variants: NulVariant[] = [];
  const asIs = body(payload);

  const template = openApiPath.split('/');
  const segments = seed.path.split('/');
  template.forEach((part, i) => {
    const name = /^\{(.+)\}$/.exec(part)?.[1];
    if (!name) return;
    const changed = segments.map((segment, j) =>
      j === i ? encodeForUrl(`${decodeURIComponent(segment)}${NUL}`) : segment,
    );
    variants.push({ where: `path.${name}`, url: url(changed.join('/'), query), ...asIs });
  });
  for (const parameter of op.parameters.filter((p) => p.in === 'query')) {
    const value = query[parameter.name];
    const text = value === undefined ? 'x' : asText(value);
    variants.push({
      where: `query.${parameter.name}`,
      url: url(seed.path, { ...query, [parameter.name]: `${text}${NUL}` }),
      ...asIs,
    });
  }
  for (const { where, value } of nulValueVariants(payload)) {
    variants.push({ where: `body${where}`, url: url(seed.path, query), ...body(value) });
  }
  const declared = media?.schema.properties ?? {};
  const given = payload && typeof payload === 'object' && !Array.isArray(payload) ? payload : undefined;
  if (given || payload === undefined) {
    for (const name of Object.keys(declared)) {
      if (given && name in given) continue;
      variants.push({
        where: `body.${name} (not in the seed)`,
        url: url(seed.path, query),
        ...body({ ...(given ?? {}), [name]: `x${NUL}` }),
      });
    }
  }
  return variants;
}
