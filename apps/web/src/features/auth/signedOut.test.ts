import { describe, expect, it } from 'vitest';
import { EDIT_ORDER_KEY, LOCAL_ORDER_KEY } from '../ordering/store/persistence';
import { LOCAL_ORDER_KEYS, rememberAuthorization } from './signedOut';

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

describe('resetting the local order when the session ends (docs/rules/accounts.md, Where each person lands)', () => {
  it('names the keys the order flow keeps its orders under', () => {
    expect([...LOCAL_ORDER_KEYS]).toEqual([LOCAL_ORDER_KEY, EDIT_ORDER_KEY]);
  });

  it('drops the local order once an authorized browser is not any more, and only then', () => {
    const storage = memoryStorage();
    storage.setItem('auth', '{"order":1}');
    rememberAuthorization(false, storage);
    expect(storage.getItem('auth')).toBe('{"order":1}');
    rememberAuthorization(true, storage);
    rememberAuthorization(true, storage);
    expect(storage.getItem('auth')).toBe('{"order":1}');
    storage.setItem('editOrder', '{}');
    rememberAuthorization(false, storage);
    expect(storage.getItem('auth')).toBeNull();
    expect(storage.getItem('editOrder')).toBeNull();
    storage.setItem('auth', '{"order":2}');
    rememberAuthorization(false, storage);
    expect(storage.getItem('auth')).toBe('{"order":2}');
  });
});
