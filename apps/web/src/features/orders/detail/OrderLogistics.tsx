import { navigationUrl } from '@laundry/domain/addresses';
import { preferenceLines } from '@laundry/domain/preferences';
import { useId } from 'react';
import { telHref } from '../../../ui/PhoneText';
import { pickUpLabel, scheduleDeliveryLabels } from '../orderLabels';
import type { OrderView } from './orderView';

/** Where and when: the pick-up, the delivery (both when there are two), the address and the contact. */
export function OrderLogistics({ order }: { order: OrderView }) {
  const headingId = useId();
  const { schedule, address } = order;
  const deliveries = scheduleDeliveryLabels(schedule, order.isExpressDelivery);
  return (
    <section className="order-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-panel__title">
        Pick-up and delivery
      </h2>
      <dl className="detail-facts">
        <div>
          <dt>Pick-up</dt>
          <dd>{pickUpLabel(schedule)}</dd>
        </div>
        {deliveries.map((label, index) => (
          <div key={label}>
            <dt>
              {deliveries.length > 1 ? (index === 0 ? 'First delivery' : 'Second delivery') : 'Delivery'}
            </dt>
            <dd>{label}</dd>
          </div>
        ))}
        <div>
          <dt>Address</dt>
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
          <dt>Contact</dt>
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
            <dt>Instructions</dt>
            <dd className="detail-facts__text">{order.instructions}</dd>
          </div>
        ) : null}
        {/* Staff only: the customer's preferences as at placement (docs/decisions/0093-customer-preferences.md). */}
        {order.preferences ? (
          <div>
            <dt>Preferences</dt>
            <dd className="detail-facts__text" data-testid="order-preferences">
              {preferenceLines(order.preferences).map((line) => (
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
