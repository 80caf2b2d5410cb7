import '../../ordering/order.css';
import '../orders.css';
import { ORDER_FETCH_MESSAGE } from '@laundry/validators/checkout';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { inPageLanguage } from '../../../i18n/serverMessages';
import { useT } from '../../../i18n/useT';
import { userMessage } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { orderDetailPath, paths } from '../../../routes/paths';
import { Banner } from '../../../ui/Banner';
import { Spinner } from '../../../ui/Spinner';
import { GuestEmailProof } from '../../auth/GuestEmailProof';
import { useSession } from '../../auth/useSession';
import { useOrderChanges } from '../../live/useOrderChanges';
import { OrderSeries } from '../../recurring/OrderSeries';
import { GuestOrdersNote } from '../GuestOrdersNote';
import { statusAudience, statusLabel } from '../orderLabels';
import { GuestEmailGate } from './GuestEmailGate';
import { OrderActions } from './OrderActions';
import { OrderLogistics } from './OrderLogistics';
import { OrderServices } from './OrderServices';
import { OrderTimeline } from './OrderTimeline';
import type { OrderView } from './orderView';
import { holdNotice, PaymentPanel } from './PaymentPanel';
import { ReauthorizeForm } from './ReauthorizeForm';
import { RescheduleClosed } from './RescheduleClosed';
import { RescheduleForm } from './RescheduleForm';
import { ChargeForm, RefundForm } from './StaffMoneyForms';
import { newYorkTime } from './timelineText';
import type { Notice } from './useOrderRefresh';
import { WeighInForm } from './WeighInForm';
import { mayWeighIn } from './weighIn';

/** The order's id, or its order number (the spec's `/app/order/id/{orderId}`), which opens the same order. */
const ORDER_REF = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{1,9})$/i;

/**
 * /app/order/id/{orderId} (docs/rules/ordering.md, Order detail): a guest first gives the booking e-mail; a
 * customer sees their own orders, staff every order.
 */
export function OrderDetailScreen({ orderId }: { orderId: string }) {
  const t = useT();
  const trpc = useTRPC();
  const session = useSession();
  const [triedEmail, setTriedEmail] = useState(false);
  const signedIn = session.user !== null || session.authorizedAsGuest;
  const validId = ORDER_REF.test(orderId);
  const query = useQuery({
    ...trpc.orders.get.queryOptions({ orderId }),
    enabled: session.status === 'ready' && signedIn && validId,
    retry: false,
  });
  useDocumentTitle(
    query.data
      ? t('account.orderDetail.title', { orderNumber: query.data.orderNumber })
      : t('account.orderDetail.yourOrder'),
  );
  // Another person's change shows without a reload (docs/decisions/0088-live-order-screens.md).
  useOrderChanges({ orderId: query.data?.id });

  if (session.status === 'loading' || (signedIn && validId && query.isPending)) {
    return (
      <div className="container page orders-loading">
        <Spinner label={t('account.orderDetail.loading')} />
      </div>
    );
  }
  // A visitor without an account, or a guest whose e-mail is not this order's: the booking e-mail opens it.
  if (!session.user && (!signedIn || (query.isError && validId))) {
    return (
      <div className="container page page--narrow">
        <GuestEmailGate
          orderPath={orderDetailPath(orderId)}
          mismatch={triedEmail && session.authorizedAsGuest}
          onSubmitted={() => setTriedEmail(true)}
        />
      </div>
    );
  }
  if (!validId || query.isError || !query.data) {
    return (
      <div className="container page page--narrow">
        <h1>{t('account.orderDetail.yourOrder')}</h1>
        <Banner tone="error">
          <p>
            {query.isError
              ? userMessage(query.error, ORDER_FETCH_MESSAGE)
              : inPageLanguage(ORDER_FETCH_MESSAGE)}
          </p>
        </Banner>
        <GuestOrdersNote />
        {session.user ? (
          <p>
            <Link to={paths.orders}>
              {session.isStaff
                ? t('account.orderDetail.backToOrders')
                : t('account.orderDetail.backToHistory')}
            </Link>
          </p>
        ) : null}
      </div>
    );
  }
  // An order number in the address: the order's own address, where its actions and links live.
  if (query.data.id !== orderId) return <Navigate to={orderDetailPath(query.data.id)} replace />;
  return (
    <OrderDetailView
      order={query.data}
      staff={session.isStaff}
      customer={session.user?.role === 'Customer'}
      signedIn={session.user !== null}
      unprovenGuestEmail={session.authorizedAsGuest && !session.guestEmailProven ? session.guestEmail : null}
    />
  );
}

interface OrderDetailViewProps {
  order: OrderView;
  staff: boolean;
  /** A signed-in customer (saved cards for the reauthorization). */
  customer: boolean;
  signedIn: boolean;
  /** A guest who typed this e-mail and has not proved its mailbox: changes wait for the proof. */
  unprovenGuestEmail: string | null;
}

