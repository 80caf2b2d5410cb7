import { idempotencyKeySchema } from '@laundry/validators/checkout';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { submissionTracker } from './submissionIds';

/** A payment method factory like Stripe's createPaymentMethod: a new id on every call. */
function methods() {
  let made = 0;
  const create = async () => `pm_${++made}`;
  return { create, made: () => made };
}

// What useCheckoutSubmit catches from checkout.placeOrder: an error answer, and no answer at all.
const errorAnswer = TRPCClientError.from({
  error: { code: -32600, message: 'Your card was declined.', data: { code: 'BAD_REQUEST', httpStatus: 422 } },
});
const noAnswer = TRPCClientError.from(new TypeError('Failed to fetch'));

describe('submissionTracker', () => {
  it('sends the same key and payment method on every retry of one submission', async () => {
    const tracker = submissionTracker();
    const card = methods();
    const first = await tracker.next(card.create);
    // No answer from the server (offline, a dropped connection): the submission stays open.
    const retry = await tracker.next(card.create);
    const again = await tracker.next(card.create);
    expect(idempotencyKeySchema.safeParse(first.idempotencyKey).success).toBe(true);
    expect(retry).toEqual(first);
    expect(again).toEqual(first);
    expect(card.made()).toBe(1);
  });

  it('retries with the same key and payment method after no answer, new ones after an error answer', async () => {
    const tracker = submissionTracker();
    const card = methods();
    const first = await tracker.next(card.create);
    tracker.failed(noAnswer);
    expect(await tracker.next(card.create)).toEqual(first);
    tracker.failed(errorAnswer);
    const second = await tracker.next(card.create);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
    expect(second.paymentMethodId).not.toBe(first.paymentMethodId);
    expect(card.made()).toBe(2);
  });

  it('starts a new submission, with a new key and a new payment method, once the last one ended', async () => {
    const tracker = submissionTracker();
    const card = methods();
    const first = await tracker.next(card.create);
    tracker.end(); // the server answered with an error, or the card changed
    const second = await tracker.next(card.create);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
    expect(second.paymentMethodId).not.toBe(first.paymentMethodId);
    expect(await tracker.next(card.create)).toEqual(second);
    expect(card.made()).toBe(2);
  });

  it('keeps the key but asks again for a payment method when the card could not make one', async () => {
    const tracker = submissionTracker();
    const incomplete = async (): Promise<string> => {
      throw new Error('Your card number is incomplete.');
    };
    await expect(tracker.next(incomplete)).rejects.toThrow('incomplete');
    const card = methods();
    const first = await tracker.next(card.create);
    expect(first.paymentMethodId).toBe('pm_1');
    expect(await tracker.next(card.create)).toEqual(first);
  });

  it('keeps the key made before a failed payment method (nothing reached the server with it)', async () => {
    const keys = ['key-1', 'key-2'];
    const tracker = submissionTracker(() => keys.shift()!);
    await expect(tracker.next(() => Promise.reject(new Error('declined')))).rejects.toThrow();
    expect((await tracker.next(async () => 'pm_a')).idempotencyKey).toBe('key-1');
  });

  it('leaves an attempt in flight with its own ids when the submission ends meanwhile', async () => {
    const keys = ['key-1', 'key-2'];
    const tracker = submissionTracker(() => keys.shift()!);
    let resolve!: (id: string) => void;
    const pending = tracker.next(
      () =>
        new Promise<string>((r) => {
          resolve = r;
        }),
    );
    tracker.end(); // the customer edits the card while Stripe makes the method
    resolve('pm_old');
    expect(await pending).toEqual({ idempotencyKey: 'key-1', paymentMethodId: 'pm_old' });
    expect(await tracker.next(async () => 'pm_new')).toEqual({
      idempotencyKey: 'key-2',
      paymentMethodId: 'pm_new',
    });
  });
});
