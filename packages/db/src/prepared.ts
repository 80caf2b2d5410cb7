import { is, type Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/**
 * A query for a hot path, built once per database instead of on every call, and prepared by name on
 * each connection (PostgreSQL then parses and plans it once per connection too). Building a Drizzle
 * query over a wide table costs more CPU than PostgreSQL spends running it, which is what limits
 * checkouts per second (bench/README.md).
 *
 * `build` must take its values as `sql.placeholder(...)`, and `name` must be unique in the app. Only
 * for statements that run outside a transaction: a transaction is a new Db each time, so nothing would
 * be reused.
 */
export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * A statement of a hot transaction, built once (with `sql.placeholder` values) and run on whichever
 * transaction or database it is given, prepared by name on each connection. `preparedQuery` cannot
 * serve a transaction, which is a new Db every time; building the checkout's order-writing statement
 * anew took about a quarter of the server's CPU per checkout (bench/README.md).
 *
 * Answers the rows as PostgreSQL names their columns, without Drizzle's mapping.
 */
export function transactionStatement<Row extends Record<string, unknown>>(
  name: string,
  build: (db: Db) => { toSQL(): Query } | SQL,
): (db: Db, values: Record<string, unknown>) => Promise<Row[]> {
  let query: Query | undefined;
  return async (db, values) => {
    if (!query) {
      const built = build(db);
      query = is(built, SQL) ? new PgDialect().sqlToQuery(built) : built.toSQL();
    }
    const result = await db._.session.prepareQuery(query, undefined, name, false).execute(values);
    return (result as unknown as { rows: Row[] }).rows;
  };
}
