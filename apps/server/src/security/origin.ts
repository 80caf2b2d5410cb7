import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authorizationToken, SESSION_COOKIE } from '../session';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

/**
 * The origins this app's pages run on (docs/decisions/0065-security-allowed-origins.md): PUBLIC_URL's, and the
 * extra ones configured (ALLOWED_ORIGINS: the Vite dev server's, another address of the same shop). Never the
 * request's own Host or X-Forwarded-Host: whoever sends the request chooses those, so a forged Host with a
 * matching Origin passed the check.
 */
export function allowedOriginsOf(
  publicUrl: string | null,
  extra: readonly string[] = [],
): ReadonlySet<string> {
  const origins = new Set(extra.map((origin) => new URL(origin).origin));
  if (publicUrl) origins.add(new URL(publicUrl).origin);
  return origins;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The allowed origins of the app, as its origin check was given them (registerOriginCheck): a decoration of the
     * app, which every route's instance inherits, rather than an entry per request.
     */
    allowedOrigins?: ReadonlySet<string>;
  }
}

function ownOrigins(request: FastifyRequest, publicUrl: string | null): ReadonlySet<string> {
  const registered = request.server.allowedOrigins;
  if (!publicUrl) return registered ?? new Set();
  const own = new URL(publicUrl).origin;
  return registered?.has(own) ? registered : new Set([...(registered ?? []), own]);
}

/**
 * Whether a GET that changes something (the sign-out link) was started by another site: the browser
 * says so in Sec-Fetch-Site, or the Origin or Referer names an origin that is not allowed (`publicUrl`'s, or
 * one the app's origin check was given). A typed address, a bookmark or a link on this site's own pages passes
 * (docs/decisions/0036-auth-logout.md).
 */
export function isCrossSiteNavigation(request: FastifyRequest, publicUrl: string | null): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const own = ownOrigins(request, publicUrl);
  const origin = request.headers.origin;
  if (origin !== undefined) return !own.has(origin);
  const referer = request.headers.referer;
  if (referer === undefined) return false;
  try {
    return !own.has(new URL(referer).origin);
  } catch {
    return true;
  }
}

/**
 * The Lucia guide's CSRF defence, on top of SameSite=Lax: a state-changing request (tRPC mutations are
 * POSTs) whose Origin header is not one of `allowed` (allowedOriginsOf) is refused. A request that
 * authenticates with an Authorization header and carries no session cookie is exempt: a browser never adds
 * that header to a cross-site request by itself, so it cannot be forged that way.
 */
export function registerOriginCheck(app: FastifyInstance, allowed: ReadonlySet<string>): void {
  app.decorate('allowedOrigins', allowed);
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (
      !STATE_CHANGING.has(request.method) ||
      origin === undefined ||
      (authorizationToken(request) && request.cookies[SESSION_COOKIE] === undefined) ||
      allowed.has(origin)
    ) {
      return done();
    }
    // Answered here: the request goes no further (a callback hook that sends does not call done).
    reply.code(403).send({ error: CROSS_SITE_MESSAGE, message: CROSS_SITE_MESSAGE });
  });
}
