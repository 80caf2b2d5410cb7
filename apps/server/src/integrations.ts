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
import { loadConfig } from './env';
import { startAuthorizationJobs } from './jobs/authorizationExpiry';
import { startHoldSweep } from './jobs/holdSweep';

export interface ServerIntegrations {
  integrations: Integrations;
  paymentConfig: PublicPaymentConfig;
}

/** The outside services, created once per process. */
function serverIntegrations(
  config: IntegrationsConfig,
  deps: { db: Db; logger: IntegrationLogger },
): ServerIntegrations {
  return { integrations: createIntegrations(config, deps), paymentConfig: publicPaymentConfig(config) };
}

/**
 * Creates the integrations once, when the app is built, and logs which adapter each service uses
 * (docs/architecture.md, Outside services). With `outboxWorker` the process also delivers queued e-mails and texts until it closes, and
 * releases card holds that no order took (the sweep is safe to run on every app server at once).
 */
export function startIntegrations(
  app: FastifyInstance,
  db: Db,
  options: { integrationsConfig?: IntegrationsConfig; outboxWorker?: boolean; auth?: { publicUrl?: string } },
): ServerIntegrations {
  // Without a configuration (tests), the defaults of an empty environment (env.ts).
  const config = options.integrationsConfig ?? loadConfig({}).integrations;
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
