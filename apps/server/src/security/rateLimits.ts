import { AppError, type AuthEnvironment, type ThrottledAction } from '@laundry/api';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { type CounterStore, counterKey } from './counters';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}
export type RateLimitRules = Record<ThrottledAction, { perIp: RateLimitRule; perAccount: RateLimitRule }>;

const MINUTE = 60_000;
/**
 * docs/decisions/auth-rate-limits.md: fixed windows, shared by the app servers on one PostgreSQL. A
 * window ends and the count starts again, so nobody is locked out for good.
 */
export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  login: { perIp: { max: 30, windowMs: 15 * MINUTE }, perAccount: { max: 10, windowMs: 15 * MINUTE } },
  signup: { perIp: { max: 10, windowMs: 60 * MINUTE }, perAccount: { max: 5, windowMs: 60 * MINUTE } },
  forgotPassword: {
    perIp: { max: 10, windowMs: 15 * MINUTE },
    perAccount: { max: 3, windowMs: 15 * MINUTE },
  },
  authorizeGuest: {
    perIp: { max: 30, windowMs: 15 * MINUTE },
    perAccount: { max: 10, windowMs: 15 * MINUTE },
  },
  // Issue 5: business inquiries and contact messages (docs/decisions/public-site-leads.md).
  lead: { perIp: { max: 10, windowMs: 60 * MINUTE }, perAccount: { max: 5, windowMs: 60 * MINUTE } },
  // The verification banner's resend: a few e-mails an hour per account (docs/decisions/order-links.md).
  resendVerification: {
    perIp: { max: 10, windowMs: 60 * MINUTE },
    perAccount: { max: 3, windowMs: 60 * MINUTE },
  },
};

/** Answers 429 with Retry-After and the spec's wording, for a counter that is used up. */
export function tooManyAttempts(reply: FastifyReply, msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  reply.header('Retry-After', String(seconds));
  const minutes = Math.max(1, Math.ceil(msBeforeNext / MINUTE));
  return new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts(minutes), { retryAfterSeconds: seconds });
}

export type Throttler = (request: FastifyRequest, reply: FastifyReply) => AuthEnvironment['throttle'];

/**
 * Returns, per request, the `throttle` the account services call with the attempted account: one
 * counter per IP and one per account for each action, in `store` (./counters.ts: PostgreSQL when the
 * app runs on it, so every app server counts together).
 */
export function createThrottler(store: CounterStore, overrides: Partial<RateLimitRules> = {}): Throttler {
  const rules = { ...DEFAULT_RATE_LIMITS, ...overrides };
  const counters = Object.fromEntries(
    Object.entries(rules).map(([action, rule]) => [
      action,
      {
        perIp: store.counter(`limit:${action}:ip`, rule.perIp),
        perAccount: store.counter(`limit:${action}:account`, rule.perAccount),
      },
    ]),
  ) as Record<ThrottledAction, { perIp: RateLimiterAbstract; perAccount: RateLimiterAbstract }>;

  return (request, reply) => async (action, account) => {
    const checks: [RateLimiterAbstract, string][] = [[counters[action].perIp, counterKey('ip', request.ip)]];
    if (account) {
      checks.push([counters[action].perAccount, counterKey('account', account.trim().toLowerCase())]);
    }
    for (const [counter, key] of checks) {
      try {
        await counter.consume(key);
      } catch (refusal) {
        // A used-up counter rejects with its state; anything else is a store failure, which the
        // insurance counter (./counters.ts) has already covered.
        if (refusal instanceof RateLimiterRes) throw tooManyAttempts(reply, refusal.msBeforeNext);
        throw refusal;
      }
    }
  };
}
