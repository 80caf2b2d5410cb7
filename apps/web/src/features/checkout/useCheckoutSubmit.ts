import { CHECKOUT_MESSAGES, type PlaceOrderInputRaw } from '@laundry/validators/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { userMessage } from '../../lib/errors';
import { type RouterOutputs, useTRPC } from '../../lib/trpc';
import { CardEntryError } from './cardEntry';
import { submissionTracker } from './submissionIds';

export type PlacedOrder = RouterOutputs['checkout']['placeOrder'];
type Submission = Omit<PlaceOrderInputRaw, 'idempotencyKey' | 'paymentMethodId'>;

/**
 * One checkout submission (docs/decisions/0015-orders-checkout.md): its idempotency key and its payment method
 * are made once and kept across retries of the same submission, so a double click or a retried request
 * places one order with one hold; once the server has answered with an error, or the card changed
 * (`endSubmission`), the next submission gets a new key and a new payment method. A second click while
 * one is in flight is ignored.
 */
export function useCheckoutSubmit(onPlaced: (placed: PlacedOrder) => Promise<void>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const placeOrder = useMutation(trpc.checkout.placeOrder.mutationOptions());
  const [ids] = useState(() => submissionTracker());
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(paymentMethodId: () => Promise<string>, submission: Submission) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const placed = await placeOrder.mutateAsync({ ...submission, ...(await ids.next(paymentMethodId)) });
      ids.end();
      await queryClient.invalidateQueries(trpc.payments.methods.queryFilter());
      await onPlaced(placed);
    } catch (caught) {
      ids.failed(caught);
      setError(
        caught instanceof CardEntryError ? caught.message : userMessage(caught, CHECKOUT_MESSAGES.creating),
      );
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { submit, busy, error, endSubmission: ids.end };
}
