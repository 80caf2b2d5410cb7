import type { Database } from '@laundry/db';
import { createTestDatabase } from '@laundry/db/testing';
import { afterAll, beforeAll } from 'vitest';
import type { AuthorizeRequest } from '../payments/provider';
import {
  createSimulatedPayments,
  type SimulatedPaymentProvider,
} from '../payments/simulated/simulatedPayments';

/**
 * A fresh database with the simulated provider on it for one test file, plus the helpers the simulated
 * provider's tests share: unique idempotency keys, a test card, and a standard authorization.
 */
export function simulatedPaymentsFixture() {
  const clock = new Date();
  let keys = 0;
  const fixture = {
    database: undefined as unknown as Database,
    payments: undefined as unknown as SimulatedPaymentProvider,
    clock,
    key: (label: string) => `${label}-${++keys}`,
    card: (number: string, customerId?: string) =>
      fixture.payments.createPaymentMethod({
        number,
        expMonth: 12,
        expYear: clock.getFullYear() + 3,
        cvc: '123',
        customerId,
      }),
    async authorize(
      amountCents = 4350,
      number = '4242 4242 4242 4242',
      extra: Partial<AuthorizeRequest> = {},
    ) {
      const method = await fixture.card(number);
      return fixture.payments.authorize({
        amountCents,
        currency: 'usd',
        paymentMethodId: method.id,
        description: 'Order 10001',
        receiptEmail: 'ana@example.com',
        idempotencyKey: fixture.key('auth'),
        metadata: { orderNumber: '10001' },
        ...extra,
      });
    },
  };
  beforeAll(async () => {
    fixture.database = await createTestDatabase();
    fixture.payments = createSimulatedPayments(fixture.database.db, { now: () => clock });
  });
  afterAll(() => fixture.database.close());
  return fixture;
}
