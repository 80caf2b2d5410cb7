import { describe, expect, it } from 'vitest';
import { priceListAddInput } from './priceListForms';
import {
  minDeliveryForm,
  optionalPriceInputSchema,
  priceInputSchema,
  settingsSectionInput,
  timeWindowsForm,
  washFoldSettingsForm,
  zipForm,
} from './settingsForms';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('settings prices: digits with up to 2 decimals, in cents (docs/rules/settings.md, Values and their checks Settings forms)', () => {
  it.each([
    ['29', 2900],
    ['1.45', 145],
    ['1.5', 150],
    [' 0 ', 0],
    [32, 3200],
    [1.65, 165],
    ['100000', 100_000_00],
  ])('%j -> %d cents', (input, cents) => expect(priceInputSchema.parse(input)).toBe(cents));

  it.each([['1.455'], ['-1'], ['abc'], [''], ['1,45'], ['$3'], [1.455], ['100000.01'], [null]])(
    '%j is refused with the amount message',
    (input) => expect(firstMessage(priceInputSchema.safeParse(input))).toBe('Please enter a valid amount.'),
  );

  it('takes an empty optional price as "not offered"', () => {
    expect(optionalPriceInputSchema.parse('')).toBeNull();
    expect(optionalPriceInputSchema.parse(null)).toBeNull();
    expect(optionalPriceInputSchema.parse(undefined)).toBeNull();
    expect(optionalPriceInputSchema.parse('7.5')).toBe(750);
    expect(firstMessage(optionalPriceInputSchema.safeParse('7.555'))).toBe('Please enter a valid amount.');
  });
});

describe('settings sections', () => {
  const windows = {
    firstPickUp: 11,
    lastPickUp: 21,
    firstDelivery: 11,
    lastDelivery: 21,
    firstSameDayPickUp: 7,
    lastSameDayPickUp: 15,
    firstSameDayDelivery: 18,
  };

  it('refuses an hour of 22, an unset window and a first window after the last', () => {
    expect(timeWindowsForm.safeParse(windows).success).toBe(true);
    expect(firstMessage(timeWindowsForm.safeParse({ ...windows, lastPickUp: 22 }))).toBe(
      'Please select a time window.',
    );
    expect(firstMessage(timeWindowsForm.safeParse({ ...windows, firstDelivery: null }))).toBe(
      'Please select a time window.',
    );
    const late = timeWindowsForm.safeParse({ ...windows, firstPickUp: 20, lastPickUp: 19 });
    expect(firstMessage(late)).toBe('The first time window must not be after the last.');
    expect(late.error?.issues[0]?.path).toEqual(['lastPickUp']);
  });

  it('names the columns it changes, money in cents', () => {
    expect(
      minDeliveryForm.parse({
        washFoldMinDelivery: '29',
        organicWashFoldMinDelivery: '32.00',
        washPressMinDelivery: 32,
        dryCleanMinDelivery: '32',
        tailoringMinDelivery: '32',
        comforterMinDelivery: '40.5',
      }),
    ).toMatchObject({ washFoldMinDeliveryCents: 2900, comforterMinDeliveryCents: 4050 });
    expect(
      washFoldSettingsForm.parse({
        washFoldUpToXLbs: '20',
        washFoldPerLb: '1.75',
        washFoldMinimumPrice: '29',
        selfDropOffMinimumLbs: '6.5',
        selfDropOffBasePrice: '11.75',
        selfDropOffPerLb: '1.65',
      }),
    ).toEqual({
      washFoldUpToXLbs: 20,
      washFoldPerLbCents: 175,
      washFoldMinimumPriceCents: 2900,
      selfDropOffMinimumLbs: 6.5,
      selfDropOffBasePriceCents: 1175,
      selfDropOffPerLbCents: 165,
    });
  });

  it('requires the version the form loaded', () => {
    const input = settingsSectionInput('timeWindows');
    expect(input.safeParse({ region: 'ny', version: 3, values: windows }).success).toBe(true);
    expect(input.safeParse({ region: 'ny', values: windows }).success).toBe(false);
    expect(input.safeParse({ region: 'tx', version: 3, values: windows }).success).toBe(false);
  });
});

describe('price list entries and zips', () => {
  it('parses each list by its own shape', () => {
    const tailoring = priceListAddInput.parse({
      list: 'tailoring',
      region: 'fl',
      values: { item: ' Pants ', hem: '12', taper: '', lining: 30 },
    });
    expect(tailoring).toMatchObject({
      list: 'tailoring',
      values: { item: 'Pants', hemCents: 1200, taperCents: null, liningCents: 3000, zipperCents: null },
    });
    const dryClean = priceListAddInput.parse({
      list: 'dryClean',
      region: 'ny',
      values: {
        item: 'Shirt',
        basePrice: '6',
        pressOnlyPrice: '3.5',
        offersCrease: false,
        noCreaseCharge: '2',
        offersStarch: true,
      },
    });
    expect(dryClean.values).toMatchObject({ pressOnlyPriceCents: 350, noCreaseChargeCents: 0 });
  });

  it('refuses a blank item, a 3-decimal price and an unknown comforter size', () => {
    const add = (values: object, list = 'products') =>
      firstMessage(priceListAddInput.safeParse({ list, region: 'ny', values }));
    expect(add({ item: ' ', price: '3' })).toBe('Please enter an item name.');
    expect(add({ item: 'Softener', price: '3.001' })).toBe('Please enter a valid amount.');
    expect(add({ item: 'Twin', notDown: '30', down: '40' }, 'comforter')).toBe('Please select a size.');
  });

  it('takes 5-digit zips only', () => {
    expect(zipForm.parse({ zip: ' 10001 ', florida: false })).toEqual({ zip: '10001', florida: false });
    for (const zip of ['1000', '100011', 'abcde', ''])
      expect(firstMessage(zipForm.safeParse({ zip, florida: false }))).toBe(
        'Please enter a 5-digit zip code.',
      );
  });
});
