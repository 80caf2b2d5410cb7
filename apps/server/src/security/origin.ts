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
 * The Lucia guide's CSRF defence, on top of SameSite=Lax: a state-changing request (tRPC mutations are
 * POSTs) whose Origin header names another site is refused. A request that authenticates with an
 * Authorization header and carries no session cookie is exempt: a browser never adds that header to
 * a cross-site request by itself, so it cannot be forged that way.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string | null): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (authorizationToken(request) && request.cookies[SESSION_COOKIE] === undefined) return;
    if (ownOrigins(request, publicUrl).has(origin)) return;
    return reply.code(403).send({ error: CROSS_SITE_MESSAGE, message: CROSS_SITE_MESSAGE });
  });
}
