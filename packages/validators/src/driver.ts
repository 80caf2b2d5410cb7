import { z } from 'zod';
import { orderIdSchema } from './checkout';

/**
 * The driver's screen (docs/rules/roles.md, Drivers; docs/decisions/0089-driver-role.md). The words the specification
 * does not give, in the staff screens' own style.
 */
export const DRIVER_MESSAGES = {
  noStore: 'You are not assigned to a store yet. Please ask a Super Admin to set your store.',
  notOnRoute: 'This order is not on your route today.',
  version: 'The screen is missing the order version. Please reload.',
} as const;

/** "Picked up" or "Delivered" on one stop: the order and the version the screen loaded. */
export const driverStopInputSchema = z.object({
  orderId: orderIdSchema,
  version: z.int({ error: DRIVER_MESSAGES.version }).min(1, { error: DRIVER_MESSAGES.version }),
});
export type DriverStopInput = z.infer<typeof driverStopInputSchema>;
