import { RESCHEDULE_REFUSED_MESSAGE } from '@laundry/pricing';
import { type Actor, isStaff } from '../../context';
import { orderActionsFor, orderExpiry } from './actions';
import type { LoadedOrder } from './orderAccess';
import { canMoveAnything, rescheduleOpenings } from './rescheduleRules';
import { orderView } from './view';

/**
 * The order detail (/app/order/id/{orderId}): the order as `orderView` shows it (its version for staff
 * forms included), the card hold's age and what this actor may do with it (docs/rules/statuses.md).
 *
 * `allowed.reschedule` holds the time rule too (docs/rules/scheduling.md, Rescheduling): a customer is not offered a
 * form the server would refuse. `reschedule` says which parts may still move, and `refused` the specification's
 * refusal when the order could be rescheduled by this person but nothing of it may move any more.
 */
export function orderDetail(actor: Actor, { order, location }: LoadedOrder, now: Date) {
  const actions = orderActionsFor(actor, order);
  const open = rescheduleOpenings(order, isStaff(actor), now);
  const movable = actions.reschedule && canMoveAnything(open);
  return {
    ...orderView(order, location, isStaff(actor)),
    expiry: orderExpiry(order, now),
    allowed: { ...actions, reschedule: movable },
    reschedule: {
      ...(movable ? open : { pickUp: false, delivery: false, secondDelivery: false }),
      refused: actions.reschedule && !movable ? RESCHEDULE_REFUSED_MESSAGE : null,
    },
  };
}

export type OrderDetail = ReturnType<typeof orderDetail>;
