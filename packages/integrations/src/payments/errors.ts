/**
 * Two kinds of failure the order flow treats differently: a refused card shows the
 * provider's message to the customer (docs/rules/messages.md, Order flow, payments and settings: errors: "The card error message from the
 * payment provider"), anything else shows the product's generic payment error.
 */

/** The card was refused; `message` is the provider's user-facing text, safe to show as is. */
export class PaymentDeclinedError extends Error {
  override readonly name = 'PaymentDeclinedError';
  readonly code: string;
  readonly declineCode: string | undefined;

  constructor(message: string, options: { code: string; declineCode?: string }) {
    super(message);
    this.code = options.code;
    this.declineCode = options.declineCode;
  }
}

/** The provider failed or refused the request for a reason that is not the card's (network, state, limits). */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
  readonly code: string | undefined;
  readonly statusCode: number | undefined;

  constructor(message: string, options: { code?: string; statusCode?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.code = options.code;
    this.statusCode = options.statusCode;
  }
}

/** A webhook whose signature does not verify (or a provider without webhooks): answer 400, do nothing. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}
