import type { Context } from '@laundry/api';
import { runRecurringJob } from '@laundry/api';
import type { FastifyInstance } from 'fastify';

/** How often the server books the next recurring pick-ups. */
const RECURRING_JOB_EVERY_MS = 10 * 60_000;

/**
 * Books the next pick-up of each repeating pick-up a region's lead days ahead (docs/decisions/0094-recurring-series.md),
 * at start and every 10 minutes, on every app server (claims with FOR UPDATE SKIP LOCKED and one row per series and
 * date: safe on several at once). What it could not do is logged, and tried again by the next run.
 */
export function startRecurringJob(
  app: FastifyInstance,
  ctx: Omit<Context, 'actor' | 'now'>,
  options: { now?: () => Date; everyMs?: number } = {},
): void {
  const now = options.now ?? (() => new Date());
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = runRecurringJob({ ...ctx, now }, { log: app.log })
      .then((outcome) => {
        if (Object.values(outcome).some((count) => count > 0))
          app.log.info(outcome, 'recurring pick-ups booked');
      })
      .catch((error) => app.log.warn({ err: error }, 'recurring job failed; it runs again later'));
  };
  const timer = setInterval(run, options.everyMs ?? RECURRING_JOB_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => run());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
