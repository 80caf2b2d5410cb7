import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES as A,
  addressSchema,
  ORDER_MESSAGES as M,
  orderDraftSchema,
  weightLbsSchema,
} from './order';

const address = {
  address: '12 Main St',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  email: 'ann@example.com',
  firstName: 'Ann',
  phone: '(212) 555-0100',
};
const schedule = {
  pickUpDate: '2025-03-10',
  pickUpHour: 11,
  deliveryDate: '2025-03-11',
  deliveryHour: 12,
  deliveryDate2: null,
  deliveryHour2: null,
  multipleDeliveries: false,
};
const draft = {
  address,
  washFold: { weightLbs: 12, productIds: [] },
  schedule,
  isExpressDelivery: false,
  gratuityCents: 0,
};
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('addressSchema: docs/rules/messages.md, Order flow: validation messages', () => {
  it.each([
    ['address', '', A.addressRequired],
    ['address', 'Main Street', A.addressInvalid],
    ['address', '1234', A.addressInvalid],
    ['city', ' ', A.cityRequired],
    ['state', '', A.stateRequired],
    ['zip', '', A.zipRequired],
    ['zip', '1000', A.zipNotServed],
    ['email', '', A.emailRequired],
    ['email', 'ann@', A.emailInvalid],
    ['firstName', '', A.firstNameRequired],
    ['phone', '', A.phoneRequired],
    ['phone', '(212) 555-01', A.phoneRequired],
    ['address', undefined, A.addressRequired],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(firstMessage(addressSchema.safeParse({ ...address, [field]: value }))).toBe(message);
  });

  it('accepts a complete address, with or without address2 and a +1 phone', () => {
    expect(addressSchema.safeParse(address).success).toBe(true);
    expect(addressSchema.safeParse({ ...address, address2: 'Apt 2', phone: '+1 212 555 0100' }).success).toBe(
      true,
    );
  });
});

describe('weightLbsSchema', () => {
  it.each([
    [0, true],
    [20.01, true],
    [20.015, false],
    [-0.01, false],
    [Number.NaN, false],
    ['12', false],
  ])('%j valid=%s', (value, valid) => {
    const result = weightLbsSchema.safeParse(value);
    expect(result.success).toBe(valid);
    if (!valid) expect(firstMessage(result)).toBe(M.weight);
  });
});

describe('orderDraftSchema', () => {
  it('accepts a draft and defaults instructions to empty', () => {
    const parsed = orderDraftSchema.parse(draft);
    expect(parsed.instructions).toBe('');
  });

  it.each([
    [{ washFold: undefined }, M.noService],
    [{ schedule: { ...schedule, deliveryHour: null } }, M.deliveryTime],
    [{ schedule: { ...schedule, multipleDeliveries: true } }, M.deliveryDate],
    [{ schedule: { ...schedule, multipleDeliveries: true, deliveryDate2: '2025-03-12' } }, M.deliveryTime],
    [{ schedule: { ...schedule, pickUpHour: 22 } }, M.pickUpTime],
    [{ schedule: { ...schedule, pickUpDate: '2025-02-30' } }, M.pickUpDate],
    [{ gratuityCents: 1.5 }, M.tip],
    [{ washPress: { items: [{ itemId: 'Select One', quantity: 1 }] } }, M.itemEmpty],
    [{ washPress: { items: [] } }, M.itemEmpty],
    [
      { dryClean: { items: [{ itemId: 'a', quantity: 21, pressOnly: false, crease: null, starch: null }] } },
      M.quantity,
    ],
    [{ comforter: { items: [{ sizeId: 'a', type: 'feather', quantity: 1 }] } }, M.sizeAndType],
    [{ tailoring: { items: [{ itemId: '', services: ['hem'], instructions: '' }] } }, M.clothingType],
    // docs/decisions/0011-pricing-validation-messages.md (amended): a garment with no service is not an order.
    [
      { tailoring: { items: [{ itemId: 'a', services: [], instructions: '' }] } },
      'Please choose at least one service for this item.',
    ],
  ])('%j -> %s', (patch, message) => {
    expect(firstMessage(orderDraftSchema.safeParse({ ...draft, ...patch }))).toBe(message);
  });

  it('does not require a delivery time for express delivery', () => {
    const express = { ...draft, isExpressDelivery: true, schedule: { ...schedule, deliveryHour: null } };
    expect(orderDraftSchema.safeParse(express).success).toBe(true);
  });
});
