import { PaymentDeclinedError } from '../errors';

/**
 * The simulated provider accepts Stripe's well-known test numbers, with the same
 * outcomes and the same customer-facing messages, so the embedded default behaves like
 * Stripe in test mode and a tester can try a decline without any account.
 */
export type TestCardBehavior = 'succeed' | 'decline' | 'insufficient_funds';

export const testCards: Record<string, { brand: string; behavior: TestCardBehavior }> = {
  '4242424242424242': { brand: 'visa', behavior: 'succeed' },
  '4000000000000002': { brand: 'visa', behavior: 'decline' },
  '4000000000009995': { brand: 'visa', behavior: 'insufficient_funds' },
};

/**
 * Stripe's test PaymentMethod ids, which a caller may name instead of a card typed into the checkout (as with Stripe in
 * test mode): each stands for one of the test cards above.
 */
export const testPaymentMethods: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
};

/** Stripe's own messages for these outcomes (docs/rules/messages.md, Order flow, payments and settings: errors shows the provider's card error as is). */
export const cardMessages = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectNumber: 'Your card number is incorrect.',
  expired: 'Your card has expired.',
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  invalidExpiryYear: "Your card's expiration year is invalid.",
  invalidCvc: "Your card's security code is invalid.",
} as const;

export interface CardEntry {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface CheckedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  behavior: TestCardBehavior;
}

const refuse = (message: string, code: string) => new PaymentDeclinedError(message, { code });

// Made once: building an Intl formatter costs far more than using one.
const newYorkYearMonth = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: 'numeric',
});

/** The last minute's year and month: a month changes on a minute's edge, and formatting was 1 % of a checkout's CPU. */
let lastMinute: { minute: number; yearMonth: { year: number; month: number } } | undefined;

/** The card's year and month in New York, where the chain's dates live. */
function currentYearMonth(now: Date): { year: number; month: number } {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastMinute?.minute === minute) return lastMinute.yearMonth;
  const parts = newYorkYearMonth.formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const yearMonth = { year: part('year'), month: part('month') };
  lastMinute = { minute, yearMonth };
  return yearMonth;
}

/**
 * Checks a typed card the way Stripe.js does before a payment method exists: number,
 * expiry, security code. Declines and insufficient funds only show at authorization,
 * as with Stripe, so they are returned as the card's behavior rather than thrown here.
 */
export function checkTestCard(entry: CardEntry, now: Date): CheckedCard {
  const number = entry.number.replace(/[\s-]/g, '');
  const card = testCards[number];
  if (!card) throw refuse(cardMessages.incorrectNumber, 'incorrect_number');
  if (!Number.isInteger(entry.expMonth) || entry.expMonth < 1 || entry.expMonth > 12) {
    throw refuse(cardMessages.invalidExpiryMonth, 'invalid_expiry_month');
  }
  const expYear = entry.expYear < 100 ? 2000 + entry.expYear : entry.expYear;
  if (!Number.isInteger(expYear) || expYear > 2100)
    throw refuse(cardMessages.invalidExpiryYear, 'invalid_expiry_year');
  const today = currentYearMonth(now);
  // A card is good through the last day of its expiry month.
  if (expYear < today.year || (expYear === today.year && entry.expMonth < today.month)) {
    throw refuse(cardMessages.expired, 'expired_card');
  }
  if (!/^\d{3,4}$/.test(entry.cvc.trim())) throw refuse(cardMessages.invalidCvc, 'invalid_cvc');
  return {
    brand: card.brand,
    last4: number.slice(-4),
    expMonth: entry.expMonth,
    expYear,
    behavior: card.behavior,
  };
}
