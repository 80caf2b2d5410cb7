import type { SessionUser } from '@laundry/api';
import {
  type Actor,
  AppError,
  type Context,
  FORBIDDEN_MESSAGE,
  isStaff,
  UNAUTHENTICATED_MESSAGE,
} from '@laundry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { contextFor, type RequestDeps } from '../trpc';
import { rememberCheckedContext, sendRestError } from './http';
import type { RouteDescription } from './openapi/declare';

/**
 * Who may call a REST path (docs/rules/roles.md, REST paths declare their access): the levels of the tRPC
 * procedure builders (packages/api/src/trpc.ts), named as the permission matrices name them.
 * public = publicProcedure, guestOrUser = guestProcedure, signedIn = userProcedure,
 * staff = staffProcedure, superAdmin = superAdminProcedure.
 */
export const ROUTE_ACCESS = ['public', 'guestOrUser', 'signedIn', 'staff', 'superAdmin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The caller's level this route needs; every /api route declares one. */
    access?: RouteAccess;
  }
}

/**
 * The route option that declares a path's access and what the OpenAPI description says of it
 * (docs/decisions/0102-rest-schemas-at-the-route.md): `app.get('/users', access('superAdmin', { summary, ... }), handler)`.
 */
export function access<A extends RouteAccess>(level: A, openapi: RouteDescription) {
  return { config: { access: level, openapi } };
}

export function isRouteAccess(value: unknown): value is RouteAccess {
  return (ROUTE_ACCESS as readonly unknown[]).includes(value);
}

/** The paths under this prefix must declare their access. */
export const isApiPath = (url: string) => /^\/api(\/|$)/.test(url);

/** Why this caller may not call a path of that level, as the procedure builders answer it; null when it may. */
export function accessRefusal(actor: Actor, level: RouteAccess): AppError | null {
  if (level === 'public') return null;
  if (level === 'guestOrUser') {
    return actor.kind === 'anonymous' ? new AppError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE) : null;
  }
  if (actor.kind !== 'user') return new AppError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
  if (level === 'staff' && !isStaff(actor)) return new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  if (level === 'superAdmin' && actor.user.role !== 'SuperAdmin') {
    return new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  }
  return null;
}

/**
 * The signed-in user of a path declared `signedIn`, `staff` or `superAdmin` (the route's check let only
 * such a caller through; this only narrows the type, and refuses like the check if it is ever misdeclared).
 */
export function userOf(ctx: Context): SessionUser {
  if (ctx.actor.kind !== 'user') throw new AppError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
  return ctx.actor.user;
}

/**
 * Every route under a mount (the provider webhooks) gets this access unless it declares its own. Register
 * inside the mount's plugin, before its routes.
 */
export function declareMountAccess(scope: FastifyInstance, level: RouteAccess): void {
  scope.addHook('onRoute', (route) => {
    if (route.config?.access === undefined) route.config = { ...route.config, access: level };
  });
}

/**
 * The one place a REST path's declared access is enforced (docs/rules/roles.md, REST paths declare their
 * access): before the handler, the caller's session is read and a caller below the route's level is
 * answered 401 or 403 with the procedures' messages, in the REST error shape. An /api route declaring no
 * access stops the server from starting. Register before any route.
 */
export function registerRouteAccess(app: FastifyInstance, deps: RequestDeps): void {
  const apiRoutes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (isApiPath(route.url)) apiRoutes.push(route);
  });
  app.addHook('onReady', async () => {
    const undeclared = apiRoutes.filter((route) => !isRouteAccess(route.config?.access));
    if (undeclared.length > 0) {
      const names = undeclared.map((route) => `${[route.method].flat().join(',')} ${route.url}`);
      throw new Error(`REST paths must declare their access (docs/rules/roles.md): ${names.join(', ')}`);
    }
  });
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const level = request.routeOptions.config.access;
    if (level === undefined || level === 'public') return;
    try {
      const ctx = await contextFor(deps, request, reply);
      const refusal = accessRefusal(ctx.actor, level);
      if (refusal) throw refusal;
      rememberCheckedContext(request, ctx);
    } catch (error) {
      return sendRestError(request, reply, error);
    }
  });
}
