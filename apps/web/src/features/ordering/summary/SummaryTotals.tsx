import type { OrderPricing } from '@laundry/pricing';
import { MIN_AUTHORIZATION_CENTS } from '@laundry/validators/orderMoney';
import { useT } from '../../../i18n/useT';
import { formatCents } from '../../../lib/money';

type Totals = Pick<
  OrderPricing,
  'surcharges' | 'expressCents' | 'gratuityCents' | 'discountCents' | 'quoteTotalCents' | 'authorizationCents'
>;

function Row({ label, cents, negative }: { label: string; cents: number; negative?: boolean }) {
  if (cents === 0) return null;
  return (
    <div className="summary-row">
      <dt className="summary-row__label">{label}</dt>
      <dd className="summary-row__amount">
        {negative ? '−' : ''}
        {formatCents(cents)}
      </dd>
    </div>
  );
}

interface SummaryTotalsProps {
  totals: Totals;
  /** Checkout: the server's figure differs from the estimate the steps showed. */
  serverChanged?: boolean;
  /** Why a minimum delivery surcharge applies (minimumDeliveryReasons), shown under the totals. */
  minimumDeliveryReasons?: readonly string[];
  /**
   * Checkout's note on the card: a new order's hold of 150% of the estimate, or, for a staff edit, that the hold
   * already placed stays as it is (docs/decisions/0015-orders-checkout.md, Staff edits).
   */
  hold?: 'new' | 'edit';
}

/** Surcharges, express, tip, discount and the total (docs/rules/pricing.md, Totals). */
export function SummaryTotals({ totals, serverChanged, minimumDeliveryReasons, hold }: SummaryTotalsProps) {
  const t = useT();
  const { surcharges } = totals;
  return (
    <>
      <dl className="summary-totals">
        <Row
          label={t('ordering.summary.sameDay')}
          cents={surcharges.sameDayDryCleanCents + surcharges.sameDayWashPressCents}
        />
        <Row label={t('ordering.summary.minimumDelivery')} cents={surcharges.minimumDelivery.totalCents} />
        <Row label={t('ordering.summary.multipleDelivery')} cents={surcharges.multipleDeliveryCents} />
        <Row label={t('ordering.summary.expressDelivery')} cents={totals.expressCents} />
        <Row label={t('ordering.summary.tip')} cents={totals.gratuityCents} />
        <Row label={t('ordering.summary.promoDiscount')} cents={totals.discountCents} negative />
        <div className="summary-row summary-row--total">
          <dt className="summary-row__label">{t('ordering.summary.estimatedTotal')}</dt>
          <dd className="summary-row__amount" data-testid="order-total">
            {formatCents(totals.quoteTotalCents)}
          </dd>
        </div>
      </dl>
      {minimumDeliveryReasons && surcharges.minimumDelivery.totalCents > 0
        ? minimumDeliveryReasons.map((reason) => (
            <p key={reason} className="summary-note">
              {reason}
            </p>
          ))
        : null}
      {serverChanged ? (
        <p className="summary-note" role="status">
          {t('ordering.summary.pricesUpdated')}
        </p>
      ) : null}
      {hold === 'new' ? (
        <p className="summary-note">
          {totals.authorizationCents > MIN_AUTHORIZATION_CENTS
            ? t('ordering.summary.holdNew', { amount: formatCents(totals.authorizationCents) })
            : t('ordering.summary.holdSmallest', { amount: formatCents(totals.authorizationCents) })}
        </p>
      ) : null}
      {hold === 'edit' ? <p className="summary-note">{t('ordering.summary.holdEdit')}</p> : null}
    </>
  );
}
