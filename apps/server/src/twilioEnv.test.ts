import { describe, expect, it } from 'vitest';
import { loadConfig, loadEnv } from './env';

const sid = `AC${'0123456789abcdef'.repeat(2)}`;

describe('Twilio settings', () => {
  it('texts through Twilio once the account SID, the auth token and the sender are all set', () => {
    const config = loadConfig({
      TWILIO_ACCOUNT_SID: sid,
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_FROM: '+12125550100',
    }).integrations;
    expect(config.twilio).toEqual({ accountSid: sid, authToken: 'secret-token', from: '+12125550100' });
    expect(config.twilioWebhookAuthToken).toBe('secret-token');
  });

  it('without all three, texts go to the log, and a lone auth token still checks inbound texts', () => {
    const config = loadConfig({ TWILIO_AUTH_TOKEN: 'secret-token' }).integrations;
    expect(config.twilio).toBeUndefined();
    expect(config.twilioWebhookAuthToken).toBe('secret-token');
    expect(loadConfig({}).integrations.twilioWebhookAuthToken).toBeUndefined();
  });

  it('refuses a sender that is neither an E.164 number nor a Messaging Service SID, and a malformed SID', () => {
    expect(() => loadEnv({ TWILIO_FROM: '(212) 555-0100' })).toThrow(
      'Invalid configuration: TWILIO_FROM: must be an E.164 number (+12125550100) or a Messaging Service SID (MG...)',
    );
    expect(() => loadEnv({ TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(
      'Invalid configuration: TWILIO_ACCOUNT_SID: must be AC followed by 32 hex digits',
    );
    expect(loadEnv({ TWILIO_FROM: `MG${'f'.repeat(32)}` }).TWILIO_FROM).toBe(`MG${'f'.repeat(32)}`);
  });
});
