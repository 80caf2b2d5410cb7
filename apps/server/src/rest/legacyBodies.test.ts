import { describe, expect, it } from 'vitest';
import { keyFor, legacyCreateBody, legacyUpdateBody } from './legacyBodies';

describe('legacy REST bodies', () => {
  it('reads the order at the top level or under `order`, and the quote in dollars', () => {
    const nested = legacyCreateBody({
      order: { gratuityCents: 0 },
      paymentMethodId: 'pm_1',
      quoteTotalPrice: '44.00',
    });
    expect(nested.input).toMatchObject({
      order: { gratuityCents: 0 },
      paymentMethodId: 'pm_1',
      clientQuoteTotalCents: 44_00,
    });
    const flat = legacyCreateBody({
      gratuityCents: 0,
      payment_method: 'pm_2',
      quoteTotalPrice: 12.5,
      sms: true,
    });
    expect(flat.input).toMatchObject({ paymentMethodId: 'pm_2', clientQuoteTotalCents: 12_50, sms: true });
    expect(flat.input.order).toMatchObject({ gratuityCents: 0 });
  });

  it('names a submission after the hold it uses, so a retried legacy order is one order', () => {
    const first = legacyCreateBody({ stripePaymentIntentId: 'pi_sim_1' });
    const again = legacyCreateBody({ stripePaymentIntentId: 'pi_sim_1' });
    expect(first.heldIntentId).toBe('pi_sim_1');
    expect(first.input.idempotencyKey).toBe(again.input.idempotencyKey);
    expect(keyFor('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(legacyCreateBody({ paymentMethodId: 'pm' }).input.idempotencyKey).not.toBe(
      legacyCreateBody({ paymentMethodId: 'pm' }).input.idempotencyKey,
    );
  });

  it('takes the order id or number from orderId or _id for an edit', () => {
    expect(legacyUpdateBody({ orderId: 10008, order: {} })).toMatchObject({ orderRef: 10008 });
    expect(legacyUpdateBody({ _id: 'abc', order: {}, quoteTotalPrice: '1.05' })).toMatchObject({
      orderRef: 'abc',
      clientQuoteTotalCents: 1_05,
    });
  });
});
