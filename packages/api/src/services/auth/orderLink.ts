import { orders, sessions } from '@laundry/db';
import { ACCOUNT_LINK_MESSAGES, type OpenOrderLinkInput } from '@laundry/validators/accountLinks';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { canReadOrder, loadOrder } from '../orders/orderAccess';
import { orderLinkKind } from '../orders/orderLink';
import { findLiveUser } from '../users/profile';
import { startGuestSession } from './sessions';
import { signIn } from './signIn';

export interface OpenedOrderLink {
  orderId: string;
  /** 'guest': this client's guest session now reads the order; 'account': the signed-in owner or staff. */
  openedAs: 'guest' | 'account';
}

/**
 * The confirmation e-mail's signed link (docs/decisions/0041-order-links.md). A valid link proves the
 * mailbox of the order's e-mail: a guest order opens in a guest session bound to that e-mail and marked
 * as proven (a guest account made from it is verified); an account's order opens for its owner.
 */
export async function openOrderLink(ctx: Context, input: OpenOrderLinkInput): Promise<OpenedOrderLink> {
  const now = ctx.now();
  const loaded = await loadOrder(ctx.db, input.orderId);
  const kind = loaded ? orderLinkKind(loaded.order, input.token, now) : null;
  // A missing order and a wrong or expired link answer alike: the link says nothing about other orders.
  if (!loaded || !kind) {
    throw new AppError('BAD_INPUT', ACCOUNT_LINK_MESSAGES.orderLinkInvalid);
  }
  const { order } = loaded;
  const { actor } = ctx;
  if (actor.kind === 'user') {
    if (canReadOrder(actor, order)) return { orderId: order.id, openedAs: 'account' };
    throw new AppError('FORBIDDEN', ACCOUNT_LINK_MESSAGES.orderLinkOtherAccount);
  }
  if (order.userId !== null) {
    // The reauthorization e-mail's link signs the order's account in, once (docs/decisions/0078-orders-reauthorization-link.md).
    if (kind === 'reauthorization' && (await signInOnce(ctx, order.id, order.userId, now))) {
      return { orderId: order.id, openedAs: 'account' };
    }
    throw new AppError('UNAUTHENTICATED', ACCOUNT_LINK_MESSAGES.orderLinkNeedsLogin);
  }

  let sessionId: string;
  if (actor.kind === 'guest') {
    sessionId = actor.sessionId;
  } else {
    const session = await startGuestSession(ctx.db, order.email, now);
    ctx.cookies.set(session.token, session.expiresAt);
    sessionId = session.id;
  }
  await ctx.db
    .update(sessions)
    .set({ guestEmail: order.email, guestEmailProvenAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.userId)));
  return { orderId: order.id, openedAs: 'guest' };
}

/**
 * Spends the reauthorization link's one sign-in: marks it used (one statement, so two clicks sign in once) and starts
 * the account's session. False when it was used already or the account is gone.
 */
async function signInOnce(ctx: Context, orderId: string, userId: string, now: Date): Promise<boolean> {
  const user = await findLiveUser(ctx.db, userId);
  if (user?.role !== 'Customer') return false;
  const spent = await ctx.db
    .update(orders)
    .set({ reauthLinkUsedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.reauthLinkUsedAt)))
    .returning({ id: orders.id });
  if (spent.length === 0) return false;
  await signIn(ctx, user);
  return true;
}
