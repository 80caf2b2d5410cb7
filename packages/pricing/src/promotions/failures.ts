/**
 * Why a promotion code does not apply to an order, and what the customer reads then (docs/rules/pricing.md,
 * Promotions). A leaf module: the draft's errors (draft.ts) name these reasons without importing the evaluation.
 */
export type PromoFailureReason =
  | 'unknown'
  | 'expired'
  | 'notStarted'
  | 'firstTimeOnly'
  | 'limitReached'
  | 'customerLimitReached'
  | 'notEligible'
  | 'belowMinimum'
  | 'zeroDiscount';

/** The refusals whose text is always the same (docs/rules/pricing.md, Promotions). */
type FixedReason = Exclude<PromoFailureReason, 'notStarted' | 'belowMinimum'>;

/** The exact promo error texts (docs/rules/pricing.md, Promotions). */
export const PROMO_ERROR_MESSAGES: Readonly<Record<FixedReason, string>> = {
  unknown: 'Please enter a valid promo code.',
  expired: 'This promotion has expired.',
  firstTimeOnly: 'This promotion is for first-time customers only.',
  limitReached: 'This promotion has reached its limit.',
  customerLimitReached: 'You have already used this promotion.',
  notEligible: 'Your order is not eligible for this promotion.',
  zeroDiscount: 'Promotion not available for this order.',
};

/** A refusal with what its text names: the first day, or the smallest order. */
export type PromoFailure =
  | { reason: FixedReason }
  | { reason: 'notStarted'; startDate: string }
  | { reason: 'belowMinimum'; minOrderCents: number };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A New York calendar date as customers read it everywhere: 'Dec 1, 2026' (docs/decisions/0072-dates-carry-their-year.md). */
function calendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}

/** Money in a message: '$25.00', as every message of docs/rules/messages.md writes it. */
function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** The customer's text for a refusal (docs/rules/pricing.md, Promotions). */
export function promoFailureMessage(failure: PromoFailure): string {
  switch (failure.reason) {
    case 'notStarted':
      return `This promotion starts on ${calendarDate(failure.startDate)}.`;
    case 'belowMinimum':
      return `This promotion applies to orders of ${dollars(failure.minOrderCents)} or more.`;
    default:
      return PROMO_ERROR_MESSAGES[failure.reason];
  }
}
