import type { ListedOrder } from '@laundry/api';
import { timeWindow, timeWindowLabel } from '@laundry/pricing';
import { sortOrderSchema } from '@laundry/validators/catalog';
import { z } from 'zod';
import { dollars } from './http';

/** The old client's column names (docs/rules/records.md, Orders) beside the contract's. */
const SORT_NAMES: Record<string, string> = {
  orderNumber: 'orderNumber',
  orderId: 'orderNumber',
  customer: 'customer',
  firstName: 'customer',
  pickUp: 'pickUp',
  pickUpDate: 'pickUp',
  pickUpString: 'pickUp',
  delivery: 'delivery',
  deliveryDate: 'delivery',
  deliveryString: 'delivery',
  status: 'status',
  location: 'location',
  locationName: 'location',
};
const DATE_FIELDS: Record<string, string> = { pickup: 'pickUp', delivery: 'delivery', both: 'both' };

const text = z.union([z.string(), z.number()]).transform(String).optional();
export const legacyQuery = z
  .object({
    sortby: z
      .string()
      .refine((name) => name in SORT_NAMES, {
        message: `sortby must be one of: ${Object.keys(SORT_NAMES).join(', ')}.`,
      })
      .optional(),
    sortorder: sortOrderSchema.optional(),
    skip: z.coerce
      .number({ error: 'skip must be a whole number of 0 or more.' })
      .int({ message: 'skip must be a whole number of 0 or more.' })
      .min(0, { message: 'skip must be a whole number of 0 or more.' })
      .optional(),
    limit: z.coerce.number().optional(),
    search: text,
    searchtext: text,
    searchText: text,
    startDate: text,
    endDate: text,
    dateField: text,
    dateType: text,
    pickupDelivery: text,
    location: text,
    locationId: text,
    status: text,
    sortBy: z.string().optional(),
    sortOrder: z.string().optional(),
  })
  .loose();

/**
 * GET /api/orders and POST /api/orders/filter (docs/rules/rest-compatibility.md): the old client's names (sortby,
 * sortorder 1 or -1, skip, limit, searchtext, location, pickup/delivery/both) or the contract's (search,
 * locationId, dateField, sortBy, sortOrder), mapped onto orders.list's input; the service validates it.
 */
export function legacyListQuery(raw: unknown) {
  const q = legacyQuery.parse(raw ?? {});
  const dateChoice = (q.dateField ?? q.dateType ?? q.pickupDelivery)?.trim().toLowerCase();
  return {
    skip: q.skip ?? 0,
    input: {
      search: q.search ?? q.searchtext ?? q.searchText,
      startDate: q.startDate,
      endDate: q.endDate,
      dateField: dateChoice ? (DATE_FIELDS[dateChoice] ?? dateChoice) : undefined,
      locationId: q.locationId ?? q.location,
      status: q.status,
      sortBy: q.sortby ? SORT_NAMES[q.sortby] : q.sortBy,
      sortOrder: q.sortorder ? (q.sortorder === 1 ? 'asc' : 'desc') : q.sortOrder,
      limit: q.limit,
    },
  };
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
/** 'Wed, Dec 2, 2026, 12-1pm': a calendar date (no zone to shift it) and its window. */
const slotText = (date: string, hour: number | null) => {
  const day = dayFormat.format(new Date(`${date}T00:00:00Z`));
  return hour === null ? day : `${day}, ${timeWindowLabel(hour)}`;
};

/** A listed order in the old shape (docs/rules/records.md, Orders), money as 2-decimal strings. */
export function legacyListedOrder(row: ListedOrder) {
  const deliveryHour =
    row.isExpressDelivery && row.deliveryHour === null ? row.pickUpHour + 3 : row.deliveryHour;
  return {
    _id: row.id,
    orderId: row.orderNumber,
    firstName: row.customerName,
    email: row.email,
    orderServices: row.services,
    pickUpDate: row.pickUpDate,
    pickUpTime: timeWindow(row.pickUpHour),
    pickUpString: slotText(row.pickUpDate, row.pickUpHour),
    deliveryDate: row.deliveryDate,
    deliveryTime: deliveryHour === null ? null : timeWindow(deliveryHour),
    deliveryString: slotText(row.deliveryDate, deliveryHour),
    deliveryDate2: row.deliveryDate2,
    deliveryTime2: row.deliveryHour2 === null ? null : timeWindow(row.deliveryHour2),
    isExpressDelivery: row.isExpressDelivery,
    gratuity: dollars(row.gratuityCents),
    status: row.status,
    location: row.location?.id ?? null,
    locationName: row.location?.name ?? null,
    quoteTotalPrice: dollars(row.quoteTotalCents),
  };
}
