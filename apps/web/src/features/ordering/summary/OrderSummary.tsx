import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/useT';
import { paths } from '../../../routes/paths';
import { PromoForm } from '../../checkout/PromoForm';
import { TipForm } from '../../checkout/TipForm';
import { useServerQuote } from '../../checkout/useServerQuote';
import { estimateOrder } from '../estimate';
import { useOrderWithSchedulePreview } from '../schedule/schedulePreview';
import { useOrderCatalog } from '../useOrderCatalog';
import { useOrderFlow } from '../useOrderFlow';
import { minimumDeliveryReasons } from './minimumDeliveryNote';
import { SummaryDetails } from './SummaryDetails';
import { SummaryServices } from './SummaryServices';
import { SummaryTotals } from './SummaryTotals';

/**
 * The order summary panel (docs/rules/ordering.md, The steps): it appears once a service is chosen and lists each service with
 * its price and a trash button. On checkout it has no trash buttons and adds the address, the windows,
 * a tip form and a promo form, with the server's quote as the total.
 */
export function OrderSummary({ variant }: { variant: 'steps' | 'checkout' }) {
  const t = useT();
  const { order: saved, dispatch, edit } = useOrderFlow();
  // On the schedule step, the choices not yet saved are priced too (one total everywhere).
  const order = useOrderWithSchedulePreview(saved);
  const catalog = useOrderCatalog(order);
  const estimate = useMemo(() => estimateOrder(order, catalog), [order, catalog]);
  // With a promo code on the order (a staff edit, or a customer back from checkout) the steps show the
  // server's total too, so the order has one total everywhere (docs/rules/pricing.md, Totals).
  const promoApplied = Boolean(order.promoCode);
  const quote = useServerQuote(order, variant === 'checkout' || promoApplied, edit?.orderId ?? null);
  if (!estimate) return null;

  if (variant === 'steps') {
    const totals = promoApplied && quote.data ? quote.data : estimate;
    return (
      <aside className="order-summary" aria-labelledby="order-summary-title" aria-busy={quote.isFetching}>
        <h2 id="order-summary-title" className="order-summary__title">
          {t('ordering.summary.title')}
        </h2>
        <SummaryServices lines={estimate.lines} onRemove={dispatch} />
        <SummaryTotals
          totals={totals}
          minimumDeliveryReasons={minimumDeliveryReasons(totals.lines, catalog.settings, t)}
        />
        <Link to={paths.orderServices} className="order-summary__add">
          {t('ordering.summary.addService')}
        </Link>
      </aside>
    );
  }

  const server = quote.data;
  const totals = server ?? estimate;
  const estimatedTotal = Math.max(0, estimate.quoteTotalCents - (server?.discountCents ?? 0));
  return (
    <aside className="order-summary" aria-labelledby="order-summary-title" aria-busy={quote.isFetching}>
      <h2 id="order-summary-title" className="order-summary__title">
        {t('ordering.summary.title')}
      </h2>
      <SummaryServices lines={totals.lines} />
      <SummaryDetails order={order} />
      <SummaryTotals
        totals={totals}
        minimumDeliveryReasons={minimumDeliveryReasons(totals.lines, catalog.settings, t)}
        serverChanged={server !== undefined && server.quoteTotalCents !== estimatedTotal}
        hold={edit ? 'edit' : 'new'}
      />
      <TipForm
        gratuityCents={order.gratuityCents}
        baseCents={totals.quoteTotalCents - totals.gratuityCents}
        onChange={(cents) => dispatch({ type: 'gratuity', cents })}
      />
      <PromoForm order={order} dispatch={dispatch} quote={server} editOrderId={edit?.orderId ?? null} />
    </aside>
  );
}
