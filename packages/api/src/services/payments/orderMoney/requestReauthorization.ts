import { type Db, type Order, orderEvents } from '@laundry/db';
import { MIN_AUTHORIZATION_CENTS, ORDER_MONEY_MESSAGES } from '@laundry/validators/orderMoney';
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from '../../../context';
import { AppError } from '../../../errors';
import { notifyOrder } from '../../notifications/orderNotifications';
import { weighInChanges } from '../../notifications/weighInChanges';
import { issueOrderLink, REAUTH_LINK_LIFETIME_MS } from '../../orders/orderLink';
import { lockOrder, retryingTransaction } from '../../orders/transactions';
import {
  holdExpired,
  type MoneyOrderView,
  moneyOrderView,
  requireChargeable,
  requireReadable,
  requireStaffAction,
} from './guards';
import { finishStaleOperations } from './moves';
import { operationInFlight } from './operations';
import { changeOrder, type EventActor, eventActorOf, recordOrderEvent } from './orderRecords';

export interface ReauthorizationRequest {
  amountCents: number;
  notes: string | null;
  /** The client's key of the staff form submission: a repeated submission asks the customer once. */
  idempotencyKey: string;
  actor: EventActor;
  publicUrl: string;
  reason: 'aboveHold' | 'holdExpired' | 'requested';
  now: Date;
}

/** Whether this form submission already asked the customer (its event carries the key). */
export async function earlierReauthorizationRequest(tx: Db, orderId: string, idempotencyKey: string) {
  const [event] = await tx
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, orderId),
        eq(orderEvents.kind, 'reauthRequested'),
        sql`${orderEvents.data}->>'idempotencyKey' = ${idempotencyKey}`,
      ),
    )
    .limit(1);
  return event !== undefined;
}

/**
 * docs/rules/money.md: a charge above the hold (or on a hold that expired) sets reauthStatus
 * Waiting and status Awaiting Authorization, and e-mails the customer a link to the order, where they
 * authorize the new amount. No money moves, so no provider call and no ledger row (docs/rules/money.md).
 * Call under the order's lock, after `requireChargeable`.
 */
export async function applyReauthorizationRequest(
  tx: Db,
  order: Order,
  request: ReauthorizationRequest,
): Promise<Order> {
  // A card cannot be asked to hold less than the provider's smallest charge (docs/decisions/0043-payments-order-money.md).
  if (request.amountCents < MIN_AUTHORIZATION_CENTS) {
    throw new AppError('BAD_INPUT', ORDER_MONEY_MESSAGES.authorizationTooSmall);
  }
  // The e-mail's own signed link opens the order, and signs its account in once
  // (docs/decisions/0078-orders-reauthorization-link.md).
  const link = issueOrderLink(order.email, request.now, REAUTH_LINK_LIFETIME_MS);
  const updated = await changeOrder(tx, order.id, {
    status: 'Awaiting Authorization',
    reauthStatus: 'Waiting',
    reauthAmountCents: request.amountCents,
    reauthNotes: request.notes,
    reauthLinkHash: link.hash,
    reauthLinkExpiresAt: link.expiresAt,
    reauthLinkUsedAt: null,
  });
  await recordOrderEvent(tx, order.id, 'reauthRequested', request.actor, {
    amountCents: request.amountCents,
    authorizedCents: order.amountAuthorizedCents,
    notes: request.notes,
    reason: request.reason,
    idempotencyKey: request.idempotencyKey,
    before: { status: order.status, reauthStatus: order.reauthStatus },
    after: { status: updated.status, reauthStatus: updated.reauthStatus },
  });
  await notifyOrder(tx, {
    kind: 'reauthorizationNeeded',
    order: updated,
    amountCents: request.amountCents,
    publicUrl: request.publicUrl,
    linkToken: link.token,
    // docs/decisions/0083-orders-receipt.md: a weighed order's request says what the weigh-in changed.
    weighIn: weighInChanges(updated),
  });
  return updated;
}

/**
 * POST /api/payment/requestreauth (docs/rules/rest-compatibility.md): staff ask the customer to authorize `amountCents`
 * whatever the hold, e.g. because it is about to expire. orders.charge takes this path by itself when the
 * amount is above the hold or the hold has expired.
 */
export async function requestReauthorization(
  ctx: Context,
  input: { orderId: string; amountCents: number; notes?: string | undefined; idempotencyKey: string },
): Promise<MoneyOrderView> {
  await requireReadable(ctx, input.orderId);
  const now = ctx.now();
  const publicUrl = ctx.auth.publicUrl;
  await finishStaleOperations(ctx.db, ctx.integrations.payments, input.orderId, {
    now,
    publicUrl,
    source: 'request',
  });
  const order = await retryingTransaction(ctx.db, async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    requireStaffAction(ctx.actor, order, 'charge');
    if (await earlierReauthorizationRequest(tx, order.id, input.idempotencyKey)) return order;
    if (await operationInFlight(tx, order.id, null)) {
      throw new AppError('CONFLICT', ORDER_MONEY_MESSAGES.requestReauthorization);
    }
    requireChargeable(order);
    return applyReauthorizationRequest(tx, order, {
      amountCents: input.amountCents,
      notes: input.notes?.trim() || null,
      idempotencyKey: input.idempotencyKey,
      actor: eventActorOf(ctx.actor),
      publicUrl,
      reason: holdExpired(order, now)
        ? 'holdExpired'
        : input.amountCents > order.amountAuthorizedCents
          ? 'aboveHold'
          : 'requested',
      now,
    });
  });
  return moneyOrderView(ctx, order);
}
