import { orders, outbox, recurringOccurrences, recurringSeries } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testContext, userActor } from '../../testing/context';
import { TEST_NOW } from '../../testing/drafts';
import { savedTestCard, testSeries } from '../../testing/recurring';
import { CLAIM_LEASE_MS, occurrenceKey, runRecurringJob } from './job';
import { pauseSeries } from './series';
import { skipSeries } from './skip';

/**
 * The recurring job over several weeks on a controlled clock (docs/decisions/0094-recurring-series.md): one order per
 * series and date, whatever the skips, pauses, declines, racing runners and runs killed in the middle.
 * TEST_NOW is Tuesday 2026-12-01, 9am in New York; the series' first order picks up Thursday 2026-12-03.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
});
afterAll(() => database.close());

const DAY = 24 * 60 * 60_000;
const at = (days: number, extraMs = 0) => new Date(TEST_NOW.getTime() + days * DAY + extraMs);

async function customer() {
  const user = await createUser(database.db, { role: 'Customer' });
  return { user, actor: userActor(user) };
}

async function newSeries() {
  const { user, actor } = await customer();
  const made = await testSeries(database.db, actor, user.email, () => TEST_NOW);
  return { user, actor, ...made };
}

const run = (days: number, extraMs = 0, faults = {}) =>
  runRecurringJob(
    testContext(database.db, undefined, () => at(days, extraMs)),
    { faults },
  );

async function occurrencesOf(seriesId: string) {
  return database.db
    .select({
      date: recurringOccurrences.date,
      status: recurringOccurrences.status,
      orderId: recurringOccurrences.orderId,
    })
    .from(recurringOccurrences)
    .where(eq(recurringOccurrences.seriesId, seriesId))
    .orderBy(asc(recurringOccurrences.date));
}

async function ordersOf(userId: string) {
  return database.db
    .select({
      id: orders.id,
      pickUpDate: orders.pickUpDate,
      status: orders.status,
      key: orders.idempotencyKey,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.pickUpDate));
}

describe('the recurring job', () => {
  it('books each date once, lead days ahead, over five weeks with a skip and a pause', async () => {
    const { user, actor, series } = await newSeries();
    expect(series.comingDates[0]?.date).toBe('2026-12-10');
    // Too early: Dec 10 is 9 days ahead of Dec 1, the region books 3 days ahead (the default).
    expect(await run(0)).toEqual({ placed: 0, declined: 0, failed: 0, skipped: 0 });
    // The customer skips the week of Dec 17 ahead of time.
    await skipSeries(
      testContext(database.db, actor, () => at(1)),
      { id: series.id, date: '2026-12-17' },
    );
    expect(await run(6)).toEqual({ placed: 1, declined: 0, failed: 0, skipped: 0 }); // Dec 7: books Dec 10
    expect(await run(6, 3_600_000)).toEqual({ placed: 0, declined: 0, failed: 0, skipped: 0 }); // again: nothing
    expect(await run(13)).toEqual({ placed: 0, declined: 0, failed: 0, skipped: 0 }); // Dec 14: Dec 17 skipped
    // Paused over Dec 24, resumed on Dec 22: the cadence goes on at Dec 31.
    await pauseSeries(
      testContext(database.db, actor, () => at(18)),
      { id: series.id, paused: true },
    );
    expect(await run(20)).toEqual({ placed: 0, declined: 0, failed: 0, skipped: 0 }); // Dec 21
    await pauseSeries(
      testContext(database.db, actor, () => at(26)),
      { id: series.id, paused: false },
    );
    expect(await run(27)).toEqual({ placed: 1, declined: 0, failed: 0, skipped: 0 }); // Dec 28: books Dec 31
    expect(await run(34)).toEqual({ placed: 1, declined: 0, failed: 0, skipped: 0 }); // Jan 4: books Jan 7
    expect(await occurrencesOf(series.id)).toEqual([
      { date: '2026-12-10', status: 'placed', orderId: expect.any(String) },
      { date: '2026-12-17', status: 'skipped', orderId: null },
      { date: '2026-12-31', status: 'placed', orderId: expect.any(String) },
      { date: '2027-01-07', status: 'placed', orderId: expect.any(String) },
    ]);
    const placed = await ordersOf(user.id);
    expect(placed.map((o) => o.pickUpDate)).toEqual(['2026-12-03', '2026-12-10', '2026-12-31', '2027-01-07']);
    expect(placed[1]!.key).toBe(occurrenceKey(series.id, '2026-12-10'));
    // The customer is told, with the skip link.
    const mails = await database.db
      .select({ subject: outbox.subject, body: outbox.body })
      .from(outbox)
      .where(and(eq(outbox.to, user.email), eq(outbox.kind, 'email')));
    const booked = mails.filter((m) => m.subject?.startsWith('Your next pick-up is booked'));
    expect(booked).toHaveLength(3);
    expect(booked[0]!.body).toContain(
      `Skip this one: http://laundry.test/app/recurring/${series.id}/skip?token=`,
    );
  });

  it('does not book a date the saved card declines, tells the customer, and goes on to the next date', async () => {
    const { user, actor, series, cardId } = await newSeries();
    const declining = await savedTestCard(database.db, actor, '4000000000000002');
    await database.db
      .update(recurringSeries)
      .set({ paymentMethodId: declining.id })
      .where(eq(recurringSeries.id, series.id));
    expect(await run(6)).toEqual({ placed: 0, declined: 1, failed: 0, skipped: 0 });
    const [mail] = await database.db
      .select({ subject: outbox.subject, body: outbox.body })
      .from(outbox)
      .where(and(eq(outbox.to, user.email), eq(outbox.subject, 'We could not book your repeating pick-up')));
    expect(mail!.body).toContain(
      'Your saved card was declined, so your pick-up on Thursday, December 10 is not booked. Your repeating pick-up goes on with the next date.',
    );
    expect(mail!.body).toContain('Update your card: http://laundry.test/app/account#payment');
    await database.db
      .update(recurringSeries)
      .set({ paymentMethodId: cardId })
      .where(eq(recurringSeries.id, series.id));
    expect(await run(13)).toEqual({ placed: 1, declined: 0, failed: 0, skipped: 0 });
    expect((await occurrencesOf(series.id)).map((o) => [o.date, o.status])).toEqual([
      ['2026-12-10', 'declined'],
      ['2026-12-17', 'placed'],
    ]);
    expect((await ordersOf(user.id)).map((o) => o.pickUpDate)).toEqual(['2026-12-03', '2026-12-17']);
  });

  it('makes one order per series and date when two runners race', async () => {
    const made = await Promise.all([newSeries(), newSeries(), newSeries()]);
    const [a, b] = await Promise.all([run(6), run(6)]);
    expect(a!.placed + b!.placed).toBe(3);
    for (const { user, series } of made) {
      expect((await ordersOf(user.id)).map((o) => o.pickUpDate)).toEqual(['2026-12-03', '2026-12-10']);
      expect(await occurrencesOf(series.id)).toHaveLength(1);
    }
  });

  it('loses nothing when a run is killed in the middle of its claim', async () => {
    const { user, series } = await newSeries();
    const crash = async () => {
      throw new Error('killed after the claim');
    };
    await expect(run(6, 0, { afterClaim: crash })).rejects.toThrow('killed after the claim');
    expect(await occurrencesOf(series.id)).toEqual([]);
    expect(await run(6, 1000)).toMatchObject({ placed: 1 });
    expect((await ordersOf(user.id)).map((o) => o.pickUpDate)).toEqual(['2026-12-03', '2026-12-10']);
  });

  it('takes over a run killed after placing the order, and places no second one', async () => {
    const { user, series } = await newSeries();
    const crash = async () => {
      throw new Error('killed after the order');
    };
    expect(await run(6, 0, { afterPlace: crash })).toEqual({ placed: 0, declined: 0, failed: 0, skipped: 0 });
    expect(await occurrencesOf(series.id)).toEqual([
      { date: '2026-12-10', status: 'claimed', orderId: null },
    ]);
    // The claim still stands: another run leaves it alone.
    expect(await run(6, 60_000)).toMatchObject({ placed: 0 });
    // Once it lapses, a run takes it over with the same checkout key: the order already there is the one.
    expect(await run(6, CLAIM_LEASE_MS + 1000)).toMatchObject({ placed: 1 });
    const placed = await ordersOf(user.id);
    expect(placed.map((o) => o.pickUpDate)).toEqual(['2026-12-03', '2026-12-10']);
    expect(await occurrencesOf(series.id)).toEqual([
      { date: '2026-12-10', status: 'placed', orderId: placed[1]!.id },
    ]);
  });
});
