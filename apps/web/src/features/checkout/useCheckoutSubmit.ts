import { CHECKOUT_MESSAGES, type PlaceOrderInputRaw } from '@laundry/validators/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isTRPCClientError } from '@trpc/client';
import { useRef, useState } from 'react';
import { userMessage } from '../../lib/errors';
import { type RouterOutputs, useTRPC } from '../../lib/trpc';
import { CardEntryError } from './cardEntry';
import { newIdempotencyKey } from './idempotencyKey';

export type PlacedOrder = RouterOutputs['checkout']['placeOrder'];
type Submission = Omit<PlaceOrderInputRaw, 'idempotencyKey' | 'paymentMethodId'>;

/**
 * One checkout submission (docs/decisions/orders-checkout.md): its idempotency key is made once and
 * kept across retries of the same submission, so a double click or a retried request places one order;
 * once the server has answered with an error the next submission gets a new key. A second click while
 * one is in flight is ignored.
 */
export function useCheckoutSubmit(onPlaced: (placed: PlacedOrder) => Promise<void>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const placeOrder = useMutation(trpc.checkout.placeOrder.mutationOptions());
  const key = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(paymentMethodId: () => Promise<string>, submission: Submission) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      key.current ??= newIdempotencyKey();
      const placed = await placeOrder.mutateAsync({
        ...submission,
        paymentMethodId: await paymentMethodId(),
        idempotencyKey: key.current,
      });
      key.current = null;
      await queryClient.invalidateQueries(trpc.payments.methods.queryFilter());
      await onPlaced(placed);
    } catch (caught) {
      // The server answered: that submission is over. No answer (offline): a retry reuses the key.
      if (isTRPCClientError(caught) && caught.data) key.current = null;
      setError(
        caught instanceof CardEntryError ? caught.message : userMessage(caught, CHECKOUT_MESSAGES.creating),
      );
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { submit, busy, error };
}
