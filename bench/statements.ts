/**
 * The floors of `npm run bench` that run "the product's statements with nothing around them" (issue "Performance
 * measured against the floor"): a statement recorder on the product's node-postgres pool, and a replay of what it
 * recorded on a bare pool, each statement prepared by name.
 */
import type { Database } from '@laundry/db';
import type pg from 'pg';

/** One statement as node-postgres was handed it. */
export interface RecordedStatement {
  text: string;
  values: unknown[];
  rowMode?: 'array';
  types?: unknown;
  /**
   * Whether the product prepared it by name (Drizzle's `.prepare(name)`: packages/db/src/prepared.ts), so that
   * PostgreSQL may keep a plan for it; a statement sent without a name is planned for its values every time.
   */
  named: boolean;
}

type Query = (config: unknown, ...rest: unknown[]) => Promise<unknown>;

/**
 * Records the statements `database`'s pool runs while `call` runs, on every client it lends (its own `query` and
 * transactions alike; one call at a time, nothing else on the pool: the benchmarks' servers run no jobs). Transaction
 * control (begin, commit, savepoints) is left out: a replay says where its transaction is.
 */
export function statementRecorder(database: Database) {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  let recording: RecordedStatement[] | null = null;
  const watched = new WeakSet<object>();
  const watch = (target: { query: unknown }) => {
    if (watched.has(target)) return;
    watched.add(target);
    const query = (target.query as Query).bind(target);
    // node-postgres takes (config or text, values?, callback?); every argument goes on as it came.
    target.query = ((config: unknown, ...rest: unknown[]) => {
      const text = typeof config === 'string' ? config : (config as { text?: string } | null)?.text;
      if (recording && text && !/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(text)) {
        const { rowMode, types, name } =
          typeof config === 'object' ? (config as Omit<RecordedStatement, 'text'> & { name?: string }) : {};
        const values = Array.isArray(rest[0]) ? rest[0] : ((config as { values?: unknown[] }).values ?? []);
        recording.push({ text, values, rowMode, types, named: Boolean(name) });
      }
      return query(config, ...rest);
    }) as Query;
  };
  // pg's Pool.query borrows a client through `connect` too, so watching the lent clients sees every statement once.
  const connect = pool.connect.bind(pool) as (
    callback?: (error: Error | undefined, client: pg.PoolClient, done: () => void) => void,
  ) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((
    callback?: (error: Error | undefined, client: pg.PoolClient, done: () => void) => void,
  ) => {
    if (callback) {
      return connect((error, client, done) => {
        if (client) watch(client);
        callback(error, client, done);
      });
    }
    return connect()!.then((client) => {
      watch(client);
      return client;
    });
  }) as typeof pool.connect;
  return async (call: () => Promise<unknown>): Promise<RecordedStatement[]> => {
    recording = [];
    try {
      await call();
      return recording;
    } finally {
      recording = null;
    }
  };
}

const names = new Map<string, string>();
/** One name per statement text, as a server that prepares its statements would have. */
export const nameOf = (text: string) => {
  if (!names.has(text)) names.set(text, `floor_${names.size}`);
  return names.get(text)!;
};

/**
 * A session option for a floor's connections that plan every statement for its values
 * (`plan_cache_mode = force_custom_plan`): a statement prepared by name is parsed once, but PostgreSQL would switch it
 * to one generic plan after five runs with the same values, which a floor replaying one request's values over and
 * over always has and the product, whose filters are planned for their values, does not take (bench/README.md, The
 * floor plans what the product plans).
 */
export const PLANNED_FOR_VALUES = '-c plan_cache_mode=force_custom_plan';

/**
 * Where a floor replays `statement`: on `on` (PostgreSQL's plan cache as it comes) when the product prepared it by name,
 * else on `planned`, whose sessions plan each statement for its values (PLANNED_FOR_VALUES), as the product's is.
 */
export function replayedOn<T>(statement: RecordedStatement, on: T, planned: T): T {
  return statement.named ? on : planned;
}

/**
 * Runs `statements` one after another, each prepared by name, each where `replayedOn` says (`planned` defaults to
 * `on`, a pool or a client); their rows.
 */
export async function replayStatements(
  on: pg.Pool | pg.PoolClient,
  statements: RecordedStatement[],
  planned: pg.Pool | pg.PoolClient = on,
): Promise<unknown[][]> {
  const answers: unknown[][] = [];
  for (const statement of statements) {
    const { rows } = await replayedOn(statement, on, planned).query({
      name: nameOf(statement.text),
      text: statement.text,
      values: statement.values,
      ...(statement.rowMode ? { rowMode: statement.rowMode } : {}),
      ...(statement.types ? { types: statement.types as pg.CustomTypesConfig } : {}),
    });
    answers.push(rows);
  }
  return answers;
}
