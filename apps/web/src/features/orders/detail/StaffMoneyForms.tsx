import { cardLabel } from '@laundry/domain';
import { ORDER_MONEY_MESSAGES, overRefundMessage } from '@laundry/validators/orderMoney';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { userMessage } from '../../../lib/errors';
import { formatCents } from '../../../lib/money';
import { useTRPC } from '../../../lib/trpc';
import { refundableCents } from './amount';
import { MoneyActionForm, type MoneyConfirmation } from './MoneyActionForm';
import { submissionKey } from './submissionKey';
import { type Notice, useOrderRefresh } from './useOrderRefresh';

/** docs/rules/messages.md, Order flow, payments and settings: errors (staff money actions); the first as Corrected slips words it. */
const CAPTURE_ERROR = 'There was an error capturing the payment.';
const REFUND_ERROR = 'There was an error refunding payment.';

interface Payment {
  amountAuthorizedCents: number;
  capturedCents: number;
  refundedCents: number;
  /** The card the hold is on, as the order recorded it; null for an order placed before the card was kept. */
  card: { brand: string; last4: string } | null;
}

/**
 * The card the money moves on, as the confirm step names it: 'Visa •••• 4242', or 'the card on this order' when the
 * order recorded none (docs/decisions/0071-money-actions-confirm.md, Amended 2026-11-29).
 */
const cardName = (payment: Payment) => (payment.card ? cardLabel(payment.card) : 'the card on this order');

/** docs/decisions/0071-money-actions-confirm.md: what the charge form asks before anything is charged. */
function chargeConfirmation(amountCents: number, payment: Payment): MoneyConfirmation {
  const amount = formatCents(amountCents);
  const hold = formatCents(payment.amountAuthorizedCents);
  const card = cardName(payment);
  if (amountCents > payment.amountAuthorizedCents) {
    return {
      question: `Ask the customer to authorize ${amount}?`,
      detail: `${amount} is more than the ${hold} held on ${card}, so nothing is charged now: the customer is e-mailed a link to authorize the new amount.`,
      confirmLabel: `Yes, ask for ${amount}`,
    };
  }
  return {
    question: `Charge ${amount} to ${card}?`,
    detail: `The card holds ${hold}; the rest of the hold is released.`,
    confirmLabel: `Yes, charge ${amount}`,
  };
}

/** docs/decisions/0071-money-actions-confirm.md: what the refund form asks before anything is refunded. */
function refundConfirmation(amountCents: number, payment: Payment): MoneyConfirmation {
  const amount = formatCents(amountCents);
  const left = refundableCents(payment) - amountCents;
  return {
    question: `Refund ${amount} to ${cardName(payment)}?`,
    detail: `Paid: ${formatCents(payment.capturedCents)}. After this refund, ${formatCents(left)} can still be refunded.`,
    confirmLabel: `Yes, refund ${amount}`,
  };
}

interface FormProps {
  orderId: string;
  payment: Payment;
  onDone: (notice: Notice) => void;
  /** A new charge or refund is tried: the last one's notice is cleared. */
  onStart: () => void;
}

/**
 * The staff charge form (docs/rules/money.md, Charge; docs/rules/money.md): at or below the hold the
 * card is charged; above it the customer is e-mailed a link to authorize the new amount.
 */
export function ChargeForm({
  orderId,
  payment,
  finalTotalCents = null,
  onDone,
  onStart,
}: FormProps & {
  /** A weighed order's final total: the form starts from it, and another amount needs a reason (issue 36). */
  finalTotalCents?: number | null;
}) {
  const trpc = useTRPC();
  const refresh = useOrderRefresh(orderId);
  const charge = useMutation(trpc.orders.charge.mutationOptions());
  const [key] = useState(() => submissionKey());
  return (
    <MoneyActionForm
      // A new final total (a new weigh-in) starts the form again from it.
      key={finalTotalCents ?? 'none'}
      title="Charge"
      submitLabel="Charge"
      onStart={onStart}
      expected={
        finalTotalCents !== null
          ? { amountCents: finalTotalCents, reasonMessage: ORDER_MONEY_MESSAGES.chargeReason }
          : null
      }
      hint={`${finalTotalCents !== null ? `Final total: ${formatCents(finalTotalCents)}. ` : ''}Held on the card: ${formatCents(payment.amountAuthorizedCents)}. A larger amount asks the customer to authorize it.`}
      confirmation={(cents) => chargeConfirmation(cents, payment)}
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

/** The staff refund form (docs/rules/money.md, Refunds (staff), Money): partial and repeated, never more than was paid. */
export function RefundForm({ orderId, payment, onDone, onStart }: FormProps) {
  const trpc = useTRPC();
  const refresh = useOrderRefresh(orderId);
  const refund = useMutation(trpc.orders.refund.mutationOptions());
  const [key] = useState(() => submissionKey());
  const refundable = refundableCents(payment);
  return (
    <MoneyActionForm
      title="Refund"
      submitLabel="Refund"
      onStart={onStart}
      hint={`Paid: ${formatCents(payment.capturedCents)}; refundable: ${formatCents(refundable)}.`}
      checkAmount={(cents) => (cents > refundable ? overRefundMessage(refundable) : null)}
      confirmation={(cents) => refundConfirmation(cents, payment)}
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
