import type { Order } from '@laundry/db';
import { authorizationAgeState } from '@laundry/pricing';
import { ORDER_MONEY_MESSAGES } from '@laundry/validators/orderMoney';
import { type Actor, type Context, isStaff } from '../../../context';
import { AppError, FORBIDDEN_MESSAGE } from '../../../errors';
import { requireGuestProof } from '../../auth/guestCode';
import { isOrderOwner, orderActionsFor } from '../../orders/actions';
import { readableOrder, withLocation } from '../../orders/orderAccess';
import { orderView } from '../../orders/view';

/**
 * Who may do what with an order's money comes from the one table of order actions
 * (services/orders/actions.ts, docs/rules/statuses.md); the money rules on top of it are
 * docs/rules/money.md's. A caller the action is never for is refused as forbidden; a caller it is for,
 * on an order whose state does not allow it now, gets a conflict with the reason.
 */

/** Staff only (the procedures and REST paths check the role too). */
export function requireStaffAction(actor: Actor, order: Order, action: 'charge' | 'refund'): void {
  if (!orderActionsFor(actor, order)[action]) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
}

/** Customers and guests cancel their own New orders; staff any order not yet settled or closed. */
export function requireCancelable(actor: Actor, order: Order): void {
  const mayEver = isStaff(actor) || isOrderOwner(actor, order);
  if (!mayEver) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  requireGuestProof(actor);
  // docs/rules/money.md, Cancel: money already taken goes back through a refund, never a cancel.
  if (!orderActionsFor(actor, order).cancel || order.capturedCents > 0) {
    throw new AppError('CONFLICT', ORDER_MONEY_MESSAGES.cancelRefused);
  }
}

/** The customer (or the guest bound to the order) while staff wait for a new authorization; not SuperAdmin. */
export function requireReauthorizable(actor: Actor, order: Order): void {
  const superAdmin = actor.kind === 'user' && actor.user.role === 'SuperAdmin';
  if (!isOrderOwner(actor, order) || superAdmin) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  requireGuestProof(actor);
  if (!orderActionsFor(actor, order).reauthorize || order.status === 'Canceled') {
    throw new AppError('CONFLICT', ORDER_MONEY_MESSAGES.notWaitingForReauthorization);
  }
}

/** An order whose hold can still be charged: not canceled, not charged yet, with a hold. */
export function requireChargeable(order: Order): void {
  if (order.status === 'Canceled') throw new AppError('CONFLICT', ORDER_MONEY_MESSAGES.canceledOrder);
  // docs/rules/money.md, Charge (staff): one capture per hold; the rest of the hold is released by it.
  if (
    order.capturedCents > 0 ||
    order.status === 'Payment Processed' ||
    order.status === 'Refund Processed'
  ) {
    throw new AppError('CONFLICT', ORDER_MONEY_MESSAGES.alreadyCharged);
  }
  if (!order.paymentIntentId) throw new AppError('CONFLICT', ORDER_MONEY_MESSAGES.noPaymentOnOrder);
}

/**
 * The hold can no longer be captured: marked Expired (by the job or the webhook), or older than 7 days
 * (docs/rules/money.md; docs/decisions/0002-pricing-authorization-age.md).
 */
export function holdExpired(order: Order, now: Date): boolean {
  if (order.reauthStatus === 'Expired') return true;
  return (
    authorizationAgeState((order.authorizedAt ?? order.createdAt).getTime(), now.getTime()) === 'expired'
  );
}

/** The order must be readable by the caller at all; strangers get the order fetch refusal. */
export async function requireReadable(ctx: Context, orderId: string): Promise<void> {
  await readableOrder(ctx.db, ctx.actor, orderId);
}

/**
 * The order as the caller sees it after an action (the same view as orders.get's order), from the row the action
 * locked and changed: only its store's name is read.
 */
export async function moneyOrderView(ctx: Context, order: Order) {
  const loaded = await withLocation(ctx.db, order);
  return orderView(loaded.order, loaded.location, isStaff(ctx.actor));
}
export type MoneyOrderView = Awaited<ReturnType<typeof moneyOrderView>>;
