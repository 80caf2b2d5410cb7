import { type Words, wordsFor } from './words';

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

/** 'Monday, June 2, 8-9am' (long, e-mail) or 'Mon, Jun 2, 8-9am' (short, texts), in the words' language; null without a pick-up. */
export function pickUpLine(order: NotifiedSchedule, t: Words = wordsFor('en'), short = false): string | null {
  if (!order.pickUpDate || order.pickUpHour === undefined) return null;
  return `${t.day(order.pickUpDate, short)}, ${t.window(order.pickUpHour)}`;
}

/** The delivery window(s) as the order confirmation tells them; null when the order's schedule is not given. */
export function deliveryLine(
  order: NotifiedSchedule,
  t: Words = wordsFor('en'),
  short = false,
): string | null {
  if (!order.deliveryDate) return null;
  if (order.isExpressDelivery) {
    if (order.pickUpHour === undefined) return null;
    // Express: the delivery window is the pick-up hour + 3 on the pick-up day (docs/rules/scheduling.md, Express delivery).
    return t('schedule.express', {
      when: `${t.day(order.deliveryDate, short)}, ${t.window(order.pickUpHour + 3)}`,
    });
  }
  if (order.deliveryHour === undefined || order.deliveryHour === null) return null;
  const first = `${t.day(order.deliveryDate, short)}, ${t.window(order.deliveryHour)}`;
  if (!order.multipleDeliveries || !order.deliveryDate2 || order.deliveryHour2 == null) return first;
  return t('schedule.secondDelivery', {
    first,
    second: `${t.day(order.deliveryDate2, short)}, ${t.window(order.deliveryHour2)}`,
  });
}
