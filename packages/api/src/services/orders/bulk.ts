import { locations, type Order, orders } from '@laundry/db';
import type { BulkSetLocationInput, BulkSetStatusInput } from '@laundry/validators/bulkOrders';
import { ORDER_FETCH_MESSAGE } from '@laundry/validators/checkout';
import { eq, inArray } from 'drizzle-orm';
import type { Context } from '../../context';
import { AppError, isAppError } from '../../errors';
import { changeOrderLocation, LOCATION_CHANGE_MESSAGES } from './locationChange';
import { requireStaff } from './orderAccess';
import { changeOrderStatus } from './statusChange';

/** What became of one selected order: changed, or refused with the one-order change's own message. */
export type BulkOrderResult =
  | { orderId: string; orderNumber: number; ok: true }
  | { orderId: string; orderNumber: number; ok: false; message: string };

type Selected = BulkSetStatusInput['orders'];

/**
 * The selected orders' numbers, in the order they were selected. An id that names no order refuses the whole
 * request before anything changes (bad input: nothing changes).
 */
async function selectedNumbers(ctx: Context, selected: Selected): Promise<Map<string, number>> {
  const ids = selected.map((order) => order.orderId.toLowerCase());
  const rows = await ctx.db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(inArray(orders.id, ids));
  const numbers = new Map(rows.map((row) => [row.id, row.orderNumber]));
  if (ids.some((id) => !numbers.has(id))) throw new AppError('NOT_FOUND', ORDER_FETCH_MESSAGE);
  return numbers;
}

/**
 * Applies `change` to each selected order in turn, each in its own transaction (the one-order change's), so an
 * order refused (changed since it was loaded, a status it cannot leave) leaves the others changed. A refusal is
 * answered with its message; anything else is a fault and fails the request as the one-order change would.
 */
async function eachOrder(
  ctx: Context,
  selected: Selected,
  change: (order: { orderId: string; version: number }) => Promise<void>,
): Promise<BulkOrderResult[]> {
  requireStaff(ctx.actor);
  const numbers = await selectedNumbers(ctx, selected);
  const results: BulkOrderResult[] = [];
  for (const order of selected) {
    const orderId = order.orderId.toLowerCase();
    const orderNumber = numbers.get(orderId)!;
    try {
      await change({ orderId, version: order.version });
      results.push({ orderId, orderNumber, ok: true });
    } catch (error) {
      if (!isAppError(error)) throw error;
      results.push({ orderId, orderNumber, ok: false, message: error.message });
    }
  }
  return results;
}

/** The customer an order belongs to: its account, and its e-mail (a guest's orders share only that). */
function customerKeys(order: Pick<Order, 'userId' | 'email'>): string[] {
  return [...(order.userId ? [`user:${order.userId}`] : []), `email:${order.email.trim().toLowerCase()}`];
}

/**
 * orders.bulkSetStatus (staff): setOrderStatus on each selected order, with its rules and its refusals. One message
 * per customer for the change (docs/decisions/0086-orders-bulk-actions.md): of a customer's selected orders, only
 * the first whose change is announced queues the customer's message, held and withdrawn as any status message
 * (docs/decisions/0077-orders-status-changes-undo.md); the others change without a message of their own.
 */
export async function bulkSetOrderStatus(
  ctx: Context,
  input: BulkSetStatusInput,
): Promise<BulkOrderResult[]> {
  /** Which order's message speaks for each customer key in this change. */
  const announcedBy = new Map<string, string>();
  return eachOrder(ctx, input.orders, async ({ orderId, version }) => {
    const announce = (order: Order): boolean => {
      const keys = customerKeys(order);
      // A retried transaction asks again for the same order: it keeps its claim.
      if (keys.some((key) => announcedBy.has(key) && announcedBy.get(key) !== order.id)) return false;
      for (const key of keys) announcedBy.set(key, order.id);
      return true;
    };
    try {
      await changeOrderStatus(ctx, { orderId, version, status: input.status }, announce);
    } catch (error) {
      // The change was undone with its message: the customer's next selected order speaks for them instead.
      for (const [key, by] of announcedBy) if (by === orderId) announcedBy.delete(key);
      throw error;
    }
  });
}

/**
 * orders.bulkSetLocation (staff): setOrderLocation on each selected order, with its rules and its refusals. A
 * location that does not exist refuses the whole request before anything changes.
 */
export async function bulkSetOrderLocation(
  ctx: Context,
  input: BulkSetLocationInput,
): Promise<BulkOrderResult[]> {
  requireStaff(ctx.actor);
  const [store] = await ctx.db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, input.locationId.toLowerCase()));
  if (!store) throw new AppError('BAD_INPUT', LOCATION_CHANGE_MESSAGES.unknown);
  return eachOrder(ctx, input.orders, ({ orderId, version }) =>
    changeOrderLocation(ctx, { orderId, version, locationId: store.id }),
  );
}
