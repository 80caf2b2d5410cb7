import { type OrderStatus, orders, users } from '@laundry/db';
import { newYorkToday } from '@laundry/pricing';
import { DRIVER_MESSAGES, type DriverStopInput } from '@laundry/validators/driver';
import type { RouteKind } from '@laundry/validators/routes';
import { eq, inArray } from 'drizzle-orm';
import type { Context, SessionUser } from '../../context';
import { AppError } from '../../errors';
import { changeOrderStatus } from '../orders/statusChange';
import { type RouteStop, routeSheet } from '../routes/sheet';

/**
 * One stop of the driver's day: what the route sheet says of it, nothing about money (docs/decisions/0089-driver-role.md,
 * What a driver reads). Copied field by field, so a field added to the sheet later does not reach drivers unseen.
 */
interface DriverStop {
  position: number;
  orderId: string;
  orderNumber: number;
  /** The order's row version, sent back with "Picked up" or "Delivered". */
  version: number;
  status: OrderStatus;
  customerName: string;
  phone: string;
  address: RouteStop['address'];
  instructions: string;
  services: RouteStop['services'];
  window: RouteStop['window'];
  navigationUrl: string;
}

/** The driver's day: their store, today's New York date, the pick-ups then the deliveries, each in route order. */
export interface DriverDay {
  location: { id: string; name: string; address: string };
  date: string;
  pickups: DriverStop[];
  deliveries: DriverStop[];
}

/** The status each button moves an order to (docs/decisions/0089-driver-role.md, Picked up and Delivered). */
const DRIVER_STEPS = { pickup: 'In Progress', delivery: 'Completed' } as const satisfies Record<
  RouteKind,
  OrderStatus
>;

/** The driver's store; a driver without one (their store was deleted) has no route. */
async function driverLocation(ctx: Context, user: SessionUser): Promise<string> {
  const [row] = await ctx.db
    .select({ locationId: users.locationId })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row?.locationId) throw new AppError('FORBIDDEN', DRIVER_MESSAGES.noStore);
  return row.locationId;
}

async function versions(ctx: Context, orderIds: string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: orders.id, version: orders.version })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  return new Map(rows.map((row) => [row.id, row.version]));
}

function driverStop(stop: RouteStop, version: number): DriverStop {
  return {
    position: stop.position,
    orderId: stop.orderId,
    orderNumber: stop.orderNumber,
    version,
    status: stop.status,
    customerName: stop.customerName,
    phone: stop.phone,
    address: stop.address,
    instructions: stop.instructions,
    services: stop.services,
    window: stop.window,
    navigationUrl: stop.navigationUrl,
  };
}

/**
 * driver.today: the driver's store's pick-ups and deliveries of today (New York), each list in the route sheet's order
 * (the driving order, or the one staff set by hand), pick-ups first (docs/decisions/0089-driver-role.md, The day).
 */
export async function driverDay(ctx: Context, user: SessionUser): Promise<DriverDay> {
  const locationId = await driverLocation(ctx, user);
  const date = newYorkToday(ctx.now().getTime());
  const [pickups, deliveries] = await Promise.all([
    routeSheet(ctx, { locationId, date, kind: 'pickup' }),
    routeSheet(ctx, { locationId, date, kind: 'delivery' }),
  ]);
  const known = await versions(
    ctx,
    [...pickups.stops, ...deliveries.stops].map((stop) => stop.orderId),
  );
  const stops = (list: RouteStop[]) => list.map((stop) => driverStop(stop, known.get(stop.orderId) ?? 1));
  return {
    location: { id: pickups.location.id, name: pickups.location.name, address: pickups.location.address },
    date,
    pickups: stops(pickups.stops),
    deliveries: stops(deliveries.stops),
  };
}

/**
 * driver.pickedUp / driver.delivered: the order must be on the driver's route of today for that kind; any other order
 * (another store's, another day's, one already past this step) is answered as not on the route and nothing changes.
 * The change goes through the staff's status change, so the event, the customer's message and its undo window are the
 * same (docs/decisions/0089-driver-role.md, Picked up and Delivered).
 */
export async function driverStep(
  ctx: Context,
  user: SessionUser,
  kind: RouteKind,
  input: DriverStopInput,
): Promise<DriverDay> {
  const locationId = await driverLocation(ctx, user);
  const date = newYorkToday(ctx.now().getTime());
  const route = await routeSheet(ctx, { locationId, date, kind });
  if (!route.stops.some((stop) => stop.orderId === input.orderId)) {
    throw new AppError('NOT_FOUND', DRIVER_MESSAGES.notOnRoute);
  }
  await changeOrderStatus(ctx, {
    orderId: input.orderId,
    status: DRIVER_STEPS[kind],
    version: input.version,
  });
  return driverDay(ctx, user);
}
