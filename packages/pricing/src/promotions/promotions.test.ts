import type { Special } from '@laundry/validators/special';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REGIONAL_SETTINGS } from '../defaults';
import { serviceLines } from '../quotes/serviceLines';
import { NEW_YORK } from '../schedule/clock';
import { sampleDraft, samplePriceLists, sampleSpecial } from '../testing';
import { discountableSubtotalCents, specialServices } from './discount';
import { evaluateSpecial, findSpecialByCode, isSpecialExpired, promoCodesMatch } from './evaluate';
import { PROMO_ERROR_MESSAGES } from './failures';

const settings = DEFAULT_REGIONAL_SETTINGS.ny;
const lists = samplePriceLists('ny');
// Wash and fold 25.5 lbs 3600; wash and press 5 shirts 995; dry clean 2 pants no-crease 2198 + suit 2199; tailoring 3500.
const lines = serviceLines(sampleDraft(), settings, lists, 'ny', []);
const withComforter = serviceLines(
  sampleDraft({ comforter: { items: [{ sizeId: 'ny-queen', type: 'down', quantity: 2 }] } }),
  settings,
  lists,
  'ny',
  [],
);
const now = DateTime.fromISO('2025-03-10T12:00', { zone: NEW_YORK });
const noHistory = { nonCanceledOrderCount: 0 };
const flags = (...keys: string[]) => ({
  washFold: keys.includes('washFold'),
  organicWashFold: keys.includes('organicWashFold'),
  washPress: keys.includes('washPress'),
  dryClean: keys.includes('dryClean'),
  tailoring: keys.includes('tailoring'),
  comforter: keys.includes('comforter'),
});
const evaluate = (
  special: Special | undefined,
  overrides: Partial<Parameters<typeof evaluateSpecial>[0]> = {},
) =>
  evaluateSpecial({ code: 'spring', special, lines, orderCents: 0, history: noHistory, now, ...overrides });

describe('promo discounts (docs/rules/pricing.md, Promotions)', () => {
  const percent = (percentDiscount: number, services = flags()) =>
    sampleSpecial({ percentDiscount, services });
  const promo = (promotionalPriceCents: number, services = flags(), extra = {}) =>
    sampleSpecial({ percentDiscount: null, promotionalPriceCents, services, ...extra });
  const fixed = (discountAmountCents: number, services = flags()) =>
    sampleSpecial({ percentDiscount: null, discountAmountCents, services });
  const dryCleanItems = { ...sampleSpecial().dryCleanItems, suit: true };
  const tailoringItems = (key: 'pants' | 'jacket') => ({ ...sampleSpecial().tailoringItems, [key]: true });

  it.each([
    ['10% of every service', percent(10), 1249], // 1249.2
    ['12.5% of dry clean', percent(12.5, flags('dryClean')), 550], // 549.625
    ['15% of wash and fold and wash and press', percent(15, flags('washFold', 'washPress')), 689], // 689.25
    ['$1.00 per shirt of wash and press', promo(100, flags('washPress')), 495],
    ['$1.00 per lb of wash and fold', promo(100, flags('washFold')), 1050], // 3600 - 2550
    ['$1.00 per dry clean item, no-crease charge stays', promo(100, flags('dryClean')), 3697],
    ['$1.00 per flagged dry clean item (suit)', promo(100, flags('dryClean'), { dryCleanItems }), 2099],
    [
      '$20.00 per flagged tailoring item (pants)',
      promo(2000, flags('tailoring'), { tailoringItems: tailoringItems('pants') }),
      1500,
    ],
    ['$10.00 off once', fixed(1000), 1000],
    ['$100.00 off wash and press, capped at its subtotal', fixed(10_000, flags('washPress')), 995],
  ])('%s -> %d cents', (_name, special, discountCents) => {
    expect(evaluate(special)).toEqual({ ok: true, discountCents });
  });

  it('promotional price per comforter quantity', () => {
    const special = promo(4000, flags('comforter'));
    expect(evaluate(special, { lines: withComforter })).toEqual({ ok: true, discountCents: 2000 });
  });

  it.each([
    ['a promotional price above the usual price', promo(50_000, flags('washPress'))],
    [
      'a flagged tailoring item not on the order',
      promo(100, flags('tailoring'), { tailoringItems: tailoringItems('jacket') }),
    ],
    ['0% of the subtotal', percent(0.001)],
  ])('%s -> zero discount', (_name, special) => {
    expect(evaluate(special)).toEqual({ ok: false, reason: 'zeroDiscount' });
  });

  it('treats no flagged service as every service', () => {
    expect(specialServices(sampleSpecial())).toHaveLength(6);
    expect(specialServices(sampleSpecial({ services: flags('dryClean', 'comforter') }))).toEqual([
      'dryClean',
      'comforter',
    ]);
    expect(discountableSubtotalCents(lines, sampleSpecial())).toBe(12_492);
  });
});

