import { useId } from 'react';
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
            {address.address}
            {address.address2 ? `, ${address.address2}` : ''}
            <br />
            {address.city}, {address.state} {address.zip}
          </dd>
        </div>
        <div>
          <dt>Contact</dt>
          <dd>
            {order.firstName}
            <br />
            {order.email}
            <br />
            {order.phone}
          </dd>
        </div>
        {order.instructions ? (
          <div>
            <dt>Instructions</dt>
            <dd className="detail-facts__text">{order.instructions}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
