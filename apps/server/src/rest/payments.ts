import type { MoneyOrderView } from '@laundry/api';
import {
  AppError,
  type Context,
  cancelOrder,
  chargeOrder,
  createSetupIntent,
  holdForCheckout,
  isRepeatedHeldReauthorization,
  isStaff,
  listSavedCards,
  loadOrder,
  readableOrder,
  recordHeldReauthorization,
  refundOrder,
  requestReauthorization,
} from '@laundry/api';
import { ADDRESS_MESSAGES } from '@laundry/validators/order';
import { chargeCentsSchema, ORDER_MONEY_MESSAGES } from '@laundry/validators/orderMoney';
import { DOLLAR_AMOUNT_PATTERN } from '@laundry/validators/pricing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RequestDeps } from '../trpc';
import { restHandler } from './http';
import { idempotencyHeader, intentBody, legacyIntentBody } from './legacyBodies';
import { legacyOrder, staffNotes } from './legacyOrder';
import {
  holdAnswer,
  moneyOrderAnswer,
  orderAnswer,
  readOrderAnswer,
  savedCardAnswer,
  setupIntentAnswer,
} from './openapi/answers';
import { idempotencyKeyHeader } from './openapi/orderFields';
import {
  centsField,
  dollarsField,
  type MoneyBody,
  moneyBody,
  orderIdOf,
  parseMoneyBody,
  submissionKey,
} from './paymentBodies';
import { access, userOf } from './routeAccess';

/** The staff money paths' bodies as described: the wire body (paymentBodies.ts) with the amount the service checks. */
const moneyFields = moneyBody.pick({
  orderId: true,
  _id: true,
  paymentIntentId: true,
  notes: true,
  idempotencyKey: true,
});
const centsBody = moneyFields.extend({ amountToCharge: chargeCentsSchema });
const dollarAmount = z
  .union([z.string().regex(DOLLAR_AMOUNT_PATTERN), z.number().min(0)])
  .meta({ description: 'Dollars with up to 2 decimals, e.g. "12.50".' });

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
    access('signedIn', {
      tag: 'payments',
      summary: 'Your saved cards',
      answer: { description: "Cards, in Stripe's payment method shape.", schema: z.array(savedCardAnswer) },
      failures: [503],
    }),
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
    access('signedIn', {
      tag: 'payments',
      summary: 'A setup intent to save a card',
      answer: { description: "The setup intent's client secret.", schema: setupIntentAnswer },
      failures: [503],
    }),
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
    access('guestOrUser', {
      tag: 'payments',
      summary: 'Hold `amount` cents on a card before POST /api/order',
      headers: idempotencyKeyHeader,
      body: intentBody,
      answer: { description: 'The hold (manual capture), confirmed by the server.', schema: holdAnswer },
      failures: [400, 422, 429, 503],
      example: { amount: 6600, paymentMethodId: 'pm_card_visa', receipt_email: 'ana@example.test' },
    }),
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
    access('staff', {
      tag: 'payments',
      summary: 'Charge `amountToCharge` cents (staff)',
      description:
        'At or under the hold, the amount is captured (status Payment Processed). Above the hold, or on a hold that ' +
        'has expired, a reauthorization request is sent to the customer instead (status Awaiting Authorization), ' +
        'as the staff Charge form does, and `reauthorizationRequested` is true.',
      headers: idempotencyKeyHeader,
      body: centsBody,
      answer: {
        description: 'The order after the charge, or after the reauthorization request.',
        schema: moneyOrderAnswer.extend({ reauthorizationRequested: z.boolean() }),
      },
      failures: [400, 404, 409, 422],
      example: { orderId: 10001, amountToCharge: 3000 },
    }),
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
    access('staff', {
      tag: 'payments',
      summary: 'Ask the customer to authorize `amountToCharge` cents (staff)',
      headers: idempotencyKeyHeader,
      body: centsBody,
      answer: { description: 'The order, awaiting authorization.', schema: moneyOrderAnswer },
      failures: [400, 404, 409, 422],
      example: { orderId: 10001, amountToCharge: 9000, notes: 'More items' },
    }),
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
    access('staff', {
      tag: 'payments',
      summary: 'Refund `amount` dollars of what was paid (staff)',
      headers: idempotencyKeyHeader,
      body: moneyFields.extend({ amount: dollarAmount }),
      answer: { description: 'The order after the refund.', schema: moneyOrderAnswer },
      failures: [400, 404, 409, 422],
      example: { orderId: 10001, amount: '5.00', notes: 'Missing item' },
    }),
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
    access('guestOrUser', {
      tag: 'payments',
      summary: "Make a new hold (from POST /api/payment/intent) the order's, after a reauthorization request",
      who: 'The order’s customer (or the guest who placed it).',
      body: moneyBody.pick({ orderId: true, _id: true }).extend({
        paymentIntentId: moneyBody.shape.paymentIntentId.unwrap(),
        amountAuthorized: chargeCentsSchema.optional(),
      }),
      answer: { description: 'The order with its new hold.', schema: orderAnswer },
      refuses: { admin: 'forbidden', superAdmin: 'forbidden' },
      failures: [400, 404, 409, 422],
    }),
    restHandler(deps, async (ctx, request) => {
      const body = parseMoneyBody(request.body);
      const orderId = await orderIdOf(ctx.db, body, ctx.actor);
      // Someone else's order is answered as a missing one (404) before anything that depends on the order or
      // the hold is judged: a 400 for a missing hold or a bad amount told that the order exists
      // (docs/rules/roles.md, Who may do what; docs/decisions/0063-orders-not-yours-before-the-body.md).
      const { order: seen } = await readableOrder(ctx.db, ctx.actor, orderId);
      if (!body.paymentIntentId) throw new AppError('BAD_INPUT', ORDER_MONEY_MESSAGES.updatePayment);
      // The older client also says what it holds: that must be the amount staff asked for, which the service
      // then requires of the hold itself; a repeated call after success answers the order as it is.
      const repeated = isRepeatedHeldReauthorization(seen, body.paymentIntentId);
      const claimed = body.amountAuthorized === undefined ? undefined : centsField(body.amountAuthorized);
      if (!repeated && claimed !== undefined && claimed !== seen.reauthAmountCents) {
        throw new AppError('BAD_INPUT', ORDER_MONEY_MESSAGES.updatePayment);
      }
      const order = await recordHeldReauthorization(ctx, { orderId, paymentIntentId: body.paymentIntentId });
      return moneyAnswer(ctx, order);
    }),
  );

  /** Cancels the order and releases its hold (docs/decisions/0014-server-rest-compatibility.md, Money paths). */
  app.post(
    '/order/cancel',
    access('guestOrUser', {
      tag: 'orders',
      summary: 'Cancel an order and release its hold (its customer while New, or staff)',
      who: 'The order’s customer (or the guest who placed it) while it is New, or staff.',
      body: moneyBody.pick({ orderId: true, _id: true }),
      answer: { description: 'The canceled order (the money notes to staff only).', schema: readOrderAnswer },
      failures: [400, 404, 409, 422],
      example: { orderId: 10001 },
    }),
    restHandler(deps, async (ctx, request) => {
      const orderId = await orderIdOf(ctx.db, parseMoneyBody(request.body), ctx.actor);
      return moneyAnswer(ctx, await cancelOrder(ctx, { orderId }));
    }),
  );
}
