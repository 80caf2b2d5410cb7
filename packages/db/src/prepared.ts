import { Column, is, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/**
 * A query for a hot path, built once per database instead of on every call, and prepared by name on
 * each connection (PostgreSQL then parses and plans it once per connection too). Building a Drizzle
 * query over a wide table costs more CPU than PostgreSQL spends running it, which is what limits
 * checkouts per second (bench/README.md).
 *
 * `build` must take its values as `sql.placeholder(...)` and end with Drizzle's `.prepare(name)`, the
 * name unique in the app. Meant for statements that run outside a transaction: a transaction is a new Db
 * each time, so there it is built again for that transaction (still correct; the checkout-state read in
 * createOrder.ts takes that cost on the rare path that releases a failed checkout's hold). A transaction's hot statements are built on it with the same
 * public `.prepare(name)` (docs/decisions/0015-orders-checkout.md).
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

/** A prepared query's rows as the driver parsed them (`all()` of drizzle-orm/node-postgres and drizzle-orm/pglite). */
interface DriverRows {
  all(values?: Record<string, unknown>): Promise<Record<string, unknown>[]>;
}

/** A selected field: a table's column, or SQL aliased with `.as(name)`. */
export type ReadField = PgColumn | SQL.Aliased;

/**
 * A hot read of many rows (the orders list's page, the export's batches): its statement built once and prepared by
 * name, as `preparedQuery` does, each field selected under its own key (`"orders"."order_number" as "orderNumber"`),
 * so the driver's rows (Drizzle's prepared `all()`, dates as their text) are the answer's records already; only the
 * columns whose Drizzle decoder changes a value (an integer's, a timestamp's, an array's) decode it in place. Drizzle's
 * own mapping copies every cell into a new record through three type checks, which cost a 76-row page more CPU than
 * the rest of its request (bench/README.md, Rows read as the driver parsed them). `build` selects `fields` as given.
 * An aliased SQL field is answered as the driver parsed it (its `mapWith` is not applied: its SQL must have the type
 * it answers with); a test compares these rows with Drizzle's own.
 */
export function preparedRows<R>(
  fields: Readonly<Record<string, ReadField>>,
  build: (db: Db, fields: Record<string, SQL.Aliased>) => PgPreparedQuery<PreparedQueryConfig>,
): (db: Db, values: Record<string, unknown>) => Promise<R[]> {
  const keyed = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [
      key,
      is(field, Column) ? sql`${field}`.as(key) : sql`${field.sql}`.as(key),
    ]),
  );
  const decoded = Object.entries(fields).flatMap(([key, field]): [string, Column][] =>
    is(field, Column) && field.mapFromDriverValue !== Column.prototype.mapFromDriverValue
      ? [[key, field]]
      : [],
  );
  // Both drivers' prepared queries (node-postgres and PGlite) have `all()`; pg-core's common type does not declare it.
  const statement = preparedQuery((db) => build(db, keyed) as unknown as DriverRows);
  return async (db, values) => {
    const rows = await statement(db).all(values);
    for (const row of rows) {
      for (const [key, column] of decoded) {
        const value = row[key];
        if (value !== null && value !== undefined) row[key] = column.mapFromDriverValue(value);
      }
    }
    return rows as R[];
  };
}
