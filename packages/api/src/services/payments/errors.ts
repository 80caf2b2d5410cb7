import { PaymentDeclinedError, PaymentProviderError } from '@laundry/integrations';
import { CHECKOUT_MESSAGES } from '@laundry/validators/checkout';
import { AppError } from '../../errors';

/**
 * docs/rules/messages.md, Order flow, payments and settings: errors: a refused card shows the provider's own message ('Your card was declined.');
 * any other provider failure shows the product's payment processing error.
 */
export function paymentFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof PaymentDeclinedError) {
    return new AppError('PAYMENT_FAILED', error.message, { declineCode: error.declineCode ?? error.code });
  }
  return withCause(new AppError('PAYMENT_FAILED', CHECKOUT_MESSAGES.paymentProcessing), error);
}

/** Keeps the underlying failure for the server log; only the AppError's message reaches the customer. */
export function withCause(appError: AppError, cause: unknown): AppError {
  Object.defineProperty(appError, 'cause', { value: cause, enumerable: false, configurable: true });
  return appError;
}

/** A code fit for a ledger note: an identifier (SQLSTATE, a provider's error or decline code), nothing else. */
const CODE = /^[A-Za-z0-9_]{1,40}$/;

/**
 * What the ledger may say about a failure (docs/rules/money.md, The ledger): its class and codes (an
 * SQLSTATE, an AppError code, the provider's error and decline codes), never its text, which for a database
 * error holds the whole statement and its parameters (e-mails, addresses) and for a provider error whatever
 * the provider wrote. The text itself goes to the server log (docs/decisions/0030-server-error-answers.md).
 */
export function failureClass(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const codeOf = (e: unknown) => (e as { code?: unknown } | undefined)?.code;
  const codes = [codeOf(error) ?? codeOf(error.cause)];
  if (error instanceof PaymentDeclinedError) codes.push(error.declineCode);
  const name = CODE.test(error.name) ? error.name : 'Error';
  return [name, ...codes.filter((c): c is string => typeof c === 'string' && CODE.test(c))].join(' ');
}

/**
 * The ledger's failure note of a provider call: its class (`failureClass`).
 * @alias
 */
export const failureText = failureClass;

/**
 * docs/rules/money.md, Unfinished actions: a refusal the provider answered (a 4xx) is final; a lost answer,
 * a 5xx, a rate limit or Stripe's "same key still in progress" (409) leaves the row pending, to be finished
 * with the same key later.
 */
export function isFinalRefusal(error: unknown): boolean {
  if (error instanceof PaymentDeclinedError) return true;
  if (!(error instanceof PaymentProviderError) || error.statusCode === undefined) return false;
  return (
    error.statusCode >= 400 && error.statusCode < 500 && error.statusCode !== 409 && error.statusCode !== 429
  );
}
