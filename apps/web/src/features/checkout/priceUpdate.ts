import { formatCents } from '../../lib/money';

/**
 * docs/rules/pricing.md, The server prices every order: the server's figure wins over the checkout's and the customer is told. The spec
 * has no wording for it; the total named is the placed order's, which the thank-you view also shows.
 */
export const priceUpdatedNotice = (quoteTotalCents: number) =>
  `Your estimated total was updated to ${formatCents(quoteTotalCents)} when we placed your order.`;
