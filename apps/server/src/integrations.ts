import { DEFAULT_SITE_CONFIG } from '@laundry/api';
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
import { startRecurringJob } from './jobs/recurring';

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
 * What the recurring job's checkouts run with (docs/decisions/0094-recurring-series.md): no request, so no cookie, no
 * throttle and no card-testing brake (that one counts people at a screen); e-mailed links point at PUBLIC_URL.
 */
function jobContext(db: Db, outside: ServerIntegrations, publicUrl: string | undefined) {
  const none = async () => {};
  return {
    db,
    ip: '127.0.0.1',
    cookies: { set() {}, clear() {} },
    auth: {
      publicUrl: (publicUrl ?? 'http://localhost').replace(/\/+$/, ''),
      googleSignIn: false,
      throttle: none,
      forgive: none,
      checkCardDeclines: none,
      recordCardDecline: none,
    },
    ...outside,
    site: DEFAULT_SITE_CONFIG,
  };
}

/**
 * Creates the integrations once, when the app is built, and logs which adapter each service uses
 * (docs/architecture.md, Outside services). With `outboxWorker` the process also delivers queued e-mails and texts until it closes, and
 * releases card holds that no order took (the sweep is safe to run on every app server at once).
 */
export function startIntegrations(
  app: FastifyInstance,
  db: Db,
  options: {
    integrationsConfig?: IntegrationsConfig;
    outboxWorker?: boolean;
    auth?: { publicUrl?: string };
    /** The server's clock (env.ts), for what is due when. */
    now?: () => Date;
  },
): ServerIntegrations {
  // Without a configuration (tests), the defaults of an empty environment (env.ts).
  const config = options.integrationsConfig ?? loadConfig({}).integrations;
  const outside = serverIntegrations(config, { db, logger: app.log });
  for (const line of outside.integrations.describe()) app.log.info(line);
  if (options.outboxWorker) {
    const { mailer, sms } = outside.integrations;
    const now = options.now ?? (() => new Date());
    const worker = createOutboxWorker({ db, mailer, sms, logger: app.log, now });
    worker.start();
    app.addHook('onClose', () => worker.stop());
    startHoldSweep(app, db, outside.integrations.payments, { now });
    startAuthorizationJobs(app, db, outside.integrations.payments, {
      publicUrl: options.auth?.publicUrl,
      now,
    });
    startRecurringJob(app, jobContext(db, outside, options.auth?.publicUrl), { now });
  }
  return outside;
}
