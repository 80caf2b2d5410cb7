import { EXPRESS_DELIVERY_HOURS } from '@laundry/pricing';
import { formatSlot } from '../dates';
import type { LocalOrder } from '../store/localOrder';

/** On checkout the summary also shows the address and the pick-up and delivery windows (docs/rules/ordering.md, The summary). */
export function SummaryDetails({ order }: { order: LocalOrder }) {
  const { address, schedule } = order;
  return (
    <dl className="summary-details">
      {address ? (
        <div>
          <dt>Address</dt>
          <dd>
            {address.address}
            {address.address2 ? `, ${address.address2}` : ''}
            <br />
            {address.city}, {address.state} {address.zip}
          </dd>
        </div>
      ) : null}
      {schedule ? (
        <>
          <div>
            <dt>Pick-up</dt>
            <dd>{formatSlot(schedule.pickUpDate, schedule.pickUpHour)}</dd>
          </div>
          <div>
            <dt>{schedule.multipleDeliveries ? 'First delivery' : 'Delivery'}</dt>
            <dd>
              {order.isExpressDelivery
                ? `${formatSlot(schedule.pickUpDate, schedule.pickUpHour + EXPRESS_DELIVERY_HOURS)} (express)`
                : formatSlot(schedule.deliveryDate, schedule.deliveryHour)}
            </dd>
          </div>
          {schedule.multipleDeliveries && schedule.deliveryDate2 ? (
            <div>
              <dt>Second delivery</dt>
              <dd>{formatSlot(schedule.deliveryDate2, schedule.deliveryHour2)}</dd>
            </div>
          ) : null}
        </>
      ) : null}
    </dl>
  );
}
