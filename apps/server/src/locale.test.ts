import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { acceptedLocale, pageLocale, requestLocale } from './locale';

// docs/rules/languages.md, Choosing the language.
async function pageAnswer(url: string, headers: Record<string, string> = {}) {
  const app = Fastify();
  await app.register(cookie);
  app.get('/*', (request, reply) =>
    reply.send({ page: pageLocale(request, reply), api: requestLocale(request) }),
  );
  const answer = await app.inject({ method: 'GET', url, headers });
  await app.close();
  return answer;
}

describe('the language of a page', () => {
  it('follows Accept-Language when nothing was chosen, and English otherwise', async () => {
    expect((await pageAnswer('/', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' })).json()).toEqual({
      page: 'es',
      api: 'es',
    });
    expect((await pageAnswer('/', { 'accept-language': 'fr-FR,de;q=0.5' })).json().page).toBe('en');
    expect((await pageAnswer('/')).json().page).toBe('en');
    expect(acceptedLocale('fr, es;q=0.2, en;q=0.5')).toBe('en');
  });

  it('takes the lang cookie before Accept-Language', async () => {
    const answer = await pageAnswer('/pricing', { 'accept-language': 'es', cookie: 'session=x; lang=en' });
    expect(answer.json()).toEqual({ page: 'en', api: 'en' });
    expect(answer.headers.vary).toBe('Cookie, Accept-Language');
  });

  it('keeps a ?lang= the switch sends in the cookie for a year, and ignores one it does not speak', async () => {
    const answer = await pageAnswer('/pricing?lang=es', { cookie: 'lang=en' });
    expect(answer.json().page).toBe('es');
    expect(answer.headers['set-cookie']).toMatch(/^lang=es; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    const ignored = await pageAnswer('/pricing?lang=xx', { 'accept-language': 'es' });
    expect(ignored.json().page).toBe('es');
    expect(ignored.headers['set-cookie']).toBeUndefined();
  });
});
