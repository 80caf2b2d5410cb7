import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDollars } from './settingsFormValues';

/** docs/rules/settings.md, What a region has: "Displayed prices use 2 decimals". */
describe('centsToDollars', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1.00'],
    [4_405, '44.05'],
    [123_456_789, '1234567.89'],
    [-5, '-0.05'],
    [-1_234, '-12.34'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(centsToDollars(cents)).toBe(text);
  });

  it('writes what toFixed(2) of the dollars writes, for any whole cents an order holds', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        expect(centsToDollars(cents)).toBe((cents / 100).toFixed(2));
      }),
    );
  });
});
