import '../order.css';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { inPageLanguage } from '../../../i18n/serverMessages';
import { useT } from '../../../i18n/useT';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { Banner } from '../../../ui/Banner';
import { PhoneText } from '../../../ui/PhoneText';
import { Spinner } from '../../../ui/Spinner';
import { useSession } from '../../auth/useSession';
import { setScreenRegion } from '../../layout/screenRegion';
import { PhoneOrderBanner } from '../phone/PhoneOrderBanner';
import { usePhoneOrder } from '../phone/phoneOrder';
import { orderStore, useLocalOrder } from '../store/orderStore';
import { useOrderCatalog } from '../useOrderCatalog';
import { useOrderFlow } from '../useOrderFlow';
import { EditingBanner } from './EditingBanner';
import { OrderSidebar } from './OrderSidebar';
import { ProgressBar } from './ProgressBar';
import type { OrderStep } from './steps';

/**
 * The summary panel, a chunk of its own (its prices, dates, tip and promo forms): the step's form draws and
 * answers first, and the panel's code runs in a task of its own after it (bench/README.md, The guest's first step in
 * tasks of its own).
 */
const OrderSummary = lazy(() =>
  import('../summary/OrderSummary').then((module) => ({ default: module.OrderSummary })),
);

/** docs/rules/messages.md, Public site, accounts and staff screens: errors: the settings could not be loaded. */
const SETTINGS_LOAD_ERROR = 'Error getting settings.';

interface OrderFrameProps {
  step: OrderStep;
  /** The tab title, in the page's language. */
  title: string;
  /** Which order summary panel the step shows beside it. */
  summary?: 'steps' | 'checkout' | 'none';
  /** A heading shown above both the step and its summary (checkout, where the summary comes first). */
  heading?: ReactNode;
  children: ReactNode;
}

/**
 * What every step of the order flow shares (docs/rules/ordering.md, The steps): the sidebar or the guest's log-in link, the
 * progress bar, the summary panel, and the banner that replaces the flow while ordering is disabled.
 */
export function OrderFrame({ step, title, summary = 'steps', heading, children }: OrderFrameProps) {
  const t = useT();
  useDocumentTitle(title);
  const session = useSession();
  const flow = useOrderFlow();
  const catalog = useOrderCatalog(flow.order);
  const userId = session.user?.id ?? null;
  const { ownerId, placedOrderId } = useLocalOrder();
  const phone = usePhoneOrder(session.isStaff ? userId : null);
  // Opened after a checkout whose thank-you never showed: that order is done, a new one starts.
  const [placedBefore] = useState(placedOrderId !== null);
  // An order left by someone who has since signed out is cleared before any step shows it.
  const foreignOrder = ownerId !== null && ownerId !== userId;

  // The footer names the order's region while a step shows (docs/rules/ordering.md, What the site says).
  useEffect(() => {
    setScreenRegion(catalog.region);
    return () => setScreenRegion(null);
  }, [catalog.region]);
  useEffect(() => {
    if (session.status === 'ready') orderStore.claimFor(userId);
  }, [session.status, userId]);
  useEffect(() => {
    if (placedBefore) orderStore.finishPlaced();
  }, [placedBefore]);

  // Staff finishing an edit are not blocked: disabling ordering stops new orders (docs/rules/ordering.md, The steps).
  // The pause is the region's of the address ordered for, so the address step itself is never stopped: a Florida
  // customer is not turned away by New York's pause before saying where they are (docs/rules/regions.md).
  const disabled = flow.mode === 'new' && step !== 'address' && catalog.settings.disableOrdering;
  return (
    <div className="container page order-frame">
      <OrderSidebar />
      <div className="order-frame__main">
        {flow.edit ? <EditingBanner edit={flow.edit} /> : null}
        {flow.mode === 'new' && phone?.status === 'chosen' ? <PhoneOrderBanner phone={phone} /> : null}
        {disabled ? (
          <Banner tone="warning" className="order-frame__banner">
            <p>
              <PhoneText text={catalog.settings.disableOrderingMessage} />
            </p>
          </Banner>
        ) : foreignOrder || (!catalog.loaded && !catalog.failed) ? (
          <div className="page-loading">
            <Spinner label={t('ordering.frame.loading')} />
          </div>
        ) : (
          <>
            {catalog.failed ? (
              <Banner tone="error" className="order-frame__banner">
                <p>{inPageLanguage(SETTINGS_LOAD_ERROR)}</p>
              </Banner>
            ) : null}
            <ProgressBar step={step} order={flow.order} mode={flow.mode} />
            {heading}
            {summary === 'checkout' ? (
              // On checkout the summary (with its tip and promo forms) comes before the card and the
              // Place Order button, so a phone shows it first; wider screens put it on the right.
              <div className="order-frame__body order-frame__body--checkout">
                <Suspense fallback={null}>
                  <OrderSummary variant="checkout" />
                </Suspense>
                <div className="order-step">{children}</div>
              </div>
            ) : (
              <div className="order-frame__body">
                <div className="order-step">{children}</div>
                {summary === 'none' ? null : (
                  <Suspense fallback={null}>
                    <OrderSummary variant={summary} />
                  </Suspense>
                )}
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
