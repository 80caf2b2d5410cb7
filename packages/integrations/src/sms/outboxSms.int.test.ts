import { type Database, outbox, smsOptOuts } from '@laundry/db';
import { createTestDatabase } from '@laundry/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmailMessage, IntegrationLogger, Mailer } from '../email/mailer';
import { enqueueEmail } from '../email/outbox';
import { createOutboxWorker } from '../email/outboxWorker';
import {
  STAND_IN_ACCOUNT_SID,
  STAND_IN_AUTH_TOKEN,
  startTwilioStandIn,
  type TwilioStandIn,
} from '../testing/twilioStandIn';
import { enqueueSms } from './outbox';
import type { SmsSender } from './sender';
import { createTwilioSms } from './twilioSender';

let database: Database;
let standIn: TwilioStandIn;
let twilioSms: SmsSender;
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
const mailed: EmailMessage[] = [];
const mailer: Mailer = { name: 'memory', send: async (message) => void mailed.push(message) };

beforeAll(async () => {
  database = await createTestDatabase();
  standIn = await startTwilioStandIn();
  twilioSms = createTwilioSms({
    accountSid: STAND_IN_ACCOUNT_SID,
    authToken: STAND_IN_AUTH_TOKEN,
    from: '+12125550100',
    apiBaseUrl: standIn.baseUrl,
  });
});
afterAll(async () => {
  await standIn.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(outbox);
  await database.db.delete(smsOptOuts);
  standIn.messages.length = 0;
  standIn.unsubscribed.clear();
  mailed.length = 0;
  logged.length = 0;
  clock = aheadOfDatabase();
});

const rows = () => database.db.select().from(outbox);
const worker = (sms?: SmsSender) =>
  createOutboxWorker({ db: database.db, mailer, sms, logger, batchSize: 5, retryBaseMs: 30_000, now });
const text = {
  to: '+13055550142',
  body: 'FreshPress: Order #10042 is out for delivery. Reply STOP to opt out.',
};

describe('texts in the outbox', () => {
  it('queues in the caller’s transaction, and not to a number on the opt-out list', async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueueSms(tx, text);
        throw new Error('order update failed');
      })
      .catch(() => undefined);
    expect(await rows()).toEqual([]);

    expect(await enqueueSms(database.db, text)).toEqual({ id: expect.any(String) });
    expect(await rows()).toMatchObject([
      { kind: 'sms', to: '+13055550142', subject: '', body: text.body, status: 'pending', attempts: 0 },
    ]);

    await database.db.insert(smsOptOuts).values({ phone: '13055550142' });
    expect(await enqueueSms(database.db, text)).toBeNull();
    expect(await rows()).toHaveLength(1);
  });

  it('the worker sends e-mails and texts of one round each through its own channel, once', async () => {
    await enqueueSms(database.db, text);
    await enqueueEmail(database.db, {
      to: 'ana@example.com',
      subject: 'Out for delivery',
      text: 'On its way',
    });
    const outboxWorker = worker(twilioSms);
    expect(await outboxWorker.drain()).toBe(2);
    expect(await outboxWorker.drain()).toBe(0);

    expect(standIn.messages).toMatchObject([{ to: '+13055550142', from: '+12125550100', body: text.body }]);
    expect(mailed.map((mail) => mail.subject)).toEqual(['Out for delivery']);
    expect((await rows()).map((row) => [row.kind, row.status, row.attempts])).toEqual(
      expect.arrayContaining([
        ['sms', 'sent', 1],
        ['email', 'sent', 1],
      ]),
    );
  });

  it('loses no text while Twilio fails: retried after the same back-off as e-mail', async () => {
    await enqueueSms(database.db, text);
    const outboxWorker = worker(twilioSms);
    standIn.failNext();
    expect(await outboxWorker.drain()).toBe(0);
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.nextAttemptAt.getTime()).toBe(clock.getTime() + 30_000);
    expect(logged.at(-1)?.msg).toBe('text failed, will retry');

    expect(await outboxWorker.drain()).toBe(0); // not due yet
    later(30_000);
    expect(await outboxWorker.drain()).toBe(1);
    expect(standIn.messages).toHaveLength(1);
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 2, lastError: null }]);
  });

  it('a number Twilio has as unsubscribed fails at once and joins the opt-out list', async () => {
    standIn.unsubscribed.add('+13055550142');
    await enqueueSms(database.db, text);
    expect(await worker(twilioSms).drain()).toBe(0);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.lastError).toContain('21610');
    expect(logged.at(-1)?.msg).toBe('text failed for good');
    expect(await database.db.select({ phone: smsOptOuts.phone }).from(smsOptOuts)).toEqual([
      { phone: '13055550142' },
    ]);
    // Nothing more is queued to it.
    expect(await enqueueSms(database.db, text)).toBeNull();
  });

  it('a worker without an SMS sender leaves texts waiting and still sends e-mail', async () => {
    await enqueueSms(database.db, text);
    await enqueueEmail(database.db, { to: 'ana@example.com', subject: 'Hi', text: 'there' });
    expect(await worker().drain()).toBe(1);
    expect((await rows()).find((row) => row.kind === 'sms')).toMatchObject({
      status: 'pending',
      attempts: 0,
    });
    expect(standIn.messages).toEqual([]);
  });
});
