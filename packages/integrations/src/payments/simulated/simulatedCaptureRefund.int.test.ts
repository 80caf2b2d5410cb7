import { type Database, simulatedPaymentOperations } from '@laundry/db';
import { createTestDatabase } from '@laundry/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatedPayments, type SimulatedPaymentProvider } from './simulatedPayments';

let database: Database;
let payments: SimulatedPaymentProvider;
let clock = new Date();
let keys = 0;
const key = (label: string) => `${label}-${++keys}`;
const day = 24 * 60 * 60_000;

beforeAll(async () => {
  database = await createTestDatabase();
  payments = createSimulatedPayments(database.db, { now: () => clock });
});
afterAll(() => database.close());

async function hold(amountCents: number): Promise<string> {
  const method = await payments.createPaymentMethod({
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2099,
    cvc: '123',
  });
  const { intentId } = await payments.authorize({
    amountCents,
    currency: 'usd',
    paymentMethodId: method.id,
    description: 'Order',
    receiptEmail: 'a@example.com',
    idempotencyKey: key('auth'),
    metadata: {},
  });
  return intentId;
}
const capture = (intentId: string, amountCents: number, idempotencyKey = key('capture')) =>
  payments.capture({ intentId, amountCents, idempotencyKey });
const refund = (intentId: string, amountCents: number, idempotencyKey = key('refund')) =>
  payments.refund({ intentId, amountCents, idempotencyKey });
const operations = (intentId: string) =>
  database.db
    .select()
    .from(simulatedPaymentOperations)
    .where(eq(simulatedPaymentOperations.intentId, intentId));

describe('simulated capture', () => {
  it('captures at most the authorized amount, once; a repeated key returns the earlier capture', async () => {
    const intentId = await hold(4500);
    await expect(capture(intentId, 4501)).rejects.toMatchObject({
      name: 'PaymentProviderError',
      code: 'amount_too_large',
    });
    const captured = await capture(intentId, 3000, 'capture-order-1');
    expect(captured).toEqual({ intentId, status: 'succeeded', amountCents: 4500, capturedCents: 3000 });
    expect(await capture(intentId, 3000, 'capture-order-1')).toEqual(captured);
    await expect(capture(intentId, 1000)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    await expect(capture(intentId, 1000, 'capture-order-1')).rejects.toMatchObject({
      code: 'idempotency_error',
    });
    expect(await operations(intentId)).toHaveLength(1);
  });

  it('lets only one of two concurrent captures through (row lock), and one capture for one key', async () => {
    const intentId = await hold(2000);
    const results = await Promise.allSettled([capture(intentId, 2000), capture(intentId, 1500)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const sameKey = await hold(2000);
    const twice = await Promise.all([capture(sameKey, 1800, 'same'), capture(sameKey, 1800, 'same')]);
    expect(twice[0]).toEqual(twice[1]);
    expect(await operations(sameKey)).toHaveLength(1);
  });

  it('expires an uncaptured hold after 7 days, as card networks and Stripe do', async () => {
    const intentId = await hold(2000);
    clock = new Date(clock.getTime() + 7 * day - 60_000);
    expect((await payments.retrieve(intentId)).status).toBe('requires_capture');
    clock = new Date(clock.getTime() + 2 * 60_000);
    expect((await payments.retrieve(intentId)).status).toBe('canceled');
    await expect(capture(intentId, 2000)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    clock = new Date();
  });
});

describe('simulated cancel (release of the hold)', () => {
  it('releases a hold, after which nothing can be captured', async () => {
    const intentId = await hold(2500);
    const released = await payments.cancel({ intentId, idempotencyKey: 'cancel-1' });
    expect(released).toEqual({ status: 'canceled', amountCents: 2500, capturedCents: 0 });
    expect(await payments.cancel({ intentId, idempotencyKey: 'cancel-1' })).toEqual(released);
    await expect(capture(intentId, 100)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    expect(await payments.retrieve(intentId)).toEqual(released);
  });

  it('cannot cancel money already captured (that is a refund)', async () => {
    const intentId = await hold(2500);
    await capture(intentId, 2500);
    await expect(payments.cancel({ intentId, idempotencyKey: key('cancel') })).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
  });
});

describe('simulated refund', () => {
  it('refunds at most what was captured minus earlier refunds; a repeated key refunds once', async () => {
    const intentId = await hold(6000);
    await expect(refund(intentId, 100)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    await capture(intentId, 5000);
    await expect(refund(intentId, 5001)).rejects.toMatchObject({ code: 'amount_too_large' });
    const first = await refund(intentId, 2000, 'refund-a');
    expect(first).toEqual({ refundId: expect.stringMatching(/^re_sim_/), intentId, amountCents: 2000 });
    expect(await refund(intentId, 2000, 'refund-a')).toEqual(first);
    await refund(intentId, 3000);
    await expect(refund(intentId, 1)).rejects.toMatchObject({ code: 'amount_too_large' });
    expect((await operations(intentId)).filter((op) => op.kind === 'refund')).toHaveLength(2);
  });

  it('refuses amounts that are not positive whole cents', async () => {
    const intentId = await hold(1000);
    await capture(intentId, 1000);
    for (const amount of [0, -5, 10.5]) {
      await expect(refund(intentId, amount)).rejects.toMatchObject({ code: 'parameter_invalid_integer' });
    }
  });
});
