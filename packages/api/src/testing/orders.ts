import type { Db } from '@laundry/db';
import { createSimulatedPayments } from '@laundry/integrations';
import type { Actor } from '../context';
import { placeOrder } from '../services/orders/placeOrder';
import { testContext } from './context';
import { firstProductId, scheduleAfter, TEST_CARDS, washFoldDraft, withEmail } from './drafts';

/** A simulated test card (4242...) as the checkout would make it, for tests on the real clock. */
export async function testPaymentMethodId(db: Db): Promise<string> {
  const card = await createSimulatedPayments(db).createPaymentMethod({
    number: TEST_CARDS.visa,
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
  });
  return card.id;
}

/** A wash and fold draft for `email` that checkout accepts now. */
export async function currentDraft(db: Db, email: string) {
  const draft = withEmail(washFoldDraft(await firstProductId(db)), email);
  return { ...draft, schedule: scheduleAfter(new Date()) };
}

/** Places an order as `actor` through the checkout service, on the real clock. */
export async function placeTestOrder(db: Db, actor: Actor, email: string) {
  return placeOrder(testContext(db, actor), {
    order: await currentDraft(db, email),
    paymentMethodId: await testPaymentMethodId(db),
    saveCard: false,
    sms: false,
    clientQuoteTotalCents: 0,
    idempotencyKey: crypto.randomUUID(),
  });
}
