import { isTRPCClientError } from '@trpc/client';
import { newIdempotencyKey } from './idempotencyKey';

/** What one attempt of a checkout submission sends besides the order. */
interface SubmissionIds {
  idempotencyKey: string;
  paymentMethodId: string;
}

export interface SubmissionTracker {
  /** The ids of the next attempt: the open submission's, or a new submission's. */
  next(createPaymentMethod: () => Promise<string>): Promise<SubmissionIds>;
  /** The submission is over; the next attempt starts a new one with a new key and a new payment method. */
  end(): void;
  /** An attempt failed: the submission is over if the server answered; without an answer a retry reuses it. */
  failed(caught: unknown): void;
}

/**
 * The idempotency key and the payment method of one checkout submission, kept and dropped together
 * (docs/decisions/0015-orders-checkout.md). The server derives the provider's idempotency key from ours, and
 * Stripe refuses a replayed key with other parameters; a retry that made a new payment method would be
 * refused, the key then dropped, and the next click would place a second order and a second hold.
 */
export function submissionTracker(newKey: () => string = newIdempotencyKey): SubmissionTracker {
  let open: { idempotencyKey: string; paymentMethodId?: string } | null = null;
  return {
    async next(createPaymentMethod) {
      open ??= { idempotencyKey: newKey() };
      const submission = open;
      // A card that could not become a payment method (incomplete, refused by Stripe.js) has sent nothing
      // to the server yet, so the key stays and the next attempt asks for a method again.
      submission.paymentMethodId ??= await createPaymentMethod();
      return { idempotencyKey: submission.idempotencyKey, paymentMethodId: submission.paymentMethodId };
    },
    end() {
      open = null;
    },
    failed(caught) {
      // An error answer is final (a refused card is refused again under the same key); no answer
      // (offline, a dropped connection) may still have placed the order, which the same key finds.
      if (isTRPCClientError(caught) && caught.data) open = null;
    },
  };
}
