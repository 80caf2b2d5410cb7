import { createHash } from 'node:crypto';
import {
  type Db,
  executeRows,
  preparedQuery,
  type SimulatedPaymentIntent,
  simulatedPaymentIntents,
  simulatedPaymentMethods,
} from '@laundry/db';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { PaymentDeclinedError, PaymentProviderError } from '../errors';
import type { Authorization, AuthorizeRequest } from '../provider';
import { simulatedId } from './simulatedIntentActions';
import { checkAuthorization, idempotencyMismatch } from './simulatedRules';
import { cardMessages, testCards, testPaymentMethods } from './testCards';

const paymentMethodById = preparedQuery((db) =>
  db
    .select()
    .from(simulatedPaymentMethods)
    .where(eq(simulatedPaymentMethods.id, sql.placeholder('id')))
    .prepare('simulated_payment_method_by_id'),
);

async function findPaymentMethod(db: Db, id: string) {
  const [method] = await paymentMethodById(db).execute({ id });
  if (!method) throw noSuchPaymentMethod(id);
  return method;
}

const noSuchPaymentMethod = (id: string) =>
  new PaymentProviderError(`No such PaymentMethod: '${id}'`, { code: 'resource_missing', statusCode: 404 });

/**
 * Stripe's rule for saved cards: a card attached to a customer pays only for that customer, so a guest
 * (or a customer without a provider customer yet) cannot charge someone's saved card by knowing its id.
 * A card attached to nobody, fresh from card entry, is anyone's. The quick hold's SQL and the save's
 * attach say the same thing; keep the three in step.
 */
const usableBy = (method: { customerId: string | null }, customerId: string | undefined) =>
  method.customerId === null || method.customerId === customerId;

const belongsToAnotherCustomer = () =>
  new PaymentProviderError('The provided PaymentMethod belongs to another customer.', {
    code: 'payment_method_invalid_parameter',
    statusCode: 400,
  });

// Every simulated checkout makes a hold: built and prepared once (packages/db/src/prepared.ts).
const insertIntent = preparedQuery((db) =>
  db
    .insert(simulatedPaymentIntents)
    .values({
      id: sql.placeholder('id'),
      amountCents: sql.placeholder('amountCents'),
      status: sql.placeholder('status'),
      cardBrand: sql.placeholder('cardBrand'),
      cardLast4: sql.placeholder('cardLast4'),
      customerId: sql.placeholder('customerId'),
      paymentMethodId: sql.placeholder('paymentMethodId'),
      idempotencyKey: sql.placeholder('idempotencyKey'),
      createdAt: sql.placeholder('createdAt'),
    })
    .onConflictDoNothing({ target: simulatedPaymentIntents.idempotencyKey })
    .returning()
    .prepare('simulated_payment_intent_insert'),
);

/** The fast path's answer: the card, and the hold when this call made it. */
interface QuickHoldRow extends Record<string, unknown> {
  behavior: string;
  intent_id: string | null;
  amount_cents: number | null;
  status: string | null;
  card_brand: string | null;
  card_last4: string | null;
}

interface QuickHoldValues {
  paymentMethodId: string;
  id: string;
  amountCents: number;
  customerId: string | null;
  idempotencyKey: string;
  createdAt: Date;
}

/**
 * A new hold on a card that may be used, in one round trip: reads the card and makes the hold from it.
 * No row: no such card. A row without a hold: this key made one before, or the card is saved to a
 * customer this request does not name; the full path below sorts that out.
 */
function quickHold(db: Db, v: QuickHoldValues): Promise<QuickHoldRow[]> {
  const methods = simulatedPaymentMethods;
  return executeRows<QuickHoldRow>(
    db,
    sql`with method as (
      select ${methods.id}, ${methods.customerId}, ${methods.brand}, ${methods.last4}, ${methods.behavior}
      from ${methods} where ${methods.id} = ${v.paymentMethodId}
    ), created as (
      insert into ${simulatedPaymentIntents} (id, amount_cents, status, card_brand, card_last4, customer_id,
        payment_method_id, idempotency_key, created_at)
      select ${v.id}::text, ${v.amountCents}::integer,
        case when method.behavior = 'succeed' then 'requires_capture' else 'requires_payment_method' end,
        method.brand, method.last4, ${v.customerId}::text, method.id, ${v.idempotencyKey}::text,
        ${v.createdAt}::timestamptz
      from method
      where method.customer_id is null or method.customer_id = ${v.customerId}::text
      on conflict (idempotency_key) do nothing
      returning id, amount_cents, status, card_brand, card_last4
    )
    select method.behavior, created.id as intent_id, created.amount_cents, created.status,
      created.card_brand, created.card_last4
    from method left join created on true`,
  );
}

async function findIntentByKey(db: Db, idempotencyKey: string): Promise<SimulatedPaymentIntent> {
  const [earlier] = await db
    .select()
    .from(simulatedPaymentIntents)
    .where(eq(simulatedPaymentIntents.idempotencyKey, idempotencyKey));
  return earlier!;
}

