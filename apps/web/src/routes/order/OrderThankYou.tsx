import '../../features/ordering/order.css';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ThankYou } from '../../features/checkout/ThankYou';
import { StepHeading } from '../../features/ordering/frame/StepHeading';
import { orderStore } from '../../features/ordering/store/orderStore';
import { useT } from '../../i18n/useT';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { orderThankYouParams, paths } from '../paths';

/** The thank-you view of a placed order: /app/order/thank-you?order=<id>[&price=updated]. */
export function OrderThankYou() {
  const t = useT();
  useDocumentTitle(t('ordering.thankYou.title'));
  const [params] = useSearchParams();
  const { orderId, priceChanged } = orderThankYouParams(params);
  useEffect(() => {
    if (orderId) orderStore.finishPlaced(orderId);
  }, [orderId]);
  if (!orderId) return <Navigate to={paths.order} replace />;
  return (
    <div className="container page page--narrow">
      <StepHeading>{t('ordering.thankYou.heading')}</StepHeading>
      <ThankYou orderId={orderId} priceChanged={priceChanged} />
    </div>
  );
}
