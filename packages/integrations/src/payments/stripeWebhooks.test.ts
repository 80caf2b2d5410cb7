import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './errors';
import { createStripePayments } from './stripe';

// Webhook verification is local (HMAC over the raw body), so no stand-in is needed.
const webhookSecret = 'whsec_test_secret';
const payments = createStripePayments({
  secretKey: 'sk_test_123',
  publishableKey: 'pk_test_123',
  webhookSecret,
});

describe('Stripe webhooks', () => {
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.canceled',
    data: { object: { id: 'pi_1', object: 'payment_intent', status: 'canceled' } },
  });

  it('accepts an event signed with the webhook secret', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(payments.parseWebhook(Buffer.from(payload), header)).toEqual({
      id: 'evt_1',
      type: 'payment_intent.canceled',
      data: { id: 'pi_1', object: 'payment_intent', status: 'canceled' },
    });
  });

  it('rejects a wrong signature, a tampered body and a missing header', () => {
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => payments.parseWebhook(payload, forged)).toThrow(WebhookSignatureError);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(() => payments.parseWebhook(payload.replace('canceled', 'succeeded'), header)).toThrow(
      WebhookSignatureError,
    );
    expect(() => payments.parseWebhook(payload, undefined)).toThrow(WebhookSignatureError);
  });
});
