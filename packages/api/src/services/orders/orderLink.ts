import { generateSecret, hashSecretHex, secretMatchesHash } from '@laundry/auth';
import type { Order } from '@laundry/db';

/** The confirmation's link opens the order for 30 days (docs/decisions/0041-order-links.md). */
export const ORDER_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface IssuedOrderLink {
  /** Goes into the e-mailed link and nowhere else. */
  token: string;
  /** Stored on the order: SHA-256 of the secret with the order's e-mail. */
  hash: string;
  expiresAt: Date;
}

/** The secret is bound to the address: an order whose e-mail changes no longer opens with the old link. */
const bound = (secret: string, email: string) => `${secret}:${email.toLowerCase()}`;

export function issueOrderLink(email: string, now: Date): IssuedOrderLink {
  const token = generateSecret();
  return {
    token,
    hash: hashSecretHex(bound(token, email)),
    expiresAt: new Date(now.getTime() + ORDER_LINK_LIFETIME_MS),
  };
}

/** Whether a presented link token opens this order now (compared in constant time). */
export function orderLinkOpens(
  order: Pick<Order, 'email' | 'viewLinkHash' | 'viewLinkExpiresAt'>,
  token: string,
  now: Date,
): boolean {
  if (!order.viewLinkHash || !order.viewLinkExpiresAt || order.viewLinkExpiresAt <= now) return false;
  return secretMatchesHash(bound(token, order.email), order.viewLinkHash);
}

export const orderLinkUrl = (publicUrl: string, orderId: string, token: string) =>
  `${publicUrl}/app/order/id/${orderId}?link=${encodeURIComponent(token)}`;
