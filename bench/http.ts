/**
 * Catalog reads under load (`npm run bench:http`): a bare Fastify "hello world" and the product, each in
 * a process of its own, measured one after the other in one run by autocannon (20 connections,
 * keep-alive) from this process. Prints each path's requests per second, p99 latency and its share of
 * the bare figure. The product runs on embedded PGlite and, when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names a PostgreSQL server (admin URL), on a fresh database there.
 *
 * Options: BENCH_HTTP_SECONDS (5 per path), BENCH_HTTP_CONNECTIONS (20), BENCH_TARGETS
 * (pglite,postgres), BENCH_LOG_LEVEL (the product's request log, e.g. info; off by default).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { machineLine } from './machine';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
const connections = Number(process.env.BENCH_HTTP_CONNECTIONS ?? 20);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres')
  .split(',')
  .filter((name) => name !== 'postgres' || adminUrl);

const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;
const paths = [
  '/meta.json',
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

async function startServer(kind: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/httpServer.ts', kind], {
    cwd: root,
    env: process.env,
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

async function measure(url: string): Promise<Figures> {
  // A short warm-up first: V8 optimizes the hot path, and the first answer of each path is computed.
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration: seconds });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
}

const fmt = (rps: number) => Math.round(rps).toLocaleString('en-US');

async function measureBare(): Promise<Figures> {
  const bare = await startServer('bare');
  try {
    return await measure(`${bare.url}/`);
  } finally {
    await stopServer(bare);
  }
}

async function main(): Promise<void> {
  console.log(machineLine());
  const rows: string[] = [];
  const rowsFigures: Array<{ rps: number }> = [];
  // The bare figure is taken before and after the product, and their mean is the yardstick: on a shared
  // machine the load of other work moves during a run.
  const bareBefore = await measureBare();
  for (const kind of targets) {
    const server = await startServer(kind);
    try {
      for (const route of paths) {
        const figures = await measure(`${server.url}${route}`);
        const failed = figures.non2xx ? ` (${figures.non2xx} failed)` : '';
        const shown = route.length > 48 ? `${route.slice(0, 45)}...` : route;
        rows.push(`| ${server.name} | ${shown} | ${fmt(figures.rps)}${failed} | SHARE | ${figures.p99} ms |`);
        rowsFigures.push(figures);
      }
    } finally {
      await stopServer(server);
    }
  }
  const bareAfter = await measureBare();
  const bare = (bareBefore.rps + bareAfter.rps) / 2;
  console.log(
    `Bare Fastify "hello world": ${fmt(bareBefore.rps)} req/s (p99 ${bareBefore.p99} ms) before, ` +
      `${fmt(bareAfter.rps)} req/s (p99 ${bareAfter.p99} ms) after; mean ${fmt(bare)}`,
  );
  console.log(`(${connections} connections, ${seconds} s per path after 2 s of warm-up)\n`);
  console.log('| database | path | req/s | share of bare | p99 |');
  console.log('| --- | --- | --- | --- | --- |');
  rows.forEach((row, index) => {
    const share = `${Math.round(((rowsFigures[index]?.rps ?? 0) / bare) * 100)}%`;
    console.log(row.replace('SHARE', share));
  });
}

await main();
