import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REGIONAL_SETTINGS } from '../defaults';
import { samplePriceLists } from '../testing';
import { washFoldProducts, washFoldQuoteCents, washFoldRates } from './washFold';

const ny = DEFAULT_REGIONAL_SETTINGS.ny;
const regular = washFoldRates(ny, 'washFold');
const organic = washFoldRates(ny, 'organicWashFold');

describe('washFoldQuoteCents (docs/rules/pricing.md, Wash and fold (regular and organic))', () => {
  it.each([
    ['regular', 0, 2900],
    ['regular', 12, 2900],
    ['regular', 20, 2900], // exactly at the threshold
    ['regular', 20.01, 2900], // 29.0145 truncated
    ['regular', 20.7, 3000], // 30.015 truncated
    ['regular', 21, 3000], // 30.45 truncated
    ['regular', 25.5, 3600], // 36.975 truncated
    ['regular', 40, 5800],
    ['organic', 20, 3200],
    ['organic', 20.01, 3200],
    ['organic', 30, 4800],
    ['organic', 20.63, 3300], // 33.008 truncated
  ])('%s %d lbs -> %d cents', (kind, lbs, cents) => {
    const rates = kind === 'regular' ? regular : organic;
    expect(washFoldQuoteCents(lbs, rates)).toBe(cents);
  });

  it('never truncates below a minimum price with cents (docs/decisions/0012-pricing-wash-fold-truncation.md)', () => {
    const rates = { upToXLbs: 20, perLbCents: 145, minimumPriceCents: 2950 };
    expect(washFoldQuoteCents(20, rates)).toBe(2950);
    expect(washFoldQuoteCents(20.01, rates)).toBe(2950);
    expect(washFoldQuoteCents(21, rates)).toBe(3000);
  });

  it('uses a fractional threshold exactly', () => {
    const rates = { upToXLbs: 10.5, perLbCents: 200, minimumPriceCents: 1000 };
    expect(washFoldQuoteCents(10.5, rates)).toBe(1000);
    expect(washFoldQuoteCents(11.5, rates)).toBe(1200);
  });

  it('property: never negative, never below the minimum, never falls when the weight grows', () => {
    const rates = fc.record({
      upToXLbs: fc.integer({ min: 0, max: 5000 }).map((h) => h / 100),
      perLbCents: fc.integer({ min: 0, max: 1000 }),
      minimumPriceCents: fc.integer({ min: 0, max: 10_000 }),
    });
    const hundredths = fc.integer({ min: 0, max: 100_000 });
    fc.assert(
      fc.property(rates, hundredths, hundredths, (r, a, b) => {
        const [light, heavy] = a <= b ? [a, b] : [b, a];
        const lightQuote = washFoldQuoteCents(light / 100, r);
        expect(lightQuote).toBeGreaterThanOrEqual(r.minimumPriceCents);
        expect(washFoldQuoteCents(heavy / 100, r)).toBeGreaterThanOrEqual(lightQuote);
      }),
    );
  });
});

describe('washFoldProducts: each product adds its price once', () => {
  const lists = samplePriceLists('ny');
  it('sums chosen products, counts a repeat once and reports unknown or other-region ids', () => {
    const result = washFoldProducts(
      ['ny-softener', 'ny-oxiclean', 'ny-softener', 'fl-softener', 'nope', 'nope'],
      lists.products,
      'ny',
    );
    expect(result.totalCents).toBe(500);
    expect(result.products.map((p) => p.item)).toEqual(['Softener', 'OxiClean']);
    expect(result.unknownIds).toEqual(['fl-softener', 'nope']);
  });

  it('finds a Florida product only in a Florida order', () => {
    const fl = samplePriceLists('fl');
    expect(washFoldProducts(['fl-softener'], fl.products, 'fl').totalCents).toBe(200);
    expect(washFoldProducts(['fl-softener'], fl.products, 'ny').unknownIds).toEqual(['fl-softener']);
  });
});
