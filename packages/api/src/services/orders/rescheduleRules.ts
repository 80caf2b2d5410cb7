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

/**
 * Whether this reschedule is allowed (docs/rules/scheduling.md, Rescheduling; docs/rules/statuses.md, Rescheduling):
 * never for a closed order (Completed, Canceled, and a settled one: Payment Processed, Refund Processed);
 * for customers and guests, a part is moved only while its current day has not passed and it starts 5
 * hours or more from now. Staff are held to the status rule alone
 * (docs/decisions/0010-pricing-staff-reschedule.md). Refused with the spec's message.
 */
export function assertReschedulable(order: Order, next: OrderSchedule, staff: boolean, now: Date): void {
  const refuse = () => new AppError('CONFLICT', RESCHEDULE_REFUSED_MESSAGE);
  if (RESCHEDULE_CLOSED.includes(order.status)) throw refuse();
  if (staff) return;
  const moved = movedParts(order, next);
  const slots: Slot[] = [];
  if (moved.pickUp) slots.push({ date: order.pickUpDate, hour: order.pickUpHour });
  if (moved.delivery) {
    slots.push({
      date: order.deliveryDate,
      hour: order.deliveryHour ?? order.pickUpHour + EXPRESS_DELIVERY_HOURS,
    });
  }
  if (moved.delivery2 && order.deliveryDate2 !== null && order.deliveryHour2 !== null) {
    slots.push({ date: order.deliveryDate2, hour: order.deliveryHour2 });
  }
  for (const slot of slots) {
    if (!rescheduleEligibility(order.status, slot, now.getTime(), false).ok) throw refuse();
  }
}
