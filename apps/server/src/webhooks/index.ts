import type { FastifyInstance } from 'fastify';
import type { RequestDeps } from '../trpc';
import { registerStripeWebhook } from './stripe';
import { registerTwilioWebhook } from './twilio';

/**
 * Provider webhooks (/api/webhooks). Their JSON is read as raw bytes, because the signature is computed
 * over the exact body; the parser lives in this encapsulated plugin so no other route is affected.
 */
export async function registerWebhooks(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  await registerStripeWebhook(app, deps);
  await registerTwilioWebhook(app, deps);
}
