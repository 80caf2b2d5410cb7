import { ORDER_STATUS_VALUES, type OrderStatus } from '@laundry/pricing';

/** docs/rules/staff-screens.md, Orders screen: the sortable columns, as orders.list names them. */
const ORDER_SORTS = ['orderNumber', 'customer', 'pickUp', 'delivery', 'status', 'location'] as const;
export type OrderSortKey = (typeof ORDER_SORTS)[number];
export const DATE_FIELDS = ['both', 'pickUp', 'delivery'] as const;
export type DateField = (typeof DATE_FIELDS)[number];

/** docs/rules/staff-screens.md, Sorting and paging: orders load 75 at first and Show More adds 75. */
export const ORDERS_PAGE_SIZE = 75;
/**
 * The most rows Show More reaches: the last multiple of 75 within orders.list's 1000 rows a call. Past it
 * the screen asks to narrow the filter, and the export has every matching order.
 */
export const ORDERS_MAX_LIMIT = 1000 - (1000 % ORDERS_PAGE_SIZE);

export interface OrderFilter {
  search: string;
  startDate: string;
  endDate: string;
  dateField: DateField;
  /** '' is any location; 'unassigned' the orders no location serves. */
  locationId: string;
  /** '' is any status. */
  status: OrderStatus | '';
}

export interface OrderListView {
  filter: OrderFilter;
  sortBy: OrderSortKey;
  sortOrder: 'asc' | 'desc';
  /** How many rows are shown: 75, then 75 more per Show More. */
  limit: number;
}

export const EMPTY_FILTER: OrderFilter = {
  search: '',
  startDate: '',
  endDate: '',
  dateField: 'both',
  locationId: '',
  status: '',
};

/** docs/rules/staff-screens.md, Sorting and paging: order number descending, 75 rows. */
export const DEFAULT_VIEW: OrderListView = {
  filter: EMPTY_FILTER,
  sortBy: 'orderNumber',
  sortOrder: 'desc',
  limit: ORDERS_PAGE_SIZE,
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/**
 * The list's view from the page address (docs/rules/staff-screens.md, Orders screen: a view can be shared and the back button works).
 * The parameters are orders.list's own names, so the export link carries the same filter. A value that
 * is not one the screen could have written (a hand-edited address) is read as its default.
 */
export function readView(params: URLSearchParams): OrderListView {
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return ISO_DATE.test(value) ? value : '';
  };
  const location = params.get('locationId') ?? '';
  const limit = Number(params.get('limit'));
  return {
    filter: {
      search: (params.get('search') ?? '').slice(0, 200),
      startDate: date('startDate'),
      endDate: date('endDate'),
      dateField: oneOf(DATE_FIELDS, params.get('dateField'), 'both'),
      locationId: location === 'unassigned' || UUID.test(location) ? location : '',
      status: oneOf<OrderStatus | ''>(ORDER_STATUS_VALUES, params.get('status'), ''),
    },
    sortBy: oneOf(ORDER_SORTS, params.get('sortBy'), DEFAULT_VIEW.sortBy),
    sortOrder: oneOf(['asc', 'desc'] as const, params.get('sortOrder'), DEFAULT_VIEW.sortOrder),
    limit:
      Number.isInteger(limit) && limit >= ORDERS_PAGE_SIZE
        ? Math.min(limit - (limit % ORDERS_PAGE_SIZE), ORDERS_MAX_LIMIT)
        : ORDERS_PAGE_SIZE,
  };
}

/** The filter's parameters, defaults left out (the export link and the page address share them). */
function filterParams(filter: OrderFilter): URLSearchParams {
  const params = new URLSearchParams();
  const search = filter.search.trim();
  if (search) params.set('search', search);
  if (filter.startDate) params.set('startDate', filter.startDate);
  if (filter.endDate) params.set('endDate', filter.endDate);
  if (filter.dateField !== 'both') params.set('dateField', filter.dateField);
  if (filter.locationId) params.set('locationId', filter.locationId);
  if (filter.status) params.set('status', filter.status);
  return params;
}

/** The whole view as the page address holds it, defaults left out so a plain list has a plain address. */
export function writeView(view: OrderListView): URLSearchParams {
  const params = filterParams(view.filter);
  if (view.sortBy !== DEFAULT_VIEW.sortBy || view.sortOrder !== DEFAULT_VIEW.sortOrder) {
    params.set('sortBy', view.sortBy);
    params.set('sortOrder', view.sortOrder);
  }
  if (view.limit !== ORDERS_PAGE_SIZE) params.set('limit', String(view.limit));
  return params;
}

/** orders.list's input for the view; an empty filter field is left out ("any"). */
export function listInput(view: OrderListView) {
  const { filter } = view;
  const search = filter.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(filter.startDate ? { startDate: filter.startDate } : {}),
    ...(filter.endDate ? { endDate: filter.endDate } : {}),
    dateField: filter.dateField,
    ...(filter.locationId ? { locationId: filter.locationId } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    sortBy: view.sortBy,
    sortOrder: view.sortOrder,
    limit: view.limit,
  };
}

/**
 * The CSV of every order matching the filter, in the list's order (docs/rules/staff-screens.md, Orders screen: the file
 * is orders.csv): GET /api/orders/export with the same parameters as the list.
 */
export function exportHref(view: OrderListView): string {
  const params = filterParams(view.filter);
  params.set('sortBy', view.sortBy);
  params.set('sortOrder', view.sortOrder);
  return `/api/orders/export?${params.toString()}`;
}

/** A changed filter starts again from the first 75 rows. */
export function withFilter(view: OrderListView, filter: OrderFilter): OrderListView {
  return { ...view, filter, limit: ORDERS_PAGE_SIZE };
}

export function isFiltered(filter: OrderFilter): boolean {
  return [...filterParams(filter).keys()].length > 0;
}
