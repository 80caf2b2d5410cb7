import {
  addBusinessDays,
  type Clock,
  type DeliveryGroups,
  dayNumber,
  deliveryGroups,
  deliveryWindows,
  EXPRESS_DELIVERY_HOURS,
  isExpressEligible,
  isoDateOf,
  isSunday,
  isWindowHour,
  largestMinimumDeliveryDays,
  pickUpDates,
  pickUpWindows,
} from '@laundry/pricing';
import type { ServiceKey } from '@laundry/validators/pricing';
import type { RegionalSettings } from '@laundry/validators/settings';

/** How many calendar days of delivery dates the step offers after the earliest one (there is no latest). */
const DELIVERY_DATES_SHOWN = 14;

/**
 * A placed order's schedule, for its reschedule form (docs/rules/scheduling.md, Rescheduling): its booked times stay
 * choices whatever the clock says (keeping one is no change), and a part the server says may no longer move
 * (orders.get `reschedule`) offers its booked time only.
 */
export interface BookedSchedule {
  pickUp: { date: string; hour: number };
  delivery: { date: string; hour: number | null };
  delivery2: { date: string; hour: number } | null;
  open: { pickUp: boolean; delivery: boolean; secondDelivery: boolean };
}

export interface ScheduleQuery {
  services: readonly ServiceKey[];
  /** Combined wash and fold weight in lbs, for express. */
  weightLbs: number;
  settings: RegionalSettings;
  now: Clock;
  isStaff: boolean;
  pickUpDate: string;
  pickUpHour: number | null;
  multipleDeliveries: boolean;
  deliveryDate: string;
  deliveryDate2: string;
  /**
   * A reschedule: the booked times, and what may move. Its new pick-up is one a customer could book now, for staff
   * too (from today: docs/decisions/0070-reschedule-offered-when-allowed.md).
   */
  booked?: BookedSchedule;
}

export interface ScheduleChoices {
  pickUpDates: string[];
  pickUpHours: number[];
  groups: DeliveryGroups;
  /** docs/rules/pricing.md, Surcharges: two deliveries when the services' delivery days differ. */
  canSplit: boolean;
  deliveryDates: string[];
  deliveryHours: number[];
  deliveryDates2: string[];
  deliveryHours2: number[];
  /** The express delivery window start, when express may be offered; else null. */
  expressHour: number | null;
}

/** The calendar days from the earliest delivery date on: Saturdays deliver, Sundays never do. */
function datesFrom(earliest: string): string[] {
  const first = dayNumber(earliest);
  const dates: string[] = [];
  for (let offset = 0; offset < DELIVERY_DATES_SHOWN; offset += 1) {
    const date = isoDateOf(first + offset);
    if (!isSunday(date)) dates.push(date);
  }
  return dates;
}

/**
 * What the schedule step offers, from the pricing engine only (docs/rules/scheduling.md;
 * docs/rules/scheduling.md, Express delivery): pick-up dates today to 7 days ahead without Sundays, the windows of the chosen day
 * (same-day rules included), delivery dates from the earliest business-day date, the delivery windows
 * of each date, two deliveries when the services' days differ, and the express slot when allowed.
 */
export function scheduleChoices(query: ScheduleQuery): ScheduleChoices {
  const { settings, now, pickUpDate, pickUpHour, services, booked } = query;
  const isStaff = booked ? false : query.isStaff;
  const offeredDates = pickUpDates(settings, now, isStaff);
  const dates = booked ? withBooked(offeredDates, booked.pickUp.date, booked.open.pickUp) : offeredDates;
  const windows = dates.includes(pickUpDate) ? pickUpWindows(pickUpDate, settings, now, isStaff) : [];
  const pickUpHours =
    booked && pickUpDate === booked.pickUp.date
      ? withBooked(windows, booked.pickUp.hour, booked.open.pickUp)
      : windows;
  const groups = deliveryGroups(services, settings);
  const canSplit = groups.later.length > 0;
  const split = canSplit && query.multipleDeliveries;
  const picked = pickUpHours.includes(pickUpHour ?? -1) ? pickUpHour : null;

  const offeredDeliveryDates = (days: number, notBefore: string) => {
    if (picked === null) return [];
    const earliest = addBusinessDays(pickUpDate, days);
    return datesFrom(earliest > notBefore ? earliest : notBefore).filter(
      (date) =>
        deliveryWindows({ pickUpDate, pickUpHour: picked, deliveryDate: date }, settings, false).length > 0,
    );
  };
  const hoursOn = (date: string, offered: string[]) =>
    picked !== null && offered.includes(date)
      ? deliveryWindows({ pickUpDate, pickUpHour: picked, deliveryDate: date }, settings, false)
      : [];

  const offered = offeredDeliveryDates(
    split ? groups.earlierDays : largestMinimumDeliveryDays(services, settings),
    '',
  );
  const offered2 = split ? offeredDeliveryDates(groups.laterDays, query.deliveryDate) : [];
  // A delivery that may no longer move offers its booked time only (it follows a booked pick-up, which may not move
  // either: it comes first).
  const keepDelivery = booked && !booked.open.delivery ? booked.delivery : null;
  const keepDelivery2 = booked && !booked.open.secondDelivery ? booked.delivery2 : null;
  const deliveryDates = keepDelivery ? [keepDelivery.date] : offered;
  const deliveryDates2 = keepDelivery2 ? [keepDelivery2.date] : offered2;
  const expressAllowed =
    picked !== null &&
    isExpressEligible({ services, weightLbs: query.weightLbs, pickUpHour: picked }) &&
    isWindowHour(picked + EXPRESS_DELIVERY_HOURS);
  return {
    pickUpDates: dates,
    pickUpHours,
    groups,
    canSplit,
    deliveryDates,
    deliveryHours:
      keepDelivery && keepDelivery.hour !== null
        ? [keepDelivery.hour]
        : hoursOn(query.deliveryDate, deliveryDates),
    deliveryDates2,
    deliveryHours2: keepDelivery2 ? [keepDelivery2.hour] : hoursOn(query.deliveryDate2, deliveryDates2),
    expressHour: expressAllowed ? picked + EXPRESS_DELIVERY_HOURS : null,
  };
}

/** The offered values with the booked one among them (in order), or the booked one alone when it may not move. */
function withBooked<T extends string | number>(offered: readonly T[], booked: T, open: boolean): T[] {
  if (!open) return [booked];
  return offered.includes(booked)
    ? [...offered]
    : [...offered, booked].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
