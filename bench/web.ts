/**
 * Lighthouse on the public pages and the guest order flow's first step (`npm run bench:web`).
 *
 * Starts the product as `npm start` runs it (embedded PGlite in a throw-away data folder, the built web
 * client of WEB_DIST_DIR or apps/web/dist), measures the host's benchmark index before each page and runs Lighthouse
 * with its mobile emulation (slow 4G) and the CPU slowdown for that index (bench/cpuSlowdown.ts: 4x on a host of 1500
 * or more; a run Lighthouse could not complete is run again, twice at most) in Chromium (CHROME_PATH, default /usr/bin/chromium), one page after another, and prints performance,
 * FCP, LCP, CLS, TBT and accessibility; the score, TBT, LCP and CLS of each page are rows of `npm run bench`
 * (bench/rows.ts) against the targets of issue "Performance measured against the floor". BENCH_WEB_RUNS runs each
 * page that many times (five by default) and reports the run Lighthouse's `computeMedianRun` picks
 * (docs/decisions/0118-lighthouse-median-of-five.md); BENCH_WEB_PAGES picks pages. Build first:
 * `npm run build -w @laundry/web`.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { type CpuSlowdown, measureCpuSlowdown } from './cpuSlowdown';
import { machineLine } from './machine';
import { type BenchRow, recordRows } from './rows';
import { GUEST_PAGE, guestCookie, MEASURED_PAGES, startProduct } from './webProduct';

const port = Number(process.env.BENCH_WEB_PORT ?? 4480);
// Five runs a page, the median run reported: Lighthouse's docs/variability.md ("Run Lighthouse multiple times"), whose
// five-run median halves a single run's variance (docs/decisions/0118-lighthouse-median-of-five.md).
const runs = Number(process.env.BENCH_WEB_RUNS ?? 5);
/** BENCH_WEB_PAGES=/,/pricing measures only those pages. */
const pages = process.env.BENCH_WEB_PAGES?.split(',') ?? MEASURED_PAGES;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** A page none of whose runs Lighthouse completed: no figure, every target missed. */
const FAILED_RUN: Omit<Figures, 'lhr'> = {
  performance: 0,
  fcpMs: Number.NaN,
  lcpMs: Number.NaN,
  cls: Number.NaN,
  tbtMs: Number.NaN,
  accessibility: 0,
};

/** The issue's targets for each page on Lighthouse's phone. */
const TARGETS = { performance: 95, tbtMs: 150, lcpMs: 1500, cls: 0.02 };

interface Figures {
  /** The run's whole result, for Lighthouse's choice of the median run. */
  lhr: Result;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  accessibility: number;
}

interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}
interface WorkGroup {
  group: string;
  duration: number;
}

