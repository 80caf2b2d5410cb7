/**
 * `npm run test:crash`: the kill -9 test of the checkout (docs/decisions/0051-payments-holds-nobody-took.md).
 *
 * For each database (embedded PGlite in a data folder of its own, and a PostgreSQL database of its own):
 * a real server process (apps/server/src/main.ts) takes orders from several workers, is killed with
 * SIGKILL at random moments and started again on the same data, a few rounds. Each worker keeps retrying
 * its open submission (same key, same card) across the restarts, as the web client does without an answer.
 * At the end the server is stopped, the hold sweep runs as a later start of the server would run it
 * (its clock two hours on), and the data must show:
 * - every acknowledged order exactly once, under its submission's key;
 * - no live card hold without the order that holds it (everything else released);
 * - no hold's ledger row left pending, and every order's hold row succeeded, on that order and intent.
 *
 * Options: --db pglite|postgres|both (both when CRASH_DATABASE_URL or TEST_DATABASE_URL is set, else pglite), --rounds N (4), --workers N (6), --budget S (seconds per
 * database after which no further round starts; 75). PostgreSQL: CRASH_DATABASE_URL or TEST_DATABASE_URL
 * (a server where a database may be created), else postgres://postgres@127.0.0.1:5432/postgres.
 * Exits 1 when a check fails.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { releaseUnclaimedHolds, type SweepOutcome } from '@laundry/api';
import { scheduleAfter, TEST_CARDS, washFoldDraft, withEmail } from '@laundry/api/testing';
import { type Database, openDatabase, orders, paymentLedger, simulatedPaymentIntents } from '@laundry/db';
import { createSimulatedPayments } from '@laundry/integrations';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { keyFor } from '../apps/server/src/rest/legacyBodies';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    db: { type: 'string' },
    rounds: { type: 'string', default: '4' },
    workers: { type: 'string', default: '6' },
    budget: { type: 'string', default: '75' },
  },
});
const ROUNDS = Number(args.rounds);
const WORKERS = Number(args.workers);
const BUDGET_MS = Number(args.budget) * 1000;
/** Each kill comes once this many more orders are acknowledged (or ROUND_MAX_MS passed), then up to KILL_JITTER_MS later. */
const ORDERS_BEFORE_KILL = 3;
const ROUND_MAX_MS = 20_000;
/** The share of submissions cut by a kill that their shopper gives up. */
const ABANDON_SHARE = 0.5;
const KILL_JITTER_MS = 1_500;
const READY_TIMEOUT_MS = 180_000;
const REQUEST_TIMEOUT_MS = 60_000;

