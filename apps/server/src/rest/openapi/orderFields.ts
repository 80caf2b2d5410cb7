import { z } from 'zod';

/**
 * What the descriptions of the order and money paths share (rest/orders.ts, orderLifecycle.ts, weighIn.ts,
 * payments.ts, orderExport.ts): how they name an order, the idempotency header, and the sample request.
 */

export const SAMPLE_ID = '00000000-0000-4000-8000-000000000001';

/** A retried POST with the same key, in the same session, answers the first call's result. */
export const idempotencyKeyHeader = z.object({
  'Idempotency-Key': z.string().max(255).optional().meta({
    description: 'A key of your choosing; a retry with the same key in this session is the same call.',
  }),
});

/** An order named by its id, or by its order number (as the answers show it in `orderId`). */
const orderRef = z
  .union([z.uuid(), z.string().regex(/^\d{1,9}$/), z.int().positive()])
  .meta({ description: 'The order id, or its order number.' });
export const orderRefFields = { orderId: orderRef.optional(), _id: orderRef.optional() };

export const sampleDraft = {
  address: {
    address: '350 5th Ave',
    city: 'New York',
    state: 'NY',
    zip: '10001',
    email: 'ana@example.test',
    firstName: 'Ana',
    phone: '(212) 555-0199',
  },
  washFold: { weightLbs: 25, productIds: [SAMPLE_ID] },
  schedule: {
    pickUpDate: '2026-12-02',
    pickUpHour: 12,
    deliveryDate: '2026-12-03',
    deliveryHour: 14,
    deliveryDate2: null,
    deliveryHour2: null,
    multipleDeliveries: false,
  },
  isExpressDelivery: false,
  gratuityCents: 500,
  instructions: '',
};
