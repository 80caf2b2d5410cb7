/**
 * npm run bench:orders — checkouts through the real HTTP API (Fastify on a loopback port, tRPC over
 * fetch from a worker thread) with the simulated payment provider, 20 at a time, against embedded PGlite and against real
 * PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, an admin URL: a database is created and dropped).
 * Prints p50 and p99 latency of the checkout submit and of the whole checkout, and orders per second.
 *
 * Options (environment): BENCH_ORDERS (default 3000 per target), BENCH_CONCURRENCY (20),
 * BENCH_WARMUP (1000), BENCH_ROUNDS (3: PostgreSQL's checkouts and their floor's replays in turns), BENCH_POOL_MAX (the
 * server's default DATABASE_POOL_MAX, 20), BENCH_TARGETS
 * (pglite,postgres), BENCH_LOG_LEVEL (the server's request log, e.g. info, written to nowhere; off by default).
 */

import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { startGuestSession } from '@laundry/api';
import { firstProductId, scheduleAfter, washFoldDraft, withEmail } from '@laundry/api/testing';
import { type Database, type Db, DEFAULT_POOL_MAX, openDatabase } from '@laundry/db';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { type LoadResult, percentile, runCheckouts, type Shopper, threadCpuMs } from './checkoutLoad';
import type { WorkerMessage, WorkerPlan } from './loadWorker';
import { machineLine } from './machine';
import { type BenchRow, ratioRow, recordRows } from './rows';
import { numberSetting, setting } from './settings';
import { type RecordedStatement, replayStatements, statementRecorder } from './statements';
import { type BenchTarget, benchLogger, pgliteTarget, postgresTarget } from './targets';

const ORDERS = numberSetting('BENCH_ORDERS', 3000);
const CONCURRENCY = numberSetting('BENCH_CONCURRENCY', 20);
const WARMUP = numberSetting('BENCH_WARMUP', 1000);
const POOL_MAX = numberSetting('BENCH_POOL_MAX', DEFAULT_POOL_MAX);
/** PostgreSQL: the measured checkouts in this many turns, each followed or preceded by as many of the floor's. */
const ROUNDS = numberSetting('BENCH_ROUNDS', 3);
const TARGET_P99_MS = 100;

const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * CPU time of this process's main thread (the server's; the shoppers run on a worker), from Linux's
 * per-thread accounting: unlike latency, it hardly moves when other work shares the machine.
 */
const serverThreadCpuMs = () => threadCpuMs(`/proc/self/task/${process.pid}/stat`);

function report(name: string, result: LoadResult, serverCpuMs: number) {
  const placed = result.placeOrderMs.length;
  return {
    target: name,
    orders: placed,
    failures: result.failures.length,
    'submit p50': ms(percentile(result.placeOrderMs, 50)),
    'submit p99': ms(percentile(result.placeOrderMs, 99)),
    'checkout p50': ms(percentile(result.checkoutMs, 50)),
    'checkout p99': ms(percentile(result.checkoutMs, 99)),
    'orders/s': (placed / (result.wallMs / 1000)).toFixed(1),
    'server CPU ms/checkout': (serverCpuMs / Math.max(1, placed)).toFixed(1),
    'shoppers CPU ms/checkout': (result.shopperCpuMs / Math.max(1, placed)).toFixed(1),
  };
}

/** Guest sessions and their orders, made before the clock starts. */
async function shoppers(db: Db): Promise<Shopper[]> {
  const productId = await firstProductId(db);
  const schedule = scheduleAfter(new Date());
  return Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, i) => {
      const email = `bench-${i}-${crypto.randomUUID().slice(0, 8)}@example.test`;
      const session = await startGuestSession(db, email, new Date());
      return { token: session.token, order: { ...withEmail(washFoldDraft(productId), email), schedule } };
    }),
  );
}

