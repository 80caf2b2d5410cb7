import { startGuestSession, startUserSession } from '@laundry/api';
import {
  firstProductId,
  TEST_CARDS,
  TEST_NOW,
  testClock,
  washFoldDraft,
  withEmail,
} from '@laundry/api/testing';
import { noDryCleanItems, noServices, noTailoringItems, orders, specials } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { newYorkToday } from '@laundry/pricing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

/**
 * POST /api/admin/special and PUT /api/special/{id} take and answer a special's limits
 * (docs/decisions/0092-promotion-limits.md): startDate, maxUses, maxUsesPerCustomer and minOrderAmount in dollars.
 * Left out of a PUT, a limit stays as saved; null removes it. Bad input is a 400 that changes nothing.
 */
let database: Database;
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  app = await buildApp({ database, now: testClock });
  const superAdmin = await createUser(database.db, { role: 'SuperAdmin' });
  token = (await startUserSession(database.db, superAdmin.id, new Date())).token;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const headers = () => ({ authorization: `JWT ${token}` });
const inDays = (days: number) => {
  const date = new Date(`${newYorkToday(TEST_NOW.getTime())}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Limited',
  code: `l${crypto.randomUUID().slice(0, 6)}`,
  expirationDate: inDays(10),
  firstTimeOnly: false,
  discountAmount: '5',
  ...overrides,
});
const count = async () => (await database.db.select({ id: specials.id }).from(specials)).length;

describe('the limits over REST', () => {
  it('an older client’s special has none, and its answer says so', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/special',
      headers: headers(),
      payload: body(),
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      startDate: null,
      maxUses: null,
      maxUsesPerCustomer: null,
      minOrderAmount: null,
    });
  });

  it('are taken on create, kept by a PUT that leaves them out, and removed with null', async () => {
    const limits = { startDate: inDays(1), maxUses: 50, maxUsesPerCustomer: 2, minOrderAmount: '25' };
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/special',
      headers: headers(),
      payload: body(limits),
    });
    expect(created.json()).toMatchObject({ ...limits, minOrderAmount: '25.00' });
    const { _id: id, code } = created.json();
    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/special/${id}`,
      headers: headers(),
      payload: body({ code, name: 'Renamed' }),
    });
    expect(renamed.json()).toMatchObject({ name: 'Renamed', ...limits, minOrderAmount: '25.00' });
    const cleared = await app.inject({
      method: 'PUT',
      url: `/api/special/${id}`,
      headers: headers(),
      payload: body({ code, startDate: null, maxUses: null, maxUsesPerCustomer: null, minOrderAmount: null }),
    });
    expect(cleared.json()).toMatchObject({
      startDate: null,
      maxUses: null,
      maxUsesPerCustomer: null,
      minOrderAmount: null,
    });
  });

  it.each([
    ['total uses below zero', { maxUses: -1 }, 'Please enter a whole number of uses, 0 or more.'],
    [
      'uses per customer below zero',
      { maxUsesPerCustomer: -2 },
      'Please enter a whole number of uses, 0 or more.',
    ],
    ['a negative minimum', { minOrderAmount: '-5' }, 'Please enter a valid minimum order amount.'],
    ['a 3-decimal minimum', { minOrderAmount: '5.001' }, 'Please enter a valid minimum order amount.'],
    [
      'a start after the expiry',
      { startDate: inDays(11) },
      'The start date cannot be after the expiration date.',
    ],
    ['a start that is no date', { startDate: 'soon' }, 'Please enter a valid start date.'],
  ])('POST refuses %s with a 400 and adds nothing', async (_what, overrides, message) => {
    const before = await count();
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/special',
      headers: headers(),
      payload: body(overrides),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect(await count()).toBe(before);
  });

  it('PUT refuses an expiry moved before the saved start, and changes nothing', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/special',
      headers: headers(),
      payload: body({ startDate: inDays(5) }),
    });
    const { _id: id, code } = created.json();
    const response = await app.inject({
      method: 'PUT',
      url: `/api/special/${id}`,
      headers: headers(),
      payload: body({ code, expirationDate: inDays(3) }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('The start date cannot be after the expiration date.');
    const [row] = await database.db.select().from(specials).where(eq(specials.id, id));
    expect([row!.startDate, row!.expirationDate, row!.version]).toEqual([inDays(5), inDays(10), 1]);
  });
});

describe('POST /api/order and a special’s limits', () => {
  it('places the last use, then refuses the next with the limit’s text and makes no order', async () => {
    const productId = await firstProductId(database.db);
    const [special] = await database.db
      .insert(specials)
      .values({
        name: 'Once',
        code: `ONCE${crypto.randomUUID().slice(0, 6)}`.toUpperCase(),
        expirationDate: '2027-12-31',
        discountAmountCents: 5_00,
        services: noServices,
        tailoringItems: noTailoringItems,
        dryCleanItems: noDryCleanItems,
        maxUses: 1,
      })
      .returning();
    const placeAs = async (email: string) => {
      const guestToken = (await startGuestSession(database.db, email, TEST_NOW)).token;
      const card = await app.inject({
        method: 'POST',
        url: '/trpc/payments.createTestPaymentMethod',
        headers: { authorization: `JWT ${guestToken}` },
        payload: { number: TEST_CARDS.visa, expMonth: 12, expYear: 2030, cvc: '123' },
      });
      return app.inject({
        method: 'POST',
        url: '/api/order',
        headers: { authorization: `JWT ${guestToken}` },
        payload: {
          order: { ...withEmail(washFoldDraft(productId), email), promoCode: special!.code.toLowerCase() },
          paymentMethodId: card.json().result.data.id,
          idempotencyKey: crypto.randomUUID(),
          quoteTotalPrice: '39.00',
        },
      });
    };
    const first = await placeAs(`once-a-${crypto.randomUUID().slice(0, 6)}@example.test`);
    expect(first.statusCode).toBe(200);
    const second = await placeAs(`once-b-${crypto.randomUUID().slice(0, 6)}@example.test`);
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toBe('This promotion has reached its limit.');
    const used = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.specialId, special!.id));
    expect(used).toHaveLength(1);
  });
});
