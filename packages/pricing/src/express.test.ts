import { describe, expect, it } from 'vitest';
import { expressDeliveryCents, isExpressEligible } from './express';
import type { ServiceKey } from './services';

describe('isExpressEligible (docs/rules/scheduling.md, Express delivery)', () => {
  it.each([
    ['9 lbs is not over 9', ['washFold'], 9, 11, false],
    ['9.01 lbs is', ['washFold'], 9.01, 11, true],
    ['organic alone', ['organicWashFold'], 12, 11, true],
    ['both kinds combined', ['washFold', 'organicWashFold'], 9.5, 11, true],
    ['pick-up window at 17:00', ['washFold'], 12, 17, true],
    ['pick-up window at 18:00', ['washFold'], 12, 18, false],
    ['with dry clean', ['washFold', 'dryClean'], 12, 11, false],
    ['with comforter', ['organicWashFold', 'comforter'], 12, 11, false],
    ['no service', [], 12, 11, false],
  ] as const)('%s', (_name, services, weightLbs, pickUpHour, eligible) => {
    expect(isExpressEligible({ services: services as readonly ServiceKey[], weightLbs, pickUpHour })).toBe(
      eligible,
    );
  });

  it.each([
    [9.01, 360], // 360.4
    [10, 400],
    [12.5, 500],
    [9.63, 385], // 385.2
    [10.01, 400], // 400.4
    [10.04, 402], // 401.6
  ])('%d lbs -> %d cents at $0.40 per lb', (lbs, cents) => expect(expressDeliveryCents(lbs)).toBe(cents));
});
