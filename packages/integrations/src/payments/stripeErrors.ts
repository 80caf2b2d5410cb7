import Stripe from 'stripe';
import { PaymentDeclinedError, PaymentProviderError } from './errors';

/**
 * Stripe reports a refused card as a `card_error` whose message is written for the
 * customer ('Your card was declined.', 'Your card has insufficient funds.'); the
 * order flow shows that text as is (docs/rules/messages.md, Order flow, payments and settings: errors). Everything else is our problem or
 * Stripe's, never the customer's, so it becomes a PaymentProviderError.
 */
export function toPaymentError(error: unknown): Error {
  if (error instanceof PaymentDeclinedError || error instanceof PaymentProviderError) return error;
  if (error instanceof Stripe.errors.StripeError) {
    if (error.type === 'StripeCardError') {
      return new PaymentDeclinedError(error.message, {
        code: error.code ?? 'card_declined',
        declineCode: error.decline_code,
      });
    }
    return new PaymentProviderError(error.message, {
      code: error.code ?? error.type,
      statusCode: error.statusCode,
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new PaymentProviderError(message, { cause: error });
}

/** Runs one Stripe call and translates its failure into the product's two payment errors. */
export async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toPaymentError(error);
  }
}

/** Stripe's message when a card needs 3-D Secure, which server-side confirmation cannot complete. */
export const authenticationRequiredMessage =
  'Your card was declined. This transaction requires authentication.';
