import type { Special } from '@laundry/validators/special';
import type { ServiceLine } from '../quotes/serviceLines';
import { type Clock, newYorkToday } from '../schedule/clock';
import { SERVICE_KEYS } from '../services';
import { specialDiscountCents } from './discount';
import type { PromoFailureReason } from './failures';

export type PromoResult = { ok: true; discountCents: number } | { ok: false; reason: PromoFailureReason };

/**
 * What the server knows of the customer (by account, or by email for a guest): the number of orders
 * that are not Canceled, not counting the order being priced (docs/decisions/0008-pricing-promotions.md).
 */
export interface CustomerHistory {
  nonCanceledOrderCount: number;
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

export interface SpecialEvaluation {
  code: string;
  special: Special | undefined;
  lines: readonly ServiceLine[];
  history: CustomerHistory;
  now: Clock;
}

/**
 * Evaluates a promo code against an order and a customer history (docs/rules/pricing.md, Promotions)
 *. Checked in this order: unknown code, expired, first-time only with an earlier non-canceled
 * order, a flagged service missing from the order, a zero discount. The discount is positive cents.
 */
export function evaluateSpecial({ code, special, lines, history, now }: SpecialEvaluation): PromoResult {
  if (special === undefined || !promoCodesMatch(code, special.code)) return { ok: false, reason: 'unknown' };
  if (isSpecialExpired(special, now)) return { ok: false, reason: 'expired' };
  if (special.firstTimeOnly && history.nonCanceledOrderCount > 0)
    return { ok: false, reason: 'firstTimeOnly' };
  const missing = SERVICE_KEYS.some(
    (service) => special.services[service] && !lines.some((l) => l.service === service),
  );
  if (missing) return { ok: false, reason: 'notEligible' };
  const discountCents = specialDiscountCents(lines, special);
  return discountCents > 0 ? { ok: true, discountCents } : { ok: false, reason: 'zeroDiscount' };
}
