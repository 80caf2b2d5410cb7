import type { Order } from '@laundry/db';
import { AUTHORIZATION_EXPIRES_AFTER_MS, AUTHORIZATION_WARNING_AFTER_MS } from '@laundry/pricing';
import { type Actor, isStaff } from '../../context';

/** What this actor may do with this order: the order detail shows a control only when it is allowed. */
export interface OrderActions {
  cancel: boolean;
  reschedule: boolean;
  edit: boolean;
  charge: boolean;
  refund: boolean;
  reauthorize: boolean;
  reorder: boolean;
}

type OrderFacts = Pick<Order, 'status' | 'userId' | 'email' | 'reauthStatus'>;

/** docs/rules/statuses.md, Who may do what: staff cancel any order not yet settled or closed. */
const STAFF_CANCEL_CLOSED: readonly string[] = [
  'Completed',
  'Payment Processed',
  'Refund Processed',
  'Canceled',
];
/**
 * docs/rules/statuses.md, Who may do what: staff edit any order not Completed or Payment Processed; refunded and
 * canceled ones are settled too (docs/decisions/0015-orders-checkout.md, Staff edits), as orders.update refuses.
 */
const EDIT_CLOSED: readonly string[] = ['Completed', 'Payment Processed', 'Refund Processed', 'Canceled'];
/** docs/rules/scheduling.md, Rescheduling: no reschedule of a Completed or Canceled order; docs/rules/statuses.md adds settled ones. */
export const RESCHEDULE_CLOSED: readonly string[] = [
  'Completed',
  'Payment Processed',
  'Refund Processed',
  'Canceled',
];
/** docs/rules/statuses.md, Who may do what: reorder a finished order, paid or not. */
const REORDERABLE: readonly string[] = ['Completed', 'Payment Processed', 'Refund Processed'];

/**
 * The customer whose account holds the order, or the guest session bound to a guest order's e-mail
 * (docs/rules/roles.md, Who may do what). Staff reading someone's order are not its owner.
 */
export function isOrderOwner(actor: Actor, order: Pick<Order, 'userId' | 'email'>): boolean {
  if (actor.kind === 'user') return order.userId !== null && order.userId === actor.user.id;
  if (actor.kind === 'guest') {
    return order.userId === null && actor.email !== null && actor.email.toLowerCase() === order.email;
  }
  return false;
}

/**
 * The one table of order actions per actor (docs/rules/statuses.md, Who may do what), shared by the
 * order detail's `allowed` flags and the procedures that enforce them.
 */
export function orderActionsFor(actor: Actor, order: OrderFacts): OrderActions {
  const staff = isStaff(actor);
  const owner = isOrderOwner(actor, order);
  const superAdmin = actor.kind === 'user' && actor.user.role === 'SuperAdmin';
  return {
    cancel: staff ? !STAFF_CANCEL_CLOSED.includes(order.status) : owner && order.status === 'New',
    reschedule: (staff || owner) && !RESCHEDULE_CLOSED.includes(order.status),
    edit: staff && !EDIT_CLOSED.includes(order.status),
    charge: staff,
    refund: staff,
    // docs/rules/statuses.md, Who may do what: SuperAdmin does not see the reauthorize form.
    reauthorize: owner && !superAdmin && order.reauthStatus === 'Waiting',
    reorder: owner && actor.kind === 'user' && REORDERABLE.includes(order.status),
  };
}

const DAY_MS = 86_400_000;
/** A hold is settled once captured, or released with a cancel: it no longer ages. */
const HOLD_SETTLED: readonly string[] = ['Payment Processed', 'Refund Processed', 'Canceled'];

/**
 * The card hold's age (docs/rules/money.md; docs/decisions/0002-pricing-authorization-age.md):
 * over 6 days is expiring soon, over 7 days (or marked Expired by the sweep) is expired. A hold already
 * captured or released is neither.
 */
export function orderExpiry(
  order: Pick<Order, 'authorizedAt' | 'createdAt' | 'reauthStatus' | 'status' | 'capturedCents'>,
  now: Date,
): { ageDays: number; expiringSoon: boolean; expired: boolean } {
  const since = order.authorizedAt ?? order.createdAt;
  const ageMs = Math.max(0, now.getTime() - since.getTime());
  const outstanding = !HOLD_SETTLED.includes(order.status) && order.capturedCents === 0;
  const expired = outstanding && (ageMs > AUTHORIZATION_EXPIRES_AFTER_MS || order.reauthStatus === 'Expired');
  return {
    ageDays: Math.floor(ageMs / DAY_MS),
    expiringSoon: outstanding && !expired && ageMs > AUTHORIZATION_WARNING_AFTER_MS,
    expired,
  };
}
