import {
  type Db,
  type NewOrder,
  type Order,
  orderEvents,
  orders,
  paymentLedger,
  preparedQuery,
  statementFamily,
} from '@laundry/db';
import { emailInsert } from '@laundry/integrations';
import { CHECKOUT_MESSAGES } from '@laundry/validators/checkout';
import { eq, or, sql } from 'drizzle-orm';
import { AppError } from '../../errors';
import { bindGuestEmail } from '../auth/sessions';
import { notifyOrderPlacedByText } from '../notifications/orderNotifications';
import type { CardHold } from '../payments/authorizations';
import { orderConfirmation } from './confirmationEmail';
import { issueOrderLink } from './orderLink';
import type { OrderOwner } from './owner';
import { fillEmptyProfile } from './profileFill';
import { claimPromotionUse } from './promotionUses';
import { lockCheckoutForOrder, retryingTransaction } from './transactions';

export interface PlacedOrderRecord {
  values: NewOrder & { idempotencyKey: string; paymentIntentId: string };
  /** The hold backing the order: recorded in the ledger with the order, or linked when already there. */
  hold: Pick<CardHold, 'idempotencyKey' | 'amountCents' | 'provider'>;
  owner: OrderOwner;
  event: Record<string, unknown>;
  publicUrl: string;
  /** A special that counts its uses: one is taken in this transaction (docs/decisions/0092-promotion-limits.md). */
  promotion?: { specialId: string; customer: { userId: string | null; email: string } } | undefined;
}

/** What a checkout answers with, and what tells whose order it is: all it reads of an order. */
const placedOrderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  userId: orders.userId,
  email: orders.email,
  quoteTotalCents: orders.quoteTotalCents,
  amountAuthorizedCents: orders.amountAuthorizedCents,
  paymentIntentId: orders.paymentIntentId,
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
const checkoutStateQuery = preparedQuery((db) =>
  db
    .select({
      order: placedOrderColumns,
      released: sql<boolean>`exists (select 1 from ${paymentLedger} where ${paymentLedger.providerIntentId} = ${sql.placeholder('intentId')} and ${paymentLedger.kind} = 'cancellation')`,
    })
    .from(sql`(select 1) as checkout`)
    .leftJoin(
      orders,
      or(
        eq(orders.idempotencyKey, sql.placeholder('idempotencyKey')),
        eq(orders.paymentIntentId, sql.placeholder('intentId')),
      ),
    )
    .limit(1)
    .prepare('checkout_state'),
);

async function checkoutState(db: Db, idempotencyKey: string, intentId: string) {
  const [row] = await checkoutStateQuery(db).execute({ idempotencyKey, intentId });
  return { order: (row?.order as PlacedOrderRow | null) ?? null, released: row?.released ?? false };
}

/** A placed order's row, and what its statement saw under the locks before writing. */
interface PlacingRow extends PlacedOrderRow {
  /** An order this submission or this hold already has: this transaction must not stand. */
  existingOrderId: string | null;
  /** A release of the hold has been recorded: this transaction must not stand. */
  released: boolean;
}

/**
 * The statement that writes a placed order, its first event, its hold's ledger row and its
 * confirmation e-mail: every part of a data-modifying `with` runs, read or not, and all or none commit.
 * It also answers what it saw under the submission's locks (taken by the statement before it, so its
 * snapshot is newer): an earlier order of this submission or hold, or a release of the hold. Built on
 * the transaction's connection with Drizzle's query builder (`placedOrderStatementFor`) and prepared by `name`, one
 * name per set of order columns (a checkout always writes the same ones), so PostgreSQL parses and plans it once per
 * connection.
 */
function placedOrderStatement(db: Db, columns: string[], name: string) {
  const p = sql.placeholder;
  const row = Object.fromEntries(columns.map((column) => [column, p(`order.${column}`)]));
  const placed = db.$with('placed').as(
    db
      .insert(orders)
      .values(row as unknown as NewOrder)
      .returning(placedOrderColumns),
  );
  const event = db.$with('event').as(
    db.insert(orderEvents).values({
      orderId: p('order.id'),
      actorUserId: p('actorUserId'),
      actorRole: p('actorRole'),
      kind: 'created',
      data: p('event'),
    }),
  );
  // The hold's row, written 'pending' before the provider was asked (docs/rules/money.md, The hold),
  // is settled here with the order: succeeded, on this intent. One made beforehand (POST
  // /api/payment/intent) is settled already and now gets the order.
  const ledger = db.$with('ledger').as(
    db
      .insert(paymentLedger)
      .values({
        orderId: p('order.id'),
        kind: 'authorization',
        amountCents: p('hold.amountCents'),
        provider: p('hold.provider'),
        providerIntentId: p('order.paymentIntentId'),
        status: 'succeeded',
        idempotencyKey: p('hold.idempotencyKey'),
        createdByUserId: p('actorUserId'),
      })
      .onConflictDoUpdate({
        target: paymentLedger.idempotencyKey,
        set: {
          orderId: sql`excluded.order_id`,
          status: 'succeeded',
          providerIntentId: sql`excluded.provider_intent_id`,
          amountCents: sql`excluded.amount_cents`,
          failureMessage: null,
        },
      }),
  );
  const email = db
    .$with('email')
    .as(emailInsert(db, { to: p('mail.to'), subject: p('mail.subject'), text: p('mail.text') }));
  return db
    .with(placed, event, ledger, email)
    .select({
      ...placed._.selectedFields,
      existingOrderId: sql<
        string | null
      >`(select ${orders.id} from ${orders} where ${orders.idempotencyKey} = ${p('order.idempotencyKey')} or ${orders.paymentIntentId} = ${p('order.paymentIntentId')} limit 1)`.as(
        'existing_order_id',
      ),
      released:
        sql<boolean>`exists (select 1 from ${paymentLedger} where ${paymentLedger.providerIntentId} = ${p('order.paymentIntentId')} and ${paymentLedger.kind} = 'cancellation')`.as(
          'released',
        ),
    })
    .from(placed)
    .prepare(name);
}

