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
  return Object.hasOwn(ORDER_STATUS_LABELS, status) ? ORDER_STATUS_LABELS[status as OrderStatus] : status;
}

/** Staff may set these from the orders screen selector (docs/rules/statuses.md, Status changes by staff). */
export const STAFF_SELECTABLE_STATUSES: readonly OrderStatus[] = [
  'New',
  'En Route for Pick Up',
  'In Progress',
  'En Route for Delivery',
  'Completed',
];
