import { generateSecret, hashSecretHex, secretMatchesHash } from '@laundry/auth';
import type { Order } from '@laundry/db';

/** The confirmation's link opens the order for 30 days (docs/decisions/0041-order-links.md). */
const ORDER_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface IssuedOrderLink {
  /** Goes into the e-mailed link and nowhere else. */
  token: string;
  /** Stored on the order: SHA-256 of the secret with the order's e-mail. */
  hash: string;
  expiresAt: Date;
}

/** The secret is bound to the address: an order whose e-mail changes no longer opens with the old link. */
const bound = (secret: string, email: string) => `${secret}:${email.toLowerCase()}`;

/** The reauthorization e-mail's link: 72 hours, the customer's time to answer (docs/decisions/0078-orders-reauthorization-link.md). */
export const REAUTH_LINK_LIFETIME_MS = 72 * 60 * 60 * 1000;

export function issueOrderLink(
  email: string,
  now: Date,
  lifetimeMs = ORDER_LINK_LIFETIME_MS,
): IssuedOrderLink {
  const token = generateSecret();
  return {
    token,
    hash: hashSecretHex(bound(token, email)),
    expiresAt: new Date(now.getTime() + lifetimeMs),
  };
}

function linkMatches(hash: string | null, expiresAt: Date | null, token: string, email: string, now: Date) {
  if (!hash || !expiresAt || expiresAt <= now) return false;
  return secretMatchesHash(bound(token, email), hash);
}

/**
 * Which of the order's links a presented token is, now (compared in constant time): the confirmation's, the
 * reauthorization e-mail's, or none.
 */
export function orderLinkKind(
  order: Pick<
    Order,
    'email' | 'viewLinkHash' | 'viewLinkExpiresAt' | 'reauthLinkHash' | 'reauthLinkExpiresAt'
  >,
  token: string,
  now: Date,
): 'confirmation' | 'reauthorization' | null {
  if (linkMatches(order.viewLinkHash, order.viewLinkExpiresAt, token, order.email, now))
    return 'confirmation';
  if (linkMatches(order.reauthLinkHash, order.reauthLinkExpiresAt, token, order.email, now)) {
    return 'reauthorization';
  }
  return null;
}

export const orderLinkUrl = (publicUrl: string, orderId: string, token: string) =>
  `${publicUrl}/app/order/id/${orderId}?link=${encodeURIComponent(token)}`;
