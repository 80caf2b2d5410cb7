import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type StripeStandIn, startStripeStandIn } from '../testing/stripeStandIn';
import { PaymentDeclinedError, PaymentProviderError } from './errors';
import { createStripePayments, type StripePaymentProvider } from './stripe';

let standIn: StripeStandIn;
let payments: StripePaymentProvider;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  payments = createStripePayments({
    secretKey: 'sk_test_123',
    publishableKey: 'pk_test_123',
    webhookSecret: 'whsec_test_secret',
    host: '127.0.0.1',
    port: standIn.port,
    protocol: 'http',
  });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});

const order = (paymentMethodId: string, idempotencyKey: string) => ({
  amountCents: 4350,
  currency: 'usd' as const,
  paymentMethodId,
  customerId: 'cus_42',
  description: 'Order 10001',
  receiptEmail: 'ana@example.com',
  idempotencyKey,
  metadata: { orderNumber: '10001' },
});

describe('Stripe payments against a local stand-in of the Stripe API', () => {
  it('authorizes a manual-capture intent confirmed on the server, with the caller’s idempotency key', async () => {
    const authorization = await payments.authorize({
      ...order('pm_card_visa', 'auth-1'),
      savePaymentMethod: true,
    });
    expect(authorization).toEqual({
      intentId: expect.stringMatching(/^pi_/),
      status: 'requires_capture',
      amountCents: 4350,
      card: { brand: 'visa', last4: '4242' },
    });
    const [request] = standIn.requests;
    expect(request?.path).toBe('/v1/payment_intents');
    expect(request?.headers['idempotency-key']).toBe('auth-1');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toMatchObject({
      amount: '4350',
      currency: 'usd',
      capture_method: 'manual',
      confirm: 'true',
      off_session: 'false',
      'allowed_payment_method_types[0]': 'card',
      payment_method: 'pm_card_visa',
      setup_future_usage: 'off_session',
      customer: 'cus_42',
      receipt_email: 'ana@example.com',
      'metadata[orderNumber]': '10001',
    });
    expect(payments.testMode).toBe(true);
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.', 'generic_declined'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.', 'insufficient_funds'],
  ])(
    'turns a 402 card_error for %s into PaymentDeclinedError with Stripe’s message',
    async (method, message, declineCode) => {
      const failure = await payments
        .authorize(order(method, `auth-${method}`))
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PaymentDeclinedError);
      expect(failure).toMatchObject({ message, code: 'card_declined', declineCode });
    },
  );

  it('releases and refuses an intent that would need 3-D Secure, which the server cannot complete', async () => {
    const failure = await payments
      .authorize(order('pm_card_authenticationRequired', 'auth-3ds'))
      .catch((e) => e);
    expect(failure).toBeInstanceOf(PaymentDeclinedError);
    expect(standIn.requests.map((r) => r.path)).toEqual([
      '/v1/payment_intents',
      expect.stringMatching(/cancel$/),
    ]);
  });

  it('retries a connection reset with the same Idempotency-Key', async () => {
    standIn.failNext('POST /v1/payment_intents', 'reset-before');
    await payments.authorize(order('pm_card_visa', 'auth-retry'));
    const keys = standIn.requests.map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual(['auth-retry', 'auth-retry']);
  });

  it('captures once when the answer to the first attempt is lost (500 or reset after processing)', async () => {
    const { intentId } = await payments.authorize(order('pm_card_visa', 'auth-capture'));
    standIn.failNext(`POST /v1/payment_intents/${intentId}/capture`, 'reset-after');
    const captured = await payments.capture({ intentId, amountCents: 3000, idempotencyKey: 'capture-1' });
    expect(captured).toMatchObject({ intentId, status: 'succeeded', capturedCents: 3000 });
    const captures = standIn.requests.filter((r) => r.path.endsWith('/capture'));
    expect(captures.map((r) => r.headers['idempotency-key'])).toEqual(['capture-1', 'capture-1']);

    standIn.failNext('POST /v1/refunds', 'server-error');
    const refund = await payments.refund({ intentId, amountCents: 1000, idempotencyKey: 'refund-1' });
    expect(refund).toMatchObject({ intentId, amountCents: 1000 });
    const refunds = standIn.requests.filter((r) => r.path === '/v1/refunds');
    expect(refunds.map((r) => r.headers['idempotency-key'])).toEqual(['refund-1', 'refund-1']);
    expect(await payments.retrieve(intentId)).toEqual({
      status: 'succeeded',
      amountCents: 4350,
      capturedCents: 3000,
    });
  });

  it('reports a capture above the hold and a refund above the capture as provider errors', async () => {
    const { intentId } = await payments.authorize(order('pm_card_visa', 'auth-limits'));
    await expect(
      payments.capture({ intentId, amountCents: 9999, idempotencyKey: 'c-too-much' }),
    ).rejects.toMatchObject({
      name: 'PaymentProviderError',
      code: 'amount_too_large',
      statusCode: 400,
    });
    await payments.capture({ intentId, amountCents: 2000, idempotencyKey: 'c-ok' });
    const failure = await payments
      .refund({ intentId, amountCents: 2001, idempotencyKey: 'r-too-much' })
      .catch((e) => e);
    expect(failure).toBeInstanceOf(PaymentProviderError);
  });

  it('captures part of a hold with amount_to_capture, once, and refunds it in parts, never beyond', async () => {
    const { intentId } = await payments.authorize(order('pm_card_visa', 'auth-partial'));
    await expect(
      payments.refund({ intentId, amountCents: 100, idempotencyKey: 'r-before-capture' }),
    ).rejects.toMatchObject({ name: 'PaymentProviderError', code: 'charge_not_refundable' });
    const captured = await payments.capture({ intentId, amountCents: 3000, idempotencyKey: 'c-partial' });
    expect(captured).toEqual({ intentId, status: 'succeeded', amountCents: 4350, capturedCents: 3000 });
    const captureRequest = standIn.requests.find((r) => r.path.endsWith(`${intentId}/capture`));
    expect(new URLSearchParams(captureRequest?.body).get('amount_to_capture')).toBe('3000');
    await expect(
      payments.capture({ intentId, amountCents: 1000, idempotencyKey: 'c-second' }),
    ).rejects.toMatchObject({ code: 'payment_intent_unexpected_state', statusCode: 400 });

    const first = await payments.refund({ intentId, amountCents: 1200, idempotencyKey: 'r-1' });
    const second = await payments.refund({ intentId, amountCents: 1800, idempotencyKey: 'r-2' });
    expect([first.amountCents, second.amountCents]).toEqual([1200, 1800]);
    expect(first.refundId).not.toBe(second.refundId);
    // The same key again is the same refund, not a third one.
    expect(await payments.refund({ intentId, amountCents: 1800, idempotencyKey: 'r-2' })).toEqual(second);
    await expect(payments.refund({ intentId, amountCents: 1, idempotencyKey: 'r-3' })).rejects.toMatchObject({
      code: 'amount_too_large',
      statusCode: 400,
    });
    expect(standIn.refundedCents.get(intentId)).toBe(3000);
  });

  it('lists the intents made between two moments, each with the key its hold was made with', async () => {
    const [old, recent] = [
      await payments.authorize(order('pm_card_visa', 'list-old')),
      await payments.authorize(order('pm_card_visa', 'list-recent')),
    ];
    standIn.intents.get(old.intentId)!.created = Math.floor(Date.now() / 1000) - 3600;
    const listed = [];
    const window = { createdAfter: new Date(Date.now() - 60_000), createdBefore: new Date() };
    for await (const intent of payments.listIntents(window)) listed.push(intent);
    const ids = listed.map((intent) => intent.intentId);
    expect(ids).toContain(recent.intentId);
    expect(ids).not.toContain(old.intentId);
    expect(listed.find((intent) => intent.intentId === recent.intentId)).toEqual({
      intentId: recent.intentId,
      status: 'requires_capture',
      amountCents: 4350,
      capturedCents: 0,
      createdAt: expect.any(Date),
      holdKey: 'list-recent',
      metadata: { orderNumber: '10001', hold_key: 'list-recent' },
    });
    const list = standIn.requests.find((r) => r.method === 'GET' && r.path === '/v1/payment_intents');
    expect(list?.query.get('created[gte]')).toBe(String(Math.floor(window.createdAfter.getTime() / 1000)));
    expect(list?.query.get('limit')).toBe('100');
  });

  it('cancels (releases the hold) with an idempotency key', async () => {
    const { intentId } = await payments.authorize(order('pm_card_visa', 'auth-cancel'));
    expect(await payments.cancel({ intentId, idempotencyKey: 'cancel-1' })).toMatchObject({
      status: 'canceled',
    });
    expect(standIn.requests.at(-1)?.headers['idempotency-key']).toBe('cancel-1');
  });

  it('reuses a known customer, replaces an unknown one, and sends a key when creating', async () => {
    expect(
      await payments.ensureCustomer({ email: 'a@example.com', name: 'Ana', existingCustomerId: 'cus_7' }),
    ).toBe('cus_7');
    const replaced = await payments.ensureCustomer({
      email: 'a@example.com',
      name: 'Ana',
      existingCustomerId: 'cus_gone',
    });
    expect(replaced).toMatch(/^cus_\d+$/);
    expect(standIn.requests.at(-1)?.headers['idempotency-key']).toMatch(/^customer-/);
  });

  it('creates setup intents and lists saved cards', async () => {
    expect(await payments.createSetupIntent({ customerId: 'cus_7', idempotencyKey: 'setup-1' })).toEqual({
      clientSecret: 'seti_1_secret_abc',
    });
    expect(standIn.requests.at(-1)?.headers['idempotency-key']).toBe('setup-1');
    expect(await payments.listPaymentMethods('cus_7')).toEqual([
      { id: 'pm_saved_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2040 },
    ]);
    expect(standIn.requests.at(-1)?.path).toBe('/v1/customers/cus_7/payment_methods');
  });
});
