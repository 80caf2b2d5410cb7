import { createHash, randomUUID } from 'node:crypto';
import { MAX_CHARGE_CENTS } from '@laundry/validators/checkout';
import { dollarsToCents } from '@laundry/validators/pricing';
import { cleanLine, cleanToken } from '@laundry/validators/text';
import { z } from 'zod';

const money = z.union([z.number(), z.string()]).optional();
const asCents = (value: number | string | undefined) => {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return Math.round(value * 100);
  return /^\d+(\.\d{1,2})?$/.test(value.trim()) ? dollarsToCents(value.trim()) : undefined;
};

/** A stable UUID-shaped key for a value, so a retried legacy call names the same submission. */
export function keyFor(value: string): string {
  const hex = createHash('sha256').update(value).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The client's idempotency key (docs/decisions/0014-server-rest-compatibility.md): the body's `idempotencyKey`, else
 * the `Idempotency-Key` header (Stripe's convention), as a submission key of this session. A client retrying
 * a call with the same key gets the first call's result, and two sessions that pick the same key do not meet.
 */
export function idempotencyHeader(
  actor: { kind: string; sessionId?: string },
  request: { headers: Record<string, string | string[] | undefined>; body?: unknown },
): string | undefined {
  const header = request.headers['idempotency-key'];
  const fromBody = (request.body as { idempotencyKey?: unknown } | null | undefined)?.idempotencyKey;
  const value =
    typeof fromBody === 'string' && fromBody !== '' ? fromBody : Array.isArray(header) ? header[0] : header;
  if (!value || !actor.sessionId) return undefined;
  return keyFor(`header:${actor.sessionId}:${value}`);
}

export const createBody = z
  .object({
    order: z.record(z.string(), z.unknown()).optional(),
    // Clean text before any of them is looked up (docs/decisions/0062-validation-nul-bytes.md).
    paymentMethodId: cleanToken(255).optional(),
    payment_method: cleanToken(255).optional(),
    stripePaymentIntentId: cleanToken(255).optional(),
    idempotencyKey: cleanToken(255).optional(),
    quoteTotalPrice: money,
    sms: z.boolean().optional(),
    saveCard: z.boolean().optional(),
    // Checked with the order (its draft schema's instructions).
    instructions: z.string().optional(),
    isExpressDelivery: z.boolean().optional(),
  })
  .loose();

/**
 * POST /api/order (docs/rules/rest-compatibility.md): the order (in the draft shape of packages/validators, under
 * `order` or at the top level), and either a card (`paymentMethodId`) or a hold made by POST
 * /api/payment/intent (`stripePaymentIntentId`). `quoteTotalPrice` is only compared with the server's
 * quote; `user`, `amountAuthorized` and the promo id are decided by the server and ignored.
 */
export function legacyCreateBody(raw: unknown, headerKey?: string) {
  const body = createBody.parse(raw ?? {});
  const order = { ...(body.order ?? body) } as Record<string, unknown>;
  if (body.instructions !== undefined) order.instructions = body.instructions;
  if (body.isExpressDelivery !== undefined) order.isExpressDelivery = body.isExpressDelivery;
  const held = body.stripePaymentIntentId;
  const idempotencyKey = headerKey ?? (held ? keyFor(`order:${held}`) : randomUUID());
  const clientQuoteTotalCents = asCents(body.quoteTotalPrice);
  return {
    heldIntentId: held,
    /** A caller that sent no quote is not told the server's differed from it. */
    quoteSent: clientQuoteTotalCents !== undefined,
    input: {
      order,
      paymentMethodId: body.paymentMethodId ?? body.payment_method ?? held ?? '',
      saveCard: body.saveCard ?? false,
      sms: body.sms ?? false,
      clientQuoteTotalCents: clientQuoteTotalCents ?? 0,
      idempotencyKey,
    },
  };
}

export const updateBody = z
  .object({
    // The order's id or its order number (services/orders/orderRef.ts), as the legacy client sends them.
    orderId: z.union([z.string(), z.number()]).optional(),
    _id: z.union([z.string(), z.number()]).optional(),
    order: z.unknown(),
    quoteTotalPrice: money,
    sms: z.boolean().optional(),
    // The order's version as loaded (GET /api/order/{id}); a stale one is refused (decision 0046).
    version: z.unknown().optional(),
  })
  .loose();

/**
 * PUT /api/order: the edited order (draft shape, no schedule) of the order named by `orderId` (or `_id`): its id or
 * its order number, which the caller resolves (services/orders/orderRef.ts).
 */
export function legacyUpdateBody(raw: unknown) {
  const body = updateBody.parse(raw ?? {});
  return {
    orderRef: body.orderId ?? body._id,
    order: body.order,
    clientQuoteTotalCents: asCents(body.quoteTotalPrice),
    sms: body.sms,
    version: body.version,
  };
}

export const intentBody = z
  .object({
    // Stripe's least and most for a US dollar charge (see MAX_CHARGE_CENTS).
    amount: z
      .int({ error: 'Please enter a valid amount.' })
      .min(50, 'Please enter a valid amount.')
      .max(MAX_CHARGE_CENTS, 'Please enter a valid amount.'),
    receipt_email: z.string().max(254).email().optional(),
    description: z
      .string()
      .max(500)
      .refine(...cleanLine)
      .optional(),
    paymentMethodId: z
      .string()
      .max(255)
      .refine(...cleanLine)
      .optional(),
    payment_method: z
      .string()
      .max(255)
      .refine(...cleanLine)
      .optional(),
    idempotencyKey: z
      .string()
      .max(255)
      .refine(...cleanLine)
      .optional(),
  })
  .loose();

/** POST /api/payment/intent: amount in cents, the card (`paymentMethodId`), receipt e-mail, description. */
export function legacyIntentBody(raw: unknown, fallbackEmail: string, headerKey?: string) {
  const body = intentBody.parse(raw ?? {});
  return {
    amountCents: body.amount,
    paymentMethodId: body.paymentMethodId ?? body.payment_method ?? '',
    receiptEmail: body.receipt_email ?? fallbackEmail,
    description: body.description ?? 'FreshPress pick-up and delivery order',
    idempotencyKey: headerKey ?? randomUUID(),
  };
}
