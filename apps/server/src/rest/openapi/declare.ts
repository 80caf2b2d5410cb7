import type { Access } from '@laundry/api';
import type { ZodType, z } from 'zod';

/**
 * What the OpenAPI description says of one `/api` path (docs/rules/rest-compatibility.md, The description):
 * declared in the route's own registration (`config.openapi`, docs/decisions/0102-rest-schemas-at-the-route.md),
 * from the very schema objects the handler parses with, so a schema changed in a validator changes the
 * description with it.
 */
export interface Operation {
  /** One line, shown as the operation's title. */
  summary: string;
  /** More detail (Markdown), shown under the title. */
  description?: string;
  /** The group the reference page files it under. */
  tag: Tag;
  /** Who may call it (docs/rules/roles.md), as the permission matrix's access levels name them. */
  access: Access;
  /** Words for who may call it, when the access level alone would mislead (an exception of the product). */
  who?: string;
  /**
   * Callers the access level lets in that the path itself refuses with 403 (the permission matrix's `except`
   * cells that are 'forbidden'): they are left out of `x-roles` and the 403 is listed.
   */
  refuses?: Partial<Record<'guest' | 'customer' | 'admin' | 'superAdmin', 'forbidden'>>;
  /** Path parameters, named as in the path (`{id}`). */
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** Headers besides the session (e.g. Idempotency-Key). */
  headers?: z.ZodObject;
  /** The JSON body (or, with `bodyType`, the form). */
  body?: ZodType;
  bodyType?: 'application/json' | 'application/x-www-form-urlencoded' | 'application/octet-stream';
  /** The token of an e-mailed link, which travels in `Authorization: JWT <token>` instead of the session. */
  linkToken?: ZodType;
  /** What a success answers. */
  answer: Answer;
  /** The failures worth naming beyond those of the access level (400 for a bad body, 401, 403, 500). */
  failures?: readonly FailureStatus[];
  /** A request that succeeds (placeholders for ids), shown on the reference page. */
  example?: unknown;
}

interface Answer {
  status?: 200 | 201 | 302;
  description: string;
  schema?: ZodType;
  /** application/json unless told. */
  contentType?: 'application/json' | 'text/csv' | 'text/xml' | 'text/html';
  /** A browser redirect: the `Location` it sends. */
  location?: string;
}

export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503;

export const TAGS = {
  catalog: 'Catalog: zips, locations, specials, settings',
  auth: 'Sign-up, log-in and links',
  account: 'Own account',
  orders: 'Orders',
  payments: 'Payments',
  staffPeople: 'Staff: users and customers',
  staffCatalog: 'Staff: locations, specials and zips',
  settings: 'Super Admin: regional settings',
  webhooks: 'Provider webhooks',
  meta: 'This description',
} as const;
type Tag = keyof typeof TAGS;

/** Keyed `METHOD /api/path` as Fastify registers it (`:id`), like the permission matrix. */
export type Operations = Record<string, Operation>;

/**
 * What a route declares of itself: its access is the route's own (`access(level)`, rest/routeAccess.ts), named
 * here only where the permission matrix's level is narrower than the route's (`ownAccount` on a `signedIn` route:
 * which account the path names is the service's check).
 */
export type RouteDescription = Omit<Operation, 'access'> & { access?: 'ownAccount' };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the OpenAPI description says of this /api route; every /api route declares one. */
    openapi?: RouteDescription;
  }
}

/** Adds a route's description to its options: `described(catalogRead(), { summary, ... })`. */
export function described<O extends { config: object }>(options: O, openapi: RouteDescription) {
  return { ...options, config: { ...options.config, openapi } };
}
