/** The one order status list with its labels (DECISIONS.md "Order statuses"). */
export const ORDER_STATUSES = [
  { value: 'New', label: 'New' },
  { value: 'Unassigned', label: 'Ready to Assign Location' },
  { value: 'Pending Authorization', label: 'Pending Authorization' },
  { value: 'Awaiting Authorization', label: 'Waiting for Reauth' },
  { value: 'Reauthorized', label: 'Ready to Capture Payment' },
  { value: 'En Route for Pick Up', label: 'En Route for Pick Up' },
  { value: 'In Progress', label: 'In Progress' },
  { value: 'En Route for Delivery', label: 'En Route for Delivery' },
  { value: 'Completed', label: 'Completed' },
  { value: 'Payment Processed', label: 'Paid' },
  { value: 'Refund Processed', label: 'Refund Processed' },
  { value: 'Canceled', label: 'Canceled' },
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number]['value'];
export const ORDER_STATUS_VALUES: readonly OrderStatus[] = ORDER_STATUSES.map((s) => s.value);

/** The label shown for a status value (DECISIONS.md "Order statuses"); an unknown value shows as itself. */
export function orderStatusLabel(status: string): string {
  return ORDER_STATUSES.find((s) => s.value === status)?.label ?? status;
}

/** Staff may set these from the orders screen selector (spec 000 section 4). */
export const STAFF_SELECTABLE_STATUSES: readonly OrderStatus[] = [
  'New',
  'En Route for Pick Up',
  'In Progress',
  'En Route for Delivery',
  'Completed',
];