function OrderDetailView({ order, staff, customer, signedIn, unprovenGuestEmail }: OrderDetailViewProps) {
  const t = useT();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [rescheduling, setRescheduling] = useState(false);
  const [weighing, setWeighing] = useState(false);
  const weighable = mayWeighIn(order, staff);
  const hold = holdNotice(order, staff);
  const { allowed, payment } = order;
  const canceled = order.status === 'Canceled';
  const showCharge = allowed.charge && !canceled && payment.capturedCents === 0;
  const showRefund = allowed.refund && payment.capturedCents > payment.refundedCents;
  const done = (next: Notice) => {
    setNotice(next);
    setRescheduling(false);
    if (next.tone === 'success') setWeighing(false);
  };

  return (
    <div className="container page order-detail">
      {signedIn ? (
        <p className="order-detail__back">
          <Link to={paths.orders}>
            ← {staff ? t('account.orders.staffTitle') : t('account.orders.historyTitle')}
          </Link>
        </p>
      ) : null}
      <header className="order-detail__head">
        <h1>{t('account.orderDetail.title', { orderNumber: order.orderNumber })}</h1>
        <dl className="order-detail__status">
          <div>
            <dt>{t('account.orderDetail.status')}</dt>
            <dd>
              <span className="status-badge" data-testid="order-status">
                {statusLabel(order.status, statusAudience(staff))}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t('account.orderDetail.location')}</dt>
            <dd data-testid="order-location">
              {order.location?.name ?? t('account.orderDetail.notAssigned')}
            </dd>
          </div>
          <div>
            <dt>{t('account.orderDetail.placed')}</dt>
            <dd>{newYorkTime(order.createdAt)}</dd>
          </div>
        </dl>
      </header>
      {/* docs/decisions/0094-recurring-series.md: its repeating pick-up, or "Repeat" for its customer. */}
      {staff || customer ? (
        <OrderSeries orderId={order.id} staff={staff} canRepeat={customer && !canceled} />
      ) : null}

      {/* An action's outcome shows at the top of the order and takes the focus, which brings it into view: the
          form that was used is often gone (a charge) or far below. */}
      {notice ? (
        <Banner tone={notice.tone} reveal onDismiss={() => setNotice(null)} className="order-detail__notice">
          <p>{notice.text}</p>
        </Banner>
      ) : null}
      {/* Just after the customer authorized, their action's own thanks is the one notice (not two). */}
      {hold && !(notice?.tone === 'success' && hold.tone === 'success') ? (
        <Banner tone={hold.tone} className="order-detail__notice">
          <p>{hold.text}</p>
        </Banner>
      ) : null}

      {/* docs/decisions/0068-guest-mailbox-proof.md: a typed e-mail reads the order; changing it needs the mailbox. */}
      {unprovenGuestEmail && (allowed.cancel || allowed.reschedule || allowed.reauthorize) ? (
        <GuestEmailProof email={unprovenGuestEmail} purpose={t('account.orderDetail.proofPurpose')} />
      ) : null}
      <OrderActions
        order={order}
        guestProofPending={unprovenGuestEmail !== null}
        rescheduling={rescheduling}
        onReschedule={() => {
          setNotice(null);
          setRescheduling(true);
        }}
        weighIn={{
          offered: weighable && !weighing,
          onOpen: () => {
            setNotice(null);
            setWeighing(true);
          },
        }}
        onDone={done}
      />
      {/* docs/decisions/0070-reschedule-offered-when-allowed.md: why Reschedule is not offered, and whom to call. */}
      <RescheduleClosed order={order} />

      {allowed.reauthorize && !unprovenGuestEmail ? (
        <ReauthorizeForm
          orderId={order.id}
          amountCents={payment.reauthAmountCents}
          savedCards={customer}
          onDone={done}
        />
      ) : null}
      {rescheduling && allowed.reschedule ? (
        <RescheduleForm
          orderId={order.id}
          draft={order.draft}
          open={order.reschedule}
          version={order.version}
          onDone={done}
          onCancel={() => setRescheduling(false)}
        />
      ) : null}

      {weighing && weighable ? (
        <WeighInForm order={order} onDone={done} onCancel={() => setWeighing(false)} />
      ) : null}

      <div className="order-detail__grid">
        <div className="order-detail__main">
          <OrderLogistics order={order} />
          <OrderServices order={order} />
        </div>
        <div className="order-detail__side">
          <PaymentPanel order={order} />
          {showCharge ? (
            <ChargeForm
              orderId={order.id}
              payment={payment}
              finalTotalCents={order.weighIn ? order.totals.finalOrderTotalCents : null}
              onDone={done}
              onStart={() => setNotice(null)}
            />
          ) : null}
          {showRefund ? (
            <RefundForm orderId={order.id} payment={payment} onDone={done} onStart={() => setNotice(null)} />
          ) : null}
        </div>
      </div>
      <OrderTimeline orderId={order.id} />
    </div>
  );
}
