import { ORDER_FETCH_MESSAGE } from '@laundry/validators/checkout';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { userMessage } from '../../lib/errors';
import { formatCents } from '../../lib/money';
import { useTRPC } from '../../lib/trpc';
import { orderDetailPath, paths } from '../../routes/paths';
import { Banner } from '../../ui/Banner';
import { ButtonLink } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { useSession } from '../auth/useSession';
import { formatSlot } from '../ordering/dates';
import { GuestAccountOffer } from './GuestAccountOffer';
import { priceUpdatedNotice } from './priceUpdate';

/**
 * The thank-you view after checkout (docs/rules/ordering.md, The steps: check the order, hold the card, place it, thank).
 * `priceChanged`: the server's total differed from the one the checkout showed (checkout.placeOrder).
 */
export function ThankYou({ orderId, priceChanged = false }: { orderId: string; priceChanged?: boolean }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.orders.get.queryOptions({ orderId }));
  const session = useSession();
  // Once offered, the offer stays: creating the account turns the guest into a customer on this page.
  const guest = session.authorizedAsGuest && !session.user;
  const [offerAccount, setOfferAccount] = useState(false);
  useEffect(() => {
    if (guest) setOfferAccount(true);
  }, [guest]);
  if (query.isPending) return <Spinner label="Loading your order…" />;
  if (query.isError) {
    return (
      <Banner tone="error">
        <p>{userMessage(query.error, ORDER_FETCH_MESSAGE)}</p>
      </Banner>
    );
  }
  const order = query.data;
  const { schedule } = order;
  return (
    <div className="thank-you">
      <p className="lead">
        Your order <strong>#{order.orderNumber}</strong> is confirmed. We sent a confirmation to{' '}
        <strong>{order.email}</strong>.
      </p>
      {priceChanged ? (
        <Banner tone="info" className="thank-you__price-update">
          <p>{priceUpdatedNotice(order.totals.quoteTotalCents)}</p>
        </Banner>
      ) : null}
      <dl className="summary-details">
        <div>
          <dt>Services</dt>
          <dd>{order.services.map((s) => s.label).join(', ')}</dd>
        </div>
        <div>
          <dt>Pick-up</dt>
          <dd>{formatSlot(schedule.pickUpDate, schedule.pickUpHour)}</dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd>
            {order.isExpressDelivery
              ? `${formatSlot(schedule.pickUpDate, schedule.pickUpHour + 3)} (express)`
              : formatSlot(schedule.deliveryDate, schedule.deliveryHour)}
            {schedule.multipleDeliveries && schedule.deliveryDate2
              ? `; then ${formatSlot(schedule.deliveryDate2, schedule.deliveryHour2)}`
              : ''}
          </dd>
        </div>
        <div>
          <dt>Estimated total</dt>
          <dd data-testid="placed-total">{formatCents(order.totals.quoteTotalCents)}</dd>
        </div>
      </dl>
      <p>
        We placed a hold of {formatCents(order.payment.amountAuthorizedCents)} on your card. You are charged
        the final total once we have weighed and counted your items; the rest of the hold is released.
      </p>
      <div className="button-row">
        <ButtonLink to={orderDetailPath(order.id)}>View your order</ButtonLink>
        <ButtonLink to={paths.order} variant="secondary">
          Schedule another pickup
        </ButtonLink>
      </div>
      {offerAccount ? <GuestAccountOffer orderId={order.id} email={order.email} /> : null}
    </div>
  );
}
