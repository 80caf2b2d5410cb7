import { describe, expect, it } from 'vitest';
import { AMOUNT_INVALID_MESSAGE, comforterSizeSchema, dollarAmountSchema, dollarsToCents } from './pricing';

describe('dollar amounts: digits with up to 2 decimals (docs/rules/messages.md, Order flow: validation)', () => {
  it.each([
    ['29', 2900],
    ['1.45', 145],
    ['1.5', 150],
    [' 0.07 ', 7],
    ['1234567.89', 123456789],
  ])('%j -> %d cents', (input, cents) => expect(dollarAmountSchema.parse(input)).toBe(cents));

  it.each(['', '1.456', '-1', '1,50', 'abc', '.5'])('%j is refused', (input) => {
    expect(dollarAmountSchema.safeParse(input).error?.issues[0]?.message).toBe(AMOUNT_INVALID_MESSAGE);
  });

  it('converts without float drift', () => {
    for (let cents = 0; cents < 10_000; cents += 1) {
      const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      expect(dollarsToCents(text)).toBe(cents);
    }
  });
});

describe('price list rows', () => {
  it('accepts only Full, Queen and King comforter sizes', () => {
    const row = { id: 'c1', item: 'Queen', region: 'ny', notDownCents: 3500, downCents: 4500 };
    expect(comforterSizeSchema.safeParse(row).success).toBe(true);
    expect(comforterSizeSchema.safeParse({ ...row, item: 'Twin' }).success).toBe(false);
  });
});
