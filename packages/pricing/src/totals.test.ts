import { describe, expect, it } from 'vitest';
import { DEFAULT_REGIONAL_SETTINGS } from './defaults';
import type { ServiceLine } from './quotes/serviceLines';
import { SERVICE_LABELS, type ServiceKey } from './services';
import {
  minimumDeliverySurcharge,
  multipleDeliveryAmountCents,
  quoteTotalCents,
  sameDaySurchargeCents,
} from './totals';

const settings = DEFAULT_REGIONAL_SETTINGS.ny; // minimums: wash and fold 2900, every other 3200
const line = (service: ServiceKey, quoteCents: number): ServiceLine => ({
  service,
  label: SERVICE_LABELS[service],
  quoteCents,
  weightHundredths: 0,
  rows: [],
  units: 0,
  products: [],
  productsCents: 0,
});

describe('sameDaySurchargeCents: $2 per unit on the pick-up day', () => {
  it.each([
    [3, '2025-03-10', '2025-03-10', 600],
    [3, '2025-03-10', '2025-03-11', 0],
    [3, '2025-03-10', null, 0],
    [0, '2025-03-10', '2025-03-10', 0],
  ])('%d units, %s -> %s: %d', (units, pickUp, delivery, cents) => {
    expect(sameDaySurchargeCents(units, pickUp, delivery)).toBe(cents);
  });
});

describe('minimumDeliverySurcharge (docs/rules/pricing.md, Surcharges)', () => {
  it.each([
    ['wash and fold at its minimum', [line('washFold', 2900)], [0, 0, 0]],
    [
      'wash and fold and organic each top up',
      [line('washFold', 2500), line('organicWashFold', 3000)],
      [400, 200, 0],
    ],
    [
      'largest single shortfall of the others',
      [line('dryClean', 1000), line('washPress', 2000), line('tailoring', 5000)],
      [0, 0, 2200],
    ],
    ['others above their minimum', [line('comforter', 4000), line('dryClean', 3200)], [0, 0, 0]],
    ['both rules together', [line('washFold', 2800), line('washPress', 995)], [100, 0, 2205]],
  ] as const)('%s', (_name, lines, [washFoldCents, organicWashFoldCents, otherServicesCents]) => {
    expect(minimumDeliverySurcharge(lines, settings)).toEqual({
      washFoldCents,
      organicWashFoldCents,
      otherServicesCents,
      totalCents: washFoldCents + organicWashFoldCents + otherServicesCents,
    });
  });
});

describe('multipleDeliveryAmountCents', () => {
  const lines = [line('washPress', 1500), line('dryClean', 1000), line('tailoring', 9000)];
  it.each([
    [
      'earlier services below their minimum',
      ['washPress', 'dryClean'],
      { earlierQuoteCents: 2500, amountCents: 700 },
    ],
    ['earlier services at their minimum', ['tailoring'], { earlierQuoteCents: 9000, amountCents: 0 }],
    ['single delivery', [], { earlierQuoteCents: 0, amountCents: 0 }],
  ] as const)('%s', (_name, earlier, expected) => {
    expect(multipleDeliveryAmountCents(lines, earlier, settings)).toEqual(expected);
  });
});

describe('quoteTotalCents', () => {
  it('adds everything and subtracts the discount, never below zero', () => {
    const parts = {
      servicesCents: 5000,
      productsCents: 200,
      surchargesCents: 300,
      expressCents: 400,
      gratuityCents: 500,
      discountCents: 1000,
    };
    expect(quoteTotalCents(parts)).toBe(5400);
    expect(quoteTotalCents({ ...parts, discountCents: 99_999 })).toBe(0);
  });
});
