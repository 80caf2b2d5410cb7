import { ORDER_FETCH_MESSAGE } from '@laundry/validators/checkout';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { formatCents } from '../../lib/money';
import { useTRPC } from '../../lib/trpc';
import { orderDetailPath, paths } from '../../routes/paths';
import { Banner } from '../../ui/Banner';
import { ButtonLink } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { useSession } from '../auth/useSession';
import { formatSlot } from '../ordering/dates';
import { SERVICE_NAME_IDS } from '../ordering/services/serviceMeta';
import { GuestAccountOffer } from './GuestAccountOffer';
import { priceUpdatedNotice } from './priceUpdate';

/**
 * The thank-you view after checkout (docs/rules/ordering.md, The steps: check the order, hold the card, place it, thank).
 * `priceChanged`: the server's total differed from the one the checkout showed (checkout.placeOrder).
 */
export function ThankYou({ orderId, priceChanged = false }: { orderId: string; priceChanged?: boolean }) {
  const t = useT();
  const trpc = useTRPC();
  const query = useQuery(trpc.orders.get.queryOptions({ orderId }));
  const session = useSession();
  // Once offered, the offer stays: creating the account turns the guest into a customer on this page.
  const guest = session.authorizedAsGuest && !session.user;
  const [offerAccount, setOfferAccount] = useState(false);
  useEffect(() => {
    if (guest) setOfferAccount(true);
  }, [guest]);
  if (query.isPending) return <Spinner label={t('ordering.thankYou.loading')} />;
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
        <T
          id="ordering.thankYou.confirmed"
          values={{ number: order.orderNumber, email: order.email }}
          components={{ 0: <strong />, 1: <strong /> }}
        />
      </p>
      {priceChanged ? (
        <Banner tone="info" className="thank-you__price-update">
          <p>{priceUpdatedNotice(order.totals.quoteTotalCents, t)}</p>
        </Banner>
      ) : null}
      <dl className="summary-details">
        <div>
          <dt>{t('ordering.thankYou.services')}</dt>
          <dd>{order.services.map((s) => t(SERVICE_NAME_IDS[s.service])).join(', ')}</dd>
        </div>
        <div>
          <dt>{t('ordering.schedule.pickUp')}</dt>
          <dd>{formatSlot(schedule.pickUpDate, schedule.pickUpHour)}</dd>
        </div>
        <div>
          <dt>{t('ordering.schedule.delivery')}</dt>
          <dd>
            {order.isExpressDelivery
              ? t('ordering.summary.express', {
                  slot: formatSlot(schedule.pickUpDate, schedule.pickUpHour + 3),
                })
              : formatSlot(schedule.deliveryDate, schedule.deliveryHour)}
            {schedule.multipleDeliveries && schedule.deliveryDate2
              ? t('ordering.thankYou.thenDelivery', {
                  slot: formatSlot(schedule.deliveryDate2, schedule.deliveryHour2),
                })
              : ''}
          </dd>
        </div>
        <div>
          <dt>{t('ordering.summary.estimatedTotal')}</dt>
          <dd data-testid="placed-total">{formatCents(order.totals.quoteTotalCents)}</dd>
        </div>
      </dl>
      <p>{t('ordering.thankYou.hold', { amount: formatCents(order.payment.amountAuthorizedCents) })}</p>
      <div className="button-row">
        <ButtonLink to={orderDetailPath(order.id)}>{t('ordering.thankYou.viewOrder')}</ButtonLink>
        <ButtonLink to={paths.order} variant="secondary">
          {t('ordering.thankYou.scheduleAnother')}
        </ButtonLink>
      </div>
      {offerAccount ? <GuestAccountOffer orderId={order.id} email={order.email} /> : null}
    </div>
  );
}
