import { finishAbandonedOperations, markExpiredAuthorizations } from '@laundry/api';
import type { Db } from '@laundry/db';
import type { PaymentProvider } from '@laundry/integrations';
import type { FastifyInstance } from 'fastify';

/** How often the server looks for expired card holds and money actions left unfinished. */
const AUTHORIZATION_JOB_EVERY_MS = 10 * 60_000;

/**
 * Runs at start and every 10 minutes on every app server (each step is safe to run on several at once):
 * marks holds older than 7 days `reauthStatus = Expired` (docs/rules/money.md), and finishes
 * captures, refunds and releases whose answer was lost (docs/rules/money.md, Unfinished actions).
 */
export function startAuthorizationJobs(
  app: FastifyInstance,
  db: Db,
  payments: PaymentProvider,
  options: { publicUrl?: string | undefined; now?: () => Date; everyMs?: number } = {},
): void {
  const now = options.now ?? (() => new Date());
  const publicUrl = (options.publicUrl ?? 'http://localhost').replace(/\/+$/, '');
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = (async () => {
      const { expired } = await markExpiredAuthorizations(db, now());
      if (expired > 0) app.log.info({ expired }, 'card authorizations older than 7 days marked expired');
      const { finished } = await finishAbandonedOperations(db, payments, now(), publicUrl);
      if (finished > 0) app.log.info({ finished }, 'unfinished money actions asked of the provider again');
    })().catch((error) => app.log.warn({ err: error }, 'authorization job failed; it runs again later'));
  };
  const timer = setInterval(run, options.everyMs ?? AUTHORIZATION_JOB_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => run());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
