import { type Db, type NewOrder, type Order, orderEvents, orders, paymentLedger } from '@laundry/db';
import { CHECKOUT_MESSAGES } from '@laundry/validators/checkout';
import { eq, or, sql } from 'drizzle-orm';
import { AppError } from '../../errors';
import { bindGuestEmail } from '../auth/sessions';
import { enqueueOrderConfirmation } from './confirmationEmail';
import type { OrderOwner } from './owner';
import { lockCheckout, retryingTransaction } from './transactions';

export interface PlacedOrderRecord {
  values: NewOrder & { idempotencyKey: string; paymentIntentId: string };
  holdKey: string;
  owner: OrderOwner;
  event: Record<string, unknown>;
  publicUrl: string;
}

export async function findOrderByKey(db: Db, idempotencyKey: string): Promise<Order | null> {
  const [order] = await db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
  return order ?? null;
}

/** The order of this submission, or the order already backed by this hold (a hold backs one order). */
export async function findCheckoutOrder(
  db: Db,
  idempotencyKey: string,
  intentId: string,
): Promise<Order | null> {
  return (await checkoutState(db, idempotencyKey, intentId)).order;
}

/**
 * In one round trip: the order of this submission or of this hold, and whether a release of the hold has
 * been recorded (pending or done).
 */
async function checkoutState(db: Db, idempotencyKey: string, intentId: string) {
  const [row] = await db
    .select({
      order: orders,
      released: sql<boolean>`exists (select 1 from ${paymentLedger} where ${paymentLedger.providerIntentId} = ${intentId} and ${paymentLedger.kind} = 'cancellation')`,
    })
    .from(sql`(select 1) as checkout`)
    .leftJoin(orders, or(eq(orders.idempotencyKey, idempotencyKey), eq(orders.paymentIntentId, intentId)))
    .limit(1);
  return { order: row?.order ?? null, released: row?.released ?? false };
}

/**
 * Creates the order, its first event, its confirmation e-mail and links its hold in the ledger, all in
 * one transaction under the submission's lock. A submission that already made its order gets that order
 * back; a hold whose release has begun never backs an order.
 */
export async function insertPlacedOrder(
  db: Db,
  record: PlacedOrderRecord,
): Promise<{ order: Order; created: boolean }> {
  const { values, owner } = record;
  return retryingTransaction(db, async (tx) => {
    await lockCheckout(tx, values.idempotencyKey, values.paymentIntentId);
    const state = await checkoutState(tx, values.idempotencyKey, values.paymentIntentId);
    if (state.order) return { order: state.order, created: false };
    if (state.released) throw new AppError('INTERNAL', CHECKOUT_MESSAGES.creating);
    const [order] = await tx.insert(orders).values(values).returning();
    if (!order) throw new AppError('INTERNAL', CHECKOUT_MESSAGES.creating);
    await tx.insert(orderEvents).values({
      orderId: order.id,
      actorUserId: owner.actorUserId,
      actorRole: owner.actorRole,
      kind: 'created',
      data: record.event,
    });
    await tx
      .update(paymentLedger)
      .set({ orderId: order.id })
      .where(eq(paymentLedger.idempotencyKey, record.holdKey));
    await enqueueOrderConfirmation(tx, order, record.publicUrl);
    if (owner.bindGuestSessionId) await bindGuestEmail(tx, owner.bindGuestSessionId, order.email);
    return { order, created: true };
  });
}
