import { Column, is, type SQL, sql } from 'drizzle-orm';
import { PgArray, type PgColumn, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/**
 * A query for a hot path, built once per database instead of on every call, and prepared by name on
 * each connection (PostgreSQL then parses and plans it once per connection too). Building a Drizzle
 * query over a wide table costs more CPU than PostgreSQL spends running it, which is what limits
 * checkouts per second (bench/README.md).
 *
 * `build` must take its values as `sql.placeholder(...)` and end with Drizzle's `.prepare(name)`, the
 * name unique in the app. Outside a transaction it is built once for the pool; in a transaction begun with
 * `transaction` (packages/db/src/transaction.ts) once for each pooled connection, whose Db that is; in Drizzle's own
 * transaction (PGlite's) once for each transaction, a new Db each time (docs/decisions/0015-orders-checkout.md).
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
 * A family of hot statements of one shape, one for each key (a sort, a set of columns): `make` is called the first
 * time a key is asked for and returns its `preparedQuery` or `preparedRows`, kept under the key's `signature`, which
 * must tell apart every key that builds other SQL (a name prepared on a connection always stands for the same SQL).
 * `make` gets the key's ordinal in the family (1, 2, ...) for a statement's name where the signature is too long to be
 * one. Keep the key to what the statement is built from: it is held for as long as the process runs.
 */
export function statementFamily<K, S>(
  signature: (key: K) => string,
  make: (key: K, ordinal: number) => S,
): (key: K) => S {
  const family = new Map<string, S>();
  return (key) => {
    const id = signature(key);
    let statement = family.get(id);
    if (statement === undefined) {
      statement = make(key, family.size + 1);
      family.set(id, statement);
    }
    return statement;
  };
}

/** A prepared query's rows as the driver parsed them (`all()` of drizzle-orm/node-postgres and drizzle-orm/pglite). */
interface DriverRows {
  all(values?: Record<string, unknown>): Promise<Record<string, unknown>[]>;
}

/** A selected field: a table's column, or SQL aliased with `.as(name)`. */
export type ReadField = PgColumn | SQL.Aliased;

/** Whether a driver's value is already what the column's decoder would make of it. */
type Decoded = (value: unknown) => boolean;

/**
 * Drizzle's decoders of pg-core's number columns (integer, smallint, bigint as a number, real, double precision,
 * numeric as a number) turn a string into a number and keep a number; its json and jsonb decoders parse a string and
 * keep anything else; an array of a text column is its elements, each kept. node-postgres and PGlite parse these
 * types themselves, so their values are kept without a call per cell (an export of 100,000 orders: about 4 % more
 * rows a second, bench/README.md). Any other value (a date's text, an array as PostgreSQL's text, a custom type)
 * is decoded.
 */
function decodedAlready(column: Column): Decoded {
  if (column.dataType === 'number') return (value) => typeof value === 'number';
  if (column.dataType === 'json') return (value) => typeof value !== 'string';
  if (is(column, PgArray) && column.baseColumn.dataType === 'string') return (value) => Array.isArray(value);
  return () => false;
}

/**
 * A hot read of many rows (the orders list's page, the export's batches): its statement built once and prepared by
 * name, as `preparedQuery` does, each field selected under its own key (`"orders"."order_number" as "orderNumber"`),
 * so the driver's rows (Drizzle's prepared `all()`, dates as their text) are the answer's records already; only the
 * values a column's Drizzle decoder would change (a timestamp's text, an array as text) are decoded, in place. Drizzle's
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
  const decoded = Object.entries(fields).flatMap(([key, field]): [string, Column, Decoded][] =>
    is(field, Column) && field.mapFromDriverValue !== Column.prototype.mapFromDriverValue
      ? [[key, field, decodedAlready(field)]]
      : [],
  );
  // Both drivers' prepared queries (node-postgres and PGlite) have `all()`; pg-core's common type does not declare it.
  const statement = preparedQuery((db) => build(db, keyed) as unknown as DriverRows);
  return async (db, values) => {
    const rows = await statement(db).all(values);
    for (const row of rows) {
      for (const [key, column, isDecoded] of decoded) {
        const value = row[key];
        if (value !== null && value !== undefined && !isDecoded(value))
          row[key] = column.mapFromDriverValue(value);
      }
    }
    return rows as R[];
  };
}