/**
 * The statement for these columns, one per set of order columns under a name of its own (a name must always stand for
 * the same SQL), built on each Db once (`preparedQuery`): a transaction's Db is its pooled connection's own
 * (`transaction`, packages/db/src/transaction.ts), so it is built once per connection, not once per checkout.
 */
const placedOrderStatementFor = statementFamily(
  (columns: string[]) => columns.join(','),
  (columns, ordinal) => preparedQuery((db) => placedOrderStatement(db, columns, `place_order_${ordinal}`)),
);

/** Rolls back a checkout transaction that found, under its locks, that it must not stand. */
class CheckoutSuperseded extends Error {
  constructor(readonly released: boolean) {
    super('checkout superseded');
  }
}

/**
 * Creates the order, its first event, its confirmation e-mail and its hold's ledger row, all in one
 * transaction under the submission's lock. A submission that already made its order gets that order
 * back; a hold whose release has begun never backs an order.
 *
 * Checkout's hottest path, so it costs four round trips: begin, the locks
 * (with the order's number), one statement that writes all four rows and says what it saw, and commit.
 * Should it have seen an earlier order or a release (rare: a retried submission), it is rolled back.
 */
export async function insertPlacedOrder(
  db: Db,
  record: PlacedOrderRecord,
): Promise<{ order: PlacedOrderRow; created: boolean }> {
  const { values, owner } = record;
  try {
    return await retryingTransaction(db, async (tx) => {
      const orderNumber = await lockCheckoutForOrder(tx, values.idempotencyKey, values.paymentIntentId);
      if (record.promotion)
        await claimPromotionUse(tx, record.promotion.specialId, record.promotion.customer);
      // The confirmation's signed link, stored hashed with the order (docs/decisions/0041-order-links.md).
      const link = issueOrderLink(values.email, values.authorizedAt ?? new Date());
      const linkColumns = { viewLinkHash: link.hash, viewLinkExpiresAt: link.expiresAt };
      const row = { ...values, id: crypto.randomUUID(), orderNumber, ...linkColumns };
      const mail = orderConfirmation({ ...row, ...confirmationDefaults(row) }, record.publicUrl, link.token);
      // Columns left undefined take their defaults, as in any Drizzle insert.
      const columns = Object.keys(row)
        .filter((column) => row[column as keyof typeof row] !== undefined)
        .sort();
      const placeholders: Record<string, unknown> = {
        actorUserId: owner.actorUserId,
        actorRole: owner.actorRole,
        event: record.event,
        'hold.idempotencyKey': record.hold.idempotencyKey,
        'hold.amountCents': record.hold.amountCents,
        'hold.provider': record.hold.provider,
        // A signed-in customer's confirmation goes to the account's address, not the one typed (docs/decisions/0049-auth-account-changes.md).
        'mail.to': owner.cardholder?.email ?? mail.to,
        'mail.subject': mail.subject,
        'mail.text': mail.text,
      };
      for (const column of columns) placeholders[`order.${column}`] = row[column as keyof typeof row];
      const [placed] = (await placedOrderStatementFor(columns)(tx).execute(placeholders)) as PlacingRow[];
      if (!placed) throw new AppError('INTERNAL', CHECKOUT_MESSAGES.creating);
      if (placed.existingOrderId !== null || placed.released) throw new CheckoutSuperseded(placed.released);
      // Its text, for a customer who chose texts (docs/decisions/0034-notifications-sms.md): only then a round trip more.
      if (row.sms) await notifyOrderPlacedByText(tx, { ...row, sms: true });
      const { existingOrderId: _existing, released: _released, ...order } = placed;
      if (owner.bindGuestSessionId) await bindGuestEmail(tx, owner.bindGuestSessionId, order.email);
      // The account's empty profile fields take this order's (docs/decisions/0042-profile-from-first-order.md).
      if (owner.userId) await fillEmptyProfile(tx, owner.userId, { ...row, sms: row.sms ?? false });
      return { order, created: true };
    });
  } catch (error) {
    if (!(error instanceof CheckoutSuperseded)) throw error;
    const state = await checkoutState(db, values.idempotencyKey, values.paymentIntentId);
    if (state.order) return { order: state.order, created: false };
    throw new AppError('INTERNAL', CHECKOUT_MESSAGES.creating);
  }
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
