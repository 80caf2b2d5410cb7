import { sessions } from '@laundry/db';
import { ACCOUNT_LINK_MESSAGES, type OpenOrderLinkInput } from '@laundry/validators/accountLinks';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { canReadOrder, loadOrder } from '../orders/orderAccess';
import { orderLinkOpens } from '../orders/orderLink';
import { startGuestSession } from './sessions';

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
  // A missing order and a wrong or expired link answer alike: the link says nothing about other orders.
  if (!loaded || !orderLinkOpens(loaded.order, input.token, now)) {
    throw new AppError('BAD_INPUT', ACCOUNT_LINK_MESSAGES.orderLinkInvalid);
  }
  const { order } = loaded;
  const { actor } = ctx;
  if (actor.kind === 'user') {
    if (canReadOrder(actor, order)) return { orderId: order.id, openedAs: 'account' };
    throw new AppError('FORBIDDEN', ACCOUNT_LINK_MESSAGES.orderLinkOtherAccount);
  }
  if (order.userId !== null) throw new AppError('UNAUTHENTICATED', ACCOUNT_LINK_MESSAGES.orderLinkNeedsLogin);

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
