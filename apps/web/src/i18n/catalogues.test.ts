import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { catalogueFiles, compileCatalogue } from '../../scripts/catalogues.mjs';
import { AREAS } from './i18n';

/** The names a message fills in ('{count}', '{date}'), plural and select branches included, each once. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , format] = token as [string, string?, unknown?];
      names.add(name);
      if (format && typeof format === 'object') for (const branch of Object.values(format)) visit(branch);
    }
  };
  visit(compileMessage(message));
  return [...names].sort();
}

/** The areas the public pages load (the layout, the public pages, the privacy policy, the log-in pages). */
const PUBLIC_AREAS = ['layout', 'public', 'privacy', 'auth'] as const;

/** The formats a message uses that make an `Intl` number or date format: plural, selectordinal, number, date, time. */
function formatTypes(message: string): string[] {
  const types: string[] = [];
  const visit = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [, type, format] = token as [string, string?, unknown?];
      if (type && type !== 'select') types.push(type);
      if (format && typeof format === 'object') for (const branch of Object.values(format)) visit(branch);
    }
  };
  visit(compileMessage(message));
  return types;
}

// docs/rules/languages.md, Messages: every area in both languages with the same keys; every message a valid ICU
// message; the Spanish of the product's fixed English texts (es/spec-*.json) keyed by that English text.
const folder = path.join(import.meta.dirname, 'catalogues');
const files = catalogueFiles(folder);
const read = async (key: string) =>
  (await import(files[key]!, { with: { type: 'json' } })).default as Record<string, string>;

describe('the message catalogues', () => {
  it('has a catalogue for every area in English and in Spanish, and no other', () => {
    const areas = Object.keys(files).filter((key) => !key.includes('/spec-'));
    expect(areas.sort()).toEqual(AREAS.flatMap((area) => [`en/${area}`, `es/${area}`]).sort());
  });

  it.each(AREAS)('%s: has the same keys in both languages, each under its area', async (area) => {
    const english = await read(`en/${area}`);
    const spanish = await read(`es/${area}`);
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
    for (const key of Object.keys(english)) expect(key.startsWith(`${area}.`), key).toBe(true);
  });

  it.each(Object.keys(files))(
    '%s: every message compiles, and a Spanish message keeps its placeholders',
    async (key) => {
      const messages = await read(key);
      expect(() => compileCatalogue(messages, key)).not.toThrow();
      if (!key.startsWith('es/') || key.includes('/spec-')) return;
      const english = await read(key.replace(/^es\//, 'en/'));
      for (const [id, message] of Object.entries(messages)) {
        expect(placeholders(message), id).toEqual(placeholders(english[id]!));
      }
    },
  );

  // docs/decisions/0111-public-pages-without-number-data.md: the public pages' messages make no number or date
  // format (Lingui's plural formats its count with one), so a page that formats nothing else loads no number data.
  it.each(['en', 'es'].flatMap((language) => PUBLIC_AREAS.map((area) => `${language}/${area}`)))(
    '%s: no message formats a number or a date, nor counts with plural',
    async (key) => {
      for (const [id, message] of Object.entries(await read(key))) {
        expect(formatTypes(message), id).toEqual([]);
      }
    },
  );

  it('keys the Spanish of each fixed text by its English, placeholders kept', async () => {
    for (const key of Object.keys(files).filter((name) => name.includes('/spec-'))) {
      for (const [english, spanish] of Object.entries(await read(key))) {
        expect(spanish, english).not.toBe('');
        expect(placeholders(spanish), english).toEqual(placeholders(english));
      }
    }
  });
});
