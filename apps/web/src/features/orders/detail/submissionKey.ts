import { isTRPCClientError } from '@trpc/client';
import { newIdempotencyKey } from '../../checkout/idempotencyKey';

/**
 * The idempotency key of one money submission (charge, refund, reauthorization): kept for a retry of the
 * same values after no answer came (the first request may have gone through; the key finds it), dropped
 * once the server answered or the values changed (docs/decisions/0015-orders-checkout.md explains the same
 * rule for checkout).
 */
export function submissionKey(newKey: () => string = newIdempotencyKey) {
  let open: { key: string; values: string } | null = null;
  return {
    for(values: unknown): string {
      const signature = JSON.stringify(values);
      if (!open || open.values !== signature) open = { key: newKey(), values: signature };
      return open.key;
    },
    settled(caught?: unknown) {
      if (caught === undefined || (isTRPCClientError(caught) && caught.data)) open = null;
    },
  };
}
