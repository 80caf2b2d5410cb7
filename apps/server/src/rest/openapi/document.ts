import { ACCESS, type Access } from '@laundry/api';
import { type ZodType, z } from 'zod';
import * as answers from './answers';
import { type FailureStatus, type Operation, type Operations, TAGS } from './declare';

/**
 * The OpenAPI 3.1 description of the `/api` paths (docs/rules/rest-compatibility.md, The description),
 * generated from what each route declares (./index.ts collects them) with zod's own JSON Schema output.
 */

export type JsonSchema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  'x-access': Access;
  'x-roles': string[];
  'x-who': string;
  'x-link-token'?: JsonSchema;
  security: Record<string, string[]>[];
  parameters: OpenApiParameter[];
  requestBody?: {
    required: boolean;
    content: Record<string, { schema: JsonSchema; example?: unknown }>;
  };
  responses: Record<string, unknown>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: Record<string, Record<string, unknown>>;
}

/** Who each access level lets in (docs/rules/roles.md), in words and as the roles and sessions it takes. */
const ACCESS_WORDS: Record<Access, string> = {
  public: 'Anyone; no session needed.',
  guestOrUser: 'A guest session or any signed-in user (customer, Admin, Super Admin, Driver).',
  signedIn: 'Any signed-in user: a customer, an Admin, a Super Admin or a Driver.',
  ownAccount: "The account's own customer only.",
  staff: 'Staff: an Admin or a Super Admin.',
  superAdmin: 'A Super Admin only.',
  driver: 'A Driver only (docs/decisions/0089-driver-role.md).',
};
const CALLERS: Record<string, string> = {
  anonymous: 'public',
  guest: 'guest',
  customer: 'customer',
  admin: 'Admin',
  superAdmin: 'SuperAdmin',
  driver: 'Driver',
};

/** The callers an access level lets in, from the permission matrix's own table. */
function rolesOf(access: Access, refuses: Operation['refuses'] = {}): string[] {
  const outcomes = { ...(ACCESS[access] as Record<string, string>), ...refuses } as Record<string, string>;
  return Object.entries(CALLERS)
    .filter(([caller]) => outcomes[caller] === 'ok')
    .map(([, role]) => role);
}

/** Named answer shapes, listed once under components.schemas. */
const NAMED_ANSWERS: ReadonlyMap<ZodType, string> = new Map<ZodType, string>([
  [answers.errorAnswer, 'Error'],
  [answers.successAnswer, 'Success'],
  [answers.userAnswer, 'User'],
  [answers.sessionAnswer, 'Session'],
  [answers.guestAnswer, 'GuestSession'],
  [answers.staffUserAnswer, 'StaffUser'],
  [answers.customerAnswer, 'Customer'],
  [answers.zipAnswer, 'Zip'],
  [answers.zipChangeAnswer, 'ZipChange'],
  [answers.zipRemovedAnswer, 'ZipRemoved'],
  [answers.locationAnswer, 'Location'],
  [answers.specialAnswer, 'Special'],
  [answers.orderAnswer, 'Order'],
  [answers.placedOrderAnswer, 'PlacedOrder'],
  [answers.moneyOrderAnswer, 'OrderWithMoneyNotes'],
  [answers.readOrderAnswer, 'OrderRead'],
  [answers.listedOrderAnswer, 'ListedOrder'],
  [answers.settingsAnswer, 'RegionSettings'],
  [answers.settingsChangeAnswer, 'RegionSettingsChange'],
  [answers.savedCardAnswer, 'SavedCard'],
  [answers.setupIntentAnswer, 'SetupIntent'],
  [answers.holdAnswer, 'CardHold'],
  [answers.leadCreatedAnswer, 'LeadCreated'],
  [answers.webhookAnswer, 'WebhookReceived'],
  [answers.openApiAnswer, 'OpenApiDocument'],
]);

const FAILURES: Record<FailureStatus | 500, { name: string; description: string }> = {
  400: {
    name: 'BadInput',
    description: 'A parameter or the body is not valid: the first problem, in words.',
  },
  401: {
    name: 'Unauthenticated',
    description: 'No session, or not one that may call this ("Please log in to continue.").',
  },
  403: { name: 'Forbidden', description: 'Signed in, but not allowed to do this.' },
  404: { name: 'NotFound', description: 'What the path names does not exist (or is not yours).' },
  409: {
    name: 'Conflict',
    description: 'It changed since you loaded it, or it is in a state that refuses this.',
  },
  422: { name: 'PaymentFailed', description: 'The card or the payment provider refused.' },
  429: { name: 'RateLimited', description: 'Too many attempts; `Retry-After` says when to try again.' },
  500: {
    name: 'Internal',
    description: 'A fault of ours: a generic message, never database text or a stack.',
  },
  503: {
    name: 'Unavailable',
    description: 'A provider (payments, e-mail) is not configured or not reachable.',
  },
};

function toJsonSchema(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    reused: 'inline',
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

function answerSchema(schema: ZodType): JsonSchema {
  const named = NAMED_ANSWERS.get(schema);
  if (named) return { $ref: `#/components/schemas/${named}` };
  if (schema instanceof z.ZodArray) {
    return { type: 'array', items: answerSchema(schema.element as ZodType) };
  }
  return toJsonSchema(schema, 'output');
}

/** `POST /api/user/:id` → `/api/user/{id}`. */
export function openApiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return `${method.toLowerCase()}${words.join('')}`;
}

