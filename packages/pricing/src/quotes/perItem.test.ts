import { describe, expect, it } from 'vitest';
import { samplePriceLists } from '../testing';
import {
  comforterRowQuote,
  dryCleanRowQuote,
  dryCleanUnitCents,
  tailoringItemQuote,
  washPressRowQuote,
} from './perItem';

const lists = samplePriceLists('ny');
const [shirt, pants, suit, outer] = lists.dryClean as [
  (typeof lists.dryClean)[0],
  (typeof lists.dryClean)[0],
  (typeof lists.dryClean)[0],
  (typeof lists.dryClean)[0],
];

describe('dry clean rows (docs/rules/pricing.md, Per-item services)', () => {
  it.each([
    ['base price', shirt, { quantity: 3, pressOnly: false, crease: null }, 699, 0, 2097],
    ['press only', shirt, { quantity: 2, pressOnly: true, crease: null }, 450, 0, 900],
    [
      'dry-clean press replaces the base',
      suit,
      { quantity: 1, pressOnly: false, crease: null },
      2199,
      0,
      2199,
    ],
    [
      'press only wins over dry-clean press',
      suit,
      { quantity: 1, pressOnly: true, crease: null },
      1299,
      0,
      1299,
    ],
    [
      'no crease on an item offering crease',
      pants,
      { quantity: 2, pressOnly: false, crease: 'noCrease' },
      899,
      200,
      2198,
    ],
    ['crease is free', pants, { quantity: 2, pressOnly: false, crease: 'crease' }, 899, 0, 1798],
    [
      'no crease on an item without crease',
      shirt,
      { quantity: 1, pressOnly: false, crease: 'noCrease' },
      699,
      0,
      699,
    ],
    [
      'press only not offered falls back',
      outer,
      { quantity: 1, pressOnly: true, crease: null },
      2499,
      0,
      2499,
    ],
  ] as const)('%s', (_name, item, choice, unitCents, extraCents, quoteCents) => {
    expect(dryCleanRowQuote(item, choice)).toMatchObject({
      unitCents,
      extraCents,
      quoteCents,
      quantity: choice.quantity,
    });
  });

  it('reports press-only as not offered with null', () => {
    expect(dryCleanUnitCents(outer, true)).toBeNull();
  });
});

describe('wash and press, tailoring and comforter rows', () => {
  it('wash and press: price x quantity', () => {
    expect(washPressRowQuote(lists.washPress[0]!, 5)).toMatchObject({ item: 'Shirt', quoteCents: 995 });
  });

  it.each([
    [['hem'], 1500, []],
    [['hem', 'taper'], 3500, []],
    [['hem', 'hem'], 1500, []],
    [['hem', 'lining', 'sleeves'], 1500, ['lining', 'sleeves']],
    [[], 0, []],
  ] as const)('tailoring pants %j -> %d', (options, quoteCents, notOffered) => {
    const quote = tailoringItemQuote(lists.tailoring[0]!, options);
    expect(quote.row).toMatchObject({ quantity: 1, unitCents: quoteCents, quoteCents });
    expect(quote.notOffered).toEqual(notOffered);
  });

  it.each([
    ['notDown', 2, 8000],
    ['down', 2, 10_000],
    ['down', 1, 5000],
  ] as const)('comforter queen %s x %d -> %d', (type, quantity, quoteCents) => {
    expect(comforterRowQuote(lists.comforter[1]!, type, quantity).quoteCents).toBe(quoteCents);
  });
});
