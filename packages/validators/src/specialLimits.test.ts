import { SERVICE_KEYS, SPECIAL_DRY_CLEAN_ITEMS, SPECIAL_TAILORING_ITEMS } from '@laundry/domain';
import { describe, expect, it } from 'vitest';
import { specialFormSchema } from './specials';

const none = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, false]));

// docs/decisions/0092-promotion-limits.md: the staff form's Limits, each blank for none.
const today = '2026-12-01';
const typed = (overrides: Record<string, string> = {}) => ({
  name: 'Limited',
  code: 'lim1',
  description: '',
  expirationDate: '2026-12-31',
  firstTimeOnly: 'no',
  percentDiscount: '',
  promotionalPrice: '',
  discountAmount: '5',
  services: none(SERVICE_KEYS),
  tailoringItems: none(SPECIAL_TAILORING_ITEMS),
  dryCleanItems: none(SPECIAL_DRY_CLEAN_ITEMS),
  startDate: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  minOrderAmount: '',
  ...overrides,
});
const parse = (overrides: Record<string, string> = {}) =>
  specialFormSchema(today).safeParse(typed(overrides));

describe('the special form’s limits', () => {
  it('blank is no limit', () => {
    expect(parse().data).toMatchObject({
      startDate: null,
      maxUses: null,
      maxUsesPerCustomer: null,
      minOrderCents: null,
    });
  });

  it('takes a start on the last day, whole uses from 0 and a minimum in dollars', () => {
    expect(
      parse({ startDate: '2026-12-31', maxUses: '0', maxUsesPerCustomer: '2', minOrderAmount: '25.50' }).data,
    ).toMatchObject({ startDate: '2026-12-31', maxUses: 0, maxUsesPerCustomer: 2, minOrderCents: 25_50 });
  });

  it.each([
    [
      'a start after the expiry',
      { startDate: '2027-01-01' },
      'The start date cannot be after the expiration date.',
    ],
    ['uses below zero', { maxUses: '-1' }, 'Please enter a whole number of uses, 0 or more.'],
    ['a fraction of a use', { maxUsesPerCustomer: '1.5' }, 'Please enter a whole number of uses, 0 or more.'],
    ['a negative minimum', { minOrderAmount: '-5' }, 'Please enter a valid minimum order amount.'],
    ['a minimum with 3 decimals', { minOrderAmount: '5.001' }, 'Please enter a valid minimum order amount.'],
  ])('refuses %s', (_what, overrides, message) => {
    expect(parse(overrides).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
