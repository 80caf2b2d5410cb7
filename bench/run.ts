/**
 * npm run bench — the benchmarks one after another, each in a process of its own with nothing else running, and one
 * table of every row they report (bench/rows.ts): case, product, floor, ratio, target, met. The machine (cores, the
 * load average at the start and at the end) heads the table; with `--record` the table is appended to
 * bench/README.md under today's date. BENCH_ONLY=routes,live runs only those benchmarks.
 *
 * Benchmarks that report rows so far: http (catalog reads against the same bytes from memory), orderlist (the staff
 * orders list, its searches, the order detail and the CSV export over 1,000,000 orders, each against the same
 * statements replayed on a bare Fastify), memory (the server's memory under 10 minutes of list requests), orders (the
 * checkout's server CPU against its statements replayed in one transaction), routes (route sheets of
 * 200 stops over 1,000,000 orders), live (200 screens on two app servers), reports (the owner's dashboard), web
 * (Lighthouse on the public pages at the host's CPU slowdown) and inp (interactions on the staff orders screen over
 * 10,000 orders). The others print their own tables (bench/README.md).
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { BenchRow } from './rows';

const root = path.resolve(import.meta.dirname, '..');
const BENCHES: Record<string, string> = {
  http: 'bench/http.ts',
  orderlist: 'bench/orderList.ts',
  memory: 'bench/memory.ts',
  orders: 'bench/orders.ts',
  routes: 'bench/routes.ts',
  live: 'bench/liveScreens.ts',
  reports: 'bench/reports.ts',
  web: 'bench/web.ts',
  inp: 'bench/inp.ts',
};
const only = process.env.BENCH_ONLY?.split(',');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const rowsFile = path.join(mkdtempSync(path.join(tmpdir(), 'bench-rows-')), 'rows.jsonl');
const started = new Date();
const loadAtStart = load();
for (const [name, script] of Object.entries(BENCHES)) {
  if (only && !only.includes(name)) continue;
  console.log(`\n== ${name} (${script})`);
  // BENCH_ONLY picks benchmarks here; inside bench:orderlist it would pick cases.
  const { BENCH_ONLY: _picked, ...env } = process.env;
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', script], {
    cwd: root,
    env: { ...env, BENCH_ROWS_FILE: rowsFile },
    stdio: 'inherit',
  });
  if (run.status !== 0) console.error(`${name} stopped with ${run.status ?? run.signal}`);
}
const loadAtEnd = load();

let rows: BenchRow[] = [];
try {
  rows = readFileSync(rowsFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as BenchRow);
} catch {
  // no benchmark reported a row
}
const cell = (text: string) => text.replaceAll('|', '\\|');
const table = [
  `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), load average ${loadAtStart} at the start, ${loadAtEnd} at the end.`,
  '',
  '| case | product | floor | ratio | target | met |',
  '| --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (row) =>
      `| ${cell(row.case)} | ${cell(row.product)} | ${cell(row.floor)} | ${row.ratio} | ${cell(row.target)} | ${row.met === null ? 'not measured' : row.met ? 'yes' : 'no'} |`,
  ),
].join('\n');
console.log(`\n${table}`);
if (process.argv.includes('--record')) {
  appendFileSync(
    path.join(root, 'bench/README.md'),
    `\n## \`npm run bench\`, ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC\n\n${table}\n`,
  );
}
