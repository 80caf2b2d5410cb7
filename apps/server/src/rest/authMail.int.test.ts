import { createTestDatabase, createUser, type Database } from '@laundry/db/testing';
import { createOutboxWorker, createSmtpMailer, type IntegrationLogger } from '@laundry/integrations';
import { type SmtpListener, startSmtpListener } from '@laundry/integrations/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

let database: Database;
let app: FastifyInstance;
let smtp: SmtpListener;
const quiet: IntegrationLogger = { info() {}, warn() {}, error() {} };
// The worker's clock runs ahead of the database's so every queued message is already due.
let clock = new Date(Date.now() + 60_000);

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpListener();
  app = await buildApp({ database, auth: { publicUrl: 'https://shop.example.com' } });
});
afterAll(async () => {
  await app.close();
  await smtp.stop();
  await database.close();
});

describe('account e-mails through the outbox to a real SMTP listener', () => {
  it('a reset link requested while the mail server is down arrives once it is back', async () => {
    const user = await createUser(database.db);
    const worker = createOutboxWorker({
      db: database.db,
      mailer: createSmtpMailer({ smtpUrl: smtp.url, mailFrom: 'FreshPress <no-reply@laundry.test>' }),
      logger: quiet,
      retryBaseMs: 1000,
      now: () => clock,
    });
    await smtp.stop();
    const response = await app.inject({
      method: 'POST',
      url: '/api/forgotpassword',
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(200);
    expect(await worker.drain()).toBe(0);
    expect(smtp.received).toEqual([]);

    await smtp.listen();
    clock = new Date(clock.getTime() + 60_000);
    expect(await worker.drain()).toBe(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([user.email]);
    expect(mail!.readable).toContain('Subject: Reset your password');
    expect(mail!.readable).toMatch(
      /https:\/\/shop\.example\.com\/reset-password\/pr\.[0-9a-f]{32}\.[a-z2-7]{32}/,
    );
  });

  it('a sign-up sends the verification link, and the link verifies the address', async () => {
    const worker = createOutboxWorker({
      db: database.db,
      mailer: createSmtpMailer({ smtpUrl: smtp.url, mailFrom: 'FreshPress <no-reply@laundry.test>' }),
      logger: quiet,
      now: () => clock,
    });
    const email = `mail-${Date.now()}@example.test`;
    await app.inject({ method: 'POST', url: '/api/signup', payload: { email, password: 'long enough 1' } });
    await worker.drain();
    const mail = smtp.received.find((m) => m.to.includes(email));
    const token = /https:\/\/shop\.example\.com\/verify\/(\S+)/.exec(mail!.readable)![1]!;
    const verify = await app.inject({
      method: 'POST',
      url: '/api/verifyemail',
      headers: { authorization: `JWT ${token}` },
      payload: { email },
    });
    expect(verify.json()).toEqual({ success: true });
  });
});
