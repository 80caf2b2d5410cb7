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
  const { settings, now, isStaff, pickUpDate, pickUpHour, services } = query;
  const dates = pickUpDates(settings, now, isStaff);
  const pickUpHours = dates.includes(pickUpDate) ? pickUpWindows(pickUpDate, settings, now, isStaff) : [];
  const groups = deliveryGroups(services, settings);
  const canSplit = groups.later.length > 0;
  const split = canSplit && query.multipleDeliveries;
  const picked = pickUpHours.includes(pickUpHour ?? -1) ? pickUpHour : null;

  const offeredDates = (days: number, notBefore: string) => {
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

  const deliveryDates = offeredDates(
    split ? groups.earlierDays : largestMinimumDeliveryDays(services, settings),
    '',
  );
  const deliveryDates2 = split ? offeredDates(groups.laterDays, query.deliveryDate) : [];
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
    deliveryHours: hoursOn(query.deliveryDate, deliveryDates),
    deliveryDates2,
    deliveryHours2: hoursOn(query.deliveryDate2, deliveryDates2),
    expressHour: expressAllowed ? picked + EXPRESS_DELIVERY_HOURS : null,
  };
}
