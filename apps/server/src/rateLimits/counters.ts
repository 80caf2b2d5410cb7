import { createHash } from 'node:crypto';
import type { Database } from '@laundry/db';
import type pg from 'pg';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';

/**
 * Where the log-in limits and the card-decline brake count (docs/decisions/0013-auth-rate-limits.md): in
 * PostgreSQL's `rate_limit_counters` when the app runs on PostgreSQL, so every app server behind a load
 * balancer shares one count; in memory on embedded PGlite, where only one server can run on a data
 * folder (docs/decisions/0025-db-data-folder-lock.md).
 */
export interface CounterStore {
  /** A fixed-window counter of `max` per `windowMs`, its keys apart from every other counter's. */
  counter(name: string, rule: { max: number; windowMs: number }): RateLimiterAbstract;
  shared: boolean;
}

export function memoryCounters(): CounterStore {
  return {
    shared: false,
    counter: (name, rule) =>
      new RateLimiterMemory({ keyPrefix: name, points: rule.max, duration: rule.windowMs / 1000 }),
  };
}

/**
 * Counters in PostgreSQL through the app's own pool. If PostgreSQL fails to answer, a counter in this
 * process's memory stands in (rate-limiter-flexible's insurance limiter) rather than failing the log-in.
 */
function postgresCounters(pool: pg.Pool): CounterStore {
  return {
    shared: true,
    counter: (name, rule) => {
      const options = { keyPrefix: name, points: rule.max, duration: rule.windowMs / 1000 };
      return new RateLimiterPostgres({
        ...options,
        storeClient: pool,
        storeType: 'pool',
        tableName: 'rate_limit_counters',
        // Made by migration 0009; expired rows are deleted by the auth sweep (./sweep.ts).
        tableCreated: true,
        clearExpiredByTimeout: false,
        insuranceLimiter: new RateLimiterMemory(options),
      });
    },
  };
}

export function counterStoreFor(database: Database | undefined): CounterStore {
  const pool = (database as { pool?: pg.Pool } | undefined)?.pool;
  return database?.driver === 'pg' && pool ? postgresCounters(pool) : memoryCounters();
}

/**
 * A counter's key as stored: hashed, so the table holds no e-mail addresses or IPs and every key fits
 * its 255 characters whatever the client sent.
 */
export function counterKey(kind: string, value: string): string {
  return `${kind}:${createHash('sha256').update(value).digest('base64url')}`;
}
