import { timeWindowLabel } from '@laundry/pricing';
import { DateTime } from 'luxon';

/** The schedule of an order as its messages tell it; every part is optional (callers pass what they have). */
export interface NotifiedSchedule {
  pickUpDate?: string;
  pickUpHour?: number;
  deliveryDate?: string;
  deliveryHour?: number | null;
  deliveryDate2?: string | null;
  deliveryHour2?: number | null;
  multipleDeliveries?: boolean;
  isExpressDelivery?: boolean;
}

// All dates and times are America/New_York's, in both regions (docs/rules/regions.md).
const day = (isoDate: string, format: string) =>
  DateTime.fromISO(isoDate, { zone: 'America/New_York' }).toFormat(format);

const LONG = 'cccc, LLLL d';
const SHORT = 'ccc, LLL d';

/** 'Monday, June 2, 8-9am' (long, e-mail) or 'Mon, Jun 2, 8-9am' (short, texts); null without a pick-up. */
export function pickUpLine(order: NotifiedSchedule, short = false): string | null {
  if (!order.pickUpDate || order.pickUpHour === undefined) return null;
  return `${day(order.pickUpDate, short ? SHORT : LONG)}, ${timeWindowLabel(order.pickUpHour)}`;
}

/** The delivery window(s) as the order confirmation tells them; null when the order's schedule is not given. */
export function deliveryLine(order: NotifiedSchedule, short = false): string | null {
  if (!order.deliveryDate) return null;
  const format = short ? SHORT : LONG;
  if (order.isExpressDelivery) {
    if (order.pickUpHour === undefined) return null;
    // Express: the delivery window is the pick-up hour + 3 on the pick-up day (docs/rules/scheduling.md, Express delivery).
    return `${day(order.deliveryDate, format)}, ${timeWindowLabel(order.pickUpHour + 3)} (express)`;
  }
  if (order.deliveryHour === undefined || order.deliveryHour === null) return null;
  const first = `${day(order.deliveryDate, format)}, ${timeWindowLabel(order.deliveryHour)}`;
  if (!order.multipleDeliveries || !order.deliveryDate2 || order.deliveryHour2 == null) return first;
  return `${first}; second delivery ${day(order.deliveryDate2, format)}, ${timeWindowLabel(order.deliveryHour2)}`;
}
