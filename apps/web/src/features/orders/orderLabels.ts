import { orderStatusLabelFor, type StatusAudience } from '@laundry/domain/orderStatuses';
import { SERVICE_LABELS } from '@laundry/pricing';
import type { ServiceKey } from '@laundry/validators/pricing';
import { formatSlot } from '../ordering/dates';

/**
 * The orders screens' words for an order, one place each: the status labels are docs/rules/statuses.md's tables
 * (kept in packages/domain/src/orderStatuses.ts), the staff's and the plain ones customers and guests read
 * (What customers read); the services are the order flow's names.
 */
export function statusLabel(status: string, audience: StatusAudience): string {
  return orderStatusLabelFor(status, audience);
}

/** Staff read the specification's labels; a customer or a guest the plain ones. */
export const statusAudience = (staff: boolean): StatusAudience => (staff ? 'staff' : 'customer');

export function servicesLabel(services: readonly ServiceKey[]): string {
  return services.map((service) => SERVICE_LABELS[service]).join(', ');
}

/** docs/rules/scheduling.md, Express delivery: an express delivery comes back the same day, 3 hours after the pick-up window starts. */
const EXPRESS_HOURS_AFTER_PICK_UP = 3;

interface Slots {
  pickUpDate: string;
  pickUpHour: number;
  deliveryDate: string;
  deliveryHour: number | null;
  deliveryDate2: string | null;
  deliveryHour2: number | null;
}

export function pickUpLabel(slots: Pick<Slots, 'pickUpDate' | 'pickUpHour'>): string {
  return formatSlot(slots.pickUpDate, slots.pickUpHour);
}

/** The delivery, or both deliveries when there are two (docs/rules/staff-screens.md, Orders screen). */
export function deliveryLabels(slots: Slots, isExpressDelivery: boolean): string[] {
  if (isExpressDelivery) {
    return [`${formatSlot(slots.pickUpDate, slots.pickUpHour + EXPRESS_HOURS_AFTER_PICK_UP)} (express)`];
  }
  const first = formatSlot(slots.deliveryDate, slots.deliveryHour);
  return slots.deliveryDate2 ? [first, formatSlot(slots.deliveryDate2, slots.deliveryHour2)] : [first];
}

/**
 * The deliveries of a placed order's schedule (its second only when the order has two), as its detail and its ticket
 * show them.
 */
export function scheduleDeliveryLabels(
  schedule: Slots & { multipleDeliveries: boolean },
  isExpressDelivery: boolean,
): string[] {
  const { multipleDeliveries, deliveryDate2, deliveryHour2 } = schedule;
  return deliveryLabels(
    {
      ...schedule,
      deliveryDate2: multipleDeliveries ? deliveryDate2 : null,
      deliveryHour2: multipleDeliveries ? deliveryHour2 : null,
    },
    isExpressDelivery,
  );
}
