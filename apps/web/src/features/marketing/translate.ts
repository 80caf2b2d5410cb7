import { i18n } from '../../i18n/i18n';
import type { MessageId } from '../../i18n/messageIds';
import type { MessageValues } from '../../i18n/useT';

/**
 * A translator for the public pages' helpers outside components: a component passes its `useT()`, so what
 * the helper words follows the page's language (docs/glossary.md); without one, the page's current language.
 */
export type Translate = (id: MessageId, values?: MessageValues) => string;

export const currentLanguage: Translate = (id, values) => i18n._(id, values);
