import { describe, expect, it } from 'vitest';
import { emptyOrder } from './localOrder';
import {
  EDIT_ORDER_KEY,
  LOCAL_ORDER_KEY,
  readEditOrder,
  readLocalOrder,
  writeEditOrder,
  writeLocalOrder,
} from './persistence';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const washFold = { weightLbs: 12.5, productIds: [] };

describe('the persisted local order', () => {
  it("is kept under 'auth' and read back as it was written", () => {
    const storage = memoryStorage();
    const stored = { ownerId: 'user-1', order: { ...emptyOrder(), washFold }, placedOrderId: null };
    writeLocalOrder(storage, stored);
    expect(JSON.parse(storage.getItem(LOCAL_ORDER_KEY)!).order.washFold).toEqual(washFold);
    expect(readLocalOrder(storage)).toEqual(stored);
  });

  it('starts empty when nothing, or nothing readable, is stored', () => {
    const storage = memoryStorage();
    expect(readLocalOrder(storage).order).toEqual(emptyOrder());
    storage.setItem(LOCAL_ORDER_KEY, '{not json');
    expect(readLocalOrder(storage)).toEqual({ ownerId: null, order: emptyOrder(), placedOrderId: null });
    expect(readLocalOrder(undefined).order).toEqual(emptyOrder());
  });

  it('drops only the part an older client stored in a shape that no longer parses', () => {
    const storage = memoryStorage();
    storage.setItem(
      LOCAL_ORDER_KEY,
      JSON.stringify({
        ownerId: null,
        order: { washFold, schedule: { pickUpDate: 'soon' }, gratuityCents: -1 },
      }),
    );
    const { order } = readLocalOrder(storage);
    expect(order.washFold).toEqual(washFold);
    expect(order.schedule).toBeUndefined();
    expect(order.gratuityCents).toBe(0);
  });

  it('keeps the edit order apart, and forgets it when it ends', () => {
    const storage = memoryStorage();
    const edit = { orderId: 'order-1', orderNumber: 10001, sms: true, order: { ...emptyOrder(), washFold } };
    writeEditOrder(storage, edit);
    expect(readEditOrder(storage)).toEqual(edit);
    expect(readLocalOrder(storage).order).toEqual(emptyOrder());
    writeEditOrder(storage, null);
    expect(storage.getItem(EDIT_ORDER_KEY)).toBeNull();
    expect(readEditOrder(storage)).toBeNull();
  });
});
