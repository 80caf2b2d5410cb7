import { type OrderStatus, orderStatusLabelFor, type StatusAudience } from '@laundry/domain';
import { SERVICE_LABELS } from '@laundry/pricing';
import type { ServiceKey } from '@laundry/validators/pricing';
import type { MessageId } from '../../i18n/messageIds';
import { formatSlot } from '../ordering/dates';
import { tr } from './translate';

/**
 * The words a customer reads for each status (docs/rules/statuses.md, What customers read), in the page's language:
 * the English catalogue holds CUSTOMER_ORDER_STATUS_LABELS's words (packages/domain/src/orderStatuses.ts).
 */
export const CUSTOMER_STATUS_MESSAGES: Readonly<Record<OrderStatus, MessageId>> = {
  New: 'account.status.scheduled',
  Unassigned: 'account.status.scheduled',
  'Pending Authorization': 'account.status.pendingAuthorization',
  'Awaiting Authorization': 'account.status.awaitingAuthorization',
  Reauthorized: 'account.status.reauthorized',
  'En Route for Pick Up': 'account.status.enRouteForPickUp',
  'In Progress': 'account.status.inProgress',
  'En Route for Delivery': 'account.status.enRouteForDelivery',
  Completed: 'account.status.completed',
  'Payment Processed': 'account.status.paymentProcessed',
  'Refund Processed': 'account.status.refundProcessed',
  Canceled: 'account.status.canceled',
};

/** The services' names in the page's language (the English ones are the order flow's, SERVICE_LABELS). */
export const SERVICE_MESSAGES: Readonly<Record<ServiceKey, MessageId>> = {
  washFold: 'account.service.washFold',
  organicWashFold: 'account.service.organicWashFold',
  washPress: 'account.service.washPress',
  dryClean: 'account.service.dryClean',
  tailoring: 'account.service.tailoring',
  comforter: 'account.service.comforter',
};

/** A service's name in the page's language; a key the product does not know reads as itself. */
export function serviceName(service: string): string {
  const id = (SERVICE_MESSAGES as Record<string, MessageId | undefined>)[service];
  return id ? tr(id) : ((SERVICE_LABELS as Record<string, string | undefined>)[service] ?? service);
}

/**
 * The orders screens' words for an order, one place each: the status labels are docs/rules/statuses.md's tables
 * (kept in packages/domain/src/orderStatuses.ts), the staff's and the plain ones customers and guests read
 * (What customers read); the services are the order flow's names.
 */
export function statusLabel(status: string, audience: StatusAudience): string {
  const id = (CUSTOMER_STATUS_MESSAGES as Record<string, MessageId | undefined>)[status];
  // Staff read the specification's labels, in English (docs/rules/statuses.md).
  return audience === 'customer' && id ? tr(id) : orderStatusLabelFor(status, audience);
}

/** Staff read the specification's labels; a customer or a guest the plain ones. */
export const statusAudience = (staff: boolean): StatusAudience => (staff ? 'staff' : 'customer');

export function servicesLabel(services: readonly ServiceKey[]): string {
  return services.map(serviceName).join(', ');
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
    return [
      tr('account.orders.expressDelivery', {
        slot: formatSlot(slots.pickUpDate, slots.pickUpHour + EXPRESS_HOURS_AFTER_PICK_UP),
      }),
    ];
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
