import {
  type Db,
  type NewOrder,
  type Order,
  orderEvents,
  orders,
  paymentLedger,
  preparedQuery,
} from '@laundry/db';
import { emailInsert } from '@laundry/integrations/email/outbox';
import { CHECKOUT_MESSAGES } from '@laundry/validators/checkout';
import { eq, or, sql } from 'drizzle-orm';
import { AppError } from '../../errors';
import { bindGuestEmail } from '../auth/sessions';
import { orderConfirmation } from './confirmationEmail';
import type { OrderOwner } from './owner';
import { lockCheckoutForOrder, retryingTransaction } from './transactions';

export interface PlacedOrderRecord {
  values: NewOrder & { idempotencyKey: string; paymentIntentId: string };
  holdKey: string;
  owner: OrderOwner;
  event: Record<string, unknown>;
  publicUrl: string;
}

/** What a checkout answers with, and what tells whose order it is: all it reads of an order. */
const placedOrderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  userId: orders.userId,
  email: orders.email,
  quoteTotalCents: orders.quoteTotalCents,
  amountAuthorizedCents: orders.amountAuthorizedCents,
};
export type PlacedOrderRow = Pick<Order, keyof typeof placedOrderColumns>;

// Every checkout looks for its earlier submission first: built and prepared once.
const orderByKey = preparedQuery((db) =>
  db
    .select(placedOrderColumns)
    .from(orders)
    .where(eq(orders.idempotencyKey, sql.placeholder('key')))
    .prepare('placed_order_by_idempotency_key'),
);

export async function findOrderByKey(db: Db, idempotencyKey: string): Promise<PlacedOrderRow | null> {
  const [order] = await orderByKey(db).execute({ key: idempotencyKey });
  return order ?? null;
}

/** The order of this submission, or the order already backed by this hold (a hold backs one order). */
export async function findCheckoutOrder(
  db: Db,
  idempotencyKey: string,
  intentId: string,
): Promise<PlacedOrderRow | null> {
  return (await checkoutState(db, idempotencyKey, intentId)).order;
}

/**
 * In one round trip: the order of this submission or of this hold, and whether a release of the hold has
 * been recorded (pending or done).
 */
async function checkoutState(db: Db, idempotencyKey: string, intentId: string) {
  const [row] = await db
    .select({
      order: placedOrderColumns,
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
 *
 * Checkout's hottest path, so it costs five round trips: begin, the locks (with the order's number),
 * the state under the locks, one statement that writes all four rows, and commit.
 */
export async function insertPlacedOrder(
  db: Db,
  record: PlacedOrderRecord,
): Promise<{ order: PlacedOrderRow; created: boolean }> {
  const { values, owner } = record;
  return retryingTransaction(db, async (tx) => {
    const orderNumber = await lockCheckoutForOrder(tx, values.idempotencyKey, values.paymentIntentId);
    const state = await checkoutState(tx, values.idempotencyKey, values.paymentIntentId);
    if (state.order) return { order: state.order, created: false };
    if (state.released) throw new AppError('INTERNAL', CHECKOUT_MESSAGES.creating);
    const row = { ...values, id: crypto.randomUUID(), orderNumber };
    const mail = orderConfirmation({ ...row, ...confirmationDefaults(row) }, record.publicUrl);
    // One statement: every part of a data-modifying `with` runs, read or not, and all or none commit.
    const placed = tx.$with('placed').as(tx.insert(orders).values(row).returning(placedOrderColumns));
    const event = tx.$with('event').as(
      tx.insert(orderEvents).values({
        orderId: row.id,
        actorUserId: owner.actorUserId,
        actorRole: owner.actorRole,
        kind: 'created',
        data: record.event,
      }),
    );
    const ledger = tx
      .$with('ledger')
      .as(
        tx
          .update(paymentLedger)
          .set({ orderId: row.id })
          .where(eq(paymentLedger.idempotencyKey, record.holdKey)),
      );
    const email = tx.$with('email').as(emailInsert(tx, mail));
    const [order] = await tx.with(placed, event, ledger, email).select().from(placed);
    if (!order) throw new AppError('INTERNAL', CHECKOUT_MESSAGES.creating);
    if (owner.bindGuestSessionId) await bindGuestEmail(tx, owner.bindGuestSessionId, order.email);
    return { order, created: true };
  });
}

/** The columns the confirmation reads that an order's values may leave to their defaults. */
function confirmationDefaults(values: NewOrder) {
  return {
    orderServices: values.orderServices ?? [],
    deliveryDate2: values.deliveryDate2 ?? null,
    deliveryHour2: values.deliveryHour2 ?? null,
    deliveryHour: values.deliveryHour ?? null,
    multipleDeliveries: values.multipleDeliveries ?? false,
    isExpressDelivery: values.isExpressDelivery ?? false,
    quoteTotalCents: values.quoteTotalCents ?? 0,
    amountAuthorizedCents: values.amountAuthorizedCents ?? 0,
  };
}
