import { DEFAULT_PREFERENCES } from '@laundry/domain';
import { describe, expect, it } from 'vitest';
import { preferredStarch } from './preferences';

// docs/decisions/0093-customer-preferences.md, Filling a new order.
describe("a dry clean garment's starch from the customer's preferences", () => {
  it.each([
    ['none', 'noStarch'],
    ['light', 'lightStarch'],
    ['medium', 'lightStarch'],
    ['heavy', 'heavyStarch'],
  ] as const)('%s -> %s', (starch, choice) => {
    expect(preferredStarch({ ...DEFAULT_PREFERENCES, starch })).toBe(choice);
  });

  it('is no starch without preferences (a guest, or none saved)', () => {
    expect(preferredStarch(null)).toBe('noStarch');
  });
});
