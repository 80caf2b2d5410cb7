import type { FastifyReply } from 'fastify';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import { type CounterStore, counterKey, memoryCounters } from './counters';
import { tooManyAttempts } from './throttler';

interface CardDeclineRule {
  max: number;
  windowMs: number;
}
export interface CardDeclineRules {
  perIp: CardDeclineRule;
  perPayer: CardDeclineRule;
}

const MINUTE = 60_000;
/**
 * docs/decisions/0023-payments-card-declines.md: after this many declined cards in the window, a payer (an
 * account, or a guest session) or an IP address may not try another card until the window ends.
 */
export const DEFAULT_CARD_DECLINE_RULES: CardDeclineRules = {
  perPayer: { max: 5, windowMs: 15 * MINUTE },
  perIp: { max: 20, windowMs: 15 * MINUTE },
};

/** The card-testing brake, shared by the app servers on one PostgreSQL (./counters.ts). */
export interface CardDeclineGuard {
  /** Throws RATE_LIMITED (with Retry-After) while the payer or the IP has used up its declines. */
  check(ip: string, payer: string, reply: FastifyReply): Promise<void>;
  /** Counts one declined card for the payer and the IP. */
  record(ip: string, payer: string): Promise<void>;
}

/**
 * Card testing (trying stolen card numbers through a checkout) shows as declines. Unlike the account
 * limits (rateLimits.ts), this one must look before it counts: only declines count, and a payer over the
 * limit is stopped before the provider is asked. `rate-limiter-flexible` reads a counter without adding to
 * it (`get`). Counted where the log-in limits are: PostgreSQL when the app runs on it, else memory.
 */
export function createCardDeclineGuard(
  rules: CardDeclineRules = DEFAULT_CARD_DECLINE_RULES,
  store: CounterStore = memoryCounters(),
): CardDeclineGuard {
  const perIp = store.counter('declines:ip', rules.perIp);
  const perPayer = store.counter('declines:payer', rules.perPayer);
  const counters = (ip: string, payer: string) =>
    [
      [perIp, counterKey('ip', ip), rules.perIp.max],
      [perPayer, counterKey('payer', payer), rules.perPayer.max],
    ] as const;

  return {
    async check(ip, payer, reply) {
      for (const [counter, key, max] of counters(ip, payer)) {
        const used: RateLimiterRes | null = await counter.get(key);
        // The memory store's `get` still answers with a window that has ended until its timer deletes it
        // (PostgreSQL's reads only live ones): an ended window counts nothing.
        if (used && used.msBeforeNext > 0 && used.consumedPoints >= max)
          throw tooManyAttempts(reply, used.msBeforeNext);
      }
    },
    async record(ip, payer) {
      for (const [counter, key] of counters(ip, payer)) {
        // Past the limit `consume` rejects; the count is already at its maximum, which is all that matters.
        await counter.consume(key).catch(() => undefined);
      }
    },
  };
}
