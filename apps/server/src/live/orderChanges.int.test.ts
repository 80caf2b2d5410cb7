import { startUserSession } from '@laundry/api';
import { placeTestOrder } from '@laundry/api/testing';
import { type Database, openDatabase, orders } from '@laundry/db';
import { createTestDatabase, createUser, seedTestDatabase } from '@laundry/db/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

// Live screens (docs/decisions/0088-live-order-screens.md): two app servers on one database, as production runs
// them. On PostgreSQL each has its own pool and its own listener, so a change through the first reaches a
// subscriber of the second only through PostgreSQL's notices; the embedded database is opened by one process
// only, so both share it there.
let database: Database;
let second: Database;
let first: FastifyInstance;
let other: FastifyInstance;
let firstUrl: string;
let otherUrl: string;
const clock = new Date('2026-06-10T15:00:00Z');
const now = () => clock;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  second =
    'pool' in database
      ? await openDatabase({
          databaseUrl: (database.pool as { options: { connectionString: string } }).options.connectionString,
          poolMax: 2,
        })
      : database;
  first = await buildApp({ database, now });
  other = await buildApp({ database: second, now });
  firstUrl = await first.listen({ port: 0, host: '127.0.0.1' });
  otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await first.close();
  await other.close();
  if (second !== database) await second.close();
  await database.close();
});

interface Heard {
  /** The `data` of every message event so far. */
  events: unknown[];
  status: number;
  /** The tRPC error code the stream answered with instead of events (a refusal), if any. */
  readonly error: string | null;
  /** Resolves once a message event satisfies `match`, or with null after `ms`. */
  waitFor(match: (event: unknown) => boolean, ms?: number): Promise<unknown | null>;
  close(): void;
}

