import {
  type Clock,
  DELIVERY_UNAVAILABLE_MESSAGE,
  isDeliveryStillAvailable,
  isPickUpAvailable,
  PICK_UP_UNAVAILABLE_MESSAGE,
} from '@laundry/pricing';
import type { RegionalSettings } from '@laundry/validators/settings';
import { type LocalOrder, orderServices } from '../ordering/store/localOrder';

/**
 * The checkout's schedule check (docs/rules/messages.md, Order flow: validation): the pick-up is still offered and the delivery is still far
 * enough after it for the services on the order, else the spec's message. Empty when all is well.
 */
export function scheduleProblems(
  order: LocalOrder,
  settings: RegionalSettings,
  now: Clock,
  isStaff: boolean,
): string[] {
  const { schedule } = order;
  if (!schedule) return [];
  const problems: string[] = [];
  if (!isPickUpAvailable(schedule.pickUpDate, schedule.pickUpHour, settings, now, isStaff)) {
    problems.push(PICK_UP_UNAVAILABLE_MESSAGE);
  }
  if (!isDeliveryStillAvailable(schedule, orderServices(order), settings, order.isExpressDelivery)) {
    problems.push(DELIVERY_UNAVAILABLE_MESSAGE);
  }
  return problems;
}
