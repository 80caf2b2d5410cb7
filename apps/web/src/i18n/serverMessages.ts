import { currentLocale, i18n } from './i18n';

/**
 * The product's fixed texts in the page's language (docs/rules/languages.md, Messages): the server and the shared
 * validators word every message in English, exactly as docs/rules/messages.md has it, and the Spanish catalogue
 * `es/spec.json` is keyed by that English text. A message with a number or a name in it has a key with a
 * placeholder ('Pickup/delivery orders must be a minimum of {n} lbs.'). A text the catalogue lacks stays English.
 */
let patterns: {
  locale: string;
  count: number;
  list: Array<{ key: string; pattern: RegExp; names: string[] }>;
} | null = null;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function placeholderKeys(): Array<{ key: string; pattern: RegExp; names: string[] }> {
  const messages = i18n.messages;
  const keys = Object.keys(messages);
  if (patterns && patterns.locale === i18n.locale && patterns.count === keys.length) return patterns.list;
  const list = keys
    .filter((key) => /\{\w+\}/.test(key))
    .map((key) => {
      const names: string[] = [];
      const source = key
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return escapeRegExp(part);
          names.push(name);
          return '(.+?)';
        })
        .join('');
      return { key, pattern: new RegExp(`^${source}$`), names };
    });
  patterns = { locale: i18n.locale, count: keys.length, list };
  return list;
}

export function inPageLanguage(english: string): string {
  if (currentLocale() === 'en' || !english) return english;
  if (Object.hasOwn(i18n.messages, english)) return i18n._(english);
  for (const { key, pattern, names } of placeholderKeys()) {
    const match = pattern.exec(english);
    if (match) return i18n._(key, Object.fromEntries(names.map((name, index) => [name, match[index + 1]])));
  }
  return english;
}
