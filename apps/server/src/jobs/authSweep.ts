import { sweepExpiredAuthRecords } from '@laundry/api';
import { type Db, rateLimitCounters } from '@laundry/db';
import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** Deletes expired sessions and old e-mailed tokens every `intervalMs` while the server runs. */
export function startAuthSweep(app: FastifyInstance, db: Db, now: () => Date, intervalMs: number): void {
  const sweep = async () => {
    try {
      const removed = await sweepExpiredAuthRecords(db, now());
      if (removed.sessions + removed.tokens > 0) app.log.info(removed, 'expired sessions and tokens removed');
      // Counters of ended windows (./counters.ts); none are kept on PGlite, where they live in memory.
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expire, Date.now()));
    } catch (error) {
      app.log.warn({ err: error }, 'expired session sweep failed; it runs again later');
    }
  };
  // A stop waits for a sweep under way, so the database is not closed under it.
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = sweep();
    return running;
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  app.addHook('onReady', run);
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
