import { type Actor, isStaff, resolveSessionToken } from '@laundry/api';
import type { Db } from '@laundry/db';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'session';
const AUTHORIZATION = /^(?:JWT|Bearer)\s+(\S+)$/i;

/** The token of an `Authorization: JWT <token>` or `Bearer <token>` header, if there is one. */
export function authorizationToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  return AUTHORIZATION.exec(header.trim())?.[1] ?? null;
}

/** docs/architecture.md, Sessions: HttpOnly; Secure; SameSite=Lax (browsers accept Secure on http://localhost). */
export function sessionCookieWriter(reply: FastifyReply) {
  return {
    set(token: string, expiresAt: Date) {
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        secure: true,
        sameSite: 'lax',
        path: '/',
        expires: expiresAt,
      });
    },
    clear() {
      reply.clearCookie(SESSION_COOKIE, { httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
    },
  };
}

/**
 * The requests made by staff (Admin, SuperAdmin), the only people who may change the catalog: only their
 * writes make the catalog cache read the catalog's count before answering
 * (docs/decisions/0035-catalog-cache.md).
 */
const staffRequests = new WeakSet<FastifyRequest>();

/** Whether the request's session is a staff member's (known once its actor has been read). */
export function madeByStaff(request: FastifyRequest): boolean {
  return staffRequests.has(request);
}

/**
 * Who is behind the request. When the sliding expiry moved and the token came from the cookie, the
 * cookie is written again with the new date; a token that is no longer valid clears the cookie.
 */
export async function actorForRequest(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  now: Date,
): Promise<Actor> {
  const headerToken = authorizationToken(request);
  const cookieToken = request.cookies[SESSION_COOKIE] ?? null;
  const token = headerToken ?? cookieToken;
  const { actor, renewedUntil } = await resolveSessionToken(db, token, now);
  if (isStaff(actor)) staffRequests.add(request);
  if (!headerToken && cookieToken) {
    const cookies = sessionCookieWriter(reply);
    if (actor.kind === 'anonymous') cookies.clear();
    else if (renewedUntil) cookies.set(cookieToken, renewedUntil);
  }
  return actor;
}
