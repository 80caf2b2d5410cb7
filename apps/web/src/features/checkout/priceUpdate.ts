import { i18n } from '../../i18n/i18n';
import type { MessageId } from '../../i18n/messageIds';
import type { MessageValues } from '../../i18n/useT';
import { formatCents } from '../../lib/money';

/**
 * docs/rules/pricing.md, The server prices every order: the server's figure wins over the checkout's and the customer is told. The spec
 * has no wording for it; the total named is the placed order's, which the thank-you view also shows. In the page's
 * language: `t` is the screen's useT().
 */
export const priceUpdatedNotice = (
  quoteTotalCents: number,
  t: (id: MessageId, values?: MessageValues) => string = (id, values) => i18n._(id, values),
) => t('ordering.thankYou.priceUpdated', { total: formatCents(quoteTotalCents) });
