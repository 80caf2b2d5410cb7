import type { Db } from '@laundry/db';
import { describe, expect, it } from 'vitest';
import { createIntegrations, publicPaymentConfig } from './index';

const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
// Choosing adapters touches no table, so no database is needed here.
const deps = { db: {} as Db, logger };
const stripe = { secretKey: 'sk_test_abc', publishableKey: 'pk_test_abc', webhookSecret: 'whsec_abc' };

describe('createIntegrations', () => {
  it('picks every offline default when nothing is configured, and says so', () => {
    const integrations = createIntegrations({ mailFrom: 'orders@laundry.test' }, deps);
    expect(integrations.payments.name).toBe('simulated');
    expect(integrations.payments.testMode).toBe(true);
    expect(integrations.describe()).toEqual([
      'payments: simulated (no STRIPE keys: test cards only, no real money)',
      'email: log (no SMTP_URL: e-mails are written to the server log)',
      'sms: log (no TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM: texts are written to the server log)',
      'maps distances: offline (great-circle x 1.3)',
      'maps geocoding: offline (US zip centers)',
    ]);
  });

  it('picks every real adapter once configured, without leaking secrets into the log lines', () => {
    const integrations = createIntegrations(
      {
        stripe: { ...stripe, secretKey: 'sk_live_abc', publishableKey: 'pk_live_abc' },
        smtpUrl: 'smtps://mailer:hunter2@smtp.example.com',
        mailFrom: 'orders@laundry.test',
        googleMapsApiKey: 'maps-key',
        twilio: { accountSid: `AC${'1'.repeat(32)}`, authToken: 'twilio-secret', from: '+12125550100' },
      },
      deps,
    );
    expect(integrations.payments.name).toBe('stripe');
    const lines = integrations.describe();
    expect(lines).toEqual([
      'payments: stripe (live mode)',
      'email: smtp (smtps://smtp.example.com:465), from orders@laundry.test',
      'sms: twilio (from +12125550100)',
      'maps distances: google distance matrix',
      'maps geocoding: google geocoding',
    ]);
    expect(lines.join(' ')).not.toMatch(/hunter2|sk_live|maps-key|twilio-secret/);
    expect(integrations.smsWebhookAuthToken).toBe('twilio-secret');
  });

  it('treats empty Stripe keys as not configured', () => {
    const integrations = createIntegrations(
      { stripe: { ...stripe, secretKey: '' }, mailFrom: 'a@b.c' },
      deps,
    );
    expect(integrations.payments.name).toBe('simulated');
  });

  it('sends texts to the log unless all three Twilio settings are there; a lone auth token still checks webhooks', () => {
    const partial = createIntegrations(
      {
        mailFrom: 'a@b.c',
        twilio: { accountSid: `AC${'1'.repeat(32)}`, authToken: 'twilio-secret', from: '' },
        twilioWebhookAuthToken: 'twilio-secret',
      },
      deps,
    );
    expect(partial.sms.name).toMatch(/^log /);
    expect(partial.smsWebhookAuthToken).toBe('twilio-secret');
    expect(createIntegrations({ mailFrom: 'a@b.c' }, deps).smsWebhookAuthToken).toBeNull();
  });
});

describe('publicPaymentConfig', () => {
  it('gives the checkout the publishable key only, and whether it is test mode', () => {
    expect(publicPaymentConfig({ stripe })).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_abc',
      testMode: true,
    });
    expect(publicPaymentConfig({ stripe: { ...stripe, publishableKey: 'pk_live_x' } })).toMatchObject({
      testMode: false,
    });
    expect(JSON.stringify(publicPaymentConfig({ stripe }))).not.toContain('sk_test');
    expect(publicPaymentConfig({})).toEqual({ provider: 'simulated', testMode: true });
  });
});
