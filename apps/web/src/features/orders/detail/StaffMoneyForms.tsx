import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { userMessage } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { formatCents } from '../../order/money';
import { OVER_REFUND_MESSAGE, refundableCents } from './amount';
import { MoneyActionForm } from './MoneyActionForm';
import { submissionKey } from './submissionKey';
import { type Notice, useOrderRefresh } from './useOrderRefresh';

/** spec 001 §8, Payments, with DECISIONS.md's correction of the first. */
export const CAPTURE_ERROR = 'There was an error capturing the payment.';
export const REFUND_ERROR = 'There was an error refunding payment.';

interface Payment {
  amountAuthorizedCents: number;
  capturedCents: number;
  refundedCents: number;
}

interface FormProps {
  orderId: string;
  payment: Payment;
  onDone: (notice: Notice) => void;
}

/**
 * The staff charge form (spec 001 §4, Charge; DECISIONS.md, Order statuses): at or below the hold the
 * card is charged; above it the customer is e-mailed a link to authorize the new amount.
 */
export function ChargeForm({ orderId, payment, onDone }: FormProps) {
  const trpc = useTRPC();
  const refresh = useOrderRefresh(orderId);
  const charge = useMutation(trpc.orders.charge.mutationOptions());
  const [key] = useState(() => submissionKey());
  return (
    <MoneyActionForm
      title="Charge"
      submitLabel="Charge"
      hint={`Held on the card: ${formatCents(payment.amountAuthorizedCents)}. A larger amount asks the customer to authorize it.`}
      onSubmit={async ({ amountCents, notes }) => {
        const values = { orderId, amountCents, notes };
        try {
          const result = await charge.mutateAsync({ ...values, idempotencyKey: key.for(values) });
          key.settled();
          onDone(
            result.outcome === 'captured'
              ? { tone: 'success', text: `${formatCents(amountCents)} was charged to the card.` }
              : {
                  tone: 'info',
                  text: `${formatCents(amountCents)} is more than the hold, so the customer was e-mailed a link to authorize it.`,
                },
          );
          return null;
        } catch (error) {
          key.settled(error);
          return userMessage(error, CAPTURE_ERROR);
        } finally {
          await refresh();
        }
      }}
    />
  );
}

/** The staff refund form (spec 001 §5, Money): partial and repeated, never more than was paid. */
export function RefundForm({ orderId, payment, onDone }: FormProps) {
  const trpc = useTRPC();
  const refresh = useOrderRefresh(orderId);
  const refund = useMutation(trpc.orders.refund.mutationOptions());
  const [key] = useState(() => submissionKey());
  const refundable = refundableCents(payment);
  return (
    <MoneyActionForm
      title="Refund"
      submitLabel="Refund"
      hint={`Paid: ${formatCents(payment.capturedCents)}; refundable: ${formatCents(refundable)}.`}
      checkAmount={(cents) => (cents > refundable ? OVER_REFUND_MESSAGE : null)}
      onSubmit={async ({ amountCents, notes }) => {
        const values = { orderId, amountCents, notes };
        try {
          await refund.mutateAsync({ ...values, idempotencyKey: key.for(values) });
          key.settled();
          onDone({ tone: 'success', text: `${formatCents(amountCents)} was refunded to the card.` });
          return null;
        } catch (error) {
          key.settled(error);
          return userMessage(error, REFUND_ERROR);
        } finally {
          await refresh();
        }
      }}
    />
  );
}
