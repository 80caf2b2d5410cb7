import { describe, expect, it } from 'vitest';
import { PaymentDeclinedError } from '../errors';
import { checkTestCard } from './testCards';

// 15 March 2026, noon in New York.
const now = new Date('2026-03-15T16:00:00Z');
const card = (number: string, expMonth = 12, expYear = 2030, cvc = '123') => ({
  number,
  expMonth,
  expYear,
  cvc,
});

describe('simulated test cards', () => {
  it.each([
    ['4242 4242 4242 4242', 'succeed'],
    ['4000-0000-0000-0002', 'decline'],
    ['4000000000009995', 'insufficient_funds'],
  ])('accepts %s and keeps only brand, last 4 and its behavior (%s)', (number, behavior) => {
    const checked = checkTestCard(card(number), now);
    expect(checked).toEqual({
      brand: 'visa',
      last4: number.replace(/\D/g, '').slice(-4),
      expMonth: 12,
      expYear: 2030,
      behavior,
    });
    expect(JSON.stringify(checked)).not.toContain(number.replace(/\D/g, '').slice(0, 12));
  });

  it.each([
    [card('4111 1111 1111 1111'), 'Your card number is incorrect.', 'incorrect_number'],
    [card('4242 4242 4242 424'), 'Your card number is incorrect.', 'incorrect_number'],
    [card('4242424242424242', 2, 2026), 'Your card has expired.', 'expired_card'],
    [card('4242424242424242', 12, 2025), 'Your card has expired.', 'expired_card'],
    [card('4242424242424242', 13, 2030), "Your card's expiration month is invalid.", 'invalid_expiry_month'],
    [card('4242424242424242', 12, 2030, '12'), "Your card's security code is invalid.", 'invalid_cvc'],
  ])('refuses %j with Stripe’s message', (entry, message, code) => {
    const failure = (() => {
      try {
        return checkTestCard(entry, now);
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(PaymentDeclinedError);
    expect(failure).toMatchObject({ message, code });
  });

  it('treats the current month as not yet expired and reads two-digit years as 20xx', () => {
    expect(checkTestCard(card('4242424242424242', 3, 2026), now).expYear).toBe(2026);
    expect(checkTestCard(card('4242424242424242', 3, 26), now).expYear).toBe(2026);
    // 02:00 UTC on 1 April is still 31 March in New York: a March card is good until New York's midnight.
    expect(checkTestCard(card('4242424242424242', 3, 2026), new Date('2026-04-01T02:00:00Z')).expMonth).toBe(
      3,
    );
    expect(() => checkTestCard(card('4242424242424242', 3, 2026), new Date('2026-04-01T04:30:00Z'))).toThrow(
      'Your card has expired.',
    );
  });
});
