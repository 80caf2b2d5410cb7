import { describe, expect, it } from 'vitest';
import { applicableServices, DRY_CLEAN_ITEM_CHOICES, expiresLabel } from './specialLabels';

describe('the staff specials list cells (docs/rules/staff-screens.md, Specials)', () => {
  it('shows the expiration with its year (docs/decisions/0072-dates-carry-their-year.md)', () => {
    expect(expiresLabel('2027-12-31')).toBe('Dec 31, 2027');
    expect(expiresLabel('2028-01-01')).toBe('Jan 1, 2028');
  });

  it('names the flagged services, or every service when none is flagged', () => {
    const none = {
      washFold: false,
      organicWashFold: false,
      washPress: false,
      dryClean: false,
      tailoring: false,
      comforter: false,
    };
    expect(applicableServices({ services: none })).toBe('Every service');
    expect(applicableServices({ services: { ...none, dryClean: true, tailoring: true } })).toBe(
      'Dry Clean, Tailoring',
    );
  });

  it('labels the item flags as the price lists name them', () => {
    expect(DRY_CLEAN_ITEM_CHOICES.find((item) => item.key === 'outerjacket')?.label).toBe('Outer Jacket');
  });
});
