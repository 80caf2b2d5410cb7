/**
 * Why a promotion code does not apply to an order, and what the customer reads then (docs/rules/pricing.md,
 * Promotions). A leaf module: the draft's errors (draft.ts) name these reasons without importing the evaluation.
 */
export type PromoFailureReason = 'unknown' | 'expired' | 'firstTimeOnly' | 'notEligible' | 'zeroDiscount';

/** The exact promo error texts (docs/rules/pricing.md, Promotions). */
export const PROMO_ERROR_MESSAGES: Readonly<Record<PromoFailureReason, string>> = {
  unknown: 'Please enter a valid promo code.',
  expired: 'This promotion has expired.',
  firstTimeOnly: 'This promotion is for first-time customers only.',
  notEligible: 'Your order is not eligible for this promotion.',
  zeroDiscount: 'Promotion not available for this order.',
};