async function audit(
  chromePort: number,
  url: string,
  slowdown: CpuSlowdown,
  cookie?: string,
): Promise<Figures | null> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
    throttling: { cpuSlowdownMultiplier: slowdown.multiplier },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr;
  if (runtimeError) {
    console.error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
    return null;
  }
  if (finalDisplayedUrl !== url) console.error(`${url} ended at ${finalDisplayedUrl}`);
  // What to look at next: the accessibility audits that failed, and which element was the LCP.
  for (const ref of categories.accessibility?.auditRefs ?? []) {
    const failed = audits[ref.id];
    if (ref.weight > 0 && failed?.score === 0) {
      const items =
        (failed.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
      const nodes = items.slice(0, 3).map((item) => item.node?.snippet ?? '');
      console.error(`${url}: accessibility: ${failed.title} ${nodes.join(' ')}`);
    }
  }
  const lcpElement = JSON.stringify(audits['largest-contentful-paint-element']?.details ?? {});
  const snippet = /"snippet":"((?:[^"\\]|\\.)*)"/.exec(lcpElement)?.[1];
  if (snippet) console.error(`${url}: LCP element ${snippet.slice(0, 160)}`);
  // What the browser saw on the loopback connection, before Lighthouse's simulation of a slow phone.
  const observed = (audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
  if (observed)
    console.error(
      `${url}: observed first paint ${Math.round(observed.observedFirstContentfulPaint ?? Number.NaN)} ms, largest ${Math.round(observed.observedLargestContentfulPaint ?? Number.NaN)} ms`,
    );
  // Where the blocking time comes from: Lighthouse's long tasks (start and duration, simulated at its CPU
  // slowdown) and its main-thread breakdown, and the machine's own speed as Lighthouse measures it.
  const longTasks = (audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? [];
  console.error(
    `${url}: long tasks ${longTasks.map((task) => `${task.url.split('/').pop() || '(document)'} at ${Math.round(task.startTime)} for ${Math.round(task.duration)} ms`).join(', ')}`,
  );
  const work =
    (audits['mainthread-work-breakdown']?.details as { items?: WorkGroup[] } | undefined)?.items ?? [];
  console.error(
    `${url}: main thread ${work.map((group) => `${group.group} ${Math.round(group.duration)} ms`).join(', ')}; benchmark index ${result.lhr.environment.benchmarkIndex} in this run, CPU slowdown ${result.lhr.configSettings.throttling.cpuSlowdownMultiplier}x`,
  );
  return {
    lhr: result.lhr,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
  };
}

/** A page's median run as rows of `npm run bench`: score, TBT, LCP and CLS against the issue's targets. */
function pageRows(page: string, figures: Omit<Figures, 'lhr'>, slowdown: CpuSlowdown): BenchRow[] {
  const row = (name: string, product: string, target: string, met: boolean): BenchRow => ({
    bench: 'web',
    case: `Lighthouse ${page}: ${name} (phone, CPU ${slowdown.multiplier}x for benchmark index ${slowdown.benchmarkIndex})`,
    product,
    floor: '—',
    ratio: '—',
    target,
    met,
  });
  return [
    row(
      'performance score',
      String(figures.performance),
      `>= ${TARGETS.performance}`,
      figures.performance >= TARGETS.performance,
    ),
    row(
      'total blocking time',
      `${Math.round(figures.tbtMs)} ms`,
      `<= ${TARGETS.tbtMs} ms`,
      figures.tbtMs <= TARGETS.tbtMs,
    ),
    row(
      'LCP',
      `${(figures.lcpMs / 1000).toFixed(2)} s`,
      `<= ${TARGETS.lcpMs / 1000} s`,
      figures.lcpMs <= TARGETS.lcpMs,
    ),
    row('CLS', figures.cls.toFixed(3), `<= ${TARGETS.cls}`, figures.cls <= TARGETS.cls),
  ];
}

/** The host's benchmark index and its CPU slowdown, measured in a Chromium of its own before Lighthouse's. */
async function hostSlowdown(): Promise<CpuSlowdown> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    return await measureCpuSlowdown(browser);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  console.log(machineLine());
  if (!existsSync(chromePath)) {
    console.log(`Lighthouse skipped: no Chromium at ${chromePath} (set CHROME_PATH).`);
    recordRows([
      {
        bench: 'web',
        case: 'Lighthouse on the public pages (phone)',
        product: `skipped: no Chromium at ${chromePath}`,
        floor: '—',
        ratio: '—',
        target: `score >= ${TARGETS.performance}, TBT <= ${TARGETS.tbtMs} ms, LCP <= ${TARGETS.lcpMs / 1000} s, CLS <= ${TARGETS.cls}`,
        met: null,
      },
    ]);
    return;
  }
  const product = await startProduct(port, process.env.WEB_DIST_DIR);
  const origin = product.origin;
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const lines: string[] = [];
    const rows: BenchRow[] = [];
    for (const page of pages) {
      const cookie = page === GUEST_PAGE ? await guestCookie(origin) : undefined;
      // The host's speed measured again before each page: on a shared machine it moves from one minute to the next
      // (an index of 1,954 at the start of one run, 1,075-1,527 in its pages' own Lighthouse runs: bench/README.md).
      const slowdown = await hostSlowdown();
      console.error(
        `${page}: benchmark index ${slowdown.benchmarkIndex}, Lighthouse's CPU slowdown ${slowdown.multiplier}x (4x at 1500 or more)`,
      );
      const results: Figures[] = [];
      for (let run = 0; run < runs; run++) {
        // A run Lighthouse could not complete (NO_NAVSTART: "Please run Lighthouse again") is run again, twice at most.
        let figures: Figures | null = null;
        for (let attempt = 0; attempt < 3 && !figures; attempt++)
          figures = await audit(chrome.port, `${origin}${page}`, slowdown, cookie);
        if (figures) results.push(figures);
      }
      if (results.length === 0) {
        rows.push(...pageRows(page, FAILED_RUN, slowdown));
        console.error(`${page}: Lighthouse did not complete a run`);
        continue;
      }
      // Lighthouse's own median run: the one nearest the runs' median first paint and time to interactive (its
      // core/lib/median-run.js; not the median score, which its docs say keeps outliers).
      const medianLhr = computeMedianRun(results.map((figures) => figures.lhr));
      const median = results.find((figures) => figures.lhr === medianLhr) as Figures;
      console.error(
        `${page}: blocking time of the ${results.length} runs ${results.map((figures) => Math.round(figures.tbtMs)).join(', ')} ms; the median run's ${Math.round(median.tbtMs)} ms`,
      );
      lines.push(
        `| ${page} | ${median.performance} | ${(median.fcpMs / 1000).toFixed(1)} s | ${(median.lcpMs / 1000).toFixed(1)} s | ${median.cls.toFixed(3)} | ${Math.round(median.tbtMs)} ms | ${median.accessibility} |`,
      );
      rows.push(...pageRows(page, median, slowdown));
      console.error(`${page}: done`);
    }
    console.log('| page | performance | FCP | LCP | CLS | TBT | accessibility |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const line of lines) console.log(line);
    recordRows(rows);
  } finally {
    chrome.kill();
    await product.stop();
  }
}

await main();
