import { AppError, type AuthEnvironment, type ThrottledAction } from '@laundry/api';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { type CounterStore, counterKey } from './counters';

interface RateLimitRule {
  max: number;
  windowMs: number;
}
interface ActionLimits {
  /** Every attempt from one address, whatever account it names. */
  perIp: RateLimitRule;
  /**
   * Attempts on one account (the e-mail the attempt names). With `perAccountAnywhere` set, counted per
   * account AND address, so attempts from elsewhere never use up the owner's.
   */
  perAccount: RateLimitRule;
  /** The account's ceiling over every address: a brake on guessing spread over many addresses. */
  perAccountAnywhere?: RateLimitRule;
}
export type RateLimitRules = Record<ThrottledAction, ActionLimits>;

const MINUTE = 60_000;
/**
 * docs/decisions/0013-auth-rate-limits.md: fixed windows, shared by the app servers on one PostgreSQL. A
 * window ends and the count starts again, so nobody is locked out for good.
 */
export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  // Ten wrong passwords from one address do not lock the owner out from theirs: the account's 10 count
  // per address; 100 from every address together stop a guesser with many addresses.
  login: {
    perIp: { max: 30, windowMs: 15 * MINUTE },
    perAccount: { max: 10, windowMs: 15 * MINUTE },
    perAccountAnywhere: { max: 100, windowMs: 15 * MINUTE },
  },
  signup: { perIp: { max: 10, windowMs: 60 * MINUTE }, perAccount: { max: 5, windowMs: 60 * MINUTE } },
  forgotPassword: {
    perIp: { max: 10, windowMs: 15 * MINUTE },
    perAccount: { max: 3, windowMs: 15 * MINUTE },
  },
  authorizeGuest: {
    perIp: { max: 30, windowMs: 15 * MINUTE },
    perAccount: { max: 10, windowMs: 15 * MINUTE },
  },
  // Business inquiries and contact messages (docs/decisions/0018-public-site-leads.md).
  lead: { perIp: { max: 10, windowMs: 60 * MINUTE }, perAccount: { max: 5, windowMs: 60 * MINUTE } },
  // The verification banner's resend: a few e-mails an hour per account (docs/decisions/0041-order-links.md).
  resendVerification: {
    perIp: { max: 10, windowMs: 60 * MINUTE },
    perAccount: { max: 3, windowMs: 60 * MINUTE },
  },
  // A guest's one-time code (docs/decisions/0068-guest-mailbox-proof.md): a few e-mails an hour per address.
  guestCode: {
    perIp: { max: 10, windowMs: 60 * MINUTE },
    perAccount: { max: 5, windowMs: 60 * MINUTE },
  },
};

/** Answers 429 with Retry-After and the spec's wording, for a counter that is used up. */
export function tooManyAttempts(reply: FastifyReply, msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  reply.header('Retry-After', String(seconds));
  const minutes = Math.max(1, Math.ceil(msBeforeNext / MINUTE));
  return new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts(minutes), { retryAfterSeconds: seconds });
}

export type Throttler = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Pick<AuthEnvironment, 'throttle' | 'forgive'>;

/**
 * Returns, per request, the `throttle` the account services call with the attempted account: for each
 * action one counter per IP and one per account (per account and IP where the action has an
 * account-wide ceiling as well), in `store` (./counters.ts: PostgreSQL when the app runs on it, so
 * every app server counts together). Overrides (tests) replace an action's rules one by one.
 */
export function createThrottler(store: CounterStore, overrides: Partial<RateLimitRules> = {}): Throttler {
  const rules = Object.fromEntries(
    Object.entries(DEFAULT_RATE_LIMITS).map(([action, rule]) => [
      action,
      { ...rule, ...overrides[action as ThrottledAction] },
    ]),
  ) as RateLimitRules;
  const counters = Object.fromEntries(
    Object.entries(rules).map(([action, rule]) => [
      action,
      {
        perIp: store.counter(`limit:${action}:ip`, rule.perIp),
        perAccount: rule.perAccountAnywhere
          ? store.counter(`limit:${action}:account-ip`, rule.perAccount)
          : store.counter(`limit:${action}:account`, rule.perAccount),
        perAccountAnywhere: rule.perAccountAnywhere
          ? store.counter(`limit:${action}:account`, rule.perAccountAnywhere)
          : null,
      },
    ]),
  ) as Record<
    ThrottledAction,
    {
      perIp: RateLimiterAbstract;
      perAccount: RateLimiterAbstract;
      perAccountAnywhere: RateLimiterAbstract | null;
    }
  >;

  /** The counters one attempt of `action` on `account` from `ip` counts in, with their keys. */
  const countersOf = (action: ThrottledAction, account: string | null, ip: string) => {
    const counter = counters[action];
    const checks: [RateLimiterAbstract, string][] = [[counter.perIp, counterKey('ip', ip)]];
    if (account) {
      const email = account.trim().toLowerCase();
      if (counter.perAccountAnywhere) {
        // The address is part of the key: a JSON pair, so no e-mail and IP can run into another's.
        checks.push([counter.perAccount, counterKey('account-ip', JSON.stringify([email, ip]))]);
        checks.push([counter.perAccountAnywhere, counterKey('account', email)]);
      } else {
        checks.push([counter.perAccount, counterKey('account', email)]);
      }
    }
    return checks;
  };

  return (request, reply) => ({
    throttle: async (action, account) => {
      for (const [limiter, key] of countersOf(action, account, request.ip)) {
        try {
          await limiter.consume(key);
        } catch (refusal) {
          // A used-up counter rejects with its state; anything else is a store failure, which the
          // insurance counter (./counters.ts) has already covered.
          if (refusal instanceof RateLimiterRes) throw tooManyAttempts(reply, refusal.msBeforeNext);
          throw refusal;
        }
      }
    },
    forgive: async (action, account) => {
      for (const [limiter, key] of countersOf(action, account, request.ip)) await limiter.reward(key, 1);
    },
  });
}
