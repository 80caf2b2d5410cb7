import { z } from 'zod';
import { webhookAnswer } from './answers';
import type { Operations } from './declare';

/**
 * The provider webhooks (apps/server/src/webhooks/*.ts): no session, a signature instead. Their routes are the
 * webhooks' own, registered under a mount that declares their access (`declareMountAccess`), so their description
 * is keyed here by the route it describes (docs/decisions/0102-rest-schemas-at-the-route.md).
 */
export const webhookOperations: Operations = {
  'POST /api/webhooks/stripe': {
    tag: 'webhooks',
    summary: "Stripe's payment intent events",
    description:
      'Only a body signed with STRIPE_WEBHOOK_SECRET (the `Stripe-Signature` header) is applied; a ' +
      'repeated event is acknowledged and ignored. A failure of ours answers 500 on purpose, so Stripe ' +
      'sends the event again.',
    access: 'public',
    who: 'Stripe (anyone may call; only a signed body is applied).',
    headers: z.object({ 'Stripe-Signature': z.string().optional() }),
    body: z.object({ id: z.string(), type: z.string(), data: z.object({}).loose() }).loose(),
    answer: { description: 'Received.', schema: webhookAnswer },
    failures: [400],
  },
  'POST /api/webhooks/twilio': {
    tag: 'webhooks',
    summary: 'Texts customers send back (STOP, START)',
    description: 'With TWILIO_AUTH_TOKEN set, only a request carrying `X-Twilio-Signature` is applied.',
    access: 'public',
    who: 'Twilio (anyone may call; with TWILIO_AUTH_TOKEN set only a signed form is applied).',
    headers: z.object({ 'X-Twilio-Signature': z.string().optional() }),
    bodyType: 'application/x-www-form-urlencoded',
    body: z.object({
      From: z.string().optional(),
      Body: z.string().optional(),
      OptOutType: z.string().optional(),
    }),
    answer: { description: 'An empty TwiML response.', contentType: 'text/xml' },
    failures: [403],
  },
};
