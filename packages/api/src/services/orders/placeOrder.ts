import { users } from '@laundry/db';
import { CHECKOUT_MESSAGES, FOR_CUSTOMER_MESSAGE, type PlaceOrderInput } from '@laundry/validators/checkout';
import { ADDRESS_MESSAGES } from '@laundry/validators/order';
import { regionForState, servesAddress } from '@laundry/validators/settings';
import { and, eq } from 'drizzle-orm';
import { type Context, isStaff } from '../../context';
import { AppError, FORBIDDEN_MESSAGE } from '../../errors';
import { type CardHold, holdCard, holdCardColumns, holdKey } from '../payments/authorizations';
import { ensureCustomerId, storedCustomerId } from '../payments/customers';
import { underDeclineLimit } from '../payments/declines';
import { failureClass, withCause } from '../payments/errors';
import { claimHeldIntent } from '../payments/heldIntents';
import { savedPreferences } from '../preferences/preferences';
import { liveCustomers } from '../staff/customers';
import { findOrderByKey, insertPlacedOrder, type PlacedOrderRow } from './createOrder';
import { assignLocation, servedZipForCheckout } from './location';
import { type OrderOwner, orderOwner, ownsOrder } from './owner';
import { assertPriceable, priceDraft } from './pricing';
import { pricedSpecialOf, recordPricingSnapshot } from './pricingSnapshot';
import { hasUseLimits, PromotionUsedUp } from './promotionUses';
import { addressColumns, pricedColumns, scheduleColumns } from './records';
import { releaseFailedCheckout } from './releaseFailedCheckout';

export interface PlacedOrder {
  orderId: string;
  orderNumber: number;
  quoteTotalCents: number;
  amountAuthorizedCents: number;
  /** The client's total differed from the server's; the server's stands (docs/rules/pricing.md, The server prices every order). */
  priceChanged: boolean;
}

const placed = (order: PlacedOrderRow, clientQuoteTotalCents: number): PlacedOrder => ({
  orderId: order.id,
  orderNumber: order.orderNumber,
  quoteTotalCents: order.quoteTotalCents,
  amountAuthorizedCents: order.amountAuthorizedCents,
  priceChanged: order.quoteTotalCents !== clientQuoteTotalCents,
});

function replay(order: PlacedOrderRow, owner: OrderOwner, input: PlaceOrderInput): PlacedOrder {
  if (!ownsOrder(owner, order)) throw new AppError('FORBIDDEN', CHECKOUT_MESSAGES.orderRejected);
  return placed(order, input.clientQuoteTotalCents);
}

const fullName = (person: { firstName: string | null; lastName: string | null; email: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ').trim() || person.email;

/**
 * A phone order's customer (docs/decisions/0087-phone-orders.md): staff only (anyone else is refused before anything is
 * read), and a live customer account.
 */
export async function phoneOrderCustomer(ctx: Context, userId: string) {
  if (ctx.actor.kind !== 'user' || !isStaff(ctx.actor)) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  const [customer] = await ctx.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, userId), liveCustomers));
  if (!customer) throw new AppError('BAD_INPUT', FOR_CUSTOMER_MESSAGE);
  return customer;
}

/**
 * A phone order (docs/decisions/0087-phone-orders.md): staff place it for a customer's account. The order,
 * its first-time promotion history, its saved cards and its confirmation are the customer's; its first event
 * says who placed it for whom (the timeline and the audit trail read it there). Anyone but staff is refused
 * before anything is read or held.
 */
async function phoneOrderOwner(ctx: Context, userId: string) {
  const customer = await phoneOrderCustomer(ctx, userId);
  if (ctx.actor.kind !== 'user') throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  const staffId = ctx.actor.user.id;
  // The staff member's name as the account has it now (a session may hold an older one).
  const [staff] = await ctx.db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, staffId));
  const owner: OrderOwner = {
    userId: customer.id,
    customer: { userId: customer.id, email: customer.email },
    actorUserId: staffId,
    actorGuestSessionId: null,
    actorRole: ctx.actor.user.role,
    bindGuestSessionId: null,
    cardholder: { ...customer, role: 'Customer' },
  };
  const placedBy = { id: staffId, name: staff ? fullName(staff) : ctx.actor.user.email };
  const placedFor = { id: customer.id, name: fullName(customer), email: customer.email };
  return {
    owner,
    event: { placedBy, placedFor, phoneOrder: `Placed by ${placedBy.name} for ${placedFor.name}` },
  };
}

