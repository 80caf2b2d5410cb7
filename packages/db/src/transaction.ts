import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './database';
import * as schema from './schema';

/** Each pooled connection's own Db, made the first time the pool lends that connection to a transaction. */
const connectionDbs = new WeakMap<pg.PoolClient, Db>();
/** How deep each connection's Db is in transactions now (0 or absent: in none). */
const depths = new WeakMap<Db, number>();

/** The savepoints of a transaction inside a transaction, as Drizzle's nested transactions make them. */
async function inSavepoint<T>(tx: Db, depth: number, work: (tx: Db) => Promise<T>): Promise<T> {
  const client = (tx as unknown as { $client: pg.PoolClient }).$client;
  const name = `sp${depth}`;
  await client.query(`savepoint ${name}`);
  depths.set(tx, depth + 1);
  try {
    const result = await work(tx);
    await client.query(`release savepoint ${name}`);
    return result;
  } catch (error) {
    await client.query(`rollback to savepoint ${name}`);
    throw error;
  } finally {
    depths.set(tx, depth);
  }
}

function connectionDb(client: pg.PoolClient): Db {
  let db = connectionDbs.get(client);
  if (!db) {
    const made: Db = drizzle({ client, schema });
    // A transaction begun on this Db while it is in one is a savepoint, as Drizzle's nested transactions are (its own
    // `transaction` on a connection would send a second BEGIN and commit the outer one early).
    made.transaction = ((work: (tx: Db) => Promise<unknown>) => {
      const depth = depths.get(made) ?? 0;
      if (depth === 0)
        throw new Error('A connection Db begins no transaction of its own: use transaction(db, work).');
      return inSavepoint(made, depth, work);
    }) as Db['transaction'];
    connectionDbs.set(client, made);
    db = made;
  }
  return db;
}

/**
 * Runs `work` in one transaction (begin, then commit, or rollback when it throws, as Drizzle's node-postgres
 * transaction does). On a node-postgres pool, `work` gets its connection's own Db: the same object every time the pool
 * lends that connection, so a statement built on it with `preparedQuery` is built once per connection instead of once
 * per transaction, which for the checkout's order insert was a tenth of the server's CPU (bench/README.md, The
 * checkout's insert built once per connection; docs/decisions/0015-orders-checkout.md). A transaction begun inside it
 * (this function or `tx.transaction`) is a savepoint. On PGlite, and inside a Drizzle transaction, it is Drizzle's own
 * transaction.
 */
export async function transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const depth = depths.get(db) ?? 0;
  if (depth > 0) return inSavepoint(db, depth, work);
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return db.transaction((tx) => work(tx as unknown as Db));
  const client = await pool.connect();
  const tx = connectionDb(client);
  let broken: Error | undefined;
  try {
    await client.query('begin').catch((failure: Error) => {
      broken = failure;
      throw failure;
    });
    depths.set(tx, 1);
    try {
      const result = await work(tx);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch((failure: Error) => {
        // The connection is gone or unusable: the pool drops it rather than lending it again.
        broken = failure;
      });
      throw error;
    }
  } finally {
    depths.set(tx, 0);
    client.release(broken);
  }
}
