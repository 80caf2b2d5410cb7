import { type Db, type Order, users } from '@laundry/db';
import { CHECKOUT_MESSAGES } from '@laundry/validators/checkout';
import { and, eq, isNull } from 'drizzle-orm';
import { type Actor, isStaff, type SessionUser } from '../../context';
import { AppError, UNAUTHENTICATED_MESSAGE } from '../../errors';
import type { CustomerRef } from './pricing';

/** Whose order a checkout places, and who is placing it. */
export interface OrderOwner {
  /** The account the order belongs to; null for a guest order. */
  userId: string | null;
  customer: CustomerRef;
  actorUserId: string | null;
  /** The guest session placing the order; guests have no user id (a hold made before the order is its). */
  actorGuestSessionId: string | null;
  /** Recorded on the order's events: 'Guest' or the user's role. */
  actorRole: string;
  /** A guest session not yet bound to an e-mail: the order binds it (docs/rules/roles.md, Who may do what). */
  bindGuestSessionId: string | null;
  /** The signed-in customer whose saved cards the checkout may use and save to. */
  cardholder: SessionUser | null;
}

/**
 * A guest's order uses the e-mail its session is bound to, or binds it; a customer's order belongs to
 * the customer. Staff placing an order for someone place it for the account with the order's e-mail,
 * when there is one, else as a guest order for that e-mail.
 */
export async function orderOwner(db: Db, actor: Actor, orderEmail: string): Promise<OrderOwner> {
  const email = orderEmail.trim().toLowerCase();
  if (actor.kind === 'anonymous') throw new AppError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
  if (actor.kind === 'guest') {
    if (actor.email !== null && actor.email.toLowerCase() !== email) {
      throw new AppError('FORBIDDEN', CHECKOUT_MESSAGES.orderRejected);
    }
    return {
      userId: null,
      customer: { userId: null, email },
      actorUserId: null,
      actorGuestSessionId: actor.sessionId,
      actorRole: 'Guest',
      bindGuestSessionId: actor.email === null ? actor.sessionId : null,
      cardholder: null,
    };
  }
  const { user } = actor;
  const base = {
    actorUserId: user.id,
    actorGuestSessionId: null,
    actorRole: user.role,
    bindGuestSessionId: null,
  };
  if (!isStaff(actor))
    return { ...base, userId: user.id, customer: { userId: user.id, email }, cardholder: user };
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.role, 'Customer'), isNull(users.deletedAt)));
  const userId = account?.id ?? null;
  return { ...base, userId, customer: { userId, email }, cardholder: null };
}

/** A repeated submission (same idempotency key) returns the order only to whoever it belongs to. */
export function ownsOrder(owner: OrderOwner, order: Pick<Order, 'userId' | 'email'>): boolean {
  return order.userId === owner.userId && order.email === owner.customer.email;
}
