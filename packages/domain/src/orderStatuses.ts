/**
 * The order statuses: the one list of values and the label each shows (docs/rules/statuses.md).
 * The database check, the zod enums and the screens' selectors all derive from it.
 */
export const ORDER_STATUSES = [
  'New',
  'Unassigned',
  'Pending Authorization',
  'Awaiting Authorization',
  'Reauthorized',
  'En Route for Pick Up',
  'In Progress',
  'En Route for Delivery',
  'Completed',
  'Payment Processed',
  'Refund Processed',
  'Canceled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  New: 'New',
  Unassigned: 'Ready to Assign Location',
  'Pending Authorization': 'Pending Authorization',
  'Awaiting Authorization': 'Waiting for Reauth',
  Reauthorized: 'Ready to Capture Payment',
  'En Route for Pick Up': 'En Route for Pick Up',
  'In Progress': 'In Progress',
  'En Route for Delivery': 'En Route for Delivery',
  Completed: 'Completed',
  'Payment Processed': 'Paid',
  'Refund Processed': 'Refund Processed',
  Canceled: 'Canceled',
};

/** Every status with its label, in the list's order (for selectors). */
export const ORDER_STATUS_OPTIONS: readonly { value: OrderStatus; label: string }[] = ORDER_STATUSES.map(
  (value) => ({ value, label: ORDER_STATUS_LABELS[value] }),
);

/** The label shown for a status value (docs/rules/statuses.md); an unknown value shows as itself. */
export function orderStatusLabel(status: string): string {
  return orderStatusLabelFor(status, 'staff');
}

/**
 * The words a customer or guest reads for each status (docs/rules/statuses.md, What customers read): plain
 * words about their order instead of the staff's work queue. The staff keep the specification's labels above.
 * New and Unassigned read alike: which store takes the order is the staff's concern.
 */
export const CUSTOMER_ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  New: 'Scheduled',
  Unassigned: 'Scheduled',
  'Pending Authorization': 'Waiting for card authorization',
  'Awaiting Authorization': 'Waiting for your approval',
  Reauthorized: 'New amount approved',
  'En Route for Pick Up': 'On the way to pick up',
  'In Progress': 'In progress',
  'En Route for Delivery': 'Out for delivery',
  Completed: 'Delivered',
  'Payment Processed': 'Paid',
  'Refund Processed': 'Refunded',
  Canceled: 'Canceled',
};

/** Who reads a status: staff read the specification's labels, customers and guests the plain ones. */
export type StatusAudience = 'staff' | 'customer';

const isOrderStatus = (status: string): status is OrderStatus => Object.hasOwn(ORDER_STATUS_LABELS, status);

/** The label this audience reads for a status value; an unknown value shows as itself. */
export function orderStatusLabelFor(status: string, audience: StatusAudience): string {
  if (!isOrderStatus(status)) return status;
  return audience === 'staff' ? ORDER_STATUS_LABELS[status] : CUSTOMER_ORDER_STATUS_LABELS[status];
}

/**
 * The statuses a customer reads as this one does (New and Unassigned are both 'Scheduled'): a customer's
 * status filter finds every order that shows the label they picked.
 */
export function customerStatusGroup(status: OrderStatus): OrderStatus[] {
  const label = CUSTOMER_ORDER_STATUS_LABELS[status];
  return ORDER_STATUSES.filter((value) => CUSTOMER_ORDER_STATUS_LABELS[value] === label);
}

/**
 * The customer's status filter on the order history: each plain label once, in the list's order, as the
 * first status that reads so (the server widens it to its group, customerStatusGroup).
 */
export const CUSTOMER_STATUS_OPTIONS: readonly { value: OrderStatus; label: string }[] =
  ORDER_STATUSES.filter((value) => customerStatusGroup(value)[0] === value).map((value) => ({
    value,
    label: CUSTOMER_ORDER_STATUS_LABELS[value],
  }));

/** Staff may set these from the orders screen selector (docs/rules/statuses.md, Status changes by staff). */
export const STAFF_SELECTABLE_STATUSES: readonly OrderStatus[] = [
  'New',
  'En Route for Pick Up',
  'In Progress',
  'En Route for Delivery',
  'Completed',
];
