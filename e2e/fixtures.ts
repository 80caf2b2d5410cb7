import { test as base, expect, type Page } from '@playwright/test';

/**
 * Each test is a visitor of its own address (the e2e server trusts X-Forwarded-For, playwright.config.ts), as
 * real customers are: the per-address limits on sign-up and log-in (docs/decisions/0013-auth-rate-limits.md) then
 * count each test's attempts, not the whole suite's. Addresses come from 198.18.0.0/15, the range set aside
 * for tests; no traffic goes there.
 */
function visitorAddress(testId: string): string {
  let hash = 0;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.${18 + (hash & 1)}.${(hash >>> 8) & 255}.${(hash >>> 16) & 255}`;
}

/** Every page is watched: a console error or an uncaught exception in the browser fails the test. */
export const test = base.extend<{ consoleErrors: string[] }>({
  context: async ({ context }, use, testInfo) => {
    await context.setExtraHTTPHeaders({
      'X-Forwarded-For': visitorAddress(`${testInfo.testId}-${testInfo.retry}`),
    });
    await use(context);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The page as rendered ahead of time, until the client has drawn the live one over it
 * (docs/decisions/0029-web-first-paint.md): `toHaveCount(0)` waits for the live page.
 */
export const staticPage = (page: Page) => page.locator('#root > .prerendered');
