import { simulatedPaymentIntents, simulatedPaymentMethods } from '@laundry/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { simulatedPaymentsFixture } from '../../testing/simulatedPaymentsFixture';
import { PaymentDeclinedError, PaymentProviderError } from '../errors';
import type { AuthorizeRequest } from '../provider';

const sim = simulatedPaymentsFixture();
const { clock, key, card, authorize } = sim;
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );
/** What Stripe answers for a PaymentMethod attached to a customer the PaymentIntent does not name. */
const anotherCustomersCard = {
  message: 'The provided PaymentMethod belongs to another customer.',
  code: 'payment_method_invalid_parameter',
  statusCode: 400,
};
const holdOn = (paymentMethodId: string, extra: Partial<AuthorizeRequest> = {}): AuthorizeRequest => ({
  amountCents: 2500,
  currency: 'usd',
  paymentMethodId,
  description: 'Order',
  receiptEmail: 'a@example.com',
  idempotencyKey: key('hold'),
  metadata: {},
  ...extra,
});
const holdsFor = (idempotencyKey: string) =>
  sim.database.db.$count(simulatedPaymentIntents, eq(simulatedPaymentIntents.idempotencyKey, idempotencyKey));

describe('simulated test cards in the database', () => {
  it("takes Stripe's test PaymentMethod ids: pm_card_visa holds, a retry is the same hold, the decline ids decline", async () => {
    const request = holdOn('pm_card_visa', { amountCents: 6600 });
    const hold = await sim.payments.authorize(request);
    expect(hold).toMatchObject({
      status: 'requires_capture',
      amountCents: 6600,
      card: { brand: 'visa', last4: '4242' },
    });
    expect((await sim.payments.authorize(request)).intentId).toBe(hold.intentId);
    expect(await holdsFor(request.idempotencyKey)).toBe(1);
    expect(await failureOf(sim.payments.authorize(holdOn('pm_card_chargeDeclined')))).toMatchObject({
      message: 'Your card was declined.',
    });
    expect(
      await failureOf(sim.payments.authorize(holdOn('pm_card_chargeDeclinedInsufficientFunds'))),
    ).toMatchObject({ message: 'Your card has insufficient funds.' });
    expect(await failureOf(sim.payments.authorize(holdOn('pm_card_unknown')))).toBeInstanceOf(
      PaymentProviderError,
    );
  });

  it('stores brand, last 4, expiry and behaviour, never the card number', async () => {
    const method = await card('4000 0000 0000 9995');
    expect(method).toMatchObject({ id: expect.stringMatching(/^pm_sim_/), brand: 'visa', last4: '9995' });
    const [row] = await sim.database.db
      .select()
      .from(simulatedPaymentMethods)
      .where(eq(simulatedPaymentMethods.id, method.id));
    expect(row).toMatchObject({ behavior: 'insufficient_funds', last4: '9995', customerId: null });
    expect(JSON.stringify(row)).not.toMatch(/400000000000|4000 0000/);
  });

  it.each([
    ['4111 1111 1111 1111', 12, 'Your card number is incorrect.'],
    ['4242 4242 4242 4242', -1, 'Your card has expired.'],
  ])(
    'refuses %s (expiry offset %i years) with Stripe’s message and stores nothing',
    async (number, years, message) => {
      const before = await sim.database.db.$count(simulatedPaymentMethods);
      const expYear = clock.getFullYear() + years;
      const failure = await failureOf(
        sim.payments.createPaymentMethod({ number, expMonth: 1, expYear, cvc: '123' }),
      );
      expect(failure).toBeInstanceOf(PaymentDeclinedError);
      expect((failure as Error).message).toBe(message);
      expect(await sim.database.db.$count(simulatedPaymentMethods)).toBe(before);
    },
  );
});

