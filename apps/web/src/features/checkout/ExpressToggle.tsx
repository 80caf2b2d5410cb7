import {
  EXPRESS_DELIVERY_HOURS,
  expressDeliveryCents,
  isExpressEligible,
  isWindowHour,
} from '@laundry/pricing';
import { T } from '../../i18n/Trans';
import { formatTimeWindow } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import { type LocalOrder, orderServices } from '../ordering/store/localOrder';
import { type OrderAction, washFoldWeightLbs } from '../ordering/store/orderReducer';

/**
 * docs/rules/ordering.md, The steps; docs/rules/scheduling.md, Express delivery: express delivery can be toggled on and off at checkout while the order allows it
 * (wash and fold only, over 9 lbs, pick-up before 6pm); it brings the delivery to pick-up hour + 3.
 */
export function ExpressToggle({
  order,
  dispatch,
}: {
  order: LocalOrder;
  dispatch: (action: OrderAction) => void;
}) {
  const { schedule } = order;
  if (!schedule) return null;
  const weightLbs = washFoldWeightLbs(order);
  const hour = schedule.pickUpHour + EXPRESS_DELIVERY_HOURS;
  const eligible =
    isExpressEligible({ services: orderServices(order), weightLbs, pickUpHour: schedule.pickUpHour }) &&
    isWindowHour(hour);
  if (!eligible && !order.isExpressDelivery) return null;
  return (
    <label className="checkbox-choice checkbox-choice--card">
      <input
        type="checkbox"
        checked={order.isExpressDelivery}
        onChange={(event) => dispatch({ type: 'express', on: event.target.checked })}
      />
      <span>
        <T
          id="ordering.express.label"
          values={{ window: formatTimeWindow(hour) }}
          components={{ 0: <strong /> }}
        />{' '}
        <span className="checkbox-choice__price">+{formatCents(expressDeliveryCents(weightLbs))}</span>
      </span>
    </label>
  );
}
