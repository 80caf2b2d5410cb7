import { describe, expect, it } from 'vitest';
import { divideRoundHalfAwayFromZero, percentOfCents, perLbCents, sumCents, weightHundredths } from './money';

describe('money: one rounding half away from zero (docs/rules/money.md, Amounts)', () => {
  it.each([
    [5, 10, 1],
    [4, 10, 0],
    [15, 10, 2],
    [-5, 10, -1],
    [-4, 10, 0],
    [0, 7, 0],
  ])('%d / %d -> %d', (n, d, expected) => expect(divideRoundHalfAwayFromZero(n, d)).toBe(expected));

  it.each([
    [1000, 15, 150],
    [101, 12.5, 13], // 12.625
    [1, 50, 1], // 0.5 rounds up
    [3, 50, 2], // 1.5 rounds up
    [999, 33.33, 333], // 332.9667
    [0, 99.99, 0],
  ])('%d cents x %d%% -> %d', (cents, percent, expected) =>
    expect(percentOfCents(cents, percent)).toBe(expected),
  );

  it.each([
    [20.01, 2001],
    [0.29, 29],
    [9, 900],
  ])('%d lbs -> %d hundredths', (lbs, hundredths) => expect(weightHundredths(lbs)).toBe(hundredths));

  it('prices per lb to the cent', () => {
    expect(perLbCents(40, 901)).toBe(360); // 360.4
    expect(perLbCents(165, 150)).toBe(248); // 247.5
    expect(sumCents([1, 2, 3])).toBe(6);
  });
});
