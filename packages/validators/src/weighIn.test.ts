import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './plainIssues';
import {
  quoteWeighInInputSchema,
  restWeighInInputSchema,
  WEIGH_IN_MESSAGES,
  weighedServicesSchema,
  weighInInputSchema,
} from './weighIn';

const ORDER_ID = '00000000-0000-4000-8000-000000000001';
const messageOf = (input: unknown) => {
  const result = weighedServicesSchema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
};
const dryCleanRow = { itemId: 'shirt', quantity: 1, pressOnly: false, crease: null, starch: null };

// docs/decisions/0082-orders-weigh-in.md: the counter's limits, each message naming its field.
describe('weighedServicesSchema', () => {
  it.each([0.01, 1, 27.5, 499.99, 500])('takes a weight of %s lb', (weightLbs) => {
    expect(messageOf({ washFold: { weightLbs, productIds: [] } })).toBeNull();
  });

  it.each([0, -1, 500.01, 12.345, Number.NaN, Number.POSITIVE_INFINITY, '12', null])(
    'refuses a weight of %s, naming the service',
    (weightLbs) => {
      expect(messageOf({ washFold: { weightLbs, productIds: [] } })).toBe(
        'Wash & Fold weight must be more than 0 lb and at most 500 lb, with up to 2 decimals.',
      );
      expect(messageOf({ organicWashFold: { weightLbs, productIds: [] } })).toBe(
        'Organic Wash & Fold weight must be more than 0 lb and at most 500 lb, with up to 2 decimals.',
      );
    },
  );

  it('takes quantities from 1 to 999 and refuses others, naming the service', () => {
    for (const quantity of [1, 21, 999]) {
      expect(messageOf({ washPress: { items: [{ itemId: 'shirt', quantity }] } })).toBeNull();
      expect(messageOf({ dryClean: { items: [{ ...dryCleanRow, quantity }] } })).toBeNull();
      expect(messageOf({ comforter: { items: [{ sizeId: 'queen', type: 'down', quantity }] } })).toBeNull();
    }
    for (const quantity of [0, 1000, 1.5, -3, '2']) {
      expect(messageOf({ washPress: { items: [{ itemId: 'shirt', quantity }] } })).toBe(
        'Wash & Press quantity must be a whole number from 1 to 999.',
      );
      expect(messageOf({ dryClean: { items: [{ ...dryCleanRow, quantity }] } })).toBe(
        'Dry Clean quantity must be a whole number from 1 to 999.',
      );
      expect(messageOf({ comforter: { items: [{ sizeId: 'queen', type: 'down', quantity }] } })).toBe(
        'Comforter quantity must be a whole number from 1 to 999.',
      );
    }
  });

  it('keeps the draft’s own checks of the other fields', () => {
    expect(messageOf({ washPress: { items: [] } })).toBe('Item cannot be empty.');
    expect(messageOf({ comforter: { items: [{ sizeId: 'queen', type: 'silk', quantity: 1 }] } })).toBe(
      'Please select a size and type.',
    );
    expect(messageOf({ tailoring: { items: [{ itemId: 'pants', services: [], instructions: '' }] } })).toBe(
      'Please choose at least one service for this item.',
    );
  });

  it('needs at least one service', () => {
    expect(messageOf({})).toBe(WEIGH_IN_MESSAGES.noService);
    expect(WEIGH_IN_MESSAGES.noService).toBe('Please weigh at least one service.');
  });
});

describe('the weigh-in inputs', () => {
  const order = { washFold: { weightLbs: 30, productIds: [] } };

  it('orders.weighIn needs the version the form loaded; notes are trimmed and bounded', () => {
    expect(weighInInputSchema.parse({ orderId: ORDER_ID, version: 3, order, notes: '  extra bag ' })).toEqual(
      {
        orderId: ORDER_ID,
        version: 3,
        order,
        notes: 'extra bag',
      },
    );
    expect(weighInInputSchema.safeParse({ orderId: ORDER_ID, order, notes: '' }).success).toBe(false);
    const long = weighInInputSchema.safeParse({
      orderId: ORDER_ID,
      version: 1,
      order,
      notes: 'x'.repeat(2001),
    });
    expect(long.success ? null : firstIssueMessage(long.error)).toBe(
      'Weigh-in notes must be at most 2000 characters, without control characters.',
    );
    const control = weighInInputSchema.safeParse({ orderId: ORDER_ID, version: 1, order, notes: 'a\u0000b' });
    expect(control.success).toBe(false);
  });

  it('POST /api/order/weighin may leave the version out, and the notes', () => {
    expect(restWeighInInputSchema.parse({ orderId: ORDER_ID, order })).toEqual({
      orderId: ORDER_ID,
      order,
      notes: '',
    });
  });

  it('orders.quoteWeighIn takes the order and its services', () => {
    expect(quoteWeighInInputSchema.safeParse({ orderId: 'nope', order }).success).toBe(false);
    expect(quoteWeighInInputSchema.parse({ orderId: ORDER_ID, order })).toEqual({ orderId: ORDER_ID, order });
  });
});
