import { type Actor, isStaff } from '../../context';
import { orderActionsFor, orderExpiry } from './actions';
import type { LoadedOrder } from './orderAccess';
import { orderView } from './view';

/**
 * The order detail (/app/order/id/{orderId}): the order as `orderView` shows it (its version for staff
 * forms included), the card hold's age and what this actor may do with it (docs/rules/statuses.md).
 */
export function orderDetail(actor: Actor, { order, location }: LoadedOrder, now: Date) {
  return {
    ...orderView(order, location, isStaff(actor)),
    expiry: orderExpiry(order, now),
    allowed: orderActionsFor(actor, order),
  };
}

export type OrderDetail = ReturnType<typeof orderDetail>;