describe('simulated authorization (manual capture)', () => {
  it('holds the amount on 4242 4242 4242 4242', async () => {
    const hold = await authorize(4350);
    expect(hold).toEqual({
      intentId: expect.stringMatching(/^pi_sim_/),
      status: 'requires_capture',
      amountCents: 4350,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(await sim.payments.retrieve(hold.intentId)).toEqual({
      status: 'requires_capture',
      amountCents: 4350,
      capturedCents: 0,
    });
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.', 'generic_declined'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.', 'insufficient_funds'],
  ])(
    'refuses %s with “%s”, and answers the same again for the same key',
    async (number, message, declineCode) => {
      const method = await card(number);
      const request = {
        amountCents: 2000,
        currency: 'usd' as const,
        paymentMethodId: method.id,
        description: 'Order',
        receiptEmail: 'a@example.com',
        idempotencyKey: key('declined'),
        metadata: {},
      };
      for (const attempt of [1, 2]) {
        const failure = await failureOf(sim.payments.authorize(request));
        expect(failure, `attempt ${attempt}`).toBeInstanceOf(PaymentDeclinedError);
        expect(failure).toMatchObject({ message, code: 'card_declined', declineCode });
      }
      const rows = await sim.database.db
        .select()
        .from(simulatedPaymentIntents)
        .where(eq(simulatedPaymentIntents.idempotencyKey, request.idempotencyKey));
      expect(rows).toMatchObject([{ status: 'requires_payment_method' }]);
    },
  );

  it('returns the earlier hold for a repeated key, and refuses the key for another amount', async () => {
    const method = await card('4242424242424242');
    const request = {
      amountCents: 3000,
      currency: 'usd' as const,
      paymentMethodId: method.id,
      description: 'Order',
      receiptEmail: 'a@example.com',
      idempotencyKey: key('auth-twice'),
      metadata: {},
    };
    const first = await sim.payments.authorize(request);
    expect(await sim.payments.authorize(request)).toEqual(first);
    expect(
      await sim.database.db.$count(
        simulatedPaymentIntents,
        eq(simulatedPaymentIntents.idempotencyKey, request.idempotencyKey),
      ),
    ).toBe(1);
    await expect(sim.payments.authorize({ ...request, amountCents: 3100 })).rejects.toMatchObject({
      code: 'idempotency_error',
    });
  });

  it('refuses a card saved to another customer, and makes no hold', async () => {
    const saved = await sim.payments.createPaymentMethod({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
      customerId: 'cus_sim_owner',
    });
    const request = {
      amountCents: 2500,
      currency: 'usd' as const,
      paymentMethodId: saved.id,
      customerId: 'cus_sim_someone_else',
      description: 'Order',
      receiptEmail: 'a@example.com',
      idempotencyKey: key('other-customer'),
      metadata: {},
    };
    await expect(sim.payments.authorize(request)).rejects.toMatchObject({
      code: 'payment_method_invalid_parameter',
    });
    expect(
      await sim.database.db.$count(
        simulatedPaymentIntents,
        eq(simulatedPaymentIntents.idempotencyKey, request.idempotencyKey),
      ),
    ).toBe(0);
    // Its owner may use it.
    const hold = await sim.payments.authorize({ ...request, customerId: 'cus_sim_owner' });
    expect(hold.card).toEqual({ brand: 'visa', last4: '4242' });
  });

  it('refuses a guest (no customer id) a card saved to a customer, however often asked', async () => {
    const saved = await card('4242424242424242', 'cus_sim_guest_owner');
    const request = holdOn(saved.id, { idempotencyKey: key('guest-saved') });
    // A retry reaches the full path too (the quick hold leaves the key unused): both must refuse.
    for (const attempt of [1, 2]) {
      const failure = await failureOf(sim.payments.authorize(request));
      expect(failure, `attempt ${attempt}`).toMatchObject(anotherCustomersCard);
    }
    await expect(sim.payments.authorize({ ...request, savePaymentMethod: true })).rejects.toMatchObject(
      anotherCustomersCard,
    );
    expect(await holdsFor(request.idempotencyKey)).toBe(0);
    expect(await sim.payments.listPaymentMethods('cus_sim_guest_owner')).toEqual([
      expect.objectContaining({ id: saved.id }),
    ]);
  });

  it('lets the owner hold a card saved to them, saved again or not, and no one else', async () => {
    const owner = 'cus_sim_card_owner';
    const saved = await card('4242424242424242', owner);
    const quick = await sim.payments.authorize(holdOn(saved.id, { customerId: owner }));
    expect(quick).toMatchObject({ status: 'requires_capture', card: { last4: '4242' } });
    const resaved = await sim.payments.authorize(
      holdOn(saved.id, { customerId: owner, savePaymentMethod: true }),
    );
    expect(resaved.status).toBe('requires_capture');
    expect(await sim.payments.listPaymentMethods(owner)).toEqual([expect.objectContaining({ id: saved.id })]);
    const guest = holdOn(saved.id);
    await expect(sim.payments.authorize(guest)).rejects.toMatchObject(anotherCustomersCard);
    expect(await holdsFor(guest.idempotencyKey)).toBe(0);
  });

  it('holds an unattached card with or without a customer id, until a customer saves it', async () => {
    const fresh = await card('4242424242424242');
    expect((await sim.payments.authorize(holdOn(fresh.id))).status).toBe('requires_capture');
    expect((await sim.payments.authorize(holdOn(fresh.id, { customerId: 'cus_sim_passerby' }))).status).toBe(
      'requires_capture',
    );
    expect(await sim.payments.listPaymentMethods('cus_sim_passerby')).toEqual([]);
    // Saving attaches it (Stripe's setup_future_usage); from then on it is that customer's alone.
    await sim.payments.authorize(holdOn(fresh.id, { customerId: 'cus_sim_saver', savePaymentMethod: true }));
    expect(await sim.payments.listPaymentMethods('cus_sim_saver')).toEqual([
      expect.objectContaining({ id: fresh.id }),
    ]);
    for (const customerId of [undefined, 'cus_sim_passerby']) {
      const request = holdOn(fresh.id, { customerId });
      await expect(sim.payments.authorize(request), String(customerId)).rejects.toMatchObject(
        anotherCustomersCard,
      );
      expect(await holdsFor(request.idempotencyKey)).toBe(0);
    }
    expect((await sim.payments.authorize(holdOn(fresh.id, { customerId: 'cus_sim_saver' }))).status).toBe(
      'requires_capture',
    );
  });

  it('lets only one of two customers saving the same fresh card at once have it', async () => {
    const fresh = await card('4242424242424242');
    const requests = ['cus_sim_first', 'cus_sim_second'].map((customerId) =>
      holdOn(fresh.id, { customerId, savePaymentMethod: true }),
    );
    const outcomes = await Promise.allSettled(requests.map((request) => sim.payments.authorize(request)));
    const won = outcomes.findIndex((outcome) => outcome.status === 'fulfilled');
    expect(won).not.toBe(-1);
    const lost = 1 - won;
    expect(outcomes[lost]).toMatchObject({ status: 'rejected', reason: anotherCustomersCard });
    expect(await holdsFor(requests[lost]!.idempotencyKey)).toBe(0);
    expect(await sim.payments.listPaymentMethods(requests[won]!.customerId!)).toEqual([
      expect.objectContaining({ id: fresh.id }),
    ]);
    expect(await sim.payments.listPaymentMethods(requests[lost]!.customerId!)).toEqual([]);
  });

  it('refuses amounts under $0.50 and unknown payment methods as provider errors', async () => {
    await expect(authorize(49)).rejects.toMatchObject({
      name: 'PaymentProviderError',
      code: 'amount_too_small',
    });
    await expect(
      sim.payments.authorize({
        amountCents: 100,
        currency: 'usd',
        paymentMethodId: 'pm_sim_nope',
        description: '',
        receiptEmail: '',
        idempotencyKey: key('x'),
        metadata: {},
      }),
    ).rejects.toMatchObject({ code: 'resource_missing' });
    await expect(sim.payments.retrieve('pi_sim_nope')).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
