/**
 * The CPU slowdown of the browser benchmarks' mobile targets (bench/web.ts, bench/inp.ts; issue "Performance measured
 * against the floor"). Lighthouse's default 4x slowdown is meant for a host whose benchmark index is 1500-2000
 * (Lighthouse's docs/throttling.md); a slower host gets 4 x index / 1500, so the emulated phone stays the same. The
 * index is measured as Lighthouse measures it in each run (`lhr.environment.benchmarkIndex`): Lighthouse's own page
 * function, in a blank page of the Chromium that runs the benchmark.
 */
import type { Browser } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

const REFERENCE_INDEX = 1500;
const REFERENCE_SLOWDOWN = 4;
/**
 * Each measurement takes about a second. Right after the browser starts the first ones come out low (1,000-1,600
 * where the following say 1,700-2,500, as Lighthouse's own in its runs: bench/README.md), so two are thrown away,
 * and the median of the next three is steadier than Lighthouse's one.
 */
const WARM_UP = 2;
const MEASUREMENTS = 3;

export interface CpuSlowdown {
  benchmarkIndex: number;
  /** At least 1: neither Lighthouse's simulation nor DevTools' throttling makes a slow host faster. */
  multiplier: number;
}

/** 4 at an index of 1500 or more, else 4 x index / 1500 (two decimals). */
function cpuSlowdownFor(benchmarkIndex: number): number {
  const multiplier =
    benchmarkIndex >= REFERENCE_INDEX
      ? REFERENCE_SLOWDOWN
      : (REFERENCE_SLOWDOWN * benchmarkIndex) / REFERENCE_INDEX;
  return Math.max(1, Math.round(multiplier * 100) / 100);
}

/** The host's benchmark index (in a blank page of `browser`, after the warm-up) and its slowdown. */
export async function measureCpuSlowdown(browser: Browser): Promise<CpuSlowdown> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    for (let measurement = 0; measurement < WARM_UP; measurement++)
      await page.evaluate(pageFunctions.computeBenchmarkIndex);
    const indexes: number[] = [];
    for (let measurement = 0; measurement < MEASUREMENTS; measurement++)
      indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    indexes.sort((a, b) => a - b);
    const benchmarkIndex = Math.round(indexes[Math.floor(MEASUREMENTS / 2)] as number);
    return { benchmarkIndex, multiplier: cpuSlowdownFor(benchmarkIndex) };
  } finally {
    await context.close();
  }
}
