import { navigationUrl } from '@laundry/domain';
import { useId } from 'react';
import { useT } from '../../../i18n/useT';
import { telHref } from '../../../ui/PhoneText';
import { preferenceLinesIn } from '../../account/preferenceText';
import { pickUpLabel, scheduleDeliveryLabels } from '../orderLabels';
import type { OrderView } from './orderView';

/** Where and when: the pick-up, the delivery (both when there are two), the address and the contact. */
export function OrderLogistics({ order }: { order: OrderView }) {
  const t = useT();
  const headingId = useId();
  const { schedule, address } = order;
  const deliveries = scheduleDeliveryLabels(schedule, order.isExpressDelivery);
  return (
    <section className="order-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-panel__title">
        {t('account.order.logistics')}
      </h2>
      <dl className="detail-facts">
        <div>
          <dt>{t('account.order.pickUp')}</dt>
          <dd>{pickUpLabel(schedule)}</dd>
        </div>
        {deliveries.map((label, index) => (
          <div key={label}>
            <dt>
              {deliveries.length > 1
                ? index === 0
                  ? t('account.order.firstDelivery')
                  : t('account.order.secondDelivery')
                : t('account.order.delivery')}
            </dt>
            <dd>{label}</dd>
          </div>
        ))}
        <div>
          <dt>{t('account.order.address')}</dt>
          <dd>
            {/* Tappable on a phone: directions in its maps app (docs/rules/staff-screens.md, Staff on a phone). */}
            <a href={navigationUrl(address)} target="_blank" rel="noreferrer">
              {address.address}
              {address.address2 ? `, ${address.address2}` : ''}
              <br />
              {address.city}, {address.state} {address.zip}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('account.order.contact')}</dt>
          <dd>
            {order.firstName}
            <br />
            {order.email}
            <br />
            <a href={telHref(order.phone)}>{order.phone}</a>
          </dd>
        </div>
        {order.instructions ? (
          <div>
            <dt>{t('account.order.instructions')}</dt>
            <dd className="detail-facts__text">{order.instructions}</dd>
          </div>
        ) : null}
        {/* Staff only: the customer's preferences as at placement (docs/decisions/0093-customer-preferences.md). */}
        {order.preferences ? (
          <div>
            <dt>{t('account.order.preferences')}</dt>
            <dd className="detail-facts__text" data-testid="order-preferences">
              {preferenceLinesIn(t, order.preferences).map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
