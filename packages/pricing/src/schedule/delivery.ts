import type { RegionalSettings } from '@laundry/validators/settings';
import { minimumDeliveryDays, type ServiceKey } from '../services';
import { addBusinessDays, isSunday } from './calendar';
import { isWindowHour, windowHours } from './windows';

/** docs/rules/scheduling.md, Express delivery: the express delivery window starts 3 hours after the pick-up window. */
export const EXPRESS_DELIVERY_HOURS = 3;
/** docs/rules/scheduling.md, Delivery: same-day delivery starts at least 3 hours after the pick-up window starts. */
export const SAME_DAY_DELIVERY_GAP_HOURS = 3;

/** The largest minimum-delivery-days among the order's services (docs/rules/scheduling.md, Delivery). */
export function largestMinimumDeliveryDays(
  services: readonly ServiceKey[],
  settings: RegionalSettings,
): number {
  let days = 0;
  for (const service of services) days = Math.max(days, minimumDeliveryDays(settings, service));
  return days;
}

/**
 * The earliest delivery date (docs/rules/scheduling.md, Delivery): the pick-up date plus the
 * largest minimum-delivery-days of the services, counted in business days (Saturday and Sunday skipped).
 * Zero days is the pick-up day itself: docs/decisions/0003-pricing-delivery-windows.md.
 */
export function earliestDeliveryDate(
  pickUpDate: string,
  services: readonly ServiceKey[],
  settings: RegionalSettings,
): string {
  return addBusinessDays(pickUpDate, largestMinimumDeliveryDays(services, settings));
}

/**
 * How services split over two deliveries (docs/rules/pricing.md, Surcharges, multiple deliveries):
 * the earlier delivery carries the services that share the smallest minimum-delivery-days, the later one
 * the rest; `later` is empty when every service has the same days and two deliveries are not offered.
 * docs/decisions/0006-pricing-multiple-deliveries.md.
 */
export interface DeliveryGroups {
  earlier: ServiceKey[];
  later: ServiceKey[];
  earlierDays: number;
  laterDays: number;
}

export function deliveryGroups(services: readonly ServiceKey[], settings: RegionalSettings): DeliveryGroups {
  let earlierDays = Number.POSITIVE_INFINITY;
  let laterDays = 0;
  for (const service of services) {
    const days = minimumDeliveryDays(settings, service);
    earlierDays = Math.min(earlierDays, days);
    laterDays = Math.max(laterDays, days);
  }
  if (services.length === 0) earlierDays = 0;
  const earlier: ServiceKey[] = [];
  const later: ServiceKey[] = [];
  for (const service of services) {
    (minimumDeliveryDays(settings, service) === earlierDays ? earlier : later).push(service);
  }
  return { earlier, later, earlierDays, laterDays: Math.max(earlierDays, laterDays) };
}

export interface DeliverySlotQuery {
  pickUpDate: string;
  pickUpHour: number;
  deliveryDate: string;
}

/**
 * The delivery window starts offered on a date (docs/rules/scheduling.md, Delivery; docs/rules/scheduling.md, Express delivery)
 *. Express: only pick-up hour + 3 on the pick-up day. Otherwise never on a Sunday nor before
 * the pick-up day; another day: firstDelivery..lastDelivery; the pick-up day (same-day delivery): from the
 * latest of firstDelivery, firstSameDayDelivery and pick-up hour + 3, to lastDelivery.
 * docs/decisions/0003-pricing-delivery-windows.md.
 */
export function deliveryWindows(
  query: DeliverySlotQuery,
  settings: RegionalSettings,
  isExpress: boolean,
): number[] {
  const range = deliveryWindowRange(query, settings, isExpress);
  return range === null ? [] : windowHours(range[0], range[1]);
}

/** Whether `hour` is one of `deliveryWindows(query, settings, isExpress)`, without building the list. */
export function isDeliveryWindowOffered(
  query: DeliverySlotQuery,
  hour: number,
  settings: RegionalSettings,
  isExpress: boolean,
): boolean {
  const range = deliveryWindowRange(query, settings, isExpress);
  return range !== null && isWindowHour(hour) && hour >= range[0] && hour <= range[1];
}

function deliveryWindowRange(
  { pickUpDate, pickUpHour, deliveryDate }: DeliverySlotQuery,
  settings: RegionalSettings,
  isExpress: boolean,
): [number, number] | null {
  if (isExpress) {
    const hour = pickUpHour + EXPRESS_DELIVERY_HOURS;
    return deliveryDate === pickUpDate && isWindowHour(hour) ? [hour, hour] : null;
  }
  if (deliveryDate < pickUpDate || isSunday(deliveryDate)) return null;
  if (deliveryDate > pickUpDate) return [settings.firstDelivery, settings.lastDelivery];
  const first = Math.max(
    settings.firstDelivery,
    settings.firstSameDayDelivery,
    pickUpHour + SAME_DAY_DELIVERY_GAP_HOURS,
  );
  return [first, settings.lastDelivery];
}

/**
 * Whether a delivery date may be chosen (docs/rules/scheduling.md): never a Sunday, not before the earliest
 * delivery date; Saturdays are delivery days (docs/decisions/0003-pricing-delivery-windows.md).
 */
export function isDeliveryDateOffered(deliveryDate: string, earliestDate: string): boolean {
  return !isSunday(deliveryDate) && deliveryDate >= earliestDate;
}
