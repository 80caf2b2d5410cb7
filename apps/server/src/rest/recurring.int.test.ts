import { createCaller, startUserSession } from '@laundry/api';
import {
  savedCardOrder,
  TEST_NOW,
  testClock,
  testContext,
  testSeries,
  userActor,
} from '@laundry/api/testing';
import { recurringOccurrences, recurringSeries, regionSettings, type User } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

/**
 * Recurring pick-ups over REST and a SKIP text (docs/decisions/0094-recurring-series.md, 0095): the caller's own
 * series; bad input answers a clear 4xx and changes nothing. TEST_NOW is Tuesday 2026-12-01; a series made then
 * picks up on Thursdays, the next on 2026-12-10.
 */
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  app = await buildApp({ database, now: testClock, auth: { publicUrl: 'http://laundry.test' } });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function signedIn(role: User['role'] = 'Customer') {
  const user = await createUser(database.db, { role });
  const { token } = await startUserSession(database.db, user.id, TEST_NOW);
  return { user, actor: userActor(user), headers: { authorization: `JWT ${token}` } };
}

async function withSeries() {
  const who = await signedIn();
  const { series } = await testSeries(database.db, who.actor, who.user.email, testClock);
  return { ...who, series };
}

const seriesRow = async (id: string) =>
  (await database.db.select().from(recurringSeries).where(eq(recurringSeries.id, id)))[0]!;

