/**
 * Catalog reads under load (`npm run bench:http`): the product and its floor, each in a process of its own, measured
 * path by path, taking turns, in one run by autocannon (20 connections, keep-alive) from this process. The
 * floor is a bare Fastify answering, on each path, the very bytes the product answered it (with its content type),
 * from memory (bench/httpServer.ts `floor`). Prints each path's requests per second, p99 latency and the product's
 * share of its floor; the target is at least 60% (issue "Performance measured against the floor", Catalog reads).
 * The product runs on embedded PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server
 * (admin URL), on a fresh database there, with the node options and environment `npm start` gives it.
 *
 * Options: BENCH_HTTP_SECONDS (6 per path and side), BENCH_HTTP_ROUNDS (3 turns each), BENCH_HTTP_CONNECTIONS (20),
 * BENCH_TARGETS (pglite,postgres), BENCH_LOG_LEVEL (the product's request log, e.g. info; off by default).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { startCommand } from './appProcess';
import type { CapturedAnswer } from './httpServer';
import { machineLine } from './machine';
import { type BenchRow, ratioRow, recordRows } from './rows';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_HTTP_SECONDS ?? 6);
const rounds = Number(process.env.BENCH_HTTP_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_HTTP_CONNECTIONS ?? 20);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres')
  .split(',')
  .filter((name) => name !== 'postgres' || adminUrl);

const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;
const paths = [
  '/api/zips',
  '/api/locations',
  '/api/specials',
  '/api/settings',
  '/api/settings_florida',
  '/trpc/catalog.zips.list',
  `/trpc/catalog.locations.list?${input({})}`,
  `/trpc/catalog.specials.list?${input({})}`,
  `/trpc/catalog.pricing?${input({ region: 'ny' })}`,
];

interface Server {
  url: string;
  name: string;
  process: ChildProcess;
}

async function startServer(kind: string, answers?: string): Promise<Server> {
  // The product runs with the options and environment `npm start` gives node (bench/appProcess.ts), as in every other
  // benchmark of its server; the floor is a bare Fastify in a bare node.
  const start = kind === 'floor' || kind === 'bare' ? { env: {}, options: [] } : startCommand();
  const args = [
    ...start.options,
    '--import',
    'tsx',
    'bench/httpServer.ts',
    kind,
    ...(answers ? [answers] : []),
  ];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...start.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  for await (const line of lines) {
    if (line.startsWith('{')) {
      const { url, name } = JSON.parse(line) as { url: string; name: string };
      return { url, name, process: child };
    }
  }
  throw new Error(`The ${kind} server stopped before it listened.`);
}

async function stopServer(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await exited;
}

interface Figures {
  rps: number;
  p99: number;
  non2xx: number;
}

/**
 * The product's and the floor's figures on one path: after a short warm-up of each (V8 optimizes the hot path, and
 * the first answer of each path is computed), `rounds` turns of `seconds / rounds` each, the two taking turns (which
 * goes first alternates), so that a change in what else the shared machine runs falls on both (issue "Performance
 * measured against the floor": alternating with the product). Requests a second over all of a side's turns; its
 * p99 the highest of its turns'.
 */
async function measurePair(productUrl: string, floorUrl: string): Promise<[Figures, Figures]> {
  for (const url of [productUrl, floorUrl]) await autocannon({ url, connections, duration: 2 });
  const totals = [productUrl, floorUrl].map(() => ({ requests: 0, seconds: 0, p99: 0, non2xx: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const side of round % 2 === 0 ? [0, 1] : [1, 0]) {
      const result = await autocannon({
        url: side === 0 ? productUrl : floorUrl,
        connections,
        duration: seconds / rounds,
      });
      const total = totals[side]!;
      total.requests += result.requests.total;
      total.seconds += result.duration;
      total.p99 = Math.max(total.p99, result.latency.p99);
      total.non2xx += result.non2xx + result.errors;
    }
  }
  const [product, floor] = totals.map((total) => ({
    rps: total.requests / total.seconds,
    p99: total.p99,
    non2xx: total.non2xx,
  }));
  return [product!, floor!];
}

const fmt = (rps: number) => Math.round(rps).toLocaleString('en-US');
const TARGET_SHARE = 0.6;

/** What the product answers on each path, for the floor to answer the same bytes (bench/httpServer.ts). */
async function capture(base: string): Promise<string> {
  const answers: CapturedAnswer[] = [];
  for (const route of paths) {
    const response = await fetch(`${base}${route}`);
    if (!response.ok) throw new Error(`${route} answered ${response.status}`);
    answers.push({
      pathname: new URL(route, base).pathname,
      contentType: response.headers.get('content-type') ?? 'application/json',
      bodyBase64: Buffer.from(await response.arrayBuffer()).toString('base64'),
    });
  }
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-http-')), 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  return file;
}

async function main(): Promise<void> {
  console.log(machineLine());
  console.log(
    `(${connections} connections, ${seconds} s per path and side in ${rounds} turns each, after 2 s of warm-up)\n`,
  );
  console.log('| database | path | product req/s | floor req/s | share of floor | product p99 | floor p99 |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  const rows: BenchRow[] = [];
  for (const kind of targets) {
    const server = await startServer(kind);
    let floor: Server | undefined;
    try {
      floor = await startServer('floor', await capture(server.url));
      for (const route of paths) {
        // The product and its floor, path by path, taking turns: both see the machine as it is in the same minute.
        const [product, bare] = await measurePair(`${server.url}${route}`, `${floor.url}${route}`);
        const failed = product.non2xx ? ` (${product.non2xx} failed)` : '';
        const shown = route.length > 48 ? `${route.slice(0, 45)}...` : route;
        console.log(
          `| ${server.name} | ${shown} | ${fmt(product.rps)}${failed} | ${fmt(bare.rps)} | ${Math.round((product.rps / bare.rps) * 100)}% | ${product.p99} ms | ${bare.p99} ms |`,
        );
        rows.push({
          ...ratioRow(
            'http',
            `catalog read ${shown} (${kind})`,
            { product: product.rps, floor: bare.rps, unit: (value) => `${fmt(value)} req/s` },
            { least: TARGET_SHARE },
          ),
          ...(product.non2xx ? { met: false } : {}),
        });
      }
    } finally {
      if (floor) await stopServer(floor);
      await stopServer(server);
    }
  }
  recordRows(rows);
}

await main();
