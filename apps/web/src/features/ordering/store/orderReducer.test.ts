import type { OrderAddress, OrderSchedule } from '@laundry/validators/order';
import { describe, expect, it } from 'vitest';
import { emptyOrder, type LocalOrder } from './localOrder';
import { type OrderAction, orderReducer } from './orderReducer';

const address = (state: string): OrderAddress => ({
  address: '350 5th Ave',
  city: 'New York',
  state,
  zip: '10001',
  firstName: 'Gail',
  email: 'gail@example.test',
  phone: '(212) 555-0123',
});
const schedule: OrderSchedule = {
  pickUpDate: '2025-03-10',
  pickUpHour: 11,
  deliveryDate: '2025-03-11',
  deliveryHour: 12,
  deliveryDate2: null,
  deliveryHour2: null,
  multipleDeliveries: false,
};
const dryClean = {
  items: [{ itemId: 'ny-dc-shirt', quantity: 2, pressOnly: false, crease: null, starch: null }],
};
const order = (overrides: Partial<LocalOrder> = {}): LocalOrder => ({ ...emptyOrder(), ...overrides });

describe('orderReducer', () => {
  it('keeps the services when the address stays in its region', () => {
    const before = order({ address: address('NY'), dryClean });
    const after = orderReducer(before, { type: 'address', address: { ...address('ny'), zip: '10013' } });
    expect(after.dryClean).toEqual(dryClean);
    expect(after.address?.zip).toBe('10013');
  });

  it("drops the other region's items and products when the address moves to Florida, keeping the weights", () => {
    const before = order({
      address: address('NY'),
      washFold: { weightLbs: 12, productIds: ['ny-softener'] },
      dryClean,
    });
    const after = orderReducer(before, { type: 'address', address: address('FL') });
    expect(after.dryClean).toBeUndefined();
    expect(after.washFold).toEqual({ weightLbs: 12, productIds: [] });
  });

  it('puts express delivery on the pick-up day at pick-up hour + 3, one delivery', () => {
    const before = order({ washFold: { weightLbs: 12, productIds: [] }, schedule });
    const after = orderReducer(before, { type: 'express', on: true });
    expect(after.isExpressDelivery).toBe(true);
    expect(after.schedule).toMatchObject({
      deliveryDate: '2025-03-10',
      deliveryHour: 14,
      multipleDeliveries: false,
    });
  });

  it('turns express off once the order no longer allows it', () => {
    const express = order({ washFold: { weightLbs: 12, productIds: [] }, schedule, isExpressDelivery: true });
    expect(
      orderReducer(express, { type: 'service', key: 'dryClean', draft: dryClean }).isExpressDelivery,
    ).toBe(false);
    const lighter: OrderAction = {
      type: 'service',
      key: 'washFold',
      draft: { weightLbs: 9, productIds: [] },
    };
    expect(orderReducer(express, lighter).isExpressDelivery).toBe(false);
    expect(orderReducer(order({ dryClean }), { type: 'express', on: true }).isExpressDelivery).toBe(false);
  });

  it('removes a service, trims or clears the promo code, and keeps the tip in whole cents', () => {
    let next = orderReducer(order({ dryClean }), { type: 'removeService', key: 'dryClean' });
    expect('dryClean' in next).toBe(false);
    next = orderReducer(next, { type: 'promo', code: '  welcome15 ' });
    expect(next.promoCode).toBe('welcome15');
    next = orderReducer(next, { type: 'promo', code: undefined });
    expect('promoCode' in next).toBe(false);
    expect(orderReducer(next, { type: 'gratuity', cents: -5 }).gratuityCents).toBe(0);
    expect(orderReducer(next, { type: 'gratuity', cents: 434.6 }).gratuityCents).toBe(435);
  });

  it('starts a new order at the same address once one is placed', () => {
    const placed = order({ address: address('NY'), dryClean, schedule, gratuityCents: 500, promoCode: 'X' });
    expect(orderReducer(placed, { type: 'placed' })).toEqual(order({ address: address('NY') }));
  });
});
