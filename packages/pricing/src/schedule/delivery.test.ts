import { describe, expect, it } from 'vitest';
import type { ServiceKey } from '../services';
import { sampleSettings } from '../testing';
import { deliveryGroups, deliveryWindows, earliestDeliveryDate, isDeliveryDateOffered } from './delivery';

// Days: wash and fold 1, organic 1, wash and press 3, dry clean 3, tailoring 5, comforter 4.
const settings = {
  ...sampleSettings(),
  firstDelivery: 9,
  lastDelivery: 21,
  firstSameDayDelivery: 18,
};
const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

describe('earliestDeliveryDate: business days, largest minimum of the services', () => {
  it.each([
    ['Friday wash and fold -> Monday', '2025-03-07', ['washFold'], '2025-03-10'],
    ['Saturday wash and fold -> Monday', '2025-03-08', ['washFold'], '2025-03-10'],
    ['Saturday dry clean -> Wednesday', '2025-03-08', ['dryClean'], '2025-03-12'],
    [
      'Monday wash and fold + tailoring -> next Monday',
      '2025-03-10',
      ['washFold', 'tailoring'],
      '2025-03-17',
    ],
    ['no services -> pick-up day', '2025-03-10', [], '2025-03-10'],
  ] as const)('%s', (_name, pickUp, services, expected) => {
    expect(earliestDeliveryDate(pickUp, services, settings)).toBe(expected);
  });

  it('same day when the days are 0, even on a Saturday', () => {
    expect(
      earliestDeliveryDate('2025-03-08', ['washFold'], { ...settings, washFoldMinDeliveryDays: 0 }),
    ).toBe('2025-03-08');
  });
});

describe('deliveryGroups (docs/decisions/0006-pricing-multiple-deliveries.md)', () => {
  it.each([
    [['washFold', 'dryClean', 'tailoring'], ['washFold'], ['dryClean', 'tailoring'], 1, 5],
    [['washFold', 'organicWashFold'], ['washFold', 'organicWashFold'], [], 1, 1],
    [['washPress', 'dryClean', 'comforter'], ['washPress', 'dryClean'], ['comforter'], 3, 4],
    [[], [], [], 0, 0],
  ] as const)('%j', (services, earlier, later, earlierDays, laterDays) => {
    expect(deliveryGroups(services as readonly ServiceKey[], settings)).toEqual({
      earlier,
      later,
      earlierDays,
      laterDays,
    });
  });
});

describe('deliveryWindows (docs/rules/scheduling.md, Delivery, express slot)', () => {
  it.each([
    [
      'another day',
      { pickUpDate: '2025-03-10', pickUpHour: 11, deliveryDate: '2025-03-11' },
      false,
      range(9, 21),
    ],
    [
      'same day from firstSameDayDelivery',
      { pickUpDate: '2025-03-10', pickUpHour: 11, deliveryDate: '2025-03-10' },
      false,
      range(18, 21),
    ],
    [
      'same day 3 hours after a 17:00 pick-up',
      { pickUpDate: '2025-03-10', pickUpHour: 17, deliveryDate: '2025-03-10' },
      false,
      range(20, 21),
    ],
    [
      'same day after a 19:00 pick-up: none',
      { pickUpDate: '2025-03-10', pickUpHour: 19, deliveryDate: '2025-03-10' },
      false,
      [],
    ],
    [
      'before the pick-up day',
      { pickUpDate: '2025-03-10', pickUpHour: 11, deliveryDate: '2025-03-08' },
      false,
      [],
    ],
    ['a Sunday', { pickUpDate: '2025-03-14', pickUpHour: 11, deliveryDate: '2025-03-16' }, false, []],
    [
      'express 17:00 -> 20:00',
      { pickUpDate: '2025-03-10', pickUpHour: 17, deliveryDate: '2025-03-10' },
      true,
      [20],
    ],
    [
      'express 11:00 -> 14:00',
      { pickUpDate: '2025-03-10', pickUpHour: 11, deliveryDate: '2025-03-10' },
      true,
      [14],
    ],
    [
      'express on another day: none',
      { pickUpDate: '2025-03-10', pickUpHour: 11, deliveryDate: '2025-03-11' },
      true,
      [],
    ],
  ])('%s', (_name, query, express, expected) => {
    expect(deliveryWindows(query, settings, express)).toEqual(expected);
  });

  it.each([
    ['2025-03-12', '2025-03-12', true],
    ['2025-03-11', '2025-03-12', false],
    ['2025-03-16', '2025-03-12', false],
    ['2025-03-15', '2025-03-12', true],
  ])('delivery date %s with earliest %s offered=%s', (date, earliest, offered) => {
    expect(isDeliveryDateOffered(date, earliest)).toBe(offered);
  });
});
