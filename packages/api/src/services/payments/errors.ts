import { PaymentDeclinedError } from '@laundry/integrations/payments/errors';
import { CHECKOUT_MESSAGES } from '@laundry/validators/checkout';
import { AppError } from '../../errors';

/**
 * spec 001 section 8: a refused card shows the provider's own message ('Your card was declined.');
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

export function failureText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
