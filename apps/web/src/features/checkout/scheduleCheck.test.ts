import { DELIVERY_UNAVAILABLE_MESSAGE, newYorkInstant, PICK_UP_UNAVAILABLE_MESSAGE } from '@laundry/pricing';
import { sampleSettings } from '@laundry/pricing/testing';
import { describe, expect, it } from 'vitest';
import { emptyOrder, type LocalOrder } from '../ordering/store/localOrder';
import { scheduleProblems } from './scheduleCheck';

const now = newYorkInstant('2025-03-10', 9);
const order = (deliveryDate: string, overrides: Partial<LocalOrder> = {}): LocalOrder => ({
  ...emptyOrder(),
  washFold: { weightLbs: 12, productIds: [] },
  schedule: {
    pickUpDate: '2025-03-11',
    pickUpHour: 11,
    deliveryDate,
    deliveryHour: 12,
    deliveryDate2: null,
    deliveryHour2: null,
    multipleDeliveries: false,
  },
  ...overrides,
});

describe('scheduleProblems (docs/rules/messages.md, Order flow: validation, checkout)', () => {
  it('passes a delivery far enough after pick-up', () => {
    expect(scheduleProblems(order('2025-03-12'), sampleSettings(), now, false)).toEqual([]);
  });

  it("refuses a delivery too soon for the services on the order with the spec's text", () => {
    const withDryClean = order('2025-03-12', {
      dryClean: { items: [{ itemId: 'x', quantity: 1, pressOnly: false, crease: null, starch: null }] },
    });
    expect(scheduleProblems(withDryClean, sampleSettings(), now, false)).toEqual([
      DELIVERY_UNAVAILABLE_MESSAGE,
    ]);
  });

  it('refuses a pick-up that is no longer offered', () => {
    const later = newYorkInstant('2025-03-12', 9);
    expect(scheduleProblems(order('2025-03-12'), sampleSettings(), later, false)).toContain(
      PICK_UP_UNAVAILABLE_MESSAGE,
    );
  });
});
