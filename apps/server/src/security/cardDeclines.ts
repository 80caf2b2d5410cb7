import { AppError } from '@laundry/api';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import type { FastifyReply } from 'fastify';
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';

export interface CardDeclineRule {
  max: number;
  windowMs: number;
}
export interface CardDeclineRules {
  perIp: CardDeclineRule;
  perPayer: CardDeclineRule;
}

const MINUTE = 60_000;
/**
 * docs/decisions/payments-card-declines.md: after this many declined cards in the window, a payer (an
 * account, or a guest session) or an IP address may not try another card until the window ends.
 */
export const DEFAULT_CARD_DECLINE_RULES: CardDeclineRules = {
  perPayer: { max: 5, windowMs: 15 * MINUTE },
  perIp: { max: 20, windowMs: 15 * MINUTE },
};

/** The card-testing brake of one app server, for the requests it serves. */
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
 * it (`get`), which `@fastify/rate-limit` cannot. Counted in memory per app server, like the other limits.
 */
export function createCardDeclineGuard(
  rules: CardDeclineRules = DEFAULT_CARD_DECLINE_RULES,
): CardDeclineGuard {
  const limiter = (rule: CardDeclineRule) =>
    new RateLimiterMemory({ points: rule.max, duration: Math.ceil(rule.windowMs / 1000) });
  const perIp = limiter(rules.perIp);
  const perPayer = limiter(rules.perPayer);
  const counters = (ip: string, payer: string) =>
    [
      [perIp, `ip:${ip}`, rules.perIp.max],
      [perPayer, `payer:${payer}`, rules.perPayer.max],
    ] as const;

  return {
    async check(ip, payer, reply) {
      for (const [counter, key, max] of counters(ip, payer)) {
        const used: RateLimiterRes | null = await counter.get(key);
        if (used && used.consumedPoints >= max) {
          const seconds = Math.max(1, Math.ceil(used.msBeforeNext / 1000));
          reply.header('Retry-After', String(seconds));
          throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts(Math.ceil(seconds / 60)), {
            retryAfterSeconds: seconds,
          });
        }
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