describe('REST /api/recurring', () => {
  it("GET /api/user/recurring answers the caller's series with their coming dates", async () => {
    const { headers, series } = await withSeries();
    const res = await app.inject({ method: 'GET', url: '/api/user/recurring', headers });
    expect(res.statusCode).toBe(200);
    const [only] = res.json().series;
    expect(only).toMatchObject({
      id: series.id,
      status: 'active',
      everyWeeks: 1,
      weekday: 4,
      pickUpHour: 12,
    });
    expect(only.comingDates.slice(0, 2)).toEqual([
      { date: '2026-12-10', orderId: null, orderNumber: null },
      { date: '2026-12-17', orderId: null, orderNumber: null },
    ]);
  });

  it('skips the next date, or a named coming one; a date not in the series is refused', async () => {
    const { headers, series } = await withSeries();
    const next = await app.inject({ method: 'POST', url: `/api/recurring/${series.id}/skip`, headers });
    expect(next.statusCode).toBe(200);
    expect(next.json().skippedDate).toBe('2026-12-10');
    const named = await app.inject({
      method: 'POST',
      url: `/api/recurring/${series.id}/skip`,
      headers,
      payload: { date: '2026-12-24' },
    });
    expect(named.json().series.skippedDates).toEqual(['2026-12-10', '2026-12-24']);
    const wrong = await app.inject({
      method: 'POST',
      url: `/api/recurring/${series.id}/skip`,
      headers,
      payload: { date: '2026-12-11' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Please choose one of the coming pick-up dates.');
    const again = await app.inject({
      method: 'POST',
      url: `/api/recurring/${series.id}/skip`,
      headers,
      payload: { date: '2026-12-10' },
    });
    expect(again.statusCode).toBe(400);
    const occurrences = await database.db
      .select({ date: recurringOccurrences.date })
      .from(recurringOccurrences)
      .where(eq(recurringOccurrences.seriesId, series.id));
    expect(occurrences.map((o) => o.date).sort()).toEqual(['2026-12-10', '2026-12-24']);
  });

  it("answers another customer's series as not found, and changes nothing", async () => {
    const { series } = await withSeries();
    const other = await signedIn();
    for (const [method, url] of [
      ['POST', `/api/recurring/${series.id}/skip`],
      ['POST', `/api/recurring/${series.id}/pause`],
      ['DELETE', `/api/recurring/${series.id}`],
    ] as const) {
      const res = await app.inject({ method, url, headers: other.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('We could not find that repeating pick-up.');
    }
    expect((await seriesRow(series.id)).status).toBe('active');
  });

  it('lets staff pause and end a customer series, not skip it; a Driver nothing', async () => {
    const { series } = await withSeries();
    const admin = await signedIn('Admin');
    const skip = await app.inject({
      method: 'POST',
      url: `/api/recurring/${series.id}/skip`,
      headers: admin.headers,
    });
    expect(skip.statusCode).toBe(403);
    const driver = await signedIn('Driver');
    const list = await app.inject({ method: 'GET', url: '/api/user/recurring', headers: driver.headers });
    expect(list.statusCode).toBe(403);
    const pause = await app.inject({
      method: 'POST',
      url: `/api/recurring/${series.id}/pause`,
      headers: admin.headers,
    });
    expect(pause.json().series.status).toBe('paused');
    const end = await app.inject({
      method: 'DELETE',
      url: `/api/recurring/${series.id}`,
      headers: admin.headers,
    });
    expect(end.json().series.status).toBe('ended');
  });

  it('refuses every change to an ended series with 409, and changes nothing', async () => {
    const { headers, series } = await withSeries();
    await app.inject({ method: 'DELETE', url: `/api/recurring/${series.id}`, headers });
    const before = await seriesRow(series.id);
    for (const [method, url] of [
      ['POST', `/api/recurring/${series.id}/skip`],
      ['POST', `/api/recurring/${series.id}/pause`],
      ['DELETE', `/api/recurring/${series.id}`],
    ] as const) {
      const res = await app.inject({ method, url, headers });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This repeating pick-up has ended.');
    }
    expect(await seriesRow(series.id)).toEqual(before);
  });

  it('answers a malformed id 400 and an unknown one 404', async () => {
    const { headers } = await signedIn();
    const bad = await app.inject({ method: 'POST', url: '/api/recurring/nope/skip', headers });
    expect(bad.statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'DELETE',
      url: `/api/recurring/${crypto.randomUUID()}`,
      headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('recurring procedures: bad input', () => {
  it('refuses a series without a saved card, a guest, and a weekday the region does not serve', async () => {
    const who = await signedIn();
    const caller = createCaller(testContext(database.db, who.actor, testClock));
    const { orderId, cardId } = await savedCardOrder(database.db, who.actor, who.user.email, testClock);
    // Another card than the customer's saved ones.
    await expect(
      caller.recurring.create({ orderId, everyWeeks: 1, paymentMethodId: 'pm_sim_other' }),
    ).rejects.toThrow('Please save a card to your account to repeat a pick-up.');
    const guest = createCaller(
      testContext(
        database.db,
        { kind: 'guest', sessionId: 's', email: who.user.email, emailProven: true },
        testClock,
      ),
    );
    await expect(guest.recurring.create({ orderId, everyWeeks: 1 })).rejects.toThrow(
      'Please log in to continue.',
    );
    await expect(caller.recurring.create({ orderId, everyWeeks: 3 })).rejects.toThrow(
      'Please choose every week, every 2 weeks or every 4 weeks.',
    );
    const made = await caller.recurring.create({ orderId, everyWeeks: 2, paymentMethodId: cardId });
    await expect(caller.recurring.create({ orderId, everyWeeks: 1 })).rejects.toThrow(
      'This order already repeats.',
    );
    await expect(caller.recurring.update({ id: made.id, weekday: 7 })).rejects.toThrow(
      'We do not pick up on that day in your area. Please choose another day.',
    );
    await expect(caller.recurring.update({ id: made.id, pickUpHour: 8 })).rejects.toThrow(
      'Please choose a window we offer in your area.',
    );
    expect((await seriesRow(made.id)).weekday).toBe(4);
    const moved = await caller.recurring.update({ id: made.id, weekday: 2, pickUpHour: 14 });
    expect(moved).toMatchObject({ weekday: 2, pickUpHour: 14 });
    // Every 2 weeks from Thursday 2026-12-17: the Tuesday of that week.
    expect(moved.comingDates[0]!.date).toBe('2026-12-15');
  });

  it('refuses a customer with no saved card at all', async () => {
    const who = await signedIn();
    const { placeTestOrder } = await import('@laundry/api/testing');
    const { orderId } = await placeTestOrder(database.db, who.actor, who.user.email);
    const caller = createCaller(testContext(database.db, who.actor));
    await expect(caller.recurring.create({ orderId, everyWeeks: 1 })).rejects.toThrow(
      'Please save a card to your account to repeat a pick-up.',
    );
  });

  it('skips by the e-mailed link once; the link then answers its plain refusal', async () => {
    const { series } = await withSeries();
    const { testSkipLink } = await import('@laundry/api/testing');
    const link = await testSkipLink(database.db, series.id);
    const anonymous = createCaller(testContext(database.db, undefined, testClock));
    expect(await anonymous.recurring.skipByLink({ id: series.id, token: link.token })).toEqual({
      skippedDate: '2026-12-10',
    });
    await expect(anonymous.recurring.skipByLink({ id: series.id, token: link.token })).rejects.toThrow(
      'This link has expired or was already used. Please open your account to manage your pick-ups.',
    );
  });
});

describe('a SKIP text', () => {
  it('skips the next pick-up of the series whose phone sent it, and says so', async () => {
    const { series } = await withSeries();
    // A number of its own (the test drafts share one).
    await database.db
      .update(recurringSeries)
      .set({ phoneKey: '13055550177' })
      .where(eq(recurringSeries.id, series.id));
    const res = await app.inject({
      method: 'POST',
      url: '/api/webhooks/twilio',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ From: '+13055550177', Body: ' skip ' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Message>FreshPress: Your pick-up on Thu, Dec 10 is skipped.</Message></Response>',
    );
    const [skipped] = await database.db
      .select({ date: recurringOccurrences.date, status: recurringOccurrences.status })
      .from(recurringOccurrences)
      .where(eq(recurringOccurrences.seriesId, series.id));
    expect(skipped).toEqual({ date: '2026-12-10', status: 'skipped' });
  });

  it('answers a number without a series plainly, and skips nothing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/webhooks/twilio',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ From: '+13055550100', Body: 'SKIP' }).toString(),
    });
    expect(res.body).toContain('<Message>FreshPress: You have no repeating pick-up to skip.</Message>');
  });
});

describe("the region's lead days (Settings, Time Windows)", () => {
  it('start at 3, are saved with the section, kept when a save leaves them out, and only 1 to 7', async () => {
    const superAdmin = await signedIn('SuperAdmin');
    const caller = createCaller(testContext(database.db, superAdmin.actor, testClock));
    const windows = {
      firstPickUp: 11,
      lastPickUp: 21,
      firstDelivery: 11,
      lastDelivery: 21,
      firstSameDayPickUp: 7,
      lastSameDayPickUp: 15,
      firstSameDayDelivery: 18,
    };
    const leadDays = async () =>
      (await database.db.select().from(regionSettings).where(eq(regionSettings.region, 'fl')))[0]!;
    expect((await leadDays()).recurringLeadDays).toBe(3);
    const save = async (values: typeof windows & { recurringLeadDays?: number }) =>
      caller.settings.updateTimeWindows({ region: 'fl', version: (await leadDays()).version, values });
    await save({ ...windows, recurringLeadDays: 5 });
    expect((await leadDays()).recurringLeadDays).toBe(5);
    await save(windows);
    expect((await leadDays()).recurringLeadDays).toBe(5);
    await expect(save({ ...windows, recurringLeadDays: 8 })).rejects.toThrow(
      'Please enter a whole number of days from 1 to 7.',
    );
    expect((await leadDays()).recurringLeadDays).toBe(5);
  });
});