function declineOf(behavior: string): PaymentDeclinedError {
  return behavior === 'insufficient_funds'
    ? new PaymentDeclinedError(cardMessages.insufficientFunds, {
        code: 'card_declined',
        declineCode: 'insufficient_funds',
      })
    : new PaymentDeclinedError(cardMessages.declined, {
        code: 'card_declined',
        declineCode: 'generic_declined',
      });
}

const authorization = (intent: SimulatedPaymentIntent): Authorization => ({
  intentId: intent.id,
  status: 'requires_capture',
  amountCents: intent.amountCents,
  card: { brand: intent.cardBrand ?? 'card', last4: intent.cardLast4 ?? '' },
});

/**
 * A manual-capture hold on a simulated card. Like Stripe, a declined attempt is kept
 * (status requires_payment_method) so that retrying with the same idempotency key
 * answers with the same decline, and a successful one with the same hold.
 */
/**
 * A Stripe test PaymentMethod id (`pm_card_visa`, ...) becomes a card of its own, as Stripe makes a new PaymentMethod
 * for each use; its id follows from the attempt's idempotency key, so a retry names the same card.
 */
async function testPaymentMethod(db: Db, input: AuthorizeRequest, now: Date): Promise<string> {
  const number = testPaymentMethods[input.paymentMethodId];
  if (!number) return input.paymentMethodId;
  const digest = createHash('sha256')
    .update(`${input.paymentMethodId}:${input.idempotencyKey}`)
    .digest('hex')
    .slice(0, 24);
  const id = `pm_sim_${digest}`;
  const card = testCards[number]!;
  await db
    .insert(simulatedPaymentMethods)
    .values({
      id,
      customerId: null,
      brand: card.brand,
      last4: number.slice(-4),
      expMonth: 12,
      expYear: now.getUTCFullYear() + 5,
      behavior: card.behavior,
    })
    .onConflictDoNothing();
  return id;
}

export function simulatedAuthorization(db: Db, now: () => Date) {
  return async function authorize(request: AuthorizeRequest): Promise<Authorization> {
    checkAuthorization(request.amountCents);
    const input = { ...request, paymentMethodId: await testPaymentMethod(db, request, now()) };
    if (!(input.savePaymentMethod && input.customerId)) {
      const [row] = await quickHold(db, {
        paymentMethodId: input.paymentMethodId,
        id: simulatedId('pi'),
        amountCents: input.amountCents,
        customerId: input.customerId ?? null,
        idempotencyKey: input.idempotencyKey,
        createdAt: now(),
      });
      if (!row) throw noSuchPaymentMethod(input.paymentMethodId);
      if (row.intent_id !== null) {
        if (row.status === 'requires_payment_method') throw declineOf(row.behavior);
        return {
          intentId: row.intent_id,
          status: 'requires_capture',
          amountCents: row.amount_cents ?? input.amountCents,
          card: { brand: row.card_brand ?? 'card', last4: row.card_last4 ?? '' },
        };
      }
    }
    const method = await findPaymentMethod(db, input.paymentMethodId);
    if (!usableBy(method, input.customerId)) throw belongsToAnotherCustomer();
    const succeeds = method.behavior === 'succeed';
    const insert = (tx: Db) =>
      insertIntent(tx).execute({
        id: simulatedId('pi'),
        amountCents: input.amountCents,
        status: succeeds ? 'requires_capture' : 'requires_payment_method',
        cardBrand: method.brand,
        cardLast4: method.last4,
        customerId: input.customerId ?? null,
        paymentMethodId: method.id,
        idempotencyKey: input.idempotencyKey,
        createdAt: now(),
      });
    // Saving follows a successful authorization only (Stripe's setup_future_usage), in its transaction;
    // without it the insert is one statement.
    const savingFor = succeeds && input.savePaymentMethod ? input.customerId : undefined;
    const [created] = savingFor
      ? await db.transaction(async (tx) => {
          const rows = await insert(tx as unknown as Db);
          if (rows.length > 0) {
            // The card was read before this transaction: another customer may have saved it since, and
            // the hold must not stand on a card that is now theirs.
            const attached = await tx
              .update(simulatedPaymentMethods)
              .set({ customerId: savingFor })
              .where(
                and(
                  eq(simulatedPaymentMethods.id, method.id),
                  or(
                    isNull(simulatedPaymentMethods.customerId),
                    eq(simulatedPaymentMethods.customerId, savingFor),
                  ),
                ),
              )
              .returning({ id: simulatedPaymentMethods.id });
            if (attached.length === 0) throw belongsToAnotherCustomer();
          }
          return rows;
        })
      : await insert(db);
    const replayed = created === undefined;
    const intent = created ?? (await findIntentByKey(db, input.idempotencyKey));
    if (
      replayed &&
      (intent.amountCents !== input.amountCents || intent.paymentMethodId !== input.paymentMethodId)
    ) {
      throw idempotencyMismatch();
    }
    if (intent.status === 'requires_payment_method') throw declineOf(method.behavior);
    return authorization(intent);
  };
}
