/**
 * What the request log at `info` costs the server (`npm run bench:logcost`).
 *
 * Two copies of the product (buildApp) on one embedded database, one without a logger and one logging at
 * `info` to a stream that drops the lines, each on its own port in this process. The same requests go to
 * each in turn (BENCH_LOGCOST_REQUESTS, 20,000 a batch, 20 at a time, autocannon in a process
 * of its own: bench/loadBatch.mjs), alternating which goes first, for BENCH_LOGCOST_ROUNDS rounds (8). The
 * server's cost per request is this process's CPU time over the batch (`process.cpuUsage`), and the
 * copies take turns, so the machine's speed, which moves from minute to minute on a shared host, weighs on
 * both alike.
 * When the server's thread is the bottleneck, its throughput is the inverse of that time: the log's cost
 * in throughput is 1 - (time without the log) / (time with it). Goal (docs/decisions/0056-server-one-request-line.md):
 * at most 10%.
 */

import { spawn } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { threadCpuMs } from './checkoutLoad';
import { machineLine } from './machine';
import { pgliteTarget } from './targets';

const requests = Number(process.env.BENCH_LOGCOST_REQUESTS ?? 20_000);
const rounds = Number(process.env.BENCH_LOGCOST_ROUNDS ?? 8);
const concurrency = 20;
const paths = ['/api/zips', '/trpc/catalog.zips.list'];

/** This process's main thread, the one that runs the server's JavaScript (Linux's per-thread accounting). */
const mainThreadCpuMs = () => threadCpuMs(`/proc/self/task/${process.pid}/stat`);

interface BatchCpu {
  /** Every thread of the process: the server's, and V8's helpers collecting garbage beside it. */
  processMs: number;
  /** The server's thread alone, whose time per request bounds one server's requests per second. */
  mainMs: number;
}

/** Sends the batch from a process of its own and gives this process's CPU milliseconds meanwhile. */
async function batch(base: string, requestPath: string): Promise<BatchCpu> {
  const load = spawn(
    process.execPath,
    [
      path.join(import.meta.dirname, 'loadBatch.mjs'),
      `${base}${requestPath}`,
      String(requests),
      String(concurrency),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const before = process.cpuUsage();
  const mainBefore = mainThreadCpuMs();
  const code = await new Promise<number | null>((resolve) => load.once('exit', resolve));
  const used = process.cpuUsage(before);
  const mainMs = mainThreadCpuMs() - mainBefore;
  if (code !== 0) throw new Error(`The load for ${requestPath} ended with ${code}.`);
  return { processMs: (used.user + used.system) / 1000, mainMs };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const target = await pgliteTarget();
const copies: Array<{ name: string; app: FastifyInstance; base: string }> = [];
try {
  for (const [name, logger] of [
    ['log off', false],
    ['log at info', { level: 'info', stream: { write: () => {} } }],
  ] as const) {
    const app = await buildApp({ database: target.database, logger });
    copies.push({ name, app, base: await app.listen({ port: 0, host: '127.0.0.1' }) });
  }
  console.log(
    `${rounds} rounds of ${requests} requests per path and copy, ${concurrency} at a time; ${machineLine()}`,
  );
  const rows = [];
  const perRequest = (ms: number) => (ms * 1000) / requests;
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  for (const requestPath of paths) {
    const times = new Map<string, BatchCpu[]>(copies.map((copy) => [copy.name, []]));
    for (const copy of copies) await batch(copy.base, requestPath); // warm-up
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? [...copies].reverse() : copies;
      for (const copy of order) times.get(copy.name)!.push(await batch(copy.base, requestPath));
    }
    for (const [measure, pick] of [
      ['process (all threads)', (cpu: BatchCpu) => cpu.processMs],
      ['main thread', (cpu: BatchCpu) => cpu.mainMs],
    ] as const) {
      const offs = times.get('log off')!.map((cpu) => perRequest(pick(cpu)));
      const infos = times.get('log at info')!.map((cpu) => perRequest(pick(cpu)));
      const off = median(offs);
      const info = median(infos);
      const pairs = offs.map((value, index) => 1 - value / infos[index]!);
      rows.push({
        path: requestPath,
        'CPU of': measure,
        'µs/request, log off': off.toFixed(1),
        'µs/request, log at info': info.toFixed(1),
        'throughput cost (medians)': percent(1 - off / info),
        'cost per round, min-max': `${percent(Math.min(...pairs))} to ${percent(Math.max(...pairs))}`,
      });
    }
  }
  console.table(rows);
} finally {
  for (const copy of copies) await copy.app.close();
  await target.dispose();
}
