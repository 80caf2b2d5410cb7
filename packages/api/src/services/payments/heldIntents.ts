import { type Db, paymentLedger } from '@laundry/db';
import type { PaymentProvider } from '@laundry/integrations';
import { CHECKOUT_MESSAGES } from '@laundry/validators/checkout';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { type CardHold, holdCard, holdKey, releaseHold } from './authorizations';
import { storedCustomerId } from './customers';
import { underDeclineLimit } from './declines';
import { withCause } from './errors';
import { isReleaseRecorded } from './ledger';

export interface HoldForCheckoutRequest {
  amountCents: number;
  paymentMethodId: string;
  receiptEmail: string;
  description: string;
  idempotencyKey: string;
}

/**
 * POST /api/payment/intent (docs/rules/rest-compatibility.md), the legacy client's first checkout step: a hold on the
 * card before the order is sent. The order call then names the hold (stripePaymentIntentId), and the
 * server accepts it only for exactly 150% of its own quote (see `claimHeldIntent`).
 */
export async function holdForCheckout(ctx: Context, request: HoldForCheckoutRequest): Promise<CardHold> {
  const provider = ctx.integrations.payments;
  const user = ctx.actor.kind === 'user' ? ctx.actor.user : null;
  const customerId = user ? await storedCustomerId(ctx.db, provider, user.id) : null;
  const card = {
    amountCents: request.amountCents,
    paymentMethodId: request.paymentMethodId,
    customerId: customerId ?? undefined,
    saveCard: false,
  };
  return underDeclineLimit(ctx, () =>
    holdCard(ctx.db, provider, {
      ...card,
      description: request.description,
      receiptEmail: request.receiptEmail,
      idempotencyKey: holdKey('intent', request.idempotencyKey, card),
      metadata: { checkout: request.idempotencyKey },
      createdByUserId: user?.id ?? null,
      createdBySessionId: ctx.actor.kind === 'guest' ? ctx.actor.sessionId : null,
    }),
  );
}

/**
 * Takes a hold made by `holdForCheckout` for an order: it must be this caller's (this customer's, or this
 * guest session's: guests have no user id to tell them apart), not yet on an order, not
 * being released, still capturable at the provider, and for exactly `requiredCents`. A hold for another
 * amount is released and the order refused with the pricing message.
 */
export async function claimHeldIntent(
  db: Db,
  provider: PaymentProvider,
  request: {
    intentId: string;
    actorUserId: string | null;
    actorGuestSessionId: string | null;
    requiredCents: number;
  },
): Promise<CardHold> {
  const [held] = await db
    .select()
    .from(paymentLedger)
    .where(
      and(
        eq(paymentLedger.providerIntentId, request.intentId),
        eq(paymentLedger.kind, 'authorization'),
        eq(paymentLedger.status, 'succeeded'),
        isNull(paymentLedger.orderId),
      ),
    );
  const mine =
    held &&
    held.createdByUserId === request.actorUserId &&
    (request.actorUserId !== null || held.createdBySessionId === request.actorGuestSessionId);
  if (!mine || (await isReleaseRecorded(db, request.intentId))) {
    throw new AppError('BAD_INPUT', CHECKOUT_MESSAGES.orderRejected);
  }
  const state = await provider.retrieve(request.intentId).catch((error) => {
    throw withCause(new AppError('PAYMENT_FAILED', CHECKOUT_MESSAGES.paymentProcessing), error);
  });
  if (state.status !== 'requires_capture') throw new AppError('BAD_INPUT', CHECKOUT_MESSAGES.orderRejected);
  if (state.amountCents !== request.requiredCents) {
    await releaseHold(db, provider, {
      intentId: request.intentId,
      amountCents: state.amountCents,
      holdKey: held.idempotencyKey,
      createdByUserId: request.actorUserId,
      notes: `Held ${state.amountCents} cents; the order needs ${request.requiredCents}`,
    });
    throw new AppError('BAD_INPUT', CHECKOUT_MESSAGES.pricing);
  }
  return {
    intentId: request.intentId,
    amountCents: state.amountCents,
    provider: provider.name,
    card: { brand: 'card', last4: '' },
    idempotencyKey: held.idempotencyKey,
  };
}
