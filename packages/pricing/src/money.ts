/**
 * Integer money and weight arithmetic. docs/rules/money.md, Amounts: every amount is integer cents and a
 * percentage is applied with one rounding, half away from zero, to the cent. Weights are integer
 * hundredths of a pound so that 20.01 lbs never drifts to 20.009999.
 */

/** `numerator / denominator` rounded half away from zero; both integers, denominator > 0. */
export function divideRoundHalfAwayFromZero(numerator: number, denominator: number): number {
  const magnitude = Math.floor((Math.abs(numerator) * 2 + denominator) / (denominator * 2));
  return numerator < 0 && magnitude > 0 ? -magnitude : magnitude;
}

/** A weight in lbs (at most 2 decimals, as the order schema enforces) as integer hundredths of a pound. */
export function weightHundredths(lbs: number): number {
  return Math.round(lbs * 100);
}

/** A percentage with up to 2 decimals (12.5) as integer hundredths of a percent (1250). */
export function percentHundredths(percent: number): number {
  return Math.round(percent * 100);
}

/** docs/rules/money.md, Amounts: `percent` of `cents`, one rounding half away from zero to the cent. */
export function percentOfCents(cents: number, percent: number): number {
  return divideRoundHalfAwayFromZero(cents * percentHundredths(percent), 10_000);
}

/** A per-lb price times a weight in hundredths, rounded half away from zero to the cent. */
export function perLbCents(perLbPriceCents: number, hundredths: number): number {
  return divideRoundHalfAwayFromZero(perLbPriceCents * hundredths, 100);
}

export function sumCents(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
