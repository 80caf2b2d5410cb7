import { idempotencyKeySchema } from '@laundry/validators/checkout';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotencyKey';

describe('newIdempotencyKey', () => {
  it('uses crypto.randomUUID when there is one', () => {
    expect(idempotencyKeySchema.safeParse(newIdempotencyKey()).success).toBe(true);
  });

  it('builds a v4 UUID from random bytes without randomUUID (an insecure context)', () => {
    const key = newIdempotencyKey({ getRandomValues: (array) => crypto.getRandomValues(array) });
    expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
    expect(key[14]).toBe('4');
  });
});
