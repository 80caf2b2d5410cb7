import twilio from 'twilio';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  STAND_IN_ACCOUNT_SID,
  STAND_IN_AUTH_TOKEN,
  startTwilioStandIn,
  type TwilioStandIn,
} from '../testing/twilioStandIn';
import { createLogSmsSender } from './logSender';
import { optOutKey, toE164 } from './phone';
import { SmsRefusedError } from './sender';
import { createTwilioSms, isSignedByTwilio } from './twilioSender';

let standIn: TwilioStandIn;
const from = '+12125550100';
const sender = (overrides: { authToken?: string; from?: string } = {}) =>
  createTwilioSms({
    accountSid: STAND_IN_ACCOUNT_SID,
    authToken: overrides.authToken ?? STAND_IN_AUTH_TOKEN,
    from: overrides.from ?? from,
    apiBaseUrl: standIn.baseUrl,
  });

beforeAll(async () => {
  standIn = await startTwilioStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.messages.length = 0;
  standIn.requests.length = 0;
  standIn.unsubscribed.clear();
});

describe('Twilio SMS sender (against a local stand-in of the Messages API)', () => {
  it("creates a Message with the account's credentials: From, To and Body as a form", async () => {
    await sender().send({ to: '+13055550142', body: 'FreshPress: Order #10042 is out for delivery.' });

    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/2010-04-01/Accounts/${STAND_IN_ACCOUNT_SID}/Messages.json`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${STAND_IN_ACCOUNT_SID}:${STAND_IN_AUTH_TOKEN}`).toString('base64')}`,
    );
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      To: '+13055550142',
      From: '+12125550100',
      Body: 'FreshPress: Order #10042 is out for delivery.',
    });
    expect(standIn.messages).toMatchObject([
      { to: '+13055550142', from: '+12125550100', body: 'FreshPress: Order #10042 is out for delivery.' },
    ]);
  });

  it('sends through a Messaging Service when TWILIO_FROM is its SID', async () => {
    const service = `MG${'a'.repeat(32)}`;
    await sender({ from: service }).send({ to: '+13055550142', body: 'hello' });
    expect(Object.fromEntries(new URLSearchParams(standIn.requests[0]?.body))).toEqual({
      To: '+13055550142',
      MessagingServiceSid: service,
      Body: 'hello',
    });
  });

  it('is refused with a wrong auth token, as an error the outbox retries (the operator can fix it)', async () => {
    const failure = await sender({ authToken: 'not-the-token-000' })
      .send({ to: '+13055550142', body: 'hello' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(SmsRefusedError);
    expect((failure as { status?: number }).status).toBe(401);
    expect(standIn.messages).toEqual([]);
  });

  it('a failure on Twilio’s side is retried by the outbox, not refused for good', async () => {
    standIn.failNext();
    const failure = await sender()
      .send({ to: '+13055550142', body: 'hello' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(SmsRefusedError);
    await sender().send({ to: '+13055550142', body: 'hello' });
    expect(standIn.messages).toHaveLength(1);
  });

  it('a recipient who replied STOP to Twilio is refused for good, and said to have opted out', async () => {
    standIn.unsubscribed.add('+13055550142');
    const failure = await sender()
      .send({ to: '+13055550142', body: 'hello' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SmsRefusedError);
    expect(failure).toMatchObject({ recipientOptedOut: true });
    expect((failure as Error).message).toContain('21610');
  });

  it('an invalid number is refused for good without counting as an opt-out', async () => {
    const failure = await sender()
      .send({ to: '+1555', body: 'hello' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SmsRefusedError);
    expect(failure).toMatchObject({ recipientOptedOut: false });
  });

  it('rejects when the API cannot be reached', async () => {
    const unreachable = createTwilioSms({
      accountSid: STAND_IN_ACCOUNT_SID,
      authToken: STAND_IN_AUTH_TOKEN,
      from,
      apiBaseUrl: 'http://127.0.0.1:1',
    });
    await expect(unreachable.send({ to: '+13055550142', body: 'hello' })).rejects.toThrow();
  });

  it('names the sender for the start-up log without the credentials', () => {
    expect(sender().name).toBe('twilio (from +12125550100)');
    expect(sender().name).not.toContain(STAND_IN_AUTH_TOKEN);
  });
});

describe('Twilio webhook signatures', () => {
  const url = 'https://freshpress.example/api/webhooks/twilio';
  const params = { From: '+13055550142', To: from, Body: 'STOP' };
  const signature = twilio.getExpectedTwilioSignature(STAND_IN_AUTH_TOKEN, url, params);

  it('accepts the signature Twilio makes with the auth token over the URL and the form', () => {
    expect(isSignedByTwilio(STAND_IN_AUTH_TOKEN, signature, url, params)).toBe(true);
  });

  it('refuses a missing signature, another token, another URL or a changed form', () => {
    expect(isSignedByTwilio(STAND_IN_AUTH_TOKEN, undefined, url, params)).toBe(false);
    expect(isSignedByTwilio('another-token-0000', signature, url, params)).toBe(false);
    expect(isSignedByTwilio(STAND_IN_AUTH_TOKEN, signature, `${url}?x=1`, params)).toBe(false);
    expect(isSignedByTwilio(STAND_IN_AUTH_TOKEN, signature, url, { ...params, From: '+13055550143' })).toBe(
      false,
    );
  });
});

describe('log SMS sender (embedded default)', () => {
  it('writes the number and the whole text to the logger', async () => {
    const lines: { obj: object; msg?: string }[] = [];
    const log = createLogSmsSender({ info: (obj, msg) => lines.push({ obj, msg }) });
    await log.send({ to: '+13055550142', body: 'FreshPress: Order #10042 is being cleaned.' });
    expect(lines).toEqual([
      {
        obj: { sms: { to: '+13055550142', body: 'FreshPress: Order #10042 is being cleaned.' } },
        msg: 'text not sent (Twilio not configured), logged instead. To: +13055550142\nFreshPress: Order #10042 is being cleaned.',
      },
    ]);
  });
});

describe('phone numbers for texts', () => {
  it.each([
    ['(212) 555-0199', '+12125550199'],
    ['212-555-0199', '+12125550199'],
    ['2125550199', '+12125550199'],
    ['1 (212) 555-0199', '+12125550199'],
    ['+1 212 555 0199', '+12125550199'],
    ['(112) 555-0199', null],
    ['(212) 155-0199', null],
    ['555-0199', null],
    ['+44 20 7946 0958', null],
    ['', null],
  ])('%s -> %s', (phone, e164) => {
    expect(toE164(phone)).toBe(e164);
  });

  it('keys the opt-out list by the digits with the country code', () => {
    expect(optOutKey('+12125550199')).toBe('12125550199');
  });
});
