import { type Db, recurringSeries } from '@laundry/db';
import { eq } from 'drizzle-orm';
import type { Actor } from '../context';
import { placeOrder } from '../services/orders/placeOrder';
import { createTestPaymentMethod } from '../services/payments/savedCards';
import { createSeries } from '../services/recurring/series';
import { issueSkipLink } from '../services/recurring/skipLink';
import { testContext } from './context';
import { firstProductId, scheduleAfter, washFoldDraft, withEmail } from './drafts';

/** A card saved to the actor's account through the simulated checkout (4242..., or a declining test number). */
export async function savedTestCard(db: Db, actor: Actor, number = '4242424242424242') {
  return createTestPaymentMethod(testContext(db, actor), {
    number,
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
    saveToAccount: true,
  });
}

/**
 * A customer's weekly series, made as the checkout makes it: an order on a saved card, then repeated
 * (docs/decisions/0094-recurring-series.md). `now` is the clock of both.
 */
export async function testSeries(db: Db, actor: Actor, email: string, now: () => Date = () => new Date()) {
  const { orderId, cardId } = await savedCardOrder(db, actor, email, now);
  const series = await createSeries(testContext(db, actor, now), { orderId, everyWeeks: 1 });
  return { series, orderId, cardId };
}

/** An order placed on a card saved to the account, on the real clock unless `now` says otherwise. */
export async function savedCardOrder(
  db: Db,
  actor: Actor,
  email: string,
  now: () => Date = () => new Date(),
) {
  const ctx = testContext(db, actor, now);
  const card = await savedTestCard(db, actor);
  const draft = {
    ...withEmail(washFoldDraft(await firstProductId(db)), email),
    schedule: scheduleAfter(now()),
  };
  const placed = await placeOrder(ctx, {
    order: draft,
    paymentMethodId: card.id,
    saveCard: false,
    sms: false,
    clientQuoteTotalCents: 0,
    idempotencyKey: crypto.randomUUID(),
  });
  return { orderId: placed.orderId, cardId: card.id };
}

/** A skip link for the series' next date, as the e-mail carries it. */
export async function testSkipLink(db: Db, seriesId: string) {
  const [series] = await db.select().from(recurringSeries).where(eq(recurringSeries.id, seriesId));
  const link = issueSkipLink(series!, series!.nextDate);
  await db
    .update(recurringSeries)
    .set({ skipLinkHash: link.hash, skipLinkDate: link.date, skipLinkExpiresAt: link.expiresAt })
    .where(eq(recurringSeries.id, seriesId));
  return link;
}
