import { AppError } from '@laundry/api';
import { requireGuestOrUser, requireUser } from '@laundry/api/services/orders/access';
import { holdForCheckout } from '@laundry/api/services/payments/heldIntents';
import { createSetupIntent, listSavedCards } from '@laundry/api/services/payments/savedCards';
import { ADDRESS_MESSAGES } from '@laundry/validators/order';
import type { FastifyInstance } from 'fastify';
import type { RequestDeps } from '../trpc';
import { restHandler } from './http';
import { idempotencyHeader, legacyIntentBody } from './legacyBodies';

/**
 * The payment paths of spec 000 and 001 section 7: saved cards, a setup intent, and the legacy
 * checkout's card hold. Same services as the payments and checkout procedures.
 */
export async function registerPaymentRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.get(
    '/payment/methods',
    restHandler(deps, async (ctx) => {
      const cards = await listSavedCards(ctx, requireUser(ctx.actor));
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
    restHandler(deps, async (ctx) => {
      const { clientSecret } = await createSetupIntent(ctx, requireUser(ctx.actor));
      return { client_secret: clientSecret, clientSecret };
    }),
  );

  /**
   * The legacy checkout's first step: a manual-capture hold for `amount` cents on the card. The server
   * confirms it (no clientSecret is handed out); POST /api/order then names it as stripePaymentIntentId.
   */
  app.post(
    '/payment/intent',
    restHandler(deps, async (ctx, request) => {
      requireGuestOrUser(ctx.actor);
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
}
