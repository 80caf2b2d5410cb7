import { z } from 'zod';
import { idempotencyKeySchema, orderIdSchema } from './checkout';
import { AMOUNT_INVALID_MESSAGE, DOLLAR_AMOUNT_PATTERN, dollarsToCents } from './pricing';
import { cleanLine, cleanMultiline } from './text';

/**
 * The texts of the money actions on a placed order: docs/rules/messages.md, Order flow, payments and settings: errors
 * (staff money actions, the reauthorization form) and Order flow: validation (Amounts), with the correction of
 * docs/rules/messages.md, Corrected slips ('There was an error capturing the payment.'). The few the specification does not word are product choices recorded in
 * docs/decisions/0043-payments-order-money.md.
 */
export const ORDER_MONEY_MESSAGES = {
  capture: 'There was an error capturing the payment.',
  requestReauthorization: 'There was an error requesting reauthorization.',
  refund: 'There was an error refunding payment.',
  overRefund: 'Error: You are attempting to refund more than the amount paid.',
  updatePayment: 'There was an error updating the payment.',
  /** The reauthorization form's answer to a provider failure that is not the card's. */
  reauthorizationFailed: 'Unable to process payment. Please try again or contact support.',
  /** docs/rules/ordering.md, Order detail: an expired hold. */
  authorizationExpired: 'Authorization expired - reauthorization required',
  // Not worded by the specification (docs/decisions/0043-payments-order-money.md):
  cancelRefused: 'This order can no longer be canceled.',
  canceledOrder: 'This order is canceled, so nothing can be charged or refunded.',
  alreadyCharged: 'This order has already been charged.',
  notWaitingForReauthorization: 'This order is not waiting for a new authorization.',
  noPaymentOnOrder: 'This order has no card authorization.',
  authorizationTooSmall:
    'A new card authorization must be at least $0.50. Charge at least $0.50 or collect this amount another way.',
  /** A weighed order charged another amount than its final total (docs/decisions/0082-orders-weigh-in.md). */
  chargeReason: 'Please give a reason for charging an amount other than the final total.',
} as const;

// Made at the first message that needs it, not when the module loads (the web's order flow imports this module;
// docs/decisions/0111-public-pages-without-number-data.md).
let dollars: Intl.NumberFormat | undefined;
const usd = () => (dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));

/**
 * A refund above what may still be refunded (docs/rules/money.md, Refunds (staff)): the specification's text, then how
 * much can still be refunded (docs/decisions/0071-money-actions-confirm.md), from the server's figures so every caller
 * (the staff form, `orders.refund`, `POST /api/payment/refund`) reads the same.
 */
export function overRefundMessage(refundableCents: number): string {
  const left =
    refundableCents > 0
      ? `You can refund up to ${usd().format(refundableCents / 100)}.`
      : 'Nothing is left to refund.';
  return `${ORDER_MONEY_MESSAGES.overRefund} ${left}`;
}

/**
 * The smallest amount a card can be asked to hold (Stripe's smallest USD charge): a charge that needs the
 * customer's new authorization is refused below it (docs/decisions/0043-payments-order-money.md), since the
 * customer could never complete that authorization.
 */
export const MIN_AUTHORIZATION_CENTS = 50;

/**
 * The most one order may be charged (docs/decisions/0043-payments-order-money.md): seven digits of dollars,
 * far above any laundry order and below Stripe's largest USD charge.
 */
export const MAX_ORDER_CHARGE_CENTS = 99_999_99;

/** An amount in integer cents that can be charged, held or refunded: at least 1 cent, at most the cap. */
export const chargeCentsSchema = z
  .int({ error: AMOUNT_INVALID_MESSAGE })
  .min(1, { error: AMOUNT_INVALID_MESSAGE })
  .max(MAX_ORDER_CHARGE_CENTS, { error: AMOUNT_INVALID_MESSAGE });

/** The staff's notes on a charge or refund: stored, so clean text (docs/decisions/0028-validation-clean-text.md). */
const notesSchema = z
  .string()
  .refine(...cleanMultiline)
  .trim()
  .max(2000)
  .optional();

export const cancelOrderInputSchema = z.object({ orderId: orderIdSchema });
export type CancelOrderInput = z.infer<typeof cancelOrderInputSchema>;

/**
 * orders.charge (staff charge form): at or below the hold it is captured, above it the customer is asked
 * to authorize the new amount (docs/rules/money.md). `idempotencyKey` is made by the client once
 * per form submission and sent again on a retry of it.
 */
export const chargeOrderInputSchema = z.object({
  orderId: orderIdSchema,
  amountCents: chargeCentsSchema,
  notes: notesSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type ChargeOrderInput = z.infer<typeof chargeOrderInputSchema>;

/**
 * orders.refund (staff refund form): partial and repeated, never above what was paid.
 * @alias
 */
export const refundOrderInputSchema = chargeOrderInputSchema;
export type RefundOrderInput = z.infer<typeof refundOrderInputSchema>;

/** orders.reauthorize (the customer's reauthorization form): a saved or new card for the new amount. */
export const reauthorizeOrderInputSchema = z.object({
  orderId: orderIdSchema,
  paymentMethodId: z
    .string()
    .refine(...cleanLine)
    .trim()
    .min(1)
    .max(255),
  idempotencyKey: idempotencyKeySchema,
});
export type ReauthorizeOrderInput = z.infer<typeof reauthorizeOrderInputSchema>;

/**
 * A staff form's or the REST refund's dollar amount ("12", "12.5", 12.34) in cents: digits with up to 2
 * decimals (docs/rules/money.md, Refunds (staff), Money). A number is read by its shortest decimal text, so 12.345 is refused
 * rather than rounded.
 */
export function dollarAmountCents(value: unknown): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof text !== 'string' || !DOLLAR_AMOUNT_PATTERN.test(text.trim())) return null;
  const cents = dollarsToCents(text.trim());
  return Number.isSafeInteger(cents) ? cents : null;
}