/** This attempt's hold came second: the submission's order stands on another attempt's hold. */
class AnotherAttemptsOrder extends Error {
  override readonly name = 'AnotherAttemptsOrder';
}

/**
 * Checkout (docs/rules/money.md): re-price from the database, check the schedule and the promo,
 * hold 150% of the quote on the card, then create the order, its event, its ledger link and its e-mail
 * in one transaction. One idempotency key makes one order and one hold however often it is submitted;
 * any failure after the hold releases it.
 */
export async function placeOrder(
  ctx: Context,
  input: PlaceOrderInput,
  /** The legacy two-step checkout: a hold made by POST /api/payment/intent instead of a card. */
  options: { heldIntentId?: string } = {},
): Promise<PlacedOrder> {
  const { db } = ctx;
  const provider = ctx.integrations.payments;
  const phoneOrder = input.forCustomer ? await phoneOrderOwner(ctx, input.forCustomer.userId) : null;
  // A phone order is the customer's: their e-mail on the order, whatever the form held.
  const draft = phoneOrder
    ? { ...input.order, address: { ...input.order.address, email: phoneOrder.owner.customer.email } }
    : input.order;
  const owner = phoneOrder?.owner ?? (await orderOwner(db, ctx.actor, draft.address.email));
  const cardholder = owner.cardholder;
  // The reads a new submission needs do not wait on one another, nor on the replay check; a replayed
  // submission only wastes them (and their failures are then ignored).
  const priced = priceDraft(db, draft, {
    customer: owner.customer,
    now: ctx.now(),
    isStaff: isStaff(ctx.actor),
    checkSchedule: true,
  });
  const placement = servedZipForCheckout(db, draft.address.zip).then(async (served) =>
    served && servesAddress(served, draft.address.state)
      ? assignLocation(
          db,
          ctx.integrations.geocoder,
          draft.address,
          regionForState(draft.address.state),
          served,
        )
      : null,
  );
  const storedCustomer =
    cardholder && !input.saveCard ? storedCustomerId(db, provider, cardholder.id) : Promise.resolve(null);
  // docs/decisions/0093-customer-preferences.md: the order keeps its own copy of the account's preferences.
  const preferences = owner.userId ? savedPreferences(db, owner.userId) : Promise.resolve(null);
  for (const read of [priced, placement, storedCustomer, preferences]) read.catch(() => undefined);
  const earlier = await findOrderByKey(db, input.idempotencyKey);
  if (earlier) return replay(earlier, owner, input);

  const { pricing, catalog, special } = await priced;
  if (catalog.settings.disableOrdering) {
    throw new AppError(
      'UNAVAILABLE',
      catalog.settings.disableOrderingMessage || CHECKOUT_MESSAGES.orderRejected,
    );
  }
  assertPriceable(pricing);
  // docs/rules/pricing.md, An order keeps its prices: recorded before the hold, so a failure here holds nothing.
  const [pricingSnapshotId, assignment] = await Promise.all([recordPricingSnapshot(db, catalog), placement]);
  if (!assignment) throw new AppError('BAD_INPUT', ADDRESS_MESSAGES.zipNotServed);

  const customerId =
    cardholder && input.saveCard
      ? await ensureCustomerId(db, provider, cardholder).catch((error) => {
          throw withCause(new AppError('PAYMENT_FAILED', CHECKOUT_MESSAGES.paymentProcessing), error);
        })
      : await storedCustomer;
  let hold: CardHold;
  try {
    hold = options.heldIntentId
      ? await claimHeldIntent(db, provider, {
          intentId: options.heldIntentId,
          actorUserId: owner.actorUserId,
          actorGuestSessionId: owner.actorGuestSessionId,
          requiredCents: pricing.authorizationCents,
        })
      : await underDeclineLimit(ctx, () => {
          const card = {
            amountCents: pricing.authorizationCents,
            paymentMethodId: input.paymentMethodId,
            customerId: customerId ?? undefined,
            saveCard: input.saveCard && cardholder !== null,
          };
          return holdCard(db, provider, {
            ...card,
            description: 'FreshPress pick-up and delivery order',
            receiptEmail: owner.customer.email,
            // One key per attempt: a retry with another card is an attempt of its own, with its own row.
            idempotencyKey: holdKey('checkout', input.idempotencyKey, card),
            metadata: { checkout: input.idempotencyKey, region: pricing.region },
            createdByUserId: owner.actorUserId,
            // Settled in the ledger with the order (insertPlacedOrder), or with its release on failure.
            recordSuccess: false,
          });
        });
  } catch (error) {
    // docs/rules/money.md, Idempotency: another attempt of this submission (a retry with another card)
    // may have made the order meanwhile; that order is the answer, not this attempt's failure.
    const standing = await findOrderByKey(db, input.idempotencyKey).catch(() => null);
    if (standing) return replay(standing, owner, input);
    throw error;
  }

  let failure: unknown;
  try {
    const { order, created } = await insertPlacedOrder(db, {
      values: {
        ...addressColumns(draft, pricing.region),
        ...scheduleColumns(draft),
        ...pricedColumns(draft, pricing),
        userId: owner.userId,
        guestEmail: owner.userId ? null : owner.customer.email,
        status: assignment.status,
        locationId: assignment.locationId,
        sms: input.sms,
        instructions: draft.instructions,
        preferences: await preferences,
        specialId: pricing.promo?.ok ? (special?.id ?? null) : null,
        pricingSnapshotId,
        pricedSpecial: pricing.promo?.ok ? pricedSpecialOf(special) : null,
        amountAuthorizedCents: hold.amountCents,
        paymentProvider: hold.provider,
        paymentIntentId: hold.intentId,
        // The card staff see when they charge or refund (docs/decisions/0071-money-actions-confirm.md).
        ...holdCardColumns(hold.card),
        authorizedAt: ctx.now(),
        idempotencyKey: input.idempotencyKey,
        // The page's language: the confirmation and the order's messages are in it (docs/rules/languages.md).
        language: ctx.locale ?? 'en',
      },
      hold,
      owner,
      event: {
        quoteTotalCents: pricing.quoteTotalCents,
        clientQuoteTotalCents: input.clientQuoteTotalCents,
        amountAuthorizedCents: hold.amountCents,
        card: hold.card,
        status: assignment.status,
        locationId: assignment.locationId,
        ...phoneOrder?.event,
      },
      publicUrl: ctx.auth.publicUrl,
      promotion:
        pricing.promo?.ok && special && hasUseLimits(special)
          ? { specialId: special.id, customer: owner.customer }
          : undefined,
    });
    if (created) return placed(order, input.clientQuoteTotalCents);
    // This submission's order stood already; on another attempt's hold, this one is released below.
    if (order.paymentIntentId === hold.intentId) return replay(order, owner, input);
    failure = new AnotherAttemptsOrder();
  } catch (error) {
    failure = error;
  }
  const outcome = await releaseFailedCheckout(db, provider, {
    idempotencyKey: input.idempotencyKey,
    hold,
    actorUserId: owner.actorUserId,
    reason: failureClass(failure),
  });
  if (outcome.order) return replay(outcome.order, owner, input);
  // Another checkout took the special's last use first: the customer reads why (docs/rules/pricing.md, Promotions).
  if (outcome.released && failure instanceof PromotionUsedUp) throw failure;
  // docs/rules/messages.md, Order flow, payments and settings: errors: the hold is released, or it could not be and the customer must call us. A failed
  // release goes to the log with the checkout's own failure (docs/rules/money.md, The ledger).
  const message = outcome.released ? CHECKOUT_MESSAGES.creating : CHECKOUT_MESSAGES.processing;
  const cause =
    outcome.error === undefined
      ? failure
      : new AggregateError(
          [failure, outcome.error],
          'The checkout failed after the hold, and so did its release',
        );
  throw withCause(new AppError('INTERNAL', message), cause);
}
