// The message catalogues as modules (docs/decisions/0101-customer-side-in-spanish.md): each file
// src/i18n/catalogues/<language>/<area>.json (message id -> ICU message) becomes the module
// `virtual:catalogue/<language>/<area>`, its messages compiled ahead by Lingui's own compiler, so the page ships
// no message parser; `virtual:catalogues` maps '<language>/<area>' to a loader of each, so a page loads only the
// areas it shows in the one language it shows them in.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const INDEX = 'virtual:catalogues';
const ONE = 'virtual:catalogue/';

/** Every catalogue under the folder, as '<language>/<area>' -> its file. */
export function catalogueFiles(folder) {
  const files = {};
  for (const language of readdirSync(folder)) {
    const languageFolder = path.join(folder, language);
    for (const file of readdirSync(languageFolder)) {
      if (file.endsWith('.json')) files[`${language}/${file.slice(0, -5)}`] = path.join(languageFolder, file);
    }
  }
  return files;
}

/**
 * One catalogue's messages compiled to Lingui's tokens; a message without placeholders too (a one-string list), since
 * Lingui takes a string for a message that still needs its compiler.
 */
export function compileCatalogue(messages, file = 'catalogue') {
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    let tokens;
    try {
      tokens = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${file}: the message ${id} is not a valid ICU message: ${error.message}`);
    }
    compiled[id] = tokens;
  }
  return compiled;
}

/** @returns {import('vite').Plugin} */
export function messageCatalogues(catalogueFolder) {
  const folder = path.resolve(catalogueFolder);
  return {
    name: 'laundry-message-catalogues',
    resolveId(id) {
      if (id === INDEX || id.startsWith(ONE)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${INDEX}`) {
        const loaders = Object.keys(catalogueFiles(folder)).map(
          (key) => `${JSON.stringify(key)}: () => import(${JSON.stringify(ONE + key)})`,
        );
        return `export default {${loaders.join(',')}};`;
      }
      if (id.startsWith(`\0${ONE}`)) {
        const key = id.slice(ONE.length + 1);
        const file = catalogueFiles(folder)[key];
        if (!file) throw new Error(`No message catalogue ${key}.`);
        this.addWatchFile(file);
        const messages = JSON.parse(readFileSync(file, 'utf8'));
        return `export default ${JSON.stringify(compileCatalogue(messages, file))};`;
      }
      return null;
    },
  };
}
