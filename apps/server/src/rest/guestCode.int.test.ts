import { actorFromSessionToken } from '@laundry/api';
import { orderRow, placeHeldOrder, TEST_NOW, testClock } from '@laundry/api/testing';
import { outbox } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { and, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

/**
 * docs/decisions/0068-guest-mailbox-proof.md over REST: a guest session made by typing an e-mail at
 * POST /api/authorizeguest reads an order by its id, never by its number, and changes it only once the
 * e-mailed code has proved the mailbox.
 */

let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  app = await buildApp({ database, now: testClock });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const post = (url: string, token: string, payload: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url, headers: { authorization: `JWT ${token}` }, payload });
const get = (url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: { authorization: `JWT ${token}` } });

async function codeSentTo(email: string): Promise<string> {
  const [mail] = await database.db
    .select({ subject: outbox.subject })
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.subject, 'Your FreshPress code: %')))
    .orderBy(desc(outbox.createdAt));
  return /(\d{6})$/.exec(mail!.subject)![1]!;
}

describe('a guest session made by typing an e-mail (POST /api/authorizeguest)', () => {
  it('reads its order by id only, and cancels it only after POST /api/guest/code/confirm', async () => {
    const email = `rest-proof-${crypto.randomUUID()}@example.test`;
    const authorized = await app.inject({ method: 'POST', url: '/api/authorizeguest', payload: { email } });
    expect(authorized.statusCode).toBe(200);
    const { token } = authorized.json() as { token: string };
    const actor = await actorFromSessionToken(database.db, token, TEST_NOW);
    const { orderId, order } = await placeHeldOrder(database.db, { user: null, actor, email });

    expect((await get(`/api/order/${orderId}`, token)).statusCode).toBe(200);
    const byNumber = await get(`/api/order/${order.orderNumber}`, token);
    expect(byNumber.statusCode).toBe(404);
    expect(byNumber.json().error).toBe('There was an error getting orders.');

    const refused = await post('/api/order/cancel', token, { orderId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      `To make changes, please confirm that ${email} is yours: we will e-mail you a code, or open the link in your order confirmation.`,
    );
    expect((await orderRow(database.db, orderId)).status).toBe('New');

    const sent = await post('/api/guest/code', token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      email,
      message: `We sent a 6-digit code to ${email}. It expires in 15 minutes.`,
    });
    const code = await codeSentTo(email);
    const wrong = await post('/api/guest/code/confirm', token, {
      code: code === '000000' ? '000001' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('This code is not valid or has expired. Please ask for a new one.');
    const malformed = await post('/api/guest/code/confirm', token, { code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('Please enter the 6-digit code from your e-mail.');
    const confirmed = await post('/api/guest/code/confirm', token, { code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ emailProven: true });

    const canceled = await post('/api/order/cancel', token, { orderId });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ _id: orderId, status: 'Canceled' });
  });
});
