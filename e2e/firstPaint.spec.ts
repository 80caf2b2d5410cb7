import type { Page } from '@playwright/test';
import { expect, staticPage, test } from './fixtures';
import { demoPassword } from './playwright.config';

// Public pages arrive rendered (docs/decisions/0029-web-first-paint.md): their first paint needs no script, the
// client then draws the same page over them, and nothing in view moves when their data arrives.

const PAGES: Array<[string, string]> = [
  ['/', 'Fresh, clean clothes, picked up and delivered free.'],
  ['/pricing', 'Pricing'],
  ['/florida-pricing', 'Florida Pricing'],
  ['/specials', 'Specials'],
  ['/locations', 'Locations'],
  ['/login', 'Log In'],
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each public page shows its heading, the site header and the footer', async ({ page }) => {
    for (const [path, heading] of PAGES) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      expect(html, path).toContain('class="prerendered"');
      // Its styles come inline: no stylesheet request holds the first paint back.
      expect(html, path).toContain('<style data-href="/assets/');
      expect(html, path).not.toMatch(/<link rel="stylesheet"/);
      await expect(page.locator('h1').first(), path).toHaveText(heading);
      await expect(page.locator('header.site-header'), path).toBeVisible();
      await expect(page.locator('footer.site-footer'), path).toBeVisible();
    }
  });

  test('a page the client routes itself gets the plain shell', async ({ page }) => {
    const response = await page.goto('/app/order/address');
    expect(await response!.text()).not.toContain('class="prerendered"');
  });

  test("the order flow's first step arrives rendered for a guest, and as the plain shell for a customer", async ({
    page,
  }) => {
    expect((await page.request.post('/trpc/auth.authorizeGuest', { data: {} })).ok()).toBe(true);
    const response = await page.goto('/app/order/address');
    expect(response?.headers().vary).toMatch(/Cookie/);
    const html = await response!.text();
    expect(html).toContain('class="prerendered"');
    expect(html).toContain('<style data-href="/assets/');
    await expect(page.locator('h1').first()).toHaveText('Your Address');
    await expect(page.locator('form[aria-label="Your address"] input[name="zip"]')).toBeVisible();
    await expect(page.locator('header.site-header')).toBeVisible();
    await expect(page.locator('footer.site-footer')).toBeVisible();

    const login = await page.request.post('/trpc/auth.login', {
      data: { email: 'customer@demo.laundry.test', password: demoPassword },
    });
    expect(login.ok()).toBe(true);
    const asCustomer = await page.goto('/app/order/address');
    expect(await asCustomer!.text()).not.toContain('class="prerendered"');
  });
});

test("a guest's first step: the live page replaces the static one with no spinner between, and nothing moves", async ({
  page,
}) => {
  expect((await page.request.post('/trpc/auth.authorizeGuest', { data: {} })).ok()).toBe(true);
  await page.addInitScript(() => {
    const seen = { spinners: 0, shifts: 0 };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('#root .spinner')) seen.spinners += 1;
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) seen.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/app/order/address', { waitUntil: 'networkidle' });
  await expect(staticPage(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your Address' })).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen);
  expect(seen.spinners).toBe(0);
  expect(seen.shifts).toBeLessThanOrEqual(0.02);
  const city = page.getByLabel('City');
  await city.fill('New York');
  await expect(city).toHaveValue('New York');
  await expect(page.getByRole('link', { name: 'Log in to your account' })).toBeVisible();
});

test('the client replaces the static page with the live one, whose form works', async ({ page }) => {
  await page.goto('/login');
  await expect(staticPage(page)).toHaveCount(0);
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.fill('someone@example.com');
  await expect(email).toHaveValue('someone@example.com');
  await expect(email).toBeEnabled();
});

test("the client's entry starts only after the static page's first paint", async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { paint: Number.NaN, entryStarted: Number.NaN, entry: '' };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint') seen.paint = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (
            node instanceof HTMLScriptElement &&
            node.type === 'module' &&
            Number.isNaN(seen.entryStarted)
          ) {
            seen.entryStarted = performance.now();
            seen.entry = node.src;
          }
    }).observe(document, { childList: true, subtree: true });
  });
  for (const [path] of PAGES) {
    const html = await (await page.goto(path))!.text();
    // The HTML neither runs nor fetches a module before the page has painted.
    expect(html, path).not.toMatch(/<script type="module"/);
    expect(html, path).not.toMatch(/rel="modulepreload"/);
    await expect(staticPage(page), path).toHaveCount(0);
    const seen = await page.evaluate(
      () => (window as unknown as { seen: Record<string, number | string> }).seen,
    );
    expect(seen.entry, path).toMatch(/\/assets\/index-[\w-]+\.js$/);
    expect(seen.paint, path).toBeLessThanOrEqual(seen.entryStarted as number);
    // Nor does the start script fetch or run any of the page's modules before it.
    const firstScriptFetch = await page.evaluate(() =>
      Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[\w-]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      ),
    );
    expect(seen.paint, path).toBeLessThanOrEqual(firstScriptFetch);
  }
});

// docs/decisions/0111-public-pages-without-number-data.md: the page's first number or date format loads the browser's
// number data, 35-100 ms of one task; the pages that show no amount, distance or date make none.
async function countFormatsMade(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { formatsMade: string[] }).formatsMade = made;
    const counted = <Constructor extends object>(name: string, original: Constructor): Constructor =>
      new Proxy(original, {
        construct(target, args) {
          made.push(`${name}(${JSON.stringify(args)})`);
          return Reflect.construct(target as never, args);
        },
      });
    Intl.NumberFormat = counted('NumberFormat', Intl.NumberFormat);
    Intl.DateTimeFormat = counted('DateTimeFormat', Intl.DateTimeFormat);
  });
  return () => page.evaluate(() => (window as unknown as { formatsMade: string[] }).formatsMade);
}

test('the home page, /locations and /login go live without making a number or date format', async ({
  page,
}) => {
  const formatsMade = await countFormatsMade(page);
  for (const path of ['/', '/locations', '/login']) {
    await page.goto(path);
    await expect(staticPage(page), path).toHaveCount(0);
    // The header's store count is in: the message that counts has been said.
    await expect(page.locator('.topbar__note'), path).toContainText(/\d+ locations?/);
    expect(await formatsMade(), path).toEqual([]);
  }
});

// The same for a guest's first step, which shows no amount, date or time window until services are chosen: its
// modules (the schedule's clock, the time windows, the money and date formats) make theirs when first used.
test("a guest's first step goes live without making a number or date format", async ({ page }) => {
  expect((await page.request.post('/trpc/auth.authorizeGuest', { data: {} })).ok()).toBe(true);
  const formatsMade = await countFormatsMade(page);
  await page.goto('/app/order/address', { waitUntil: 'networkidle' });
  await expect(staticPage(page)).toHaveCount(0);
  await expect(page.getByLabel('City')).toBeEnabled();
  expect(await formatsMade()).toEqual([]);
});

test('nothing in view moves while a public page loads its data', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const [path] of PAGES) {
    await page.goto(path, { waitUntil: 'networkidle' });
    const total = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    );
    // The goal is a cumulative layout shift of at most 0.02 on every public page.
    expect(total, path).toBeLessThanOrEqual(0.02);
  }
});
