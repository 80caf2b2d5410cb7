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

/** Stripe when its keys are set, Google Maps when its key is set; the offline defaults otherwise. */
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
 * (ARCHITECTURE.md). With `outboxWorker` the process also delivers queued e-mails until it closes.
 */
export function startIntegrations(
  app: FastifyInstance,
  db: Db,
  options: { integrationsConfig?: IntegrationsConfig; outboxWorker?: boolean },
): ServerIntegrations {
  const config = options.integrationsConfig ?? { mailFrom: 'FreshPress <no-reply@localhost>' };
  const outside = serverIntegrations(config, { db, logger: app.log });
  for (const line of outside.integrations.describe()) app.log.info(line);
  if (options.outboxWorker) {
    const worker = createOutboxWorker({ db, mailer: outside.integrations.mailer, logger: app.log });
    worker.start();
    app.addHook('onClose', () => worker.stop());
  }
  return outside;
}
