import rateLimit from '@fastify/rate-limit';
import { AppError, type AuthEnvironment, type ThrottledAction } from '@laundry/api';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}
export type RateLimitRules = Record<ThrottledAction, { perIp: RateLimitRule; perAccount: RateLimitRule }>;

const MINUTE = 60_000;
/**
 * docs/decisions/auth-rate-limits.md: fixed windows, counted in memory per app server. A window ends
 * and the count starts again, so nobody is locked out for good.
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

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
const THROTTLE_KEY = Symbol('throttleKey');
type KeyedRequest = FastifyRequest & { [THROTTLE_KEY]: string };

export type Throttler = (request: FastifyRequest, reply: FastifyReply) => AuthEnvironment['throttle'];

/**
 * Registers @fastify/rate-limit (no global limit) and returns, per request, the `throttle` the account
 * services call with the attempted account: one counter per IP and one per account for each action.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  overrides: Partial<RateLimitRules> = {},
): Promise<Throttler> {
  await app.register(rateLimit, { global: false });
  const rules = { ...DEFAULT_RATE_LIMITS, ...overrides };
  const limiter = (rule: RateLimitRule): Limiter =>
    app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => (request as KeyedRequest)[THROTTLE_KEY],
    });
  const limiters = Object.fromEntries(
    Object.entries(rules).map(([action, rule]) => [
      action,
      { perIp: limiter(rule.perIp), perAccount: limiter(rule.perAccount) },
    ]),
  ) as Record<ThrottledAction, { perIp: Limiter; perAccount: Limiter }>;

  return (request, reply) => async (action, account) => {
    const checks: [Limiter, string][] = [[limiters[action].perIp, `ip:${request.ip}`]];
    if (account) checks.push([limiters[action].perAccount, `account:${account.trim().toLowerCase()}`]);
    for (const [check, key] of checks) {
      // The limiter reads the key from the request; a child object carries it without touching the request.
      const keyed = Object.create(request, { [THROTTLE_KEY]: { value: key } }) as KeyedRequest;
      const result = await check(keyed);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('Retry-After', String(result.ttlInSeconds));
        const minutes = Math.max(1, Math.ceil(result.ttl / MINUTE));
        throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts(minutes), {
          retryAfterSeconds: result.ttlInSeconds,
        });
      }
    }
  };
}
