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
