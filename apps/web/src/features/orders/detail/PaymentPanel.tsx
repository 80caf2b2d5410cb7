import { cardLabel } from '@laundry/domain/cards';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatCents } from '../../../lib/money';
import { orderReceiptPath } from '../../../routes/paths';
import type { OrderView } from './orderView';
import { newYorkTime } from './timelineText';

/** docs/rules/ordering.md, Order detail: the expired hold's text, word for word. */
const AUTHORIZATION_EXPIRED = 'Authorization expired - reauthorization required';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * The money on the order: the amount held on the card, the card (staff only, when the order recorded it) and the
 * hold's age, what was charged and refunded, and the reauthorization's state (docs/rules/money.md: over 6 days the expiring-soon warning, over 7 days or marked
 * Expired 'Authorization expired - reauthorization required').
 */
export function PaymentPanel({ order }: { order: OrderView }) {
  const headingId = useId();
  const { payment, expiry } = order;
  const canceled = order.status === 'Canceled';
  return (
    <section className="order-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-panel__title">
        Payment
      </h2>
      <dl className="detail-facts">
        <div>
          <dt>{canceled ? 'Hold (released)' : 'Amount held'}</dt>
          <dd data-testid="amount-held">{formatCents(payment.amountAuthorizedCents)}</dd>
        </div>
        {payment.card ? (
          <div>
            <dt>Card</dt>
            <dd data-testid="hold-card">{cardLabel(payment.card)}</dd>
          </div>
        ) : null}
        {payment.authorizedAt ? (
          <div>
            <dt>Authorized</dt>
            <dd>
              {newYorkTime(payment.authorizedAt)}
              {canceled || payment.capturedCents > 0 || expiry.ageDays === 0
                ? null
                : ` (${days(expiry.ageDays)} ago)`}
            </dd>
          </div>
        ) : null}
        {payment.capturedCents > 0 ? (
          <div>
            <dt>Charged</dt>
            <dd data-testid="amount-charged">{formatCents(payment.capturedCents)}</dd>
          </div>
        ) : null}
        {payment.refundedCents > 0 ? (
          <div>
            <dt>Refunded</dt>
            <dd data-testid="amount-refunded">{formatCents(payment.refundedCents)}</dd>
          </div>
        ) : null}
        {payment.reauthStatus === 'Waiting' && payment.reauthAmountCents ? (
          <div>
            <dt>Waiting for authorization of</dt>
            <dd>{formatCents(payment.reauthAmountCents)}</dd>
          </div>
        ) : null}
      </dl>
      {/* docs/decisions/0083-orders-receipt.md: a charged order's itemized receipt, printable. */}
      {payment.capturedCents > 0 ? (
        <p>
          <Link to={orderReceiptPath(order.id)}>Receipt</Link>
        </p>
      ) : null}
    </section>
  );
}

/** The hold's state as a banner above the order, when there is something to say. */
export function holdNotice(
  order: OrderView,
  staff: boolean,
): { tone: 'warning' | 'error' | 'success'; text: string } | null {
  const { payment, expiry, status } = order;
  const settled = payment.capturedCents > 0 || status === 'Canceled';
  if (payment.reauthStatus === 'Complete' && payment.capturedCents === 0) {
    return { tone: 'success', text: 'Thank you! The card is authorized for the new amount.' };
  }
  if (settled) return null;
  if (expiry.expired || payment.reauthStatus === 'Expired')
    return { tone: 'error', text: AUTHORIZATION_EXPIRED };
  if (expiry.expiringSoon) {
    return {
      tone: 'warning',
      text: staff
        ? `Authorization expiring soon: the card was authorized ${days(expiry.ageDays)} ago and the hold expires after 7 days.`
        : `Authorization expiring soon: the hold on your card is ${days(expiry.ageDays)} old and expires after 7 days.`,
    };
  }
  return null;
}
