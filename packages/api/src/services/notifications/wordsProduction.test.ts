import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Lingui compiles a message given as text only outside production (its constructor sets a compiler when NODE_ENV is
 * not `production`); the server compiles its catalogues itself, once, so its e-mails and texts are filled in where it
 * runs for real, without compiling a message at every use (words.ts).
 */
describe('the notifications words under NODE_ENV=production', () => {
  const environment = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = environment;
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it.each([
    ['en', 'Hi Ana,', 'Pick-up: Mon, Nov 30'],
    ['es', 'Hola, Ana:', 'Recogida: lun, 30 nov'],
  ] as const)('%s: fills in the placeholders', async (language, greeting, pickUp) => {
    process.env.NODE_ENV = 'production';
    vi.resetModules();
    const warn = vi.spyOn(console, 'warn');
    const { wordsFor } = await import('./words');
    const words = wordsFor(language);
    expect(words('greeting', { name: 'Ana' })).toBe(greeting);
    expect(words('pickUp', { when: words.day('2026-11-30', true) })).toBe(pickUp);
    expect(warn).not.toHaveBeenCalled();
  });

  it('compiles each message once, not at every use', async () => {
    process.env.NODE_ENV = 'production';
    vi.resetModules();
    const compiled: string[] = [];
    vi.doMock('@lingui/message-utils/compileMessage', async (original) => {
      const actual = await original<typeof import('@lingui/message-utils/compileMessage')>();
      return {
        compileMessage: (message: string) => {
          compiled.push(message);
          return actual.compileMessage(message);
        },
      };
    });
    const { wordsFor } = await import('./words');
    const words = wordsFor('en');
    words('greeting', { name: 'Ana' });
    const afterFirstUse = compiled.length;
    for (let use = 0; use < 5; use++) expect(words('greeting', { name: 'Ana' })).toBe('Hi Ana,');
    expect(compiled.length).toBe(afterFirstUse);
    vi.doUnmock('@lingui/message-utils/compileMessage');
  });
});
