import { AppError, type Context, isStaff } from '@laundry/api';
import { loadOrder, readableOrder } from '@laundry/api/services/orders/orderAccess';
import { holdForCheckout } from '@laundry/api/services/payments/heldIntents';
import { cancelOrder } from '@laundry/api/services/payments/orderMoney/cancel';
import { chargeOrder } from '@laundry/api/services/payments/orderMoney/charge';
import type { MoneyOrderView } from '@laundry/api/services/payments/orderMoney/guards';
import { recordHeldReauthorization } from '@laundry/api/services/payments/orderMoney/heldReauthorization';
import { refundOrder } from '@laundry/api/services/payments/orderMoney/refund';
import { requestReauthorization } from '@laundry/api/services/payments/orderMoney/requestReauthorization';
import { createSetupIntent, listSavedCards } from '@laundry/api/services/payments/savedCards';
import { ADDRESS_MESSAGES } from '@laundry/validators/order';
import { ORDER_MONEY_MESSAGES } from '@laundry/validators/orderMoney';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestDeps } from '../trpc';
import { restHandler } from './http';
import { idempotencyHeader, legacyIntentBody } from './legacyBodies';
import { legacyOrder, staffNotes } from './legacyOrder';
import {
  centsField,
  dollarsField,
  type MoneyBody,
  orderIdOf,
  parseMoneyBody,
  submissionKey,
} from './paymentBodies';
import { access, userOf } from './routeAccess';

/** A money path's answer: the order in the legacy shape, with the notes of docs/rules/records.md, Orders. */
async function moneyAnswer(ctx: Context, view: MoneyOrderView) {
  // The money actions' notes are the staff's record: a customer's or guest's answer leaves them out
  // (docs/rules/statuses.md, Timeline; docs/decisions/0014-server-rest-compatibility.md).
  if (!isStaff(ctx.actor)) return legacyOrder(view);
  const loaded = await loadOrder(ctx.db, view.id);
  const notes = loaded
    ? staffNotes(loaded.order)
    : { chargeNotes: null, reauthNotes: null, refundNotes: null };
  return { ...legacyOrder(view), ...notes };
}

/**
 * The staff money paths name an order and, as the legacy client sends it, the hold it showed: a hold that
 * is no longer the order's (replaced by a reauthorization since) is refused, so nobody charges a stale
 * screen. Returns the order's id.
 */
async function staffOrder(ctx: Context, body: MoneyBody, refusal: string): Promise<string> {
  const orderId = await orderIdOf(ctx.db, body, ctx.actor);
  const { order } = await readableOrder(ctx.db, ctx.actor, orderId);
  if (body.paymentIntentId && body.paymentIntentId !== order.paymentIntentId) {
    throw new AppError('BAD_INPUT', refusal);
  }
  return orderId;
}

const headerKey = (ctx: Context, request: FastifyRequest) => idempotencyHeader(ctx.actor, request);

/**
 * The payment paths (docs/rules/rest-compatibility.md): saved cards, a setup intent, the legacy checkout's card
 * hold, and the money actions on a placed order (capture, reauthorization, refund, cancel). Same services as
 * the payments, checkout and orders procedures.
 */