/** Runs the warm-up and then the measured checkouts on one worker; `onWarm` runs between them. */
function inWorker(plan: WorkerPlan, onWarm: () => void): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./tsWorker.mjs', import.meta.url), {
      workerData: plan,
      argv: ['./loadWorker.ts'],
    });
    worker.on('message', (message: WorkerMessage) => {
      if (message.phase === 'warm') onWarm();
      else resolve(message.result);
    });
    worker.once('error', reject);
  });
}

/**
 * The checkout's floor (issue "Performance measured against the floor", target 6): the statements one checkout ran
 * (recorded on a product server's pool: recordedCheckout), replayed CONCURRENCY at a time on a bare node-postgres pool, each checkout's in
 * one transaction, each statement prepared by name; the main thread's CPU. The replays run on a copy of the database
 * made just before the recorded checkout, each rolled back, so each finds the database as the recorded checkout found
 * it. `replays(count)` answers the CPU (ms) that many replays took; `close` ends the pool.
 */
async function floorReplays(url: string, statements: RecordedStatement[]) {
  const pool = new pg.Pool({ connectionString: url, max: POOL_MAX });
  // The copy is dropped (WITH FORCE) right after the pool ends, and an idle connection still closing then reports its
  // termination as the pool's error: no news after the measurement (a statement's failure rejects its own query).
  pool.on('error', () => {});
  const checkout = async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await replayStatements(client, statements);
    } finally {
      await client.query('rollback');
      client.release();
    }
  };
  return {
    async replays(count: number): Promise<number> {
      const before = serverThreadCpuMs();
      let started = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (started < count) {
            started += 1;
            await checkout();
          }
        }),
      );
      return serverThreadCpuMs() - before;
    },
    close: () => pool.end(),
  };
}

/** The product's server on `database`, listening on a loopback port, for `use` to call; closed after it. */
async function withServer<T>(database: Database, use: (baseUrl: string) => Promise<T>): Promise<T> {
  const app = await buildApp({ database, logger: benchLogger() });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    return await use(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  } finally {
    await app.close();
  }
}

/** The product's checkouts on a server of its own: warm-up (unmeasured), then `orders` measured; the server's CPU (ms). */
function productRun(
  target: BenchTarget,
  database: Database,
  shoppers: Shopper[],
  orders: number,
  warmup: number,
) {
  return withServer(database, async (baseUrl) => {
    let cpuBefore = Number.NaN;
    const result = await inWorker({ baseUrl, shoppers, orders, warmup }, () => {
      cpuBefore = serverThreadCpuMs();
    });
    const cpuMs = serverThreadCpuMs() - cpuBefore;
    if (result.failures.length > 0) console.error(`${target.name}: first failure: ${result.failures[0]}`);
    return { result, cpuMs };
  });
}

/** The loads of two runs as one: their checkouts' latencies together, their wall and shoppers' time summed. */
function together(a: LoadResult, b: LoadResult): LoadResult {
  return {
    placeOrderMs: [...a.placeOrderMs, ...b.placeOrderMs],
    checkoutMs: [...a.checkoutMs, ...b.checkoutMs],
    failures: [...a.failures, ...b.failures],
    wallMs: a.wallMs + b.wallMs,
    shopperCpuMs: a.shopperCpuMs + b.shopperCpuMs,
  };
}

