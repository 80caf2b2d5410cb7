import { useCallback, useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { MessageId } from './messageIds';

/** Values put into a message's placeholders ('{count}', '{date}'). */
export type MessageValues = Record<string, string | number | Date | undefined>;

const subscribe = (listener: () => void) => i18n.on('change', listener);
const locale = () => i18n.locale;

/** The page's language, rendering again when it changes (the one Lingui instance, no provider needed). */
export function useLocale(): string {
  return useSyncExternalStore(subscribe, locale, locale);
}

/**
 * The page's words: `t('layout.nav.pricing')`, in the page's language, rendering again when the language changes
 * (docs/rules/languages.md). Ids are the English catalogues' keys (messageIds.ts).
 */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const current = useLocale();
  // A new function when the language changes, so memoized text follows it.
  return useCallback((id: MessageId, values?: MessageValues) => i18n._(id, values), [current]);
}
