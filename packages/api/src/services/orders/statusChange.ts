import { type Order, type OrderStatus, orders } from '@laundry/db';
import { eq, sql } from 'drizzle-orm';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { notifyOrder, type OrderNotificationKind } from '../notifications/orderNotifications';
import { holdStatusMessage, withdrawWaitingStatusMessages } from '../notifications/statusMessages';
import { type OrderDetail, orderDetail } from './detail';
import type { SetStatusInput } from './lifecycleInput';
import { loadOrder, requireStaff } from './orderAccess';
import { recordOrderEvent } from './orderChange';
import { lockOrder, retryingTransaction } from './transactions';

/** docs/rules/statuses.md, Status changes by staff: why a change is refused, in the staff's words. */
export const STATUS_CHANGE_MESSAGES = {
  canceled: 'This order was canceled. Its status can no longer change.',
  paid: 'This order has been paid. Its status can no longer change.',
  refunded: 'This order has been refunded. Its status can no longer change.',
  awaitingAuthorization:
    'This order is waiting for the customer to authorize the new amount. Its status can change once they have, or it can be canceled.',
  pendingAuthorization: "This order's card is not authorized yet. Its status can change once it is.",
  unassigned: 'Please assign a location to this order first.',
} as const;

/**
 * From which statuses staff may move an order with the selector (docs/rules/statuses.md, Status changes
 * by staff). The working statuses move freely among the selectable ones, back and forth, since the spec
 * sets no order between them (docs/rules/statuses.md, Status changes by staff). A status about money or a closed order is left only
 * by its own action: nothing leaves Canceled (docs/rules/money.md), a paid or refunded order
 * stays settled, an order waiting for a (re)authorization waits for it, and an unassigned one needs a
 * store first.
 */
const REFUSED_FROM: Partial<Record<OrderStatus, string>> = {
  Canceled: STATUS_CHANGE_MESSAGES.canceled,
  'Payment Processed': STATUS_CHANGE_MESSAGES.paid,
  'Refund Processed': STATUS_CHANGE_MESSAGES.refunded,
  'Awaiting Authorization': STATUS_CHANGE_MESSAGES.awaitingAuthorization,
  'Pending Authorization': STATUS_CHANGE_MESSAGES.pendingAuthorization,
  Unassigned: STATUS_CHANGE_MESSAGES.unassigned,
};

/** Why staff may not move an order from `from` with the selector, or null when they may. */
function statusChangeRefusal(from: OrderStatus): string | null {
  return REFUSED_FROM[from] ?? null;
}

/** The customer hears about these steps (docs/rules/statuses.md, Status changes by staff; orderNotifications.ts). */
const NOTIFIED: Partial<Record<OrderStatus, OrderNotificationKind>> = {
  'En Route for Pick Up': 'enRouteForPickUp',
  'In Progress': 'inProgress',
  'En Route for Delivery': 'enRouteForDelivery',
  Completed: 'completed',
};

/**
 * orders.setStatus / POST /api/order/status (staff): moves the order along the pipeline. The change, its
 * event and the customer's notification are one transaction; setting the status it already has changes
 * nothing (a retried request is harmless). The notification waits a little (STATUS_MESSAGE_DELAY_MS), so a change
 * undone or changed again before it goes out sends one message at most, the last one.
 */
export async function setOrderStatus(ctx: Context, input: SetStatusInput): Promise<OrderDetail> {
  await changeOrderStatus(ctx, input);
  const loaded = await loadOrder(ctx.db, input.orderId);
  return orderDetail(ctx.actor, loaded!, ctx.now());
}

/**
 * setOrderStatus's change, without loading the order after it. `announce`, when given, is asked before the
 * customer's message is queued and may withhold it: the bulk change sends one message per customer
 * (services/orders/bulk.ts; docs/decisions/0086-orders-bulk-actions.md).
 */
export async function changeOrderStatus(
  ctx: Context,
  input: SetStatusInput,
  announce?: (order: Order) => boolean,
): Promise<void> {
  // A driver reaches this only through services/driver/day.ts, which checks the store and today's route first
  // (docs/decisions/0089-driver-role.md); everyone else must be staff.
  if (!(ctx.actor.kind === 'user' && ctx.actor.user.role === 'Driver')) requireStaff(ctx.actor);
  await retryingTransaction(ctx.db, async (tx) => {
    const current = await lockOrder(tx, input.orderId, input.version);
    if (current.status === input.status) return;
    const refusal = statusChangeRefusal(current.status);
    if (refusal) throw new AppError('CONFLICT', refusal);
    const [after] = await tx
      .update(orders)
      .set({ status: input.status, version: sql`${orders.version} + 1` })
      .where(eq(orders.id, current.id))
      .returning();
    await recordOrderEvent(tx, ctx.actor, current.id, 'status', {
      before: current.status,
      after: input.status,
    });
    // docs/decisions/0077-orders-status-changes-undo.md: rapid changes, or one undone, make one message at most.
    const base = await withdrawWaitingStatusMessages(tx, current.id, current.status);
    const kind = NOTIFIED[input.status];
    if (kind && input.status !== base && (announce?.(after!) ?? true)) {
      const queued = await notifyOrder(tx, {
        kind,
        order: after!,
        // docs/decisions/0083-orders-receipt.md: a completed order names only an amount actually charged.
        amountCents: kind === 'completed' && after!.capturedCents > 0 ? after!.capturedCents : undefined,
        publicUrl: ctx.auth.publicUrl,
      });
      await holdStatusMessage(tx, current.id, queued, base, ctx.now());
    }
  });
}
