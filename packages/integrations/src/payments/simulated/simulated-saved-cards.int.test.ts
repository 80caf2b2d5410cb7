import type { Database } from '@laundry/db';
import { createTestDatabase } from '@laundry/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentDeclinedError, WebhookSignatureError } from '../errors';
import { createSimulatedPayments, type SimulatedPaymentProvider } from './simulated-payments';

let database: Database;
let payments: SimulatedPaymentProvider;
const clock = new Date();
let keys = 0;
const key = (label: string) => `${label}-${++keys}`;
const card = (number: string, customerId?: string) =>
  payments.createPaymentMethod({
    number,
    expMonth: 12,
    expYear: clock.getFullYear() + 3,
    cvc: '123',
    customerId,
  });

beforeAll(async () => {
  database = await createTestDatabase();
  payments = createSimulatedPayments(database.db, { now: () => clock });
});
afterAll(() => database.close());

async function authorize(amountCents = 4350, number = '4242 4242 4242 4242', extra = {}) {
  const method = await card(number);
  return payments.authorize({
    amountCents,
    currency: 'usd',
    paymentMethodId: method.id,
    description: 'Order 10001',
    receiptEmail: 'ana@example.com',
    idempotencyKey: key('auth'),
    metadata: { orderNumber: '10001' },
    ...extra,
  });
}

describe('simulated customers and saved cards', () => {
  it('keeps a simulated customer id and replaces one from another provider', async () => {
    const customerId = await payments.ensureCustomer({ email: 'ana@example.com', name: 'Ana' });
    expect(customerId).toMatch(/^cus_sim_/);
    expect(
      await payments.ensureCustomer({
        email: 'ana@example.com',
        name: 'Ana',
        existingCustomerId: customerId,
      }),
    ).toBe(customerId);
    const replaced = await payments.ensureCustomer({
      email: 'a@example.com',
      name: 'A',
      existingCustomerId: 'cus_Stripe1',
    });
    expect(replaced).toMatch(/^cus_sim_/);
  });

  it('saves a card on a successful authorization only when asked, and lists the customer’s cards', async () => {
    const customerId = await payments.ensureCustomer({ email: 'bo@example.com', name: 'Bo' });
    await authorize(2000, '4242424242424242', { customerId });
    await expect(
      authorize(2000, '4000000000000002', { customerId, savePaymentMethod: true }),
    ).rejects.toThrow(PaymentDeclinedError);
    expect(await payments.listPaymentMethods(customerId)).toEqual([]);
    const saved = await authorize(2000, '4242424242424242', { customerId, savePaymentMethod: true });
    const cards = await payments.listPaymentMethods(customerId);
    expect(cards).toEqual([
      {
        id: expect.stringMatching(/^pm_sim_/),
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: clock.getFullYear() + 3,
      },
    ]);
    expect(saved.card.last4).toBe('4242');
    // The saved card pays a later order without being typed again.
    const again = await payments.authorize({
      amountCents: 1500,
      currency: 'usd',
      paymentMethodId: cards[0]!.id,
      customerId,
      description: 'Order 10002',
      receiptEmail: 'bo@example.com',
      idempotencyKey: key('auth-saved'),
      metadata: {},
    });
    expect(again.status).toBe('requires_capture');
  });

  it('saves a card typed for later (setup), and refuses another customer’s card', async () => {
    const owner = await payments.ensureCustomer({ email: 'cy@example.com', name: 'Cy' });
    expect(
      (await payments.createSetupIntent({ customerId: owner, idempotencyKey: key('setup') })).clientSecret,
    ).toMatch(/^seti_sim_.+_secret_/);
    const method = await card('4242424242424242', owner);
    expect(await payments.listPaymentMethods(owner)).toEqual([expect.objectContaining({ id: method.id })]);
    const other = await payments.ensureCustomer({ email: 'dee@example.com', name: 'Dee' });
    await expect(
      payments.authorize({
        amountCents: 1000,
        currency: 'usd',
        paymentMethodId: method.id,
        customerId: other,
        description: '',
        receiptEmail: '',
        idempotencyKey: key('x'),
        metadata: {},
      }),
    ).rejects.toMatchObject({ code: 'payment_method_invalid_parameter' });
  });

  it('has no webhooks to verify', () => {
    expect(() => payments.parseWebhook('{}', 't=1,v1=abc')).toThrow(WebhookSignatureError);
  });
});
