import { describe, expect, it } from 'vitest';
import {
  normalizeItemName,
  SPECIAL_EXPIRED_DATE_MESSAGE,
  SPECIAL_ONE_DISCOUNT_MESSAGE,
  specialInputSchema,
  specialSchema,
} from './special';

const no = {
  washFold: false,
  organicWashFold: false,
  washPress: false,
  dryClean: false,
  tailoring: false,
  comforter: false,
};
const special = {
  id: 's1',
  name: 'Spring',
  code: 'SPRING15',
  expirationDate: '2025-04-30',
  firstTimeOnly: false,
  percentDiscount: 15,
  promotionalPriceCents: null,
  discountAmountCents: null,
  services: no,
  tailoringItems: {
    dress: false,
    pants: false,
    jumpsuit: false,
    shirt: false,
    jacket: false,
    coat: false,
    curtains: false,
  },
  dryCleanItems: Object.fromEntries(
    [
      'dress',
      'gown',
      'shirt',
      'jumpsuit',
      'pants',
      'skirt',
      'suit',
      'blazer',
      'outerjacket',
      'sportjacket',
      'sweater',
      'coat',
      'blanket',
      'comforter',
    ].map((k) => [k, false]),
  ),
};

describe('specialSchema', () => {
  it('accepts exactly one discount kind', () => {
    expect(specialSchema.safeParse(special).success).toBe(true);
    expect(specialSchema.safeParse({ ...special, percentDiscount: 12.5 }).success).toBe(true);
  });

  it.each([[{ promotionalPriceCents: 100 }], [{ percentDiscount: null }]])(
    '%j -> one discount kind message',
    (patch) => {
      expect(specialSchema.safeParse({ ...special, ...patch }).error?.issues[0]?.message).toBe(
        SPECIAL_ONE_DISCOUNT_MESSAGE,
      );
    },
  );

  it('refuses a percent with more than 2 decimals or above 100', () => {
    expect(specialSchema.safeParse({ ...special, percentDiscount: 12.345 }).success).toBe(false);
    expect(specialSchema.safeParse({ ...special, percentDiscount: 101 }).success).toBe(false);
  });
});

describe('specialInputSchema: expiration cannot be before today (docs/rules/messages.md, Public site and accounts: validation)', () => {
  const { id: _id, ...input } = special;
  it.each([
    ['2025-04-29', true],
    ['2025-04-30', true],
    ['2025-05-01', false],
  ])('today %s valid=%s', (today, valid) => {
    const result = specialInputSchema(today).safeParse(input);
    expect(result.success).toBe(valid);
    if (!valid) expect(result.error?.issues[0]?.message).toBe(SPECIAL_EXPIRED_DATE_MESSAGE);
  });
});

describe('normalizeItemName', () => {
  it.each([
    ['Outer Jacket', 'outerjacket'],
    ['Sport-Jacket', 'sportjacket'],
    ['  Jump suit ', 'jumpsuit'],
    ['SHIRT', 'shirt'],
  ])('%j -> %s', (name, key) => expect(normalizeItemName(name)).toBe(key));
});
