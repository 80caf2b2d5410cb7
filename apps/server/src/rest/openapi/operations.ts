import { z } from 'zod';
import { openApiAnswer, webhookAnswer } from './answers';
import { authOperations } from './authOperations';
import type { Operations } from './declare';
import { orderOperations } from './orderOperations';
import { recurringOperations } from './recurringOperations';
import { reportOperations } from './reportOperations';
import { routeOperations } from './routeOperations';
import { staffOperations } from './staffOperations';

/** The provider webhooks (webhooks/*.ts): no session, a signature instead. */
const webhookOperations: Operations = {
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

const metaOperations: Operations = {
  'GET /api/openapi.json': {
    tag: 'meta',
    summary: 'This description (OpenAPI 3.1)',
    access: 'public',
    answer: { description: 'The OpenAPI document.', schema: openApiAnswer },
  },
  'GET /api/docs': {
    tag: 'meta',
    summary: 'This description as a page to read',
    access: 'public',
    answer: { description: 'An HTML page.', contentType: 'text/html' },
  },
};

/**
 * Every `/api` path with what the description says of it. openapi.int.test.ts fails when a registered
 * route is missing here or an entry names no route.
 */
export const operations: Operations = {
  ...orderOperations,
  ...routeOperations,
  ...recurringOperations,
  ...reportOperations,
  ...authOperations,
  ...staffOperations,
  ...webhookOperations,
  ...metaOperations,
};
