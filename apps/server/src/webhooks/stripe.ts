import { handlePaymentWebhook } from '@laundry/api';
import { WebhookSignatureError } from '@laundry/integrations';
import type { FastifyInstance } from 'fastify';
import { publicUrlOf } from '../auth';
import type { RequestDeps } from '../trpc';

/**
 * POST /api/webhooks/stripe: Stripe's events about payment intents. The signature is checked against
 * STRIPE_WEBHOOK_SECRET, a repeated event id is acknowledged and ignored, and the intent's state is read
 * again from Stripe before the order is reconciled. A failure answers 500 so Stripe sends it again.
 */
export async function registerStripeWebhook(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.post('/stripe', async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.from(String(request.body ?? ''));
    try {
      const outcome = await handlePaymentWebhook(
        deps.db,
        deps.integrations.payments,
        rawBody,
        typeof signature === 'string' ? signature : undefined,
        { publicUrl: publicUrlOf(deps.auth, request) },
      );
      if (outcome.reconciled) request.log.info(outcome, 'payment webhook reconciled an order');
      return { received: true, duplicate: outcome.duplicate };
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        return reply.code(400).send({ error: 'Invalid signature.', message: 'Invalid signature.' });
      }
      request.log.error({ err: error }, 'payment webhook failed');
      return reply.code(500).send({ error: 'Webhook failed.', message: 'Webhook failed.' });
    }
  });
}
