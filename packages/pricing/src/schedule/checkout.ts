import type { OrderSchedule } from '@laundry/validators/order';
import type { RegionalSettings } from '@laundry/validators/settings';
import type { ServiceKey } from '../services';
import { addBusinessDaysTo, dayNumber } from './calendar';
import {
  deliveryGroups,
  EXPRESS_DELIVERY_HOURS,
  isDeliveryWindowOffered,
  largestMinimumDeliveryDays,
} from './delivery';

/** docs/rules/messages.md, Order flow: validation, Checkout: the exact refusal text. */
export const DELIVERY_UNAVAILABLE_MESSAGE =
  'Delivery time is no longer available for this order. Please update your scheduled delivery to place this order.';

function slotOffered(
  schedule: OrderSchedule,
  date: string | null,
  hour: number | null,
  days: number,
  settings: RegionalSettings,
) {
  if (date === null || hour === null) return false;
  if (dayNumber(date) < addBusinessDaysTo(dayNumber(schedule.pickUpDate), days)) return false;
  const query = { pickUpDate: schedule.pickUpDate, pickUpHour: schedule.pickUpHour, deliveryDate: date };
  return isDeliveryWindowOffered(query, hour, settings, false);
}

/**
 * The checkout check (docs/rules/messages.md, Order flow: validation): the scheduled delivery is still far enough after pick-up for
 * the services on the order, i.e. on or after the earliest delivery date and in an offered window. With
 * two deliveries each is checked against its own services' days. Express: the pick-up day at pick-up
 * hour + 3 (the hour may be left empty).
 */
export function isDeliveryStillAvailable(
  schedule: OrderSchedule,
  services: readonly ServiceKey[],
  settings: RegionalSettings,
  isExpress: boolean,
): boolean {
  if (isExpress) {
    const hour = schedule.deliveryHour ?? schedule.pickUpHour + EXPRESS_DELIVERY_HOURS;
    return isDeliveryWindowOffered(schedule, hour, settings, true);
  }
  const groups = deliveryGroups(services, settings);
  if (schedule.multipleDeliveries && groups.later.length > 0) {
    return (
      slotOffered(schedule, schedule.deliveryDate, schedule.deliveryHour, groups.earlierDays, settings) &&
      slotOffered(schedule, schedule.deliveryDate2, schedule.deliveryHour2, groups.laterDays, settings)
    );
  }
  const days = largestMinimumDeliveryDays(services, settings);
  return slotOffered(schedule, schedule.deliveryDate, schedule.deliveryHour, days, settings);
}
