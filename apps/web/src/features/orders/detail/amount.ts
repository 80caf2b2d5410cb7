import { AMOUNT_INVALID_MESSAGE, DOLLAR_AMOUNT_PATTERN, dollarsToCents } from '@laundry/validators/pricing';
import { z } from 'zod';

/** The most one order may be charged (seven digits of dollars), as the server's money procedures allow. */
const MAX_AMOUNT_CENTS = 99_999_99;

/**
 * A staff form's amount: digits with up to 2 decimals (docs/rules/messages.md, Order flow: validation, Money), more than zero, in cents.
 * The text is checked as typed, so 12.345 is refused rather than rounded.
 */
export const amountSchema = z
  .string()
  .trim()
  .regex(DOLLAR_AMOUNT_PATTERN, AMOUNT_INVALID_MESSAGE)
  .transform(dollarsToCents)
  .refine((cents) => cents > 0 && cents <= MAX_AMOUNT_CENTS, AMOUNT_INVALID_MESSAGE);

/** Cents as the amount field shows them: 4000 → '40.00'. */
export function centsToAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

export const moneyActionSchema = z.object({
  amount: amountSchema,
  notes: z.string().trim().max(2000, 'Please use at most 2000 characters.'),
});
export type MoneyActionValues = z.input<typeof moneyActionSchema>;
export type MoneyActionOutput = z.output<typeof moneyActionSchema>;

/** What may still be refunded: captured minus earlier refunds. */
export function refundableCents(payment: { capturedCents: number; refundedCents: number }): number {
  return Math.max(0, payment.capturedCents - payment.refundedCents);
}
