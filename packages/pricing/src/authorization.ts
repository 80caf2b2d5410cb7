import { MIN_AUTHORIZATION_CENTS } from '@laundry/validators/orderMoney';
import { type Clock, epochMs } from './schedule/clock';

/**
 * docs/rules/pricing.md, Authorization: the card is authorized for 150% of the quote total, to the cent, and for
 * at least the smallest amount a card can be asked to hold (docs/decisions/0061-payments-smallest-hold.md), so
 * that an order a special brings to nearly nothing, or to nothing, can still be placed.
 */
export function authorizationAmountCents(quoteTotalCents: number): number {
  // x 1.5 with one rounding half away from zero; never below the quote for a non-negative total.
  return Math.max(MIN_AUTHORIZATION_CENTS, Math.floor((Math.max(0, quoteTotalCents) * 3 + 1) / 2));
}

const DAY_MS = 86_400_000;
/** docs/rules/money.md: over 6 days shows the expiring-soon warning, over 7 days is expired. */
export const AUTHORIZATION_WARNING_AFTER_MS = 6 * DAY_MS;
export const AUTHORIZATION_EXPIRES_AFTER_MS = 7 * DAY_MS;

export type AuthorizationAgeState = 'fine' | 'expiringSoon' | 'expired';

/**
 * The age state of a card authorization (docs/rules/money.md, The hold (authorization)).
 * Days are elapsed 24-hour periods, as the card network counts them, so a DST change does not move the
 * deadline: docs/decisions/0002-pricing-authorization-age.md.
 */
export function authorizationAgeState(authorizedAt: Clock, now: Clock): AuthorizationAgeState {
  const age = epochMs(now) - epochMs(authorizedAt);
  if (age > AUTHORIZATION_EXPIRES_AFTER_MS) return 'expired';
  if (age > AUTHORIZATION_WARNING_AFTER_MS) return 'expiringSoon';
  return 'fine';
}
