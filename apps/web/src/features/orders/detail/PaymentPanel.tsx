import { cardLabel } from '@laundry/domain';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { inPageLanguage } from '../../../i18n/serverMessages';
import { useT } from '../../../i18n/useT';
import { formatCents } from '../../../lib/money';
import { orderReceiptPath } from '../../../routes/paths';
import { tr } from '../translate';
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
  const t = useT();
  const headingId = useId();
  const { payment, expiry } = order;
  const canceled = order.status === 'Canceled';
  return (
    <section className="order-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-panel__title">
        {t('account.payment.heading')}
      </h2>
      <dl className="detail-facts">
        <div>
          <dt>{canceled ? t('account.payment.holdReleased') : t('account.payment.amountHeld')}</dt>
          <dd data-testid="amount-held">{formatCents(payment.amountAuthorizedCents)}</dd>
        </div>
        {payment.card ? (
          <div>
            <dt>{t('account.payment.card')}</dt>
            <dd data-testid="hold-card">{cardLabel(payment.card)}</dd>
          </div>
        ) : null}
        {payment.authorizedAt ? (
          <div>
            <dt>{t('account.payment.authorized')}</dt>
            <dd>
              {newYorkTime(payment.authorizedAt)}
              {canceled || payment.capturedCents > 0 || expiry.ageDays === 0
                ? null
                : ` ${t('account.payment.authorizedAgo', { count: expiry.ageDays })}`}
            </dd>
          </div>
        ) : null}
        {payment.capturedCents > 0 ? (
          <div>
            <dt>{t('account.payment.charged')}</dt>
            <dd data-testid="amount-charged">{formatCents(payment.capturedCents)}</dd>
          </div>
        ) : null}
        {payment.refundedCents > 0 ? (
          <div>
            <dt>{t('account.payment.refunded')}</dt>
            <dd data-testid="amount-refunded">{formatCents(payment.refundedCents)}</dd>
          </div>
        ) : null}
        {payment.reauthStatus === 'Waiting' && payment.reauthAmountCents ? (
          <div>
            <dt>{t('account.payment.waitingFor')}</dt>
            <dd>{formatCents(payment.reauthAmountCents)}</dd>
          </div>
        ) : null}
      </dl>
      {/* docs/decisions/0083-orders-receipt.md: a charged order's itemized receipt, printable. */}
      {payment.capturedCents > 0 ? (
        <p>
          <Link to={orderReceiptPath(order.id)}>{t('account.payment.receipt')}</Link>
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
    return { tone: 'success', text: tr('account.payment.reauthorized') };
  }
  if (settled) return null;
  if (expiry.expired || payment.reauthStatus === 'Expired')
    return { tone: 'error', text: inPageLanguage(AUTHORIZATION_EXPIRED) };
  if (expiry.expiringSoon) {
    return {
      tone: 'warning',
      text: staff
        ? `Authorization expiring soon: the card was authorized ${days(expiry.ageDays)} ago and the hold expires after 7 days.`
        : tr('account.payment.expiringSoon', { count: expiry.ageDays }),
    };
  }
  return null;
}
