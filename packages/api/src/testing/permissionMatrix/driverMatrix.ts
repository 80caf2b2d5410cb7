import { orders, users } from '@laundry/db';
import { newYorkToday } from '@laundry/pricing';
import { eq } from 'drizzle-orm';
import { customersOrder } from './ordersMatrix';
import type { CallArgs, ProcedureCase } from './trpcMatrix';

/**
 * The world's customer's order moved onto the world driver's route of today (their store, today's New York date): a
 * pick-up (New) or a delivery (En Route for Delivery).
 */
async function onDriversRoute(args: Pick<CallArgs, 'db' | 'world'>, kind: 'pickup' | 'delivery') {
  const { orderId } = await customersOrder(args);
  const [driver] = await args.db
    .select({ locationId: users.locationId })
    .from(users)
    .where(eq(users.id, args.world.driver.user!.id));
  const today = newYorkToday(Date.now());
  const [row] = await args.db
    .update(orders)
    .set(
      kind === 'pickup'
        ? { locationId: driver!.locationId, status: 'New', pickUpDate: today }
        : { locationId: driver!.locationId, status: 'En Route for Delivery', deliveryDate: today },
    )
    .where(eq(orders.id, orderId))
    .returning({ version: orders.version });
  return { orderId, version: row!.version };
}

/** The driver's screen (docs/decisions/0089-driver-role.md): Drivers only (docs/rules/roles.md, Drivers). */
export const driverMatrix: Record<string, ProcedureCase> = {
  'driver.today': { access: 'driver', call: ({ caller }) => caller.driver.today() },
  'driver.pickedUp': {
    access: 'driver',
    call: async (args) => args.caller.driver.pickedUp(await onDriversRoute(args, 'pickup')),
  },
  'driver.delivered': {
    access: 'driver',
    call: async (args) => args.caller.driver.delivered(await onDriversRoute(args, 'delivery')),
  },
};
