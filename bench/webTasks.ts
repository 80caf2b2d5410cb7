/**
 * The main thread's long tasks after the first paint, build against build (`npm run bench:webtasks`).
 *
 * Lighthouse's total blocking time on this kind of machine moves by hundreds of milliseconds between runs of
 * the same build (bench/README.md), too much to see a change of a few tens. This loads each page many times
 * in Chromium with the same 4x CPU slowdown, taking turns between the builds named in WEB_DIST_DIRS
 * (comma-separated; default apps/web/dist), each served by its own product, and prints, per page and build,
 * the median blocking time after the first contentful paint (the part of every task over 50 ms, as Lighthouse
 * counts it, until 2.5 s after the client has drawn over the static page) and the median longest task. No
 * network slowdown: this measures the CPU's part. BENCH_WEB_RUNS loads (default 9), BENCH_WEB_PAGES pages.
 */
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { machineLine } from './machine';
import { GUEST_PAGE, guestCookie, MEASURED_PAGES, type RunningProduct, startProduct } from './webProduct';

const builds = (process.env.WEB_DIST_DIRS ?? 'apps/web/dist').split(',');
const runs = Number(process.env.BENCH_WEB_RUNS ?? 9);
const pages = process.env.BENCH_WEB_PAGES?.split(',') ?? MEASURED_PAGES;
const firstPort = Number(process.env.BENCH_WEB_PORT ?? 4490);

interface Load {
  blockingMs: number;
  longestMs: number;
}

/** In the page, before its own scripts: every long task, kept for the figures below. */
const observeLongTasks = `
  window.benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) window.benchLongTasks.push([task.startTime, task.duration]);
  }).observe({ type: 'longtask', buffered: true });`;

/** In the page, at the end: the blocking time and the longest task after the first contentful paint. */
const figuresAfterFirstPaint = `(() => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  const after = window.benchLongTasks.filter(([start]) => start >= paint);
  return {
    blockingMs: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
    longestMs: Math.max(0, ...after.map(([, duration]) => duration)),
  };
})()`;

async function load(browser: Browser, origin: string, page: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  try {
    if (page === GUEST_PAGE) {
      const cookie = await guestCookie(origin);
      const equals = cookie.indexOf('=');
      await context.addCookies([
        { name: cookie.slice(0, equals), value: cookie.slice(equals + 1), url: origin },
      ]);
    }
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await tab.addInitScript({ content: observeLongTasks });
    await tab.goto(`${origin}${page}`, { waitUntil: 'load' });
    // The client has drawn over the static page (docs/decisions/0029-web-first-paint.md) ...
    // (Asked from here every 100 ms rather than with waitForSelector, whose script in the page is itself a
    // long task under the slowdown the first time it runs.)
    const drawn = Date.now() + 30_000;
    while (!(await tab.evaluate("!!document.querySelector('#root > :not(.prerendered)')"))) {
      if (Date.now() > drawn) throw new Error(`${page}: the client did not draw within 30 s.`);
      await tab.waitForTimeout(100);
    }
    // ... and what its first screen starts (queries, effects) has had time to run.
    await tab.waitForTimeout(2_500);
    return (await tab.evaluate(figuresAfterFirstPaint)) as Load;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  console.log(machineLine());
  const products: RunningProduct[] = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    for (const [index, build] of builds.entries())
      products.push(await startProduct(firstPort + index, build));
    console.log(
      '| page | build | blocking time after first paint, median (min-max) | longest task, median |',
    );
    console.log('| --- | --- | --- | --- |');
    for (const page of pages) {
      const loads: Load[][] = builds.map(() => []);
      for (let run = 0; run < runs; run++) {
        // Taking turns, and in the other order every other run, so a slow spell of the machine hits both.
        const order = builds.map((_, index) => index);
        if (run % 2 === 1) order.reverse();
        for (const index of order) {
          const product = products[index] as RunningProduct;
          loads[index]?.push(await load(browser, product.origin, page));
        }
      }
      for (const [index, build] of builds.entries()) {
        const blocking = (loads[index] ?? []).map((figures) => Math.round(figures.blockingMs));
        const longest = (loads[index] ?? []).map((figures) => Math.round(figures.longestMs));
        console.log(
          `| ${page} | ${path.basename(path.resolve(build))} | ${median(blocking)} ms (${Math.min(...blocking)}-${Math.max(...blocking)}) | ${median(longest)} ms |`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const product of products) await product.stop();
  }
}

await main();
