import { sweepExpiredAuthRecords } from '@laundry/api/services/auth/sweep';
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
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  app.addHook('onReady', sweep);
  app.addHook('onClose', async () => clearInterval(timer));
}
