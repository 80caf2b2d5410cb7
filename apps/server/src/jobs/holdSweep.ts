import { releaseUnclaimedHolds } from '@laundry/api';
import type { Db } from '@laundry/db';
import type { PaymentProvider } from '@laundry/integrations';
import type { FastifyInstance } from 'fastify';

/** How often the server looks for card holds nobody took (`releaseUnclaimedHolds`). */
const HOLD_SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Settles the card holds nobody took (docs/rules/money.md, Holds nobody took) at start and every 10
 * minutes, on every app server (safe on several at once). What it could not do is logged, and tried again
 * by the next sweep.
 */
export function startHoldSweep(
  app: FastifyInstance,
  db: Db,
  payments: PaymentProvider,
  options: { now?: () => Date; everyMs?: number } = {},
): void {
  const now = options.now ?? (() => new Date());
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    sweeping = releaseUnclaimedHolds(db, payments, now(), { log: app.log })
      .then((outcome) => {
        if (Object.values(outcome).some((count) => count > 0)) {
          app.log.info(outcome, 'card holds nobody took: settled');
        }
      })
      .catch((error) => app.log.warn({ err: error }, 'card hold sweep failed; it runs again later'));
  };
  const timer = setInterval(sweep, options.everyMs ?? HOLD_SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
}
