import { notifyOrder } from '@laundry/api';
import { testIntegrations } from '@laundry/api/testing';
import { outbox, smsOptOuts } from '@laundry/db';
import { createTestDatabase, type Database } from '@laundry/db/testing';
import { publicPaymentConfig } from '@laundry/integrations';
import type { FastifyInstance } from 'fastify';
import twilio from 'twilio';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

const authToken = 'twilio-webhook-test-token';
const publicUrl = 'https://freshpress.example';
const webhookUrl = `${publicUrl}/api/webhooks/twilio`;
const customer = '+13055550142';

let database: Database;
let app: FastifyInstance;
let unsignedApp: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  const integrations = { ...testIntegrations(database.db), smsWebhookAuthToken: authToken };
  app = await buildApp({
    database,
    auth: { publicUrl },
    integrations: { integrations, paymentConfig: publicPaymentConfig({}) },
  });
  // Twilio not configured at all: texts go to the log, and replies are taken unsigned.
  unsignedApp = await buildApp({ database, auth: { publicUrl } });
});
afterAll(async () => {
  await app.close();
  await unsignedApp.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(smsOptOuts);
  await database.db.delete(outbox);
});

/** An inbound text as Twilio posts it: its form fields, signed with the auth token over URL and form. */
function inbound(body: string, options: { token?: string; from?: string; signed?: boolean } = {}) {
  const params = {
    ToCountry: 'US',
    SmsMessageSid: 'SM0123456789abcdef0123456789abcdef',
    NumMedia: '0',
    MessageSid: 'SM0123456789abcdef0123456789abcdef',
    AccountSid: `AC${'0'.repeat(32)}`,
    From: options.from ?? customer,
    To: '+12125550100',
    Body: body,
    NumSegments: '1',
    ApiVersion: '2010-04-01',
  };
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (options.signed !== false) {
    headers['x-twilio-signature'] = twilio.getExpectedTwilioSignature(
      options.token ?? authToken,
      webhookUrl,
      params,
    );
  }
  return { params, headers, payload: new URLSearchParams(params).toString() };
}

const post = (target: FastifyInstance, request: { headers: Record<string, string>; payload: string }) =>
  target.inject({ method: 'POST', url: '/api/webhooks/twilio', ...request });

const optedOut = () => database.db.select({ phone: smsOptOuts.phone }).from(smsOptOuts);

const textedOrder = {
  id: '5b0f3c2e-8a41-4a55-9d0e-6d1f8f6a7c01',
  orderNumber: 10077,
  firstName: 'Bo',
  email: 'bo@example.test',
  phone: '(305) 555-0142',
  sms: true,
  status: 'In Progress' as const,
  quoteTotalCents: 44_00,
};

describe('POST /api/webhooks/twilio', () => {
  it('records a signed STOP, answers empty TwiML, and no order text is queued to that number again', async () => {
    const response = await post(app, inbound('STOP'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/xml/);
    expect(response.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    expect(await optedOut()).toEqual([{ phone: '13055550142' }]);

    const queued = await notifyOrder(database.db, {
      kind: 'enRouteForDelivery',
      order: textedOrder,
      publicUrl,
    });
    expect(queued.smsId).toBeNull();
    expect((await database.db.select().from(outbox)).map((row) => [row.kind, row.to])).toEqual([
      ['email', 'bo@example.test'],
    ]);
  });

  it('a signed START takes the number off the list, and texts are queued again', async () => {
    await post(app, inbound('unsubscribe'));
    expect(await optedOut()).toHaveLength(1);
    const response = await post(app, inbound('START'));
    expect(response.statusCode).toBe(200);
    expect(await optedOut()).toEqual([]);
    const queued = await notifyOrder(database.db, { kind: 'inProgress', order: textedOrder, publicUrl });
    expect(queued.smsId).not.toBeNull();
  });

  it.each([
    ['without a signature', inbound('STOP', { signed: false })],
    ['signed with another token', inbound('STOP', { token: 'someone-else-token' })],
    [
      'whose form was changed after signing',
      { ...inbound('STOP'), payload: inbound('STOP', { from: '+13055550199' }).payload },
    ],
  ])('refuses a request %s and records nothing', async (_case, request) => {
    const response = await post(app, request);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Invalid signature.', message: 'Invalid signature.' });
    expect(await optedOut()).toEqual([]);
  });

  it('answers any other reply with empty TwiML and changes nothing', async () => {
    const response = await post(app, inbound('Thanks! See you Tuesday'));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    expect(await optedOut()).toEqual([]);
  });

  it('without TWILIO_AUTH_TOKEN (texts only logged) takes replies unsigned', async () => {
    const response = await post(unsignedApp, inbound('STOP', { signed: false }));
    expect(response.statusCode).toBe(200);
    expect(await optedOut()).toEqual([{ phone: '13055550142' }]);
  });
});
