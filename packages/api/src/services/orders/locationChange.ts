import { locations, orders } from '@laundry/db';
import { eq, sql } from 'drizzle-orm';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { type OrderDetail, orderDetail } from './detail';
import type { SetLocationInput } from './lifecycleInput';
import { ORDER_LIST_MESSAGES } from './list/input';
import { loadOrder, requireStaff } from './orderAccess';
import { recordOrderEvent } from './orderChange';
import { lockOrder, retryingTransaction } from './transactions';

/** docs/rules/statuses.md, Location changes by staff. */
export const LOCATION_CHANGE_MESSAGES = {
  unknown: ORDER_LIST_MESSAGES.location,
  same: 'This order is already at this location. Please choose another one.',
  canceled: 'This order was canceled. Its location can no longer change.',
} as const;

/**
 * orders.setLocation / POST /api/order/location (staff): another store takes the order (docs/rules/statuses.md,
 * Location changes by staff: the choices exclude the current one, so naming it is refused). An Unassigned order
 * ("Ready to Assign Location") becomes New with its store, recorded as a status event too. A canceled
 * order keeps its store: nothing happens to it any more (docs/rules/money.md).
 */
export async function setOrderLocation(ctx: Context, input: SetLocationInput): Promise<OrderDetail> {
  await changeOrderLocation(ctx, input);
  const loaded = await loadOrder(ctx.db, input.orderId);
  return orderDetail(ctx.actor, loaded!, ctx.now());
}

/** setOrderLocation's change, without loading the order after it (services/orders/bulk.ts). */
export async function changeOrderLocation(ctx: Context, input: SetLocationInput): Promise<void> {
  requireStaff(ctx.actor);
  await retryingTransaction(ctx.db, async (tx) => {
    const current = await lockOrder(tx, input.orderId, input.version);
    if (current.status === 'Canceled') throw new AppError('CONFLICT', LOCATION_CHANGE_MESSAGES.canceled);
    if (current.locationId === input.locationId) {
      throw new AppError('BAD_INPUT', LOCATION_CHANGE_MESSAGES.same);
    }
    const [store] = await tx
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(eq(locations.id, input.locationId));
    if (!store) throw new AppError('BAD_INPUT', LOCATION_CHANGE_MESSAGES.unknown);
    const [before] = current.locationId
      ? await tx
          .select({ id: locations.id, name: locations.name })
          .from(locations)
          .where(eq(locations.id, current.locationId))
      : [];
    const assigned = current.status === 'Unassigned';
    await tx
      .update(orders)
      .set({
        locationId: store.id,
        ...(assigned ? { status: 'New' as const } : {}),
        version: sql`${orders.version} + 1`,
      })
      .where(eq(orders.id, current.id));
    await recordOrderEvent(tx, ctx.actor, current.id, 'location', {
      before: before ?? null,
      after: store,
    });
    if (assigned) {
      await recordOrderEvent(tx, ctx.actor, current.id, 'status', { before: 'Unassigned', after: 'New' });
    }
  });
}
