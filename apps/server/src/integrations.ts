import type { Db } from '@laundry/db';
import {
  createIntegrations,
  createOutboxWorker,
  type IntegrationLogger,
  type Integrations,
  type IntegrationsConfig,
  type PublicPaymentConfig,
  publicPaymentConfig,
} from '@laundry/integrations';
import type { FastifyInstance } from 'fastify';
import type { Env } from './env';
import { startAuthorizationJobs } from './jobs/authorizationExpiry';
import { startHoldSweep } from './jobs/holdSweep';

/** Stripe, Twilio and Google Maps when their keys are set; the offline defaults otherwise. */
export function integrationsConfig(env: Env): IntegrationsConfig {
  return {
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
          }
        : undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY,
    twilio:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM }
        : undefined,
    twilioWebhookAuthToken: env.TWILIO_AUTH_TOKEN,
  };
}

export interface ServerIntegrations {
  integrations: Integrations;
  paymentConfig: PublicPaymentConfig;
}

/** The outside services, created once per process (issue 6). */
export function serverIntegrations(
  config: IntegrationsConfig,
  deps: { db: Db; logger: IntegrationLogger },
): ServerIntegrations {
  return { integrations: createIntegrations(config, deps), paymentConfig: publicPaymentConfig(config) };
}

/**
 * Creates the integrations once, when the app is built, and logs which adapter each service uses
 * (ARCHITECTURE.md). With `outboxWorker` the process also delivers queued e-mails and texts until it closes, and
 * releases card holds that no order took (the sweep is safe to run on every app server at once).
 */
export function startIntegrations(
  app: FastifyInstance,
  db: Db,
  options: { integrationsConfig?: IntegrationsConfig; outboxWorker?: boolean; auth?: { publicUrl?: string } },
): ServerIntegrations {
  const config = options.integrationsConfig ?? { mailFrom: 'FreshPress <no-reply@localhost>' };
  const outside = serverIntegrations(config, { db, logger: app.log });
  for (const line of outside.integrations.describe()) app.log.info(line);
  if (options.outboxWorker) {
    const { mailer, sms } = outside.integrations;
    const worker = createOutboxWorker({ db, mailer, sms, logger: app.log });
    worker.start();
    app.addHook('onClose', () => worker.stop());
    startHoldSweep(app, db, outside.integrations.payments);
    startAuthorizationJobs(app, db, outside.integrations.payments, { publicUrl: options.auth?.publicUrl });
  }
  return outside;
}
