import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { PaymentDeclinedError, PaymentProviderError } from './errors';
import type { Authorization, ListedIntent, PaymentProvider } from './provider';
import { authenticationRequiredMessage, stripeCall, toPaymentError } from './stripeErrors';
import {
  cardOf,
  HOLD_KEY_METADATA,
  intentState,
  listedIntent,
  savedCardOf,
  verifiedEvent,
} from './stripeObjects';

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Only tests change these, to point the client at a local stand-in of the Stripe API. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Retries reuse the same Idempotency-Key, so a retried POST never acts twice. */
  maxNetworkRetries?: number;
}

export interface StripePaymentProvider extends PaymentProvider {
  readonly name: 'stripe';
}

/** Payments through Stripe: manual-capture PaymentIntents confirmed on the server. */
export function createStripePayments(config: StripeConfig): StripePaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    host: config.host,
    port: config.port,
    protocol: config.protocol,
    maxNetworkRetries: config.maxNetworkRetries ?? 2,
    appInfo: { name: 'laundry-chain' },
  });

  return {
    name: 'stripe',
    testMode: /^(sk|rk)_test_/.test(config.secretKey),

    async ensureCustomer({ email, name, existingCustomerId, idempotencyKey }) {
      if (existingCustomerId) {
        const existing = await stripeCall(() => stripe.customers.retrieve(existingCustomerId)).catch(
          (error) => {
            // Made under other keys (test vs live): start over; any other failure is real.
            if (error instanceof PaymentProviderError && error.code === 'resource_missing') return null;
            throw error;
          },
        );
        if (existing && !existing.deleted) return existing.id;
      }
      const key = idempotencyKey ?? `customer-${randomUUID()}`;
      const customer = await stripeCall(() =>
        stripe.customers.create({ email, name }, { idempotencyKey: key }),
      );
      return customer.id;
    },

    async authorize(input): Promise<Authorization> {
      const intent = await stripeCall(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            allowed_payment_method_types: ['card'],
            // docs/rules/money.md, Charge (staff): staff capture later, up to the authorized amount
            capture_method: 'manual',
            confirm: true,
            off_session: false,
            setup_future_usage: input.savePaymentMethod && input.customerId ? 'off_session' : undefined,
            description: input.description,
            receipt_email: input.receiptEmail,
            // The key goes with the hold, so a sweep can find a hold whose id never reached the ledger.
            metadata: { ...input.metadata, [HOLD_KEY_METADATA]: input.idempotencyKey },
            expand: ['payment_method'],
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (intent.status !== 'requires_capture') {
        // 3-D Secure cannot be completed from the server; release whatever was started.
        await stripeCall(() =>
          stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey: `${input.idempotencyKey}-release` }),
        ).catch(() => undefined);
        throw new PaymentDeclinedError(authenticationRequiredMessage, {
          code: 'card_declined',
          declineCode: 'authentication_required',
        });
      }
      return {
        intentId: intent.id,
        status: 'requires_capture',
        amountCents: intent.amount,
        card: cardOf(intent.payment_method),
      };
    },

    async capture({ intentId, amountCents, idempotencyKey }) {
      const intent = await stripeCall(() =>
        stripe.paymentIntents.capture(intentId, { amount_to_capture: amountCents }, { idempotencyKey }),
      );
      return { intentId: intent.id, ...intentState(intent) };
    },

    async cancel({ intentId, idempotencyKey }) {
      return intentState(
        await stripeCall(() => stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey })),
      );
    },

    async refund({ intentId, amountCents, idempotencyKey }) {
      const refund = await stripeCall(() =>
        stripe.refunds.create({ payment_intent: intentId, amount: amountCents }, { idempotencyKey }),
      );
      return { refundId: refund.id, intentId, amountCents: refund.amount };
    },

    async retrieve(intentId) {
      // A GET has no effect to repeat, so Stripe takes no Idempotency-Key on it.
      return intentState(await stripeCall(() => stripe.paymentIntents.retrieve(intentId)));
    },

    async *listIntents({ createdAfter, createdBefore }): AsyncIterable<ListedIntent> {
      // Stripe's list has no status filter; it pages newest first by `starting_after`.
      const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
      const pages = stripe.paymentIntents.list({
        created: { gte: seconds(createdAfter), lte: Math.ceil(createdBefore.getTime() / 1000) },
        limit: 100,
      });
      try {
        for await (const intent of pages) yield listedIntent(intent);
      } catch (error) {
        throw toPaymentError(error);
      }
    },

    async createSetupIntent({ customerId, idempotencyKey }) {
      const intent = await stripeCall(() =>
        stripe.setupIntents.create(
          { customer: customerId, allowed_payment_method_types: ['card'], usage: 'off_session' },
          { idempotencyKey },
        ),
      );
      return { clientSecret: intent.client_secret ?? '' };
    },

    async listPaymentMethods(customerId) {
      const methods = await stripeCall(() =>
        stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 }),
      );
      return methods.data.map(savedCardOf);
    },

    parseWebhook: (rawBody, signatureHeader) =>
      verifiedEvent(stripe, config.webhookSecret, rawBody, signatureHeader),
  };
}