function parametersOf(schema: z.ZodObject | undefined, where: OpenApiParameter['in']): OpenApiParameter[] {
  if (!schema) return [];
  const json = toJsonSchema(schema, 'input');
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property as JsonSchema & { description?: string };
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

function failuresOf(op: Operation): number[] {
  const statuses = new Set<number>(op.failures ?? []);
  if (op.body || op.query || op.params || op.linkToken) statuses.add(400);
  if (op.access !== 'public') statuses.add(401);
  if (op.access === 'ownAccount' || op.access === 'staff' || op.access === 'superAdmin' || op.refuses)
    statuses.add(403);
  statuses.add(500);
  return [...statuses].sort((a, b) => a - b);
}

function successOf(op: Operation): Record<string, unknown> {
  const { answer } = op;
  const status = String(answer.status ?? 200);
  if (answer.status === 302) {
    return {
      [status]: {
        description: answer.description,
        headers: {
          Location: { description: answer.location ?? 'Where to go next.', schema: { type: 'string' } },
        },
      },
    };
  }
  const type = answer.contentType ?? 'application/json';
  const schema = answer.schema ? answerSchema(answer.schema) : { type: 'string' };
  return { [status]: { description: answer.description, content: { [type]: { schema } } } };
}

function securityOf(op: Operation): Record<string, string[]>[] {
  if (op.linkToken) return [{ linkToken: [] }];
  // A public path still reads a session when one is sent (staff see expired specials, for one).
  if (op.access === 'public') return [{}, { session: [] }, { jwt: [] }];
  return [{ session: [] }, { jwt: [] }];
}

function describeOperation(key: string, op: Operation): OpenApiOperation {
  const [method = '', path = ''] = key.split(' ');
  const who = op.who ?? ACCESS_WORDS[op.access];
  const parameters = [
    ...parametersOf(op.params, 'path'),
    ...parametersOf(op.query, 'query'),
    ...parametersOf(op.headers, 'header'),
  ];
  const described: OpenApiOperation = {
    operationId: operationId(method, path),
    summary: op.summary,
    description: [`**Who may call:** ${who}`, op.description].filter(Boolean).join('\n\n'),
    tags: [TAGS[op.tag]],
    'x-access': op.access,
    'x-roles': rolesOf(op.access, op.refuses),
    'x-who': who,
    security: securityOf(op),
    parameters,
    responses: {},
  };
  if (op.linkToken) {
    described['x-link-token'] = toJsonSchema(op.linkToken, 'input');
  }
  if (op.body) {
    const schema = toJsonSchema(op.body, 'input');
    const type = op.bodyType ?? 'application/json';
    described.requestBody = {
      required: (schema.required?.length ?? 0) > 0,
      content: { [type]: { schema, ...(op.example === undefined ? {} : { example: op.example }) } },
    };
  }
  const responses: Record<string, unknown> = successOf(op);
  for (const status of failuresOf(op)) {
    responses[String(status)] = { $ref: `#/components/responses/${FAILURES[status as FailureStatus].name}` };
  }
  described.responses = responses;
  return described;
}

const INTRODUCTION = [
  'The `/api` paths of the older client, kept for integrators: thin adapters onto the services the web',
  "client's tRPC procedures call, so a rule holds the same way on both (docs/rules/rest-compatibility.md).",
  '',
  '- **Sessions:** the `session` cookie of the web client, or `Authorization: JWT <token>` (or `Bearer',
  '  <token>`) with the token POST /api/login, /api/signup or /api/authorizeguest answer.',
  "- **Failures** answer a 4xx (or a 500 for a fault of ours) with `{ error, message }`: the product's",
  '  message, never database text.',
  '- **Money:** quotes as strings with two decimals (`"29.00"`), `amountAuthorized` and `amountToCharge` in',
  '  integer cents, refunds in dollars.',
  '- **Retries:** POST /api/order, /api/payment/intent and the staff money paths take an idempotency key',
  '  (in the body or an `Idempotency-Key` header), scoped to the session.',
  '- **Cards:** `paymentMethodId` is a Stripe PaymentMethod id. With payments simulated (no Stripe keys, the',
  "  default), Stripe's test ids `pm_card_visa`, `pm_card_chargeDeclined` and",
  '  `pm_card_chargeDeclinedInsufficientFunds` hold, decline and refuse as they do in Stripe test mode.',
  '- **Who may call** each path is said at its top and in `x-access` / `x-roles`.',
].join('\n');

/** Builds the description from `operations`: every /api path, keyed `METHOD /api/path`, as declared. */
export function buildOpenApiDocument(version: string, operations: Operations): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [key, op] of Object.entries(operations)) {
    const [method = '', path = ''] = key.split(' ');
    const entry = paths[openApiPath(path)] ?? {};
    entry[method.toLowerCase()] = describeOperation(key, op);
    paths[openApiPath(path)] = entry;
  }
  const schemas: Record<string, unknown> = {};
  for (const [schema, name] of NAMED_ANSWERS) schemas[name] = toJsonSchema(schema, 'output');
  const responses: Record<string, unknown> = {};
  for (const [status, failure] of Object.entries(FAILURES)) {
    responses[failure.name] = {
      description: failure.description,
      ...(status === '429' ? { headers: { 'Retry-After': { schema: { type: 'integer' } } } } : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'FreshPress REST API (/api)', version, description: INTRODUCTION },
    servers: [{ url: '/' }],
    tags: Object.values(TAGS).map((name) => ({ name })),
    paths,
    components: {
      schemas,
      responses,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'session',
          description: "The web client's session cookie.",
        },
        jwt: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: '`JWT <token>` or `Bearer <token>`, the token POST /api/login answers.',
        },
        linkToken: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: '`JWT <token>` with the token of an e-mailed link (verification or password reset).',
        },
      },
    },
  };
}
