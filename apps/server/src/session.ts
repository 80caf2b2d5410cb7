import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'session';

/**
 * The session token of a request: the web client's HttpOnly cookie, or the REST layer's
 * `Authorization: JWT <token>` / `Bearer <token>` header (DECISIONS.md, Authentication).
 */
export function readSessionToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(header.trim());
    if (match) return match[1]!;
  }
  return request.cookies[SESSION_COOKIE] ?? null;
}

/** ARCHITECTURE.md: HttpOnly; Secure; SameSite=Lax (browsers accept Secure on http://localhost). */
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
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },
  };
}