export async function registerPaymentRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.get(
    '/payment/methods',
    access('signedIn'),
    restHandler(deps, async (ctx) => {
      const cards = await listSavedCards(ctx, userOf(ctx));
      // Stripe's payment method shape, which the legacy card selector reads.
      return cards.map((card) => ({
        id: card.id,
        brand: card.brand,
        last4: card.last4,
        card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
      }));
    }),
  );

  app.post(
    '/payment/setupintent',
    access('signedIn'),
    restHandler(deps, async (ctx) => {
      const { clientSecret } = await createSetupIntent(ctx, userOf(ctx));
      return { client_secret: clientSecret, clientSecret };
    }),
  );

  /**
   * The legacy checkout's first step: a manual-capture hold for `amount` cents on the card. The server
   * confirms it (no clientSecret is handed out); POST /api/order then names it as stripePaymentIntentId.
   */
  app.post(
    '/payment/intent',
    access('guestOrUser'),
    restHandler(deps, async (ctx, request) => {
      const ownEmail =
        ctx.actor.kind === 'user'
          ? ctx.actor.user.email
          : ctx.actor.kind === 'guest'
            ? ctx.actor.email
            : null;
      const body = legacyIntentBody(request.body, ownEmail ?? '', idempotencyHeader(ctx.actor, request));
      if (!body.receiptEmail) throw new AppError('BAD_INPUT', ADDRESS_MESSAGES.emailRequired);
      const hold = await holdForCheckout(ctx, body);
      return {
        clientSecret: null,
        paymentIntentId: hold.intentId,
        amountAuthorized: hold.amountCents,
        status: 'requires_capture',
      };
    }),
  );

  /**
   * Staff charge `amountToCharge` cents, as the staff Charge form does (docs/rules/money.md, Charge): at or under the
   * hold it is captured; above it, or on an expired hold, the customer is asked to authorize the amount instead, and
   * the answer says so with `reauthorizationRequested`.
   */
  app.post(
    '/payment/capture',
    access('staff'),
    restHandler(deps, async (ctx, request) => {
      const body = parseMoneyBody(request.body);
      const orderId = await staffOrder(ctx, body, ORDER_MONEY_MESSAGES.capture);
      const { order, outcome } = await chargeOrder(ctx, {
        orderId,
        amountCents: centsField(body.amountToCharge),
        notes: body.notes,
        idempotencyKey: submissionKey(headerKey(ctx, request)),
      });
      return {
        ...(await moneyAnswer(ctx, order)),
        reauthorizationRequested: outcome === 'reauthorizationRequested',
      };
    }),
  );

  /** Staff ask the customer to authorize `amountToCharge` cents (the customer is e-mailed a link). */
  app.post(
    '/payment/requestreauth',
    access('staff'),
    restHandler(deps, async (ctx, request) => {
      const body = parseMoneyBody(request.body);
      const orderId = await staffOrder(ctx, body, ORDER_MONEY_MESSAGES.requestReauthorization);
      const order = await requestReauthorization(ctx, {
        orderId,
        amountCents: centsField(body.amountToCharge),
        notes: body.notes,
        idempotencyKey: submissionKey(headerKey(ctx, request)),
      });
      return moneyAnswer(ctx, order);
    }),
  );

  /** Staff refund `amount` dollars of what was paid, partially and repeatedly. */
  app.post(
    '/payment/refund',
    access('staff'),
    restHandler(deps, async (ctx, request) => {
      const body = parseMoneyBody(request.body);
      const orderId = await staffOrder(ctx, body, ORDER_MONEY_MESSAGES.refund);
      const order = await refundOrder(ctx, {
        orderId,
        amountCents: dollarsField(body.amount),
        notes: body.notes,
        idempotencyKey: submissionKey(headerKey(ctx, request)),
      });
      return moneyAnswer(ctx, order);
    }),
  );

  /**
   * After reauthorization: the customer's new hold, made with POST /api/payment/intent, becomes the order's
   * (the old one is released); staff then capture.
   */
  app.post(
    '/payment/payment',
    access('guestOrUser'),
    restHandler(deps, async (ctx, request) => {
      const body = parseMoneyBody(request.body);
      const orderId = await orderIdOf(ctx.db, body, ctx.actor);
      // Someone else's order is answered as a missing one (404) before anything that depends on the order or
      // the hold is judged: a 400 for a missing hold or a bad amount told that the order exists
      // (docs/rules/roles.md, Who may do what; docs/decisions/0063-orders-not-yours-before-the-body.md).
      await readableOrder(ctx.db, ctx.actor, orderId);
      if (!body.paymentIntentId) throw new AppError('BAD_INPUT', ORDER_MONEY_MESSAGES.updatePayment);
      const order = await recordHeldReauthorization(ctx, {
        orderId,
        paymentIntentId: body.paymentIntentId,
        amountAuthorizedCents:
          body.amountAuthorized === undefined ? undefined : centsField(body.amountAuthorized),
      });
      return moneyAnswer(ctx, order);
    }),
  );

  /** Cancels the order and releases its hold (docs/decisions/0014-server-rest-compatibility.md, Money paths). */
  app.post(
    '/order/cancel',
    access('guestOrUser'),
    restHandler(deps, async (ctx, request) => {
      const orderId = await orderIdOf(ctx.db, parseMoneyBody(request.body), ctx.actor);
      return moneyAnswer(ctx, await cancelOrder(ctx, { orderId }));
    }),
  );
}
