import type { Order } from '@laundry/db';
import { EXPRESS_DELIVERY_HOURS, RESCHEDULE_REFUSED_MESSAGE, rescheduleEligibility } from '@laundry/pricing';
import type { OrderSchedule } from '@laundry/validators/order';
import { AppError } from '../../errors';
import { RESCHEDULE_CLOSED } from './actions';

type Slot = { date: string; hour: number };

/**
 * A new time the engine does not offer (docs/rules/statuses.md, Rescheduling). The checkout's texts end
 * "to place this order", which a placed order's reschedule cannot say.
 */
export const RESCHEDULE_MESSAGES = {
  refused: RESCHEDULE_REFUSED_MESSAGE,
  pickUpUnavailable: 'This pick-up time is not available. Please choose another one.',
  deliveryUnavailable: 'This delivery time is not available for this order. Please choose another one.',
} as const;

/** Which parts of the schedule a reschedule moves. */
export function movedParts(order: Order, next: OrderSchedule) {
  const pickUp = order.pickUpDate !== next.pickUpDate || order.pickUpHour !== next.pickUpHour;
  const delivery = order.deliveryDate !== next.deliveryDate || order.deliveryHour !== next.deliveryHour;
  const delivery2 =
    order.multipleDeliveries !== next.multipleDeliveries ||
    (order.deliveryDate2 ?? null) !== (next.multipleDeliveries ? next.deliveryDate2 : null) ||
    (order.deliveryHour2 ?? null) !== (next.multipleDeliveries ? next.deliveryHour2 : null);
  return { pickUp, delivery, delivery2, any: pickUp || delivery || delivery2 };
}

/** Which parts of the booked schedule this person may still move (orders.get `reschedule`, and the refusal below). */
export interface RescheduleOpenings {
  pickUp: boolean;
  delivery: boolean;
  /** The second delivery, or splitting the delivery in two when there is none. */
  secondDelivery: boolean;
}

const eligible = (order: Order, slot: Slot, now: Date) =>
  rescheduleEligibility(order.status, slot, now.getTime(), false).ok;

/**
 * What a reschedule may still move (docs/rules/scheduling.md, Rescheduling; docs/rules/statuses.md, Rescheduling):
 * nothing of a closed order (Completed, Canceled, and a settled one: Payment Processed, Refund Processed); for
 * customers and guests, a part only while its day has not passed and it starts 5 hours or more from now. An
 * express delivery moves with its pick-up only; without a second delivery, splitting one off changes the first
 * delivery, so it follows it. Staff are held to the status rule alone (docs/decisions/0010-pricing-staff-reschedule.md).
 */
export function rescheduleOpenings(order: Order, staff: boolean, now: Date): RescheduleOpenings {
  if (RESCHEDULE_CLOSED.includes(order.status))
    return { pickUp: false, delivery: false, secondDelivery: false };
  if (staff) return { pickUp: true, delivery: true, secondDelivery: true };
  const pickUp = eligible(order, { date: order.pickUpDate, hour: order.pickUpHour }, now);
  const deliverySlot = {
    date: order.deliveryDate,
    hour: order.deliveryHour ?? order.pickUpHour + EXPRESS_DELIVERY_HOURS,
  };
  const delivery = eligible(order, deliverySlot, now) && (!order.isExpressDelivery || pickUp);
  const secondDelivery =
    order.deliveryDate2 !== null && order.deliveryHour2 !== null
      ? eligible(order, { date: order.deliveryDate2, hour: order.deliveryHour2 }, now)
      : delivery;
  return { pickUp, delivery, secondDelivery };
}

/** Whether anything of the order may still move: the order detail offers Reschedule only then. */
export const canMoveAnything = (open: RescheduleOpenings) =>
  open.pickUp || open.delivery || open.secondDelivery;

/**
 * Whether this reschedule is allowed: never for a closed order, and every part it moves must still be open
 * (rescheduleOpenings). Refused with the spec's message.
 */
export function assertReschedulable(order: Order, next: OrderSchedule, staff: boolean, now: Date): void {
  const open = rescheduleOpenings(order, staff, now);
  const moved = movedParts(order, next);
  if (
    RESCHEDULE_CLOSED.includes(order.status) ||
    (moved.pickUp && !open.pickUp) ||
    (moved.delivery && !open.delivery) ||
    (moved.delivery2 && !open.secondDelivery)
  ) {
    throw new AppError('CONFLICT', RESCHEDULE_REFUSED_MESSAGE);
  }
}
