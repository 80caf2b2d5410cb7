import type { OrderPricing } from '@laundry/pricing';
import { MIN_AUTHORIZATION_CENTS } from '@laundry/validators/orderMoney';
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
  const { surcharges } = totals;
  return (
    <>
      <dl className="summary-totals">
        <Row
          label="Same-day surcharge"
          cents={surcharges.sameDayDryCleanCents + surcharges.sameDayWashPressCents}
        />
        <Row label="Minimum delivery surcharge" cents={surcharges.minimumDelivery.totalCents} />
        <Row label="Multiple delivery charge" cents={surcharges.multipleDeliveryCents} />
        <Row label="Express delivery" cents={totals.expressCents} />
        <Row label="Tip" cents={totals.gratuityCents} />
        <Row label="Promo discount" cents={totals.discountCents} negative />
        <div className="summary-row summary-row--total">
          <dt className="summary-row__label">Estimated total</dt>
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
          Prices were updated: this is our latest total.
        </p>
      ) : null}
      {hold === 'new' ? (
        <p className="summary-note">
          We place a hold of {formatCents(totals.authorizationCents)}{' '}
          {totals.authorizationCents > MIN_AUTHORIZATION_CENTS
            ? '(150% of the estimate)'
            : '(the smallest hold a card takes)'}{' '}
          on your card and charge the final total once we have weighed and counted your items.
        </p>
      ) : null}
      {hold === 'edit' ? (
        <p className="summary-note">
          An edit does not change the hold on the customer's card. A final total above the hold is charged
          once the customer reauthorizes the card.
        </p>
      ) : null}
    </>
  );
}
