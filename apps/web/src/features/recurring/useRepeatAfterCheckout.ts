import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/**
 * After checkout places the order, repeat it (docs/decisions/0094-recurring-series.md) on the card chosen, or the one
 * just saved (the account's first). A refusal does not hold up the thank-you page: the order's page offers "Repeat"
 * again.
 */
export function useRepeatAfterCheckout() {
  const trpc = useTRPC();
  const create = useMutation(trpc.recurring.create.mutationOptions());
  return async (orderId: string, everyWeeks: number, paymentMethodId: string | null) => {
    try {
      await create.mutateAsync({ orderId, everyWeeks, ...(paymentMethodId ? { paymentMethodId } : {}) });
    } catch {
      // the order's page offers it again
    }
  };
}
