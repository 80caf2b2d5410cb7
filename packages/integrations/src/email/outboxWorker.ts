import { type Db, type OutboxMessage, outbox, smsOptOuts } from '@laundry/db';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { optOutKey } from '../sms/phone';
import { SmsRefusedError, type SmsSender } from '../sms/sender';
import type { IntegrationLogger, Mailer } from './mailer';

export interface OutboxWorkerOptions {
  db: Db;
  mailer: Mailer;
  /** Sends the queued texts (kind 'sms'); without it they wait in the outbox for a worker that has one. */
  sms?: SmsSender;
  logger: IntegrationLogger;
  /** How often start() looks for due messages. */
  pollMs?: number;
  /** Messages claimed per round. */
  batchSize?: number;
  /** After this many failed attempts a message is marked failed and left for a person to look at. */
  maxAttempts?: number;
  /** First retry delay; each further attempt doubles it, up to an hour. */
  retryBaseMs?: number;
  /** How long a claimed message is hidden from other workers while it is being sent. */
  claimMs?: number;
  /** The clock (tests move it forward instead of waiting). */
  now?: () => Date;
}

export interface OutboxWorker {
  /** Sends every message that is due now; resolves with how many were sent. */
  drain(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the round in progress. */
  stop(): Promise<void>;
}

const maxRetryDelayMs = 60 * 60_000;

function retryDelayMs(attempts: number, retryBaseMs: number): number {
  return Math.min(retryBaseMs * 2 ** (attempts - 1), maxRetryDelayMs);
}

const what = (message: OutboxMessage) => (message.kind === 'sms' ? 'text' : 'e-mail');

/**
 * Delivers queued e-mails and texts. A round claims due rows with FOR UPDATE SKIP LOCKED and
 * pushes their next attempt past the claim time in one short statement, then sends
 * outside any transaction. So several app servers never claim one row together, a
 * slow mail server never holds a lock (PGlite has a single connection that the whole
 * app shares), and a crash mid-send only delays that message until the claim lapses.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, mailer, sms, logger } = options;
  const kinds: OutboxMessage['kind'][] = sms ? ['email', 'sms'] : ['email'];
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 8;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const claimMs = options.claimMs ?? 5 * 60_000;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  let running = false;

  async function claim(): Promise<OutboxMessage[]> {
    const at = now();
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(inArray(outbox.kind, kinds), eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, at)))
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(outbox)
      .set({ nextAttemptAt: new Date(at.getTime() + claimMs) })
      .where(inArray(outbox.id, due))
      .returning();
    // RETURNING gives the rows in no set order: they go out in the order they were queued, so a customer
    // hears of an order's status changes in the order they happened.
    return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async function recordFailure(message: OutboxMessage, error: unknown): Promise<void> {
    const attempts = message.attempts + 1;
    const lastError = error instanceof Error ? error.message : String(error);
    // A text the provider refused for good (not a mobile number, its owner replied STOP) is not retried.
    const givenUp = attempts >= maxAttempts || error instanceof SmsRefusedError;
    await db
      .update(outbox)
      .set({
        attempts,
        lastError,
        status: givenUp ? 'failed' : 'pending',
        nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts, retryBaseMs)),
      })
      .where(eq(outbox.id, message.id));
    logger[givenUp ? 'error' : 'warn'](
      { outboxId: message.id, attempts, err: lastError },
      givenUp ? `${what(message)} failed for good` : `${what(message)} failed, will retry`,
    );
    if (error instanceof SmsRefusedError && error.recipientOptedOut) {
      // The provider's own STOP list has the number (a STOP the webhook never saw): no more texts are
      // queued to it until a START reply (docs/decisions/0034-notifications-sms.md).
      await db
        .insert(smsOptOuts)
        .values({ phone: optOutKey(message.to) })
        .onConflictDoNothing();
    }
  }

  function send(message: OutboxMessage): Promise<void> {
    if (message.kind === 'sms') return sms!.send({ to: message.to, body: message.body });
    return mailer.send({
      to: message.to,
      subject: message.subject,
      text: message.body,
      html: message.html ?? undefined,
    });
  }

  /** Sends one message; false (and the failure recorded) when the mailer or the SMS sender refused it. */
  async function deliver(message: OutboxMessage): Promise<boolean> {
    try {
      await send(message);
      return true;
    } catch (error) {
      await recordFailure(message, error);
      return false;
    }
  }

  /**
   * Records a round's sent messages in one statement. A sent message is never recorded as a failed
   * attempt; should this update fail, or the process stop before it, the claims lapse and those
   * messages go once more (at least once, never lost).
   */
  async function recordSent(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(outbox)
      .set({ status: 'sent', sentAt: now(), attempts: sql`${outbox.attempts} + 1`, lastError: null })
      .where(inArray(outbox.id, ids));
  }

  async function drain(): Promise<number> {
    let sent = 0;
    for (let batch = await claim(); batch.length > 0; batch = await claim()) {
      const delivered: string[] = [];
      for (const message of batch) if (await deliver(message)) delivered.push(message.id);
      await recordSent(delivered);
      sent += delivered.length;
    }
    return sent;
  }

  function schedule(): void {
    if (!running) return;
    timer = setTimeout(() => {
      round = drain()
        .catch((error) =>
          logger.error(
            { err: error instanceof Error ? error.message : String(error) },
            'outbox round failed',
          ),
        )
        .finally(schedule);
    }, options.pollMs ?? 5_000);
    timer.unref();
  }

  return {
    drain,
    start() {
      if (running) return;
      running = true;
      schedule();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await round;
    },
  };
}
