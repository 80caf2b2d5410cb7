import { describe, expect, it } from 'vitest';
import { simulatedPaymentsFixture } from '../../testing/simulatedPaymentsFixture';
import { PaymentDeclinedError, WebhookSignatureError } from '../errors';

const sim = simulatedPaymentsFixture();
const { clock, key, card, authorize } = sim;

describe('simulated customers and saved cards', () => {
  it('keeps a simulated customer id and replaces one from another provider', async () => {
    const customerId = await sim.payments.ensureCustomer({ email: 'ana@example.com', name: 'Ana' });
    expect(customerId).toMatch(/^cus_sim_/);
    expect(
      await sim.payments.ensureCustomer({
        email: 'ana@example.com',
        name: 'Ana',
        existingCustomerId: customerId,
      }),
    ).toBe(customerId);
    const replaced = await sim.payments.ensureCustomer({
      email: 'a@example.com',
      name: 'A',
      existingCustomerId: 'cus_Stripe1',
    });
    expect(replaced).toMatch(/^cus_sim_/);
  });

  it('saves a card on a successful authorization only when asked, and lists the customer’s cards', async () => {
    const customerId = await sim.payments.ensureCustomer({ email: 'bo@example.com', name: 'Bo' });
    await authorize(2000, '4242424242424242', { customerId });
    await expect(
      authorize(2000, '4000000000000002', { customerId, savePaymentMethod: true }),
    ).rejects.toThrow(PaymentDeclinedError);
    expect(await sim.payments.listPaymentMethods(customerId)).toEqual([]);
    const saved = await authorize(2000, '4242424242424242', { customerId, savePaymentMethod: true });
    const cards = await sim.payments.listPaymentMethods(customerId);
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
    const again = await sim.payments.authorize({
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
    const owner = await sim.payments.ensureCustomer({ email: 'cy@example.com', name: 'Cy' });
    expect(
      (await sim.payments.createSetupIntent({ customerId: owner, idempotencyKey: key('setup') }))
        .clientSecret,
    ).toMatch(/^seti_sim_.+_secret_/);
    const method = await card('4242424242424242', owner);
    expect(await sim.payments.listPaymentMethods(owner)).toEqual([
      expect.objectContaining({ id: method.id }),
    ]);
    const other = await sim.payments.ensureCustomer({ email: 'dee@example.com', name: 'Dee' });
    await expect(
      sim.payments.authorize({
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
    expect(() => sim.payments.parseWebhook('{}', 't=1,v1=abc')).toThrow(WebhookSignatureError);
  });
});