/** A subscription over server-sent events, read as a browser's EventSource reads it. */
async function subscribe(base: string, path: string, token: string): Promise<Heard> {
  const abort = new AbortController();
  const answer = await fetch(`${base}/trpc/${path}`, {
    headers: { authorization: `JWT ${token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const events: unknown[] = [];
  let error: string | null = null;
  const waiting = new Set<() => void>();
  let connected!: () => void;
  const ready = new Promise<void>((resolve) => {
    connected = resolve;
  });
  if (answer.status === 200 && answer.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = block.split('\n');
            const name = lines
              .find((line) => line.startsWith('event:'))
              ?.slice(6)
              .trim();
            const data = lines
              .filter((line) => line.startsWith('data:'))
              .map((line) => line.slice(5).trim())
              .join('\n');
            if (name === 'connected') connected();
            else if (name === 'serialized-error') {
              error = (JSON.parse(data) as { data: { code: string } }).data.code;
              connected();
            } else if (!name && data) {
              events.push(JSON.parse(data));

              for (const wake of waiting) wake();
            }
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // Closed by the test.
      }
    })();
    await ready;
  }
  return {
    events,
    status: answer.status,
    get error() {
      return error;
    },
    async waitFor(match, ms = 2_000) {
      const found = () => events.find(match) ?? null;
      if (found()) return found();
      return new Promise((resolve) => {
        const wake = () => {
          if (!found()) return;
          clearTimeout(timer);
          waiting.delete(wake);
          resolve(found());
        };
        const timer = setTimeout(() => {
          waiting.delete(wake);
          resolve(null);
        }, ms);
        waiting.add(wake);
      });
    },
    close: () => abort.abort(),
  };
}

const staffToken = async () => {
  const admin = await createUser(database.db, { role: 'Admin' });
  return (await startUserSession(database.db, admin.id, clock)).token;
};
const customerOf = async () => {
  const customer = await createUser(database.db, { role: 'Customer' });
  const { token, id: sessionId } = await startUserSession(database.db, customer.id, clock);
  const actor = {
    kind: 'user' as const,
    sessionId,
    user: {
      id: customer.id,
      email: customer.email,
      role: 'Customer' as const,
      firstName: null,
      lastName: null,
    },
  };
  return { customer, token, actor };
};
const noticeOf = (orderId: string, kind: string) => (event: unknown) => {
  const value = event as { type?: string; notice?: { orderId?: string; kind?: string } };
  return value.type === 'notice' && value.notice?.orderId === orderId && value.notice.kind === kind;
};

describe('order change notices', () => {
  it('a status change committed through one app server reaches a staff subscriber of the other, within 2 s', async () => {
    const token = await staffToken();
    const { customer, actor } = await customerOf();
    const heard = await subscribe(otherUrl, 'orders.changes', token);
    try {
      expect(heard.status).toBe(200);
      expect(heard.error).toBeNull();
      const placed = await placeTestOrder(database.db, actor, customer.email);
      const placedNotice = (await heard.waitFor(noticeOf(placed.orderId, 'placed'))) as {
        notice: { orderNumber: number; locationId: string | null; amountCents: number | null };
      } | null;
      expect(placedNotice?.notice.orderNumber).toBe(placed.orderNumber);
      expect(placedNotice?.notice.amountCents).toBeNull();

      const changed = await fetch(`${firstUrl}/trpc/orders.setStatus`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ orderId: placed.orderId, status: 'En Route for Pick Up' }),
      });
      expect(changed.status).toBe(200);
      // The change has committed when it is answered: its notice follows within 2 s.
      const started = performance.now();
      expect(await heard.waitFor(noticeOf(placed.orderId, 'changed'))).not.toBeNull();
      expect(performance.now() - started).toBeLessThan(2_000);
    } finally {
      heard.close();
    }
  });

  it('a rolled-back change sends no notice; the next committed one does', async () => {
    const token = await staffToken();
    const { customer, actor } = await customerOf();
    const placed = await placeTestOrder(database.db, actor, customer.email);
    const heard = await subscribe(otherUrl, 'orders.changes', token);
    try {
      await expect(
        database.db.transaction(async (tx) => {
          await tx.update(orders).set({ instructions: 'Rolled back' }).where(eq(orders.id, placed.orderId));
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await heard.waitFor(noticeOf(placed.orderId, 'changed'), 700)).toBeNull();

      await database.db.update(orders).set({ instructions: 'Kept' }).where(eq(orders.id, placed.orderId));
      expect(await heard.waitFor(noticeOf(placed.orderId, 'changed'))).not.toBeNull();
      expect(heard.events.filter(noticeOf(placed.orderId, 'changed'))).toHaveLength(1);
    } finally {
      heard.close();
    }
  });

  it("the customer's authorization of a larger amount is told as 'reauthorized' with its amount", async () => {
    const token = await staffToken();
    const { customer, actor } = await customerOf();
    const placed = await placeTestOrder(database.db, actor, customer.email);
    await database.db
      .update(orders)
      .set({ reauthStatus: 'Waiting', reauthAmountCents: 5800 })
      .where(eq(orders.id, placed.orderId));
    const heard = await subscribe(firstUrl, 'orders.changes', token);
    try {
      await database.db.update(orders).set({ reauthStatus: 'Complete' }).where(eq(orders.id, placed.orderId));
      const event = (await heard.waitFor(noticeOf(placed.orderId, 'reauthorized'))) as {
        notice: { amountCents: number };
      } | null;
      expect(event?.notice.amountCents).toBe(5800);
    } finally {
      heard.close();
    }
  });

  it("a customer hears their own order's changes only, and may not follow another's or every order", async () => {
    const mine = await customerOf();
    const someoneElse = await customerOf();
    const own = await placeTestOrder(database.db, mine.actor, mine.customer.email);
    const theirs = await placeTestOrder(database.db, someoneElse.actor, someoneElse.customer.email);
    const input = (orderId: string) => encodeURIComponent(JSON.stringify({ orderId }));

    const everything = await subscribe(otherUrl, 'orders.changes', mine.token);
    expect(everything.error).toBe('FORBIDDEN');
    everything.close();
    const other = await subscribe(otherUrl, `orders.orderChanges?input=${input(theirs.orderId)}`, mine.token);
    expect(other.error).toBe('NOT_FOUND');
    other.close();
    const bad = await subscribe(otherUrl, `orders.orderChanges?input=${input('not an id')}`, mine.token);
    expect(bad.error ?? String(bad.status)).toMatch(/BAD_REQUEST|400/);
    bad.close();

    const heard = await subscribe(otherUrl, `orders.orderChanges?input=${input(own.orderId)}`, mine.token);
    try {
      expect(heard.status).toBe(200);
      expect(heard.error).toBeNull();
      await database.db.update(orders).set({ instructions: 'Theirs' }).where(eq(orders.id, theirs.orderId));
      await database.db.update(orders).set({ instructions: 'Mine' }).where(eq(orders.id, own.orderId));
      expect(await heard.waitFor(noticeOf(own.orderId, 'changed'))).not.toBeNull();
      expect(heard.events.some(noticeOf(theirs.orderId, 'changed'))).toBe(false);
    } finally {
      heard.close();
    }
  });
});
