import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { priceOrder } from '../priceOrder';
import { NEW_YORK } from '../schedule/clock';
import { sampleDraft, samplePriceLists, sampleSettings, sampleSpecial } from '../testing';
import { PROMO_ERROR_MESSAGES, promoFailureMessage } from './failures';

// docs/rules/pricing.md, Promotions; docs/decisions/0092-promotion-limits.md.
const settings = sampleSettings('ny');
const priceLists = samplePriceLists('ny');
const draft = { ...sampleDraft({ promoCode: 'spring' }) };
// 23:30 on Mar 10 in New York is already Mar 11 in UTC: the day is New York's.
const lateEvening = DateTime.fromISO('2025-03-10T23:30', { zone: NEW_YORK });

function price(
  special: Parameters<typeof sampleSpecial>[0],
  uses?: { total: number; customer: number },
  now = lateEvening,
) {
  return priceOrder(draft, {
    settings,
    priceLists,
    special: sampleSpecial(special),
    customerHistory: { nonCanceledOrderCount: 0, ...(uses ? { promotionUses: uses } : {}) },
    now,
    checkSchedule: false,
  });
}
const promoErrors = (pricing: ReturnType<typeof price>) =>
  pricing.errors.filter((error) => error.kind === 'promo');

describe('the limits of a special', () => {
  it('a special without limits (every field absent or null) applies as before', () => {
    expect(price({}).promo).toEqual({ ok: true, discountCents: 1249 });
    expect(
      price(
        { startDate: null, maxUses: null, maxUsesPerCustomer: null, minOrderCents: null },
        { total: 99, customer: 99 },
      ).promo,
    ).toEqual({ ok: true, discountCents: 1249 });
  });

  it('total uses: limit - 1 used applies, limit used is refused', () => {
    expect(price({ maxUses: 5 }, { total: 4, customer: 0 }).promo?.ok).toBe(true);
    const used = price({ maxUses: 5 }, { total: 5, customer: 0 });
    expect(used.promo).toEqual({ ok: false, reason: 'limitReached' });
    expect(used.discountCents).toBe(0);
    expect(promoErrors(used)).toEqual([
      { kind: 'promo', reason: 'limitReached', message: 'This promotion has reached its limit.' },
    ]);
  });

  it('a limit of 0 uses is refused from the first', () => {
    expect(price({ maxUses: 0 }, { total: 0, customer: 0 }).promo).toEqual({
      ok: false,
      reason: 'limitReached',
    });
  });

  it('uses per customer: limit - 1 applies, limit is refused with its own text', () => {
    expect(price({ maxUsesPerCustomer: 2 }, { total: 10, customer: 1 }).promo?.ok).toBe(true);
    const used = price({ maxUsesPerCustomer: 2 }, { total: 10, customer: 2 });
    expect(promoErrors(used)).toEqual([
      { kind: 'promo', reason: 'customerLimitReached', message: 'You have already used this promotion.' },
    ]);
  });

  it('the total limit is told before the customer limit', () => {
    expect(price({ maxUses: 3, maxUsesPerCustomer: 1 }, { total: 3, customer: 1 }).promo).toEqual({
      ok: false,
      reason: 'limitReached',
    });
  });

  it('uses unknown (a client estimate) count as none', () => {
    expect(price({ maxUses: 1, maxUsesPerCustomer: 1 }).promo?.ok).toBe(true);
  });

  it('start date: today in New York applies, tomorrow is refused naming the day', () => {
    expect(price({ startDate: '2025-03-10' }).promo?.ok).toBe(true);
    const tomorrow = price({ startDate: '2025-03-11' });
    expect(promoErrors(tomorrow)).toEqual([
      {
        kind: 'promo',
        reason: 'notStarted',
        message: 'This promotion starts on Mar 11, 2025.',
      },
    ]);
    // Just after midnight in New York the same special applies.
    const midnight = DateTime.fromISO('2025-03-11T00:00', { zone: NEW_YORK });
    expect(price({ startDate: '2025-03-11' }, undefined, midnight).promo?.ok).toBe(true);
  });

  it('minimum amount: exactly met applies, one cent short is refused with the amount', () => {
    const pricing = price({});
    const amount = pricing.servicesCents + pricing.productsCents;
    expect(amount).toBe(12_692);
    expect(price({ minOrderCents: amount }).promo?.ok).toBe(true);
    const short = price({ minOrderCents: amount + 1 });
    expect(promoErrors(short)).toEqual([
      {
        kind: 'promo',
        reason: 'belowMinimum',
        message: 'This promotion applies to orders of $126.93 or more.',
      },
    ]);
  });

  it('the minimum is compared before surcharges and tip, and without the discount', () => {
    const withTip = priceOrder(
      { ...draft, gratuityCents: 5_000 },
      {
        settings,
        priceLists,
        special: sampleSpecial({ minOrderCents: 12_693 }),
        now: lateEvening,
        checkSchedule: false,
      },
    );
    expect(withTip.promo).toEqual({ ok: false, reason: 'belowMinimum', minOrderCents: 12_693 });
  });

  it('refusals come in order: expired, not started, first-time, used up, not eligible, minimum', () => {
    const expired = price({ expirationDate: '2025-03-09', maxUses: 0 });
    expect(expired.promo).toEqual({ ok: false, reason: 'expired' });
    expect(price({ startDate: '2025-03-12', maxUses: 0 }).promo).toMatchObject({ reason: 'notStarted' });
    expect(
      priceOrder(draft, {
        settings,
        priceLists,
        special: sampleSpecial({ firstTimeOnly: true, maxUses: 0 }),
        customerHistory: { nonCanceledOrderCount: 1, promotionUses: { total: 0, customer: 0 } },
        now: lateEvening,
        checkSchedule: false,
      }).promo,
    ).toEqual({ ok: false, reason: 'firstTimeOnly' });
    expect(price({ maxUses: 0, minOrderCents: 99_999_00 }, { total: 0, customer: 0 }).promo).toMatchObject({
      reason: 'limitReached',
    });
    const comforterOnly = { ...sampleSpecial().services, comforter: true };
    expect(price({ services: comforterOnly, minOrderCents: 99_999_00 }).promo).toEqual({
      ok: false,
      reason: 'notEligible',
    });
  });
});

describe('promoFailureMessage', () => {
  it('words each refusal exactly', () => {
    expect(promoFailureMessage({ reason: 'notStarted', startDate: '2026-12-01' })).toBe(
      'This promotion starts on Dec 1, 2026.',
    );
    expect(promoFailureMessage({ reason: 'belowMinimum', minOrderCents: 2_500 })).toBe(
      'This promotion applies to orders of $25.00 or more.',
    );
    expect(promoFailureMessage({ reason: 'belowMinimum', minOrderCents: 2_550 })).toBe(
      'This promotion applies to orders of $25.50 or more.',
    );
    expect(promoFailureMessage({ reason: 'limitReached' })).toBe('This promotion has reached its limit.');
    expect(promoFailureMessage({ reason: 'customerLimitReached' })).toBe(
      'You have already used this promotion.',
    );
    expect(PROMO_ERROR_MESSAGES.expired).toBe('This promotion has expired.');
  });
});
