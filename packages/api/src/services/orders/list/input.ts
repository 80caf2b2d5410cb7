import { ORDER_STATUSES } from '@laundry/domain';
import { cleanLine } from '@laundry/validators/text';
import { z } from 'zod';

/** The orders screen's messages where the spec has none: docs/rules/statuses.md, The orders list. */
export const ORDER_LIST_MESSAGES = {
  status: 'Please choose a valid status.',
  location: 'Please choose a valid location.',
  date: 'Please enter a valid date.',
  dateRange: 'The start date must be on or before the end date.',
  search: 'Search text must be at most 200 characters.',
  limit: 'Please ask for 1 to 1000 orders at a time.',
} as const;

/** docs/rules/staff-screens.md, Orders screen: the sortable columns. */
export const ORDER_SORTS = ['orderNumber', 'customer', 'pickUp', 'delivery', 'status', 'location'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
const ORDER_DATE_FIELDS = ['pickUp', 'delivery', 'both'] as const;

/** docs/rules/staff-screens.md, Sorting and paging: orders load 75 at first and Show More adds 75. */
const ORDER_PAGE_SIZE = 75;
const ORDER_LIST_MAX_LIMIT = 1000;

/** An empty form field (or query parameter) means "any". */
const blankIsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankIsAbsent, schema.optional());
const isoDate = z.iso.date({ error: ORDER_LIST_MESSAGES.date });

const filterShape = {
  search: optional(
    z
      .string()
      .refine(...cleanLine)
      .trim()
      .max(200, ORDER_LIST_MESSAGES.search),
  ),
  startDate: optional(isoDate),
  endDate: optional(isoDate),
  dateField: z.enum(ORDER_DATE_FIELDS).default('both'),
  locationId: optional(
    z.union([z.literal('unassigned'), z.uuid({ error: ORDER_LIST_MESSAGES.location })], {
      error: ORDER_LIST_MESSAGES.location,
    }),
  ),
  status: optional(z.enum(ORDER_STATUSES, { error: ORDER_LIST_MESSAGES.status })),
};
const datesInOrder = (f: { startDate?: string | undefined; endDate?: string | undefined }) =>
  !f.startDate || !f.endDate || f.startDate <= f.endDate;
const datesOutOfOrder = { path: ['endDate'], message: ORDER_LIST_MESSAGES.dateRange };

/** Which orders the orders screen shows: the filter of docs/rules/staff-screens.md, Orders screen. */
export const orderListFilterSchema = z.object(filterShape).refine(datesInOrder, datesOutOfOrder);
export type OrderListFilter = z.infer<typeof orderListFilterSchema>;

export const orderListSortSchema = z.object({
  sortBy: z.enum(ORDER_SORTS).default('orderNumber'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type OrderListSort = z.infer<typeof orderListSortSchema>;

/** orders.list: the filter, the sort (default order number descending) and how many rows. */
export const orderListInputSchema = z
  .object({
    ...filterShape,
    ...orderListSortSchema.shape,
    limit: z
      .int({ error: ORDER_LIST_MESSAGES.limit })
      .min(1, ORDER_LIST_MESSAGES.limit)
      .max(ORDER_LIST_MAX_LIMIT, ORDER_LIST_MESSAGES.limit)
      .default(ORDER_PAGE_SIZE),
  })
  .refine(datesInOrder, datesOutOfOrder);
export type OrderListInputRaw = z.input<typeof orderListInputSchema>;
