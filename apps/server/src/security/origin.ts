import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authorizationToken, SESSION_COOKIE } from '../session';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

/** The origins a page of this app runs on: PUBLIC_URL's, and the one the request was addressed to. */
function ownOrigins(request: FastifyRequest, publicUrl: string | null): Set<string> {
  const origins = new Set([`${request.protocol}://${request.host}`]);
  if (publicUrl) origins.add(new URL(publicUrl).origin);
  return origins;
}

/**
 * Whether a GET that changes something (the sign-out link) was started by another site: the browser
 * says so in Sec-Fetch-Site, or the Origin or Referer names another origin. A typed address, a bookmark
 * or a link on this site's own pages passes (docs/decisions/0036-auth-logout.md).
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
 * POSTs) whose Origin header names another site is refused. A request that authenticates with an
 * Authorization header and carries no session cookie is exempt: a browser never adds that header to
 * a cross-site request by itself, so it cannot be forged that way.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string | null): void {
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (
      !STATE_CHANGING.has(request.method) ||
      origin === undefined ||
      (authorizationToken(request) && request.cookies[SESSION_COOKIE] === undefined) ||
      ownOrigins(request, publicUrl).has(origin)
    ) {
      return done();
    }
    // Answered here: the request goes no further (a callback hook that sends does not call done).
    reply.code(403).send({ error: CROSS_SITE_MESSAGE, message: CROSS_SITE_MESSAGE });
  });
}
