import type { Special } from '@laundry/validators/special';
import type { ServiceLine } from '../quotes/serviceLines';
import { type Clock, newYorkToday } from '../schedule/clock';
import { SERVICE_KEYS } from '../services';
import { specialDiscountCents } from './discount';
import type { PromoFailure } from './failures';

export type PromoResult = { ok: true; discountCents: number } | ({ ok: false } & PromoFailure);

/**
 * What the server knows of the customer (by account, or by email for a guest): the number of orders
 * that are not Canceled, not counting the order being priced (docs/decisions/0008-pricing-promotions.md).
 */
export interface CustomerHistory {
  nonCanceledOrderCount: number;
  /**
   * The special's uses, its orders not Canceled, in all and by this customer, not counting the order being priced
   * (docs/decisions/0092-promotion-limits.md). Absent (client estimates) counts as none.
   */
  promotionUses?: { total: number; customer: number };
}

/** Codes match case-insensitively, ignoring surrounding spaces (docs/rules/pricing.md, Promotions). */
export function promoCodesMatch(entered: string, code: string): boolean {
  return entered.trim().toLowerCase() === code.trim().toLowerCase();
}

/** The special whose code matches the entered one, if any. */
export function findSpecialByCode<T extends Pick<Special, 'code'>>(
  specials: readonly T[],
  entered: string,
): T | undefined {
  return specials.find((special) => promoCodesMatch(entered, special.code));
}

/** A special is valid through the end of its expiration date, New York time. */
export function isSpecialExpired(special: Pick<Special, 'expirationDate'>, now: Clock): boolean {
  return newYorkToday(now) > special.expirationDate;
}

/** A special's first day has not come yet, New York time (docs/decisions/0092-promotion-limits.md). */
export function isSpecialNotStarted(special: Pick<Special, 'startDate'>, now: Clock): boolean {
  return special.startDate != null && newYorkToday(now) < special.startDate;
}

/** Which use limit, if any, the special's uses have reached (docs/decisions/0092-promotion-limits.md). */
export function reachedUseLimit(
  special: Pick<Special, 'maxUses' | 'maxUsesPerCustomer'>,
  uses: { total: number; customer: number },
): 'limitReached' | 'customerLimitReached' | null {
  if (special.maxUses != null && uses.total >= special.maxUses) return 'limitReached';
  if (special.maxUsesPerCustomer != null && uses.customer >= special.maxUsesPerCustomer)
    return 'customerLimitReached';
  return null;
}

export interface SpecialEvaluation {
  code: string;
  special: Special | undefined;
  lines: readonly ServiceLine[];
  /** The order's amount the minimum is compared with: its services and products, before the discount. */
  orderCents: number;
  history: CustomerHistory;
  now: Clock;
}

/**
 * Evaluates a promo code against an order and a customer history (docs/rules/pricing.md, Promotions).
 * Checked in this order: unknown code, expired, not started yet, first-time only with an earlier non-canceled
 * order, the uses used up (in all, then the customer's), a flagged service missing from the order, an order below
 * the minimum, a zero discount (docs/decisions/0092-promotion-limits.md). The discount is positive cents.
 */
export function evaluateSpecial({
  code,
  special,
  lines,
  orderCents,
  history,
  now,
}: SpecialEvaluation): PromoResult {
  if (special === undefined || !promoCodesMatch(code, special.code)) return { ok: false, reason: 'unknown' };
  if (isSpecialExpired(special, now)) return { ok: false, reason: 'expired' };
  if (isSpecialNotStarted(special, now))
    return { ok: false, reason: 'notStarted', startDate: special.startDate as string };
  if (special.firstTimeOnly && history.nonCanceledOrderCount > 0)
    return { ok: false, reason: 'firstTimeOnly' };
  const usedUp = reachedUseLimit(special, history.promotionUses ?? { total: 0, customer: 0 });
  if (usedUp) return { ok: false, reason: usedUp };
  const missing = SERVICE_KEYS.some(
    (service) => special.services[service] && !lines.some((l) => l.service === service),
  );
  if (missing) return { ok: false, reason: 'notEligible' };
  if (special.minOrderCents != null && orderCents < special.minOrderCents)
    return { ok: false, reason: 'belowMinimum', minOrderCents: special.minOrderCents };
  const discountCents = specialDiscountCents(lines, special);
  return discountCents > 0 ? { ok: true, discountCents } : { ok: false, reason: 'zeroDiscount' };
}