async function bench(target: BenchTarget): Promise<{ report: ReturnType<typeof report>; rows: BenchRow[] }> {
  try {
    const shoppersOf = await shoppers(target.database.db);
    if (!(target.url && target.copy)) {
      const { result, cpuMs } = await productRun(target, target.database, shoppersOf, ORDERS, WARMUP);
      return { report: report(target.name, result, cpuMs), rows: [] };
    }
    // PostgreSQL: the product warmed up, then its checkouts and the floor's replays taking turns, ROUNDS of each
    // (which goes first alternates), so that what else the shared machine runs falls on both (issue "Performance
    // measured against the floor": alternating with the product).
    await productRun(target, target.database, shoppersOf, 0, WARMUP);
    const copied = await target.copy();
    const statements = await recordedCheckout(target.url, shoppersOf[0]!);
    const database = await openDatabase({ databaseUrl: target.url, poolMax: POOL_MAX });
    try {
      const floor = await floorReplays(copied.url, statements);
      try {
        await floor.replays(Math.min(WARMUP, 200));
        const productTurns: { result: LoadResult; cpuMs: number }[] = [];
        let floorCpuMs = 0;
        const perRound = Math.ceil(ORDERS / ROUNDS);
        for (let round = 0; round < ROUNDS; round++) {
          const productTurn = async () => {
            // A few unmeasured checkouts first: each turn is a new server, and its first requests open connections.
            productTurns.push(await productRun(target, database, shoppersOf, perRound, CONCURRENCY * 5));
          };
          const floorTurn = async () => {
            floorCpuMs += await floor.replays(perRound);
          };
          for (const turn of round % 2 === 0 ? [productTurn, floorTurn] : [floorTurn, productTurn])
            await turn();
        }
        const result = productTurns.map((turn) => turn.result).reduce(together);
        const cpuMs = productTurns.reduce((sum, turn) => sum + turn.cpuMs, 0);
        const floorMs = floorCpuMs / (perRound * ROUNDS);
        console.log(
          `The checkout's ${statements.length} statements on a bare pool: ${floorMs.toFixed(2)} ms of CPU each`,
        );
        const row = ratioRow(
          'orders',
          `checkout, server CPU per checkout (${CONCURRENCY} at a time, PostgreSQL)`,
          {
            product: cpuMs / Math.max(1, result.placeOrderMs.length),
            floor: floorMs,
            unit: (value) => `${value.toFixed(2)} ms`,
          },
          { most: 2 },
        );
        return { report: report(target.name, result, cpuMs), rows: [row] };
      } finally {
        await floor.close();
      }
    } finally {
      await database.close();
      await copied.drop();
    }
  } finally {
    await target.dispose();
  }
}

/**
 * The statements of one more checkout on the product (the first shopper, a server and pool of their own on the
 * database the copy was just made of), for the floor to replay on the copy.
 */
async function recordedCheckout(url: string, shopper: Shopper): Promise<RecordedStatement[]> {
  const database = await openDatabase({ databaseUrl: url, poolMax: POOL_MAX });
  const record = statementRecorder(database);
  let statements: RecordedStatement[];
  try {
    statements = await withServer(database, (baseUrl) =>
      record(async () => {
        const { failures } = await runCheckouts({ baseUrl, shoppers: [shopper], orders: 1 });
        if (failures.length > 0) throw new Error(`The recorded checkout failed: ${failures[0]}`);
      }),
    );
  } finally {
    await database.close();
  }
  if (process.env.BENCH_SHOW_STATEMENTS === '1')
    for (const s of statements) console.log(s.text.slice(0, 120));
  return statements;
}

async function main() {
  console.log(machineLine());
  console.log(`${ORDERS} orders per target (after ${WARMUP} warm-up), ${CONCURRENCY} concurrent checkouts`);
  const targets = (setting('BENCH_TARGETS') ?? 'pglite,postgres').split(',');
  const rows: ReturnType<typeof report>[] = [];
  const benchRows: BenchRow[] = [];
  const measured = async (target: BenchTarget) => {
    const { report, rows: its } = await bench(target);
    rows.push(report);
    benchRows.push(...its);
  };
  if (targets.includes('pglite')) await measured(await pgliteTarget());
  const adminUrl = setting('BENCH_DATABASE_URL') ?? setting('TEST_DATABASE_URL');
  if (targets.includes('postgres') && adminUrl) await measured(await postgresTarget(adminUrl, POOL_MAX));
  else if (targets.includes('postgres'))
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL.');
  console.table(rows);
  recordRows(benchRows);
  console.log(
    `submit = checkout.placeOrder; checkout = test card + submit. Target: submit p99 <= ${TARGET_P99_MS} ms on PostgreSQL.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
