import { testContext, testHoldBeforeOrder } from '@laundry/api/testing';
import { paymentLedger, simulatedPaymentIntents } from '@laundry/db';
import { createTestDatabase, type Database } from '@laundry/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the server releases card holds that no order took', () => {
  it('releases a two-hour-old hold when it starts', async () => {
    const ctx = testContext(database.db, {
      kind: 'guest',
      sessionId: 'sweep-session',
      email: null,
      emailProven: false,
    });
    const hold = await testHoldBeforeOrder(ctx, {
      amountCents: 43_50,
      receiptEmail: 'walked.away@example.test',
    });
    await database.db
      .update(paymentLedger)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(paymentLedger.providerIntentId, hold.intentId));

    const app = await buildApp({ database, logger: false, outboxWorker: true });
    await app.ready();
    const status = async () =>
      (
        await database.db
          .select()
          .from(simulatedPaymentIntents)
          .where(eq(simulatedPaymentIntents.id, hold.intentId))
      )[0]?.status;
    await expect.poll(status).toBe('canceled');
    await app.close();
  });
});