interface Target {
  name: 'pglite' | 'postgres';
  env: Record<string, string>;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'laundry-crash-'));
  return {
    name: 'pglite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(): Promise<Target> {
  const adminUrl =
    process.env.CRASH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `laundry_crash_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name: 'postgres',
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString(), poolMax: 2 }),
    dispose: () => admin(`drop database if exists "${name}" with (force)`),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A request's answer. */
interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** No answer: the connection was refused (the server is down) or cut while the server had the request. */
type NoAnswer = 'refused' | 'cut';

function request(
  port: number,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer | NoAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(options.token ? { authorization: `JWT ${options.token}` } : {}),
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
        );
        response.on('error', () => resolve('cut'));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'cut'),
    );
    req.end(payload);
  });
}

/** The server process on the target's data; its output goes to a log file kept when a check fails. */
class Server {
  child: ChildProcess | null = null;
  constructor(
    readonly port: number,
    readonly env: Record<string, string>,
    readonly logFile: string,
  ) {}

  async start(): Promise<number> {
    const began = Date.now();
    const log = createWriteStream(this.logFile, { flags: 'a' });
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        ...this.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        PUBLIC_URL: `http://127.0.0.1:${this.port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    this.child = child;
    let exited = false;
    child.once('exit', () => {
      exited = true;
    });
    while (Date.now() - began < READY_TIMEOUT_MS) {
      if (exited) throw new Error(`the server exited while starting (see ${this.logFile})`);
      const answer = await request(this.port, 'GET', '/healthz');
      if (typeof answer === 'object' && answer.status === 200) return Date.now() - began;
      await sleep(100);
    }
    throw new Error(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s (see ${this.logFile})`);
  }

  /** Stops the process: SIGKILL (a crash) or SIGTERM (a clean stop); resolves once it is gone. */
  async stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await gone;
    this.child = null;
  }
}

interface Figures {
  acknowledged: Map<string, string>;
  errorAnswers: string[];
  /** Requests whose connection the kill cut while the server had them. */
  cut: number;
  /** Submissions given up after a cut connection, as a customer who closes the page. */
  abandoned: string[];
  submissions: number;
}

/**
 * One shopper: a guest session, then orders one after another. A submission whose connection the kill cut
 * is given up half the time (a customer who closes the page: whatever it held must be released by the
 * sweep), else sent again with its key and card until the server answers it, as the web client does; an
 * error answer ends it (the web client then starts a new one). REST (POST /api/order) for odd workers,
 * tRPC for even ones. Nothing is given up once the test is finishing.
 */
async function shopper(
  index: number,
  port: number,
  productId: () => string | null,
  figures: Figures,
  control: { finishing: boolean },
): Promise<void> {
  const email = `crash-${index}-${crypto.randomUUID().slice(0, 8)}@example.test`;
  let token: string | null = null;
  /**
   * `key` is what the client sends; `storedKey` what the order keeps: a REST body key is scoped to the session
   * (`idempotencyHeader`, apps/server/src/rest/legacyBodies.ts), a tRPC one is kept as sent.
   */
  let open: { key: string; storedKey: string; paymentMethodId: string } | null = null;
  const trpc = async (procedure: string, input: unknown) =>
    request(port, 'POST', `/trpc/${procedure}`, { token: token ?? undefined, body: input });
  while (open || !control.finishing) {
    const product = productId();
    if (!product) {
      await sleep(100);
      continue;
    }
    if (!token) {
      const answer = await trpc('auth.authorizeGuest', { email });
      const cookie = typeof answer === 'object' ? String(answer.headers['set-cookie'] ?? '') : '';
      token = /session=([^;]+)/.exec(cookie)?.[1] ?? null;
      if (!token) await sleep(150);
      continue;
    }
    if (!open) {
      const card = await trpc('payments.createTestPaymentMethod', {
        number: TEST_CARDS.visa,
        expMonth: 12,
        expYear: 2040,
        cvc: '123',
      });
      if (typeof card !== 'object' || card.status !== 200) {
        await sleep(150);
        continue;
      }
      const key = crypto.randomUUID();
      const sessionId = (token ?? '').split('.', 1)[0];
      open = {
        key,
        storedKey: index % 2 === 1 ? keyFor(`header:${sessionId}:${key}`) : key,
        paymentMethodId: JSON.parse(card.body).result.data.id,
      };
      figures.submissions += 1;
    }
    const order = { ...withEmail(washFoldDraft(product), email), schedule: scheduleAfter(new Date()) };
    const answer =
      index % 2 === 1
        ? await request(port, 'POST', '/api/order', {
            token,
            body: { order, paymentMethodId: open.paymentMethodId, idempotencyKey: open.key },
          })
        : await trpc('checkout.placeOrder', {
            order,
            paymentMethodId: open.paymentMethodId,
            clientQuoteTotalCents: 44_00,
            idempotencyKey: open.key,
          });
    if (answer === 'cut') figures.cut += 1;
    if (answer === 'cut' && !control.finishing && Math.random() < ABANDON_SHARE) {
      figures.abandoned.push(open.storedKey);
      open = null;
      continue;
    }
    if (typeof answer !== 'object') {
      await sleep(150);
      continue;
    }
    if (answer.status === 200) {
      const body = JSON.parse(answer.body);
      const orderId: string = index % 2 === 1 ? body._id : body.result.data.orderId;
      const earlier = figures.acknowledged.get(open.storedKey);
      if (earlier && earlier !== orderId) figures.errorAnswers.push(`key ${open.key} answered two orders`);
      figures.acknowledged.set(open.storedKey, orderId);
    } else {
      figures.errorAnswers.push(`${answer.status} ${answer.body.slice(0, 200)}`);
    }
    open = null;
  }
}

interface Report {
  database: string;
  rounds: number;
  startMs: number[];
  submissions: number;
  acknowledged: number;
  lost: number;
  duplicated: number;
  errorAnswers: number;
  cutConnections: number;
  abandonedSubmissions: number;
  ordersOfAbandonedSubmissions: number;
  holdsWithoutOrderBeforeSweep: number;
  pendingRowsBeforeSweep: number;
  sweep: SweepOutcome;
  liveHoldsWithoutOrder: number;
  pendingRows: number;
  ordersWithoutTheirHoldRow: number;
  seconds: number;
  problems: string[];
}

async function run(target: Target): Promise<Report> {
  const began = Date.now();
  const port = await freePort();
  const logFile = path.join(os.tmpdir(), `laundry-crash-${target.name}-${process.pid}.log`);
  const server = new Server(port, target.env, logFile);
  const figures: Figures = {
    acknowledged: new Map(),
    errorAnswers: [],
    cut: 0,
    abandoned: [],
    submissions: 0,
  };
  const control = { finishing: false };
  let productId: string | null = null;
  const startMs: number[] = [];
  const problems: string[] = [];

  startMs.push(await server.start());
  const pricing = await request(
    port,
    'GET',
    `/trpc/catalog.pricing?input=${encodeURIComponent('{"region":"ny"}')}`,
  );
  productId =
    JSON.parse(typeof pricing === 'object' ? pricing.body : '{}').result?.data?.priceLists?.products?.[0]
      ?.id ?? null;
  if (!productId) throw new Error('no wash and fold product in the seeded price list');
  const shoppers = Array.from({ length: WORKERS }, (_, i) =>
    shopper(i, port, () => productId, figures, control),
  );

  let rounds = 0;
  for (;;) {
    // A random moment while orders are going in: after a few more are acknowledged (so the kill meets
    // checkouts in every stage however slow the machine), then a random delay.
    const before = figures.acknowledged.size;
    const deadline = Date.now() + ROUND_MAX_MS;
    while (figures.acknowledged.size < before + ORDERS_BEFORE_KILL && Date.now() < deadline) await sleep(25);
    await sleep(Math.random() * KILL_JITTER_MS);
    await server.stop('SIGKILL');
    rounds += 1;
    process.stdout.write(
      `  ${target.name}: kill ${rounds} after ${figures.acknowledged.size} acknowledged orders\n`,
    );
    const roundBegan = Date.now();
    startMs.push(await server.start());
    // Another round only within the budget: one like this one, and the final stop.
    const roundMs = Date.now() - roundBegan + ROUND_MAX_MS / 4;
    if (rounds >= ROUNDS || Date.now() - began + 2 * roundMs > BUDGET_MS) break;
  }
  // The last start: every open submission is sent until answered, then the server stops cleanly.
  control.finishing = true;
  await Promise.all(shoppers);
  await server.stop('SIGTERM');

  const database = await target.open();
  try {
    const db = database.db;
    const keys = [...figures.acknowledged.keys()];
    const stored = keys.length
      ? await db
          .select({ id: orders.id, key: orders.idempotencyKey })
          .from(orders)
          .where(inArray(orders.idempotencyKey, keys))
      : [];
    const byKey = new Map<string, string[]>();
    for (const row of stored) byKey.set(row.key!, [...(byKey.get(row.key!) ?? []), row.id]);
    let lost = 0;
    let duplicated = 0;
    for (const [key, orderId] of figures.acknowledged) {
      const found = byKey.get(key) ?? [];
      if (!found.includes(orderId)) lost += 1;
      if (found.length > 1) duplicated += 1;
    }
    const liveHoldsWithoutOrder = async () =>
      Number(
        (
          await db
            .select({ n: sql<number>`count(*)` })
            .from(simulatedPaymentIntents)
            .where(
              and(
                eq(simulatedPaymentIntents.status, 'requires_capture'),
                sql`not exists (select 1 from ${orders} where ${orders.paymentIntentId} = ${simulatedPaymentIntents.id})`,
              ),
            )
        )[0]?.n ?? 0,
      );
    const pendingRows = async () =>
      Number(
        (
          await db
            .select({ n: sql<number>`count(*)` })
            .from(paymentLedger)
            .where(and(eq(paymentLedger.kind, 'authorization'), eq(paymentLedger.status, 'pending')))
        )[0]?.n ?? 0,
      );
    const holdsWithoutOrderBeforeSweep = await liveHoldsWithoutOrder();
    const pendingRowsBeforeSweep = await pendingRows();
    // The sweep as the server runs it at start, its clock two hours on: past every bound it waits out.
    const later = new Date(Date.now() + 2 * 3_600_000);
    const sweep = await releaseUnclaimedHolds(db, createSimulatedPayments(db), later, {
      log: { warn: (details, message) => problems.push(`sweep: ${message} ${JSON.stringify(details)}`) },
    });
    const ordersWithoutTheirHoldRow = Number(
      (
        await db
          .select({ n: sql<number>`count(*)` })
          .from(orders)
          .where(
            sql`not exists (select 1 from ${paymentLedger} where ${paymentLedger.orderId} = ${orders.id} and ${paymentLedger.kind} = 'authorization' and ${paymentLedger.status} = 'succeeded' and ${paymentLedger.providerIntentId} = ${orders.paymentIntentId})`,
          )
      )[0]?.n ?? 0,
    );
    const report: Report = {
      database: target.name,
      rounds,
      startMs,
      submissions: figures.submissions,
      acknowledged: figures.acknowledged.size,
      lost,
      duplicated,
      errorAnswers: figures.errorAnswers.length,
      cutConnections: figures.cut,
      abandonedSubmissions: figures.abandoned.length,
      ordersOfAbandonedSubmissions: figures.abandoned.length
        ? (
            await db
              .select({ id: orders.id })
              .from(orders)
              .where(inArray(orders.idempotencyKey, figures.abandoned))
          ).length
        : 0,
      holdsWithoutOrderBeforeSweep,
      pendingRowsBeforeSweep,
      sweep,
      liveHoldsWithoutOrder: await liveHoldsWithoutOrder(),
      pendingRows: await pendingRows(),
      ordersWithoutTheirHoldRow,
      seconds: Math.round((Date.now() - began) / 100) / 10,
      problems,
    };
    if (lost > 0) problems.push(`${lost} acknowledged orders lost`);
    if (duplicated > 0) problems.push(`${duplicated} submissions with more than one order`);
    if (report.liveHoldsWithoutOrder > 0)
      problems.push(`${report.liveHoldsWithoutOrder} live holds without an order`);
    if (report.pendingRows > 0) problems.push(`${report.pendingRows} hold rows still pending`);
    if (ordersWithoutTheirHoldRow > 0)
      problems.push(`${ordersWithoutTheirHoldRow} orders without their hold's row`);
    if (figures.acknowledged.size === 0) problems.push('no order was acknowledged');
    for (const answer of figures.errorAnswers) problems.push(`error answer: ${answer}`);
    return report;
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  // Without --db: PostgreSQL too when a server is named (as `npm test` runs it: CI sets TEST_DATABASE_URL).
  const db = args.db ?? (process.env.CRASH_DATABASE_URL || process.env.TEST_DATABASE_URL ? 'both' : 'pglite');
  const names = db === 'both' ? ['pglite', 'postgres'] : [db];
  let failed = false;
  for (const name of names) {
    if (name !== 'pglite' && name !== 'postgres') throw new Error(`--db must be pglite, postgres or both`);
    process.stdout.write(`kill -9 test on ${name}: ${ROUNDS} rounds, ${WORKERS} workers\n`);
    const target = name === 'pglite' ? await pgliteTarget() : await postgresTarget();
    try {
      const report = await run(target);
      const { problems, ...figures } = report;
      process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
      if (problems.length > 0) {
        failed = true;
        process.stdout.write(`FAILED on ${name}:\n  ${problems.join('\n  ')}\n`);
      } else {
        process.stdout.write(
          `ok on ${name}: ${report.rounds} kills, ${report.acknowledged} acknowledged orders, 0 lost, ` +
            `${report.holdsWithoutOrderBeforeSweep} holds left by the kills settled by the sweep, in ${report.seconds} s\n`,
        );
      }
    } finally {
      await target.dispose();
    }
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
