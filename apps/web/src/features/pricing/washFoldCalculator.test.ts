import { DEFAULT_REGIONAL_SETTINGS } from '@laundry/pricing';
import { describe, expect, it } from 'vitest';
import { activateLocale, loadAreas } from '../../i18n/i18n';
import {
  EXPRESS_NOT_AVAILABLE_MESSAGE,
  hourLabel,
  parseWeight,
  type WashFoldCalculatorInput,
  WEIGHT_REQUIRED_MESSAGE,
  washFoldCalculatorResult,
} from './washFoldCalculator';

// The lines are worded in the page's language: English here, as the pricing pages start.
await loadAreas(['public']);
await activateLocale('en');

// The defaults equal the database seed (packages/pricing/src/defaults.ts).
const ny = DEFAULT_REGIONAL_SETTINGS.ny;
const fl = DEFAULT_REGIONAL_SETTINGS.fl;
const input = (change: Partial<WashFoldCalculatorInput>): WashFoldCalculatorInput => ({
  service: 'selfDropOff',
  kind: 'washFold',
  weight: '10',
  express: false,
  ...change,
});
const total = (result: ReturnType<typeof washFoldCalculatorResult>) =>
  result.ok ? result.totalCents : result.message;

describe('washFoldCalculatorResult', () => {
  it.each([
    ['NY self drop-off 10 lbs regular: $11.75 + 4 x $1.65', ny, input({}), 1835],
    ['NY self drop-off 10 lbs organic: $11.75 + 4 x $1.80', ny, input({ kind: 'organicWashFold' }), 1895],
    ['NY self drop-off at the 6 lb minimum', ny, input({ weight: '6' }), 1175],
    [
      'NY self drop-off 5 lbs',
      ny,
      input({ weight: '5' }),
      'Self drop off orders must be a minimum of 6 lbs.',
    ],
    ['FL self drop-off 10 lbs: $10 + 2 x $1.45', fl, input({}), 1290],
    [
      'FL self drop-off 7 lbs',
      fl,
      input({ weight: '7' }),
      'Self drop off orders must be a minimum of 8 lbs.',
    ],
    [
      'NY pick-up 25 lbs: $29 + 5 x $1.45, whole dollars',
      ny,
      input({ service: 'pickUp', weight: '25' }),
      3600,
    ],
    [
      'NY pick-up 25 lbs organic: $32 + 5 x $1.60',
      ny,
      input({ service: 'pickUp', kind: 'organicWashFold', weight: '25' }),
      4000,
    ],
    [
      'NY pick-up 19 lbs',
      ny,
      input({ service: 'pickUp', weight: '19' }),
      'Pickup/delivery orders must be a minimum of 20 lbs.',
    ],
    ['FL pick-up 20 lbs', fl, input({ service: 'pickUp', weight: '20' }), 2900],
    ['no weight', ny, input({ weight: ' ' }), WEIGHT_REQUIRED_MESSAGE],
    ['a word for a weight', ny, input({ weight: 'ten' }), WEIGHT_REQUIRED_MESSAGE],
  ])('%s', (_name, settings, calculatorInput, expected) => {
    expect(total(washFoldCalculatorResult(settings, calculatorInput))).toBe(expected);
  });

  it('adds express delivery at $0.40 per lb to a pick-up', () => {
    const result = washFoldCalculatorResult(ny, input({ service: 'pickUp', weight: '25', express: true }));
    expect(result).toEqual({
      ok: true,
      lines: [
        { label: 'Wash & Fold, 25 lbs', cents: 3600 },
        { label: 'Express delivery', cents: 1000 },
      ],
      totalCents: 4600,
    });
  });

  it('ignores express for self drop-off', () => {
    expect(total(washFoldCalculatorResult(ny, input({ express: true })))).toBe(1835);
  });

  it('refuses express at 9 lbs or less when the threshold allows such a pick-up', () => {
    const low = { ...ny, washFoldUpToXLbs: 5 };
    expect(
      total(washFoldCalculatorResult(low, input({ service: 'pickUp', weight: '9', express: true }))),
    ).toBe(EXPRESS_NOT_AVAILABLE_MESSAGE);
    expect(EXPRESS_NOT_AVAILABLE_MESSAGE).toBe(
      'Express delivery is available for orders over 9 lbs picked up before 6pm.',
    );
  });

  it('follows the settings a super admin changes', () => {
    const changed = { ...ny, selfDropOffBasePriceCents: 1200, selfDropOffMinimumLbs: 7 };
    expect(total(washFoldCalculatorResult(changed, input({})))).toBe(1200 + 3 * 165);
    expect(total(washFoldCalculatorResult(changed, input({ weight: '6' })))).toBe(
      'Self drop off orders must be a minimum of 7 lbs.',
    );
  });
});

describe('parseWeight and hourLabel', () => {
  it.each([
    ['7.5', 7.5],
    ['.5', 0.5],
    ['10.', 10],
    ['10.123', null],
    ['-1', null],
    ['1e3', null],
    ['10001', null],
  ])('%s -> %s', (text, weight) => expect(parseWeight(text)).toBe(weight));

  it.each([
    [7, '7am'],
    [12, '12pm'],
    [18, '6pm'],
    [0, '12am'],
  ])('%i -> %s', (hour, label) => expect(hourLabel(hour)).toBe(label));
});
