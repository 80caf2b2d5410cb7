import { describe, expect, it } from 'vitest';
import type { ServiceKey } from '../services';
import { sampleSettings } from '../testing';
import { isDeliveryStillAvailable } from './checkout';

const settings = {
  ...sampleSettings(),
  firstDelivery: 9,
  lastDelivery: 21,
  firstSameDayDelivery: 18,
};
const base = {
  pickUpDate: '2025-03-07', // Friday
  pickUpHour: 11,
  deliveryDate: '2025-03-10',
  deliveryHour: 12 as number | null,
  deliveryDate2: null as string | null,
  deliveryHour2: null as number | null,
  multipleDeliveries: false,
};

describe('isDeliveryStillAvailable: the checkout check (docs/rules/messages.md, Order flow: validation)', () => {
  it.each([
    ['Friday pick-up, Monday delivery for wash and fold', {}, ['washFold'], false, true],
    [
      'Friday pick-up, Saturday delivery for wash and fold',
      { deliveryDate: '2025-03-08' },
      ['washFold'],
      false,
      false,
    ],
    ['dry clean needs 3 business days', {}, ['dryClean'], false, false],
    ['dry clean on Wednesday', { deliveryDate: '2025-03-12' }, ['dryClean'], false, true],
    ['a window outside the settings', { deliveryHour: 8 }, ['washFold'], false, false],
    ['no delivery time', { deliveryHour: null }, ['washFold'], false, false],
    [
      'two deliveries, each far enough',
      { multipleDeliveries: true, deliveryDate2: '2025-03-14', deliveryHour2: 10 },
      ['washFold', 'tailoring'],
      false,
      true,
    ],
    [
      'two deliveries, the second too early',
      { multipleDeliveries: true, deliveryDate2: '2025-03-13', deliveryHour2: 10 },
      ['washFold', 'tailoring'],
      false,
      false,
    ],
    [
      'multiple deliveries asked with one group: one check',
      { multipleDeliveries: true },
      ['washFold'],
      false,
      true,
    ],
    [
      'express on the pick-up day, no hour',
      { deliveryDate: '2025-03-07', deliveryHour: null },
      ['washFold'],
      true,
      true,
    ],
    ['express at pick-up + 3', { deliveryDate: '2025-03-07', deliveryHour: 14 }, ['washFold'], true, true],
    ['express at another hour', { deliveryDate: '2025-03-07', deliveryHour: 15 }, ['washFold'], true, false],
    ['express on another day', {}, ['washFold'], true, false],
  ] as const)('%s', (_name, patch, services, express, expected) => {
    const schedule = { ...base, ...patch };
    expect(isDeliveryStillAvailable(schedule, services as readonly ServiceKey[], settings, express)).toBe(
      expected,
    );
  });
});
