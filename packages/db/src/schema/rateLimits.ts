import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * The log-in limits and the card-decline brake, shared by every app server on one PostgreSQL
 * (docs/decisions/0013-auth-rate-limits.md). The layout is rate-limiter-flexible's RateLimiterPostgres
 * table: one row per counter key, `expire` in epoch milliseconds. On embedded PGlite the counters stay
 * in memory (one server per data folder) and this table is empty.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
