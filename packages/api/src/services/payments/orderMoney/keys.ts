/**
 * The provider idempotency keys of the money actions on an order (docs/rules/money.md, Idempotency): made
 * from the order, the kind of action and the client's key for one form submission, so a retried
 * submission, a double click or a second app server repeating the call never moves money twice. Each key
 * is also the unique key of the action's payment_ledger row.
 */
export const captureKey = (orderId: string, idempotencyKey: string) =>
  `order-${orderId}-capture-${idempotencyKey}`;

export const refundKey = (orderId: string, idempotencyKey: string) =>
  `order-${orderId}-refund-${idempotencyKey}`;

/** The new hold a customer authorizes when staff charge more than the old one covers. */
export const reauthorizationKey = (orderId: string, idempotencyKey: string) =>
  `order-${orderId}-reauthorization-${idempotencyKey}`;

/** A hold is released once: when its order is canceled, or when a new hold replaces it. */
export const releaseKeyFor = (orderId: string, intentId: string) => `order-${orderId}-release-${intentId}`;
