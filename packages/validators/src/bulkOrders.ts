import { type OrderStatus, STAFF_SELECTABLE_STATUSES } from '@laundry/domain';
import { z } from 'zod';
import { orderIdSchema } from './checkout';

/**
 * Bulk actions on the staff orders screen (docs/decisions/0086-orders-bulk-actions.md): one status or one store for
 * the selected orders, each with the version the screen loaded, so an order changed since is refused on its own.
 */
export const BULK_MAX_ORDERS = 200;

export const BULK_MESSAGES = {
  none: 'Please select at least one order.',
  tooMany: `Please select at most ${BULK_MAX_ORDERS} orders at a time.`,
  repeated: 'Each order may be selected only once.',
  version: 'Please reload the orders and try again.',
  // The same words as the one-order change (packages/api/src/services/orders/list/input.ts, ORDER_LIST_MESSAGES).
  status: 'Please choose a valid status.',
  location: 'Please choose a valid location.',
} as const;

const bulkOrdersSchema = z
  .array(
    z.object({
      orderId: orderIdSchema,
      version: z.int({ error: BULK_MESSAGES.version }).min(1, { error: BULK_MESSAGES.version }),
    }),
    { error: BULK_MESSAGES.none },
  )
  .min(1, { error: BULK_MESSAGES.none })
  .max(BULK_MAX_ORDERS, { error: BULK_MESSAGES.tooMany })
  .refine((orders) => new Set(orders.map((order) => order.orderId.toLowerCase())).size === orders.length, {
    error: BULK_MESSAGES.repeated,
  });

/** orders.bulkSetStatus: one of the statuses staff may choose (docs/rules/statuses.md, Status changes by staff). */
export const bulkSetStatusInputSchema = z.object({
  orders: bulkOrdersSchema,
  status: z.enum(STAFF_SELECTABLE_STATUSES as [OrderStatus, ...OrderStatus[]], {
    error: BULK_MESSAGES.status,
  }),
});
export type BulkSetStatusInput = z.infer<typeof bulkSetStatusInputSchema>;

/** orders.bulkSetLocation: another store for the selected orders (docs/rules/statuses.md, Location changes by staff). */
export const bulkSetLocationInputSchema = z.object({
  orders: bulkOrdersSchema,
  locationId: z.uuid({ error: BULK_MESSAGES.location }),
});
export type BulkSetLocationInput = z.infer<typeof bulkSetLocationInputSchema>;