describe('promo errors, checked in the order of docs/rules/pricing.md, Promotions', () => {
  const expired = { expirationDate: '2025-03-09' };
  it.each([
    ['no special found', undefined, noHistory, 'unknown'],
    ['a special with another code', sampleSpecial({ code: 'OTHER' }), noHistory, 'unknown'],
    [
      'expired, also first-time only',
      sampleSpecial({ ...expired, firstTimeOnly: true }),
      { nonCanceledOrderCount: 1 },
      'expired',
    ],
    [
      'first-time only with an order, also not eligible',
      sampleSpecial({ firstTimeOnly: true, services: flags('comforter') }),
      { nonCanceledOrderCount: 1 },
      'firstTimeOnly',
    ],
    [
      'flagged service missing, also zero',
      sampleSpecial({ services: flags('comforter', 'washFold'), percentDiscount: 0.001 }),
      noHistory,
      'notEligible',
    ],
  ] as const)('%s -> %s', (_name, special, history, reason) => {
    expect(evaluate(special, { history })).toEqual({ ok: false, reason });
  });

  it('lets a first-time customer use a first-time special', () => {
    expect(evaluate(sampleSpecial({ firstTimeOnly: true })).ok).toBe(true);
  });

  it('maps every reason to the exact spec message', () => {
    expect(PROMO_ERROR_MESSAGES).toEqual({
      unknown: 'Please enter a valid promo code.',
      expired: 'This promotion has expired.',
      firstTimeOnly: 'This promotion is for first-time customers only.',
      limitReached: 'This promotion has reached its limit.',
      customerLimitReached: 'You have already used this promotion.',
      notEligible: 'Your order is not eligible for this promotion.',
      zeroDiscount: 'Promotion not available for this order.',
    });
  });
});

describe('codes and expiry', () => {
  it.each([
    ['spring', 'SPRING', true],
    [' Spring ', 'SPRING', true],
    ['SPRING15', 'SPRING', false],
  ])('%j matches %j: %s', (entered, code, match) => expect(promoCodesMatch(entered, code)).toBe(match));

  it('finds a special by code case-insensitively', () => {
    const specials = [sampleSpecial({ id: 'a', code: 'FALL' }), sampleSpecial({ id: 'b', code: 'Spring' })];
    expect(findSpecialByCode(specials, 'SPRING')?.id).toBe('b');
    expect(findSpecialByCode(specials, 'winter')).toBeUndefined();
  });

  it.each([
    ['2025-04-30T23:59', false],
    ['2025-05-01T00:00', true],
  ])('a special expiring 2025-04-30 at %s New York: expired=%s', (local, expired) => {
    const special = { expirationDate: '2025-04-30' };
    expect(isSpecialExpired(special, DateTime.fromISO(local, { zone: NEW_YORK }))).toBe(expired);
  });

  it('uses the New York date, not UTC (01:00 UTC on May 1 is still April 30)', () => {
    expect(isSpecialExpired({ expirationDate: '2025-04-30' }, Date.parse('2025-05-01T01:00:00Z'))).toBe(
      false,
    );
  });
});
