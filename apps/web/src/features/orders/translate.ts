import { i18n } from '../../i18n/i18n';
import type { MessageId } from '../../i18n/messageIds';
import type { MessageValues } from '../../i18n/useT';

/**
 * A message in the page's language for the orders' plain helpers (labels, timeline lines), which are functions rather
 * than components (docs/decisions/0101-customer-side-in-spanish.md). The component that shows the text calls `useT()`,
 * so it renders again when the language changes.
 */
export function tr(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}
