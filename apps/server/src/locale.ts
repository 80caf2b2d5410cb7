import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  LOCALES,
  type Locale,
  localeFromCookieHeader,
} from '@laundry/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/** The first of the request's Accept-Language the site speaks, or null. */
export function acceptedLocale(acceptLanguage: string | undefined): Locale | null {
  const [first] = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } }).languages([
    ...LOCALES,
  ]);
  return isLocale(first) ? first : null;
}

/**
 * The language of a page the server sends (docs/rules/languages.md, Choosing the language): a `?lang=` the switch's
 * link carries (kept in the cookie, so the choice holds before the page's script has run), else the cookie's, else
 * Accept-Language's, else English. The answer varies by those headers.
 */
export function pageLocale(request: FastifyRequest, reply: FastifyReply): Locale {
  reply.header('Vary', 'Cookie, Accept-Language');
  const query = request.query as Record<string, unknown> | undefined;
  const asked = query?.lang;
  if (isLocale(asked)) {
    reply.setCookie(LOCALE_COOKIE, asked, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' });
    return asked;
  }
  return requestLocale(request);
}

/** The language of the page behind an API request: the `lang` cookie, else Accept-Language, else English. */
export function requestLocale(request: FastifyRequest): Locale {
  return (
    localeFromCookieHeader(request.headers.cookie) ??
    acceptedLocale(request.headers['accept-language']) ??
    DEFAULT_LOCALE
  );
}
