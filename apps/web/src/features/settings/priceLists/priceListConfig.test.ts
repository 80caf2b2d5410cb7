import { PRICE_LIST_FORMS } from '@laundry/validators/priceListForms';
import { describe, expect, it } from 'vitest';
import { blankEntry, displayValue, PRICE_LIST_CONFIG } from './priceListConfig';

describe('price list forms (docs/rules/records.md, Regional settings, Services and products)', () => {
  it('names every field its list form takes, and nothing else', () => {
    for (const [list, config] of Object.entries(PRICE_LIST_CONFIG)) {
      const shape = (PRICE_LIST_FORMS[list as keyof typeof PRICE_LIST_FORMS].in as { shape: object }).shape;
      expect(config.fields.map((field) => field.name).sort()).toEqual(Object.keys(shape).sort());
    }
  });

  it('starts a new row empty, with the options not offered', () => {
    expect(blankEntry('dryClean')).toMatchObject({
      item: '',
      basePrice: '',
      offersCrease: false,
      offersStarch: false,
    });
    expect(
      PRICE_LIST_FORMS.tailoring.safeParse({ ...blankEntry('tailoring'), item: 'Cape' }).data,
    ).toMatchObject({
      item: 'Cape',
      hemCents: null,
    });
  });

  it('shows prices in dollars, a missing option as a dash and flags as Yes or No', () => {
    const [item, hem] = PRICE_LIST_CONFIG.tailoring.fields;
    expect(displayValue(hem!, '12.00')).toBe('$12.00');
    expect(displayValue(hem!, '')).toBe('—');
    expect(displayValue(item!, 'Pants')).toBe('Pants');
    expect(displayValue({ name: 'offersStarch', label: 'Starch offered', kind: 'checkbox' }, true)).toBe(
      'Yes',
    );
  });
});
