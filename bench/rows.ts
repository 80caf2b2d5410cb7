/**
 * One row of `npm run bench`'s table (bench/run.ts, bench/README.md "npm run bench"): a case, the product's figure, the
 * floor's figure measured in the same run (or '—' where the target is a count or a score no floor applies to), their
 * ratio, the target and whether it was met. Each benchmark prints its rows and, when BENCH_ROWS_FILE names a file (as
 * bench/run.ts does), appends them to it as JSON lines.
 */
import { appendFileSync } from 'node:fs';

export interface BenchRow {
  bench: string;
  case: string;
  product: string;
  floor: string;
  ratio: string;
  target: string;
  /** null: not measured in this run. */
  met: boolean | null;
}

export function recordRows(rows: BenchRow[]): void {
  const file = process.env.BENCH_ROWS_FILE;
  if (file) appendFileSync(file, rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
}

/**
 * A row whose target is the product at most `most` times its floor (a latency), or at least `least` times it (a rate):
 * met when the ratio is on the right side.
 */
export function ratioRow(
  bench: string,
  name: string,
  figures: { product: number; floor: number; unit: (value: number) => string },
  target: { most: number } | { least: number },
): BenchRow {
  const ratio = figures.product / figures.floor;
  const met = 'most' in target ? ratio <= target.most : ratio >= target.least;
  return {
    bench,
    case: name,
    product: figures.unit(figures.product),
    floor: figures.unit(figures.floor),
    ratio: ratio.toFixed(2),
    target: 'most' in target ? `<= ${target.most} x floor` : `>= ${target.least} x floor`,
    met,
  };
}
