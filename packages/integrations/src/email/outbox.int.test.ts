import { type Database, outbox } from '@laundry/db';
import { createTestDatabase } from '@laundry/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpListener, startSmtpListener } from '../testing/smtpListener';
import type { IntegrationLogger, Mailer } from './mailer';
import { enqueueEmail } from './outbox';
import { createOutboxWorker } from './outboxWorker';
import { createSmtpMailer } from './smtpMailer';

let database: Database;
let smtp: SmtpListener;
// The test's clock runs a minute ahead of the database's, so every row a test queues is already due.
const aheadOfDatabase = () => new Date(Date.now() + 60_000);
let clock = aheadOfDatabase();
const now = () => clock;
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const logged: { obj: object; msg?: string }[] = [];
const logger: IntegrationLogger = {
  info: (obj, msg) => logged.push({ obj, msg }),
  warn: (obj, msg) => logged.push({ obj, msg }),
  error: (obj, msg) => logged.push({ obj, msg }),
};
const link = 'http://localhost:3000/verify/abc.def.0123456789abcdef0123456789abcdef0123456789';

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpListener();
});
afterAll(async () => {
  await smtp.stop();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(outbox);
  smtp.received.length = 0;
  clock = aheadOfDatabase();
});

const rows = () => database.db.select().from(outbox);
const worker = (mailer: Mailer, extra: { maxAttempts?: number; now?: () => Date } = {}) =>
  createOutboxWorker({
    db: database.db,
    mailer,
    logger,
    pollMs: 10,
    batchSize: 5,
    retryBaseMs: 30_000,
    now,
    ...extra,
  });

describe('e-mail outbox', () => {
  it('queues inside the caller’s transaction: nothing when it rolls back, a pending row when it commits', async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueueEmail(tx, { to: 'ana@example.com', subject: 'Never sent', text: 'rolled back' });
        throw new Error('order update failed');
      })
      .catch(() => undefined);
    expect(await rows()).toEqual([]);
    await database.db.transaction((tx) =>
      enqueueEmail(tx, { to: 'ana@example.com', subject: 'Kept', text: 'committed' }),
    );
    expect(await rows()).toMatchObject([
      { kind: 'email', status: 'pending', attempts: 0, subject: 'Kept', body: 'committed' },
    ]);
  });

  it('delivers due mail over SMTP once: recipient, subject and body with its link', async () => {
    const mailer = createSmtpMailer({ smtpUrl: smtp.url, mailFrom: 'orders@laundry.test' });
    await enqueueEmail(database.db, {
      to: 'ana@example.com',
      subject: 'Verify your e-mail',
      text: `Please verify: ${link}`,
    });
    const outboxWorker = worker(mailer);
    expect(await outboxWorker.drain()).toBe(1);
    expect(await outboxWorker.drain()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['ana@example.com']);
    expect(smtp.received[0]?.readable).toContain('Subject: Verify your e-mail');
    expect(smtp.received[0]?.readable).toContain(`Please verify: ${link}`);
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 1, sentAt: clock, lastError: null }]);
    mailer.close();
  });

  it("sends messages in the order they were queued (an order's status e-mails arrive in order)", async () => {
    const subjects = ['Picked up', 'Being cleaned', 'Out for delivery', 'Complete'];
    const queuedAt = Date.now() - 10_000;
    // Queued one second apart, inserted in another order than they were queued.
    for (const index of [2, 0, 3, 1]) {
      await database.db.insert(outbox).values({
        kind: 'email',
        to: 'ana@example.com',
        subject: subjects[index]!,
        body: 'status',
        createdAt: new Date(queuedAt + index * 1000),
        nextAttemptAt: new Date(queuedAt + index * 1000),
      });
    }
    // The claim's UPDATE ... RETURNING hands rows back in the table's order, not the order they were queued.
    const sent: string[] = [];
    const outboxWorker = worker({ name: 'recording', send: async (mail) => void sent.push(mail.subject) });
    expect(await outboxWorker.drain()).toBe(4);
    expect(sent).toEqual(subjects);
  });

  it('loses nothing while the mail server is down, and sends once it is back', async () => {
    const mailer = createSmtpMailer({ smtpUrl: smtp.url, mailFrom: 'orders@laundry.test' });
    const outboxWorker = worker(mailer);
    await enqueueEmail(database.db, {
      to: 'bo@example.com',
      subject: 'Reauthorize',
      text: `Authorize: ${link}`,
    });
    await smtp.stop();
    expect(await outboxWorker.drain()).toBe(0);
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.nextAttemptAt.getTime()).toBe(clock.getTime() + 30_000);
    expect(failed?.lastError).toBeTruthy();

    await smtp.listen();
    expect(await outboxWorker.drain()).toBe(0); // not due yet: the retry waits for its time
    later(30_000);
    expect(await outboxWorker.drain()).toBe(1);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['bo@example.com']]);
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 2 }]);
    mailer.close();
  });

  it('backs off exponentially and gives up after maxAttempts', async () => {
    const broken: Mailer = {
      name: 'broken',
      send: async () => Promise.reject(new Error('554 relay refused')),
    };
    const outboxWorker = worker(broken, { maxAttempts: 3 });
    const { id } = await enqueueEmail(database.db, { to: 'cy@example.com', subject: 'x', text: 'y' });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const before = clock.getTime();
      await outboxWorker.drain();
      const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
      delays.push(row!.nextAttemptAt.getTime() - before);
      later(row!.nextAttemptAt.getTime() - clock.getTime());
    }
    expect(delays).toEqual([30_000, 60_000, 120_000]);
    expect(await rows()).toMatchObject([{ status: 'failed', attempts: 3, lastError: '554 relay refused' }]);
    later(3_600_000);
    expect(await outboxWorker.drain()).toBe(0);
  });

  it('never sends one message twice when several workers (app servers) drain together', async () => {
    const sends = new Map<string, number>();
    const slow: Mailer = {
      name: 'slow',
      send: async (message) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sends.set(message.subject, (sends.get(message.subject) ?? 0) + 1);
      },
    };
    for (let index = 0; index < 24; index += 1) {
      await enqueueEmail(database.db, { to: 'dee@example.com', subject: `message ${index}`, text: 'hi' });
    }
    const totals = await Promise.all([worker(slow).drain(), worker(slow).drain(), worker(slow).drain()]);
    expect(totals.reduce((a, b) => a + b, 0)).toBe(24);
    expect([...sends.values()].every((count) => count === 1)).toBe(true);
    expect(sends.size).toBe(24);
  });

  it('start() polls in the background and stop() ends it', async () => {
    const sent: string[] = [];
    const outboxWorker = worker(
      { name: 'memory', send: async (message) => void sent.push(message.subject) },
      { now: () => new Date() },
    );
    outboxWorker.start();
    await enqueueEmail(database.db, { to: 'ed@example.com', subject: 'polled', text: 'hi' });
    await expect.poll(() => sent, { timeout: 5_000 }).toEqual(['polled']);
    await outboxWorker.stop();
  });
});
