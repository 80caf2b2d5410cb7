import type { OrderStatus } from '@laundry/db';
import { STAFF_SELECTABLE_STATUSES } from '@laundry/pricing';
import { ORDER_FETCH_MESSAGE, orderIdSchema } from '@laundry/validators/checkout';
import { scheduleSchema } from '@laundry/validators/order';
import { z } from 'zod';
import { ORDER_LIST_MESSAGES } from './list/input';

/** The version of the order the caller loaded (optional): a change on a stale copy is refused. */
const loadedVersion = z.int().min(1).optional();

/** orders.setStatus: one of the statuses staff may choose (docs/rules/statuses.md, Status changes by staff). */
export const setStatusInputSchema = z.object({
  orderId: orderIdSchema,
  status: z.enum(STAFF_SELECTABLE_STATUSES as [OrderStatus, ...OrderStatus[]], {
    error: ORDER_LIST_MESSAGES.status,
  }),
  version: loadedVersion,
});
export type SetStatusInput = z.infer<typeof setStatusInputSchema>;

/** orders.setLocation: another store for the order (docs/rules/statuses.md, Location changes by staff). */
export const setLocationInputSchema = z.object({
  orderId: orderIdSchema,
  locationId: z.uuid({ error: ORDER_LIST_MESSAGES.location }),
  version: loadedVersion,
});
export type SetLocationInput = z.infer<typeof setLocationInputSchema>;

/** orders.reschedule: the new pick-up and delivery, in the draft's schedule shape. */
export const rescheduleInputSchema = z.object({
  orderId: orderIdSchema,
  schedule: scheduleSchema,
  version: loadedVersion,
});
export type RescheduleInput = z.infer<typeof rescheduleInputSchema>;

export const orderIdInputSchema = z.object({ orderId: orderIdSchema });

/**
 * orders.get: the order's id, or its order number, which the address `/app/order/id/{orderId}` may carry
 * (docs/rules/ordering.md, Order detail).
 */
export const orderRefInputSchema = z.object({
  orderId: z
    .string({ error: ORDER_FETCH_MESSAGE })
    .trim()
    .regex(/^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{1,9})$/i, {
      error: ORDER_FETCH_MESSAGE,
    }),
});
