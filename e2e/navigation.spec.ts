import { expect, staticPage, test } from './fixtures';
import { startAsGuest } from './orderHelpers';

// docs/decisions/0060-web-declarative-router.md: how the client moves between pages.

test('a page whose code is on its way keeps the page before on screen with the loading bar, then opens at its top', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/Specials-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(staticPage(page)).toHaveCount(0);

  // The footer's link: the page is scrolled down to it.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Specials' }).click();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(page.locator('.route-progress')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: /Fresh, clean clothes/ })).toBeVisible();

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Specials' })).toBeVisible();
  await expect(page).toHaveURL(/\/specials$/);
  await expect(page.locator('.route-progress')).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a page whose code cannot be fetched says so inside the layout, and the other pages still open', async ({
  page,
  consoleErrors,
}) => {
  await page.route(/\/assets\/Specials-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(staticPage(page)).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Specials' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(
    page.getByText(
      'This page could not be loaded. Please check your connection and refresh the page. If it keeps happening, call phone support, 8am to 10pm, 7 days a week.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh the page' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Pricing', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  // The errors this test caused on purpose: the chunk's failed fetch, and React's report of the page that failed.
  expect(consoleErrors.length).toBeGreaterThan(0);
  consoleErrors.length = 0;
});

test('an order service that does not exist is a page that does not exist', async ({ page }) => {
  await startAsGuest(page);
  await page.goto('/app/order/services/ironing');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  // A service that exists is a step of the flow, which first asks a new order for its address.
  await page.goto('/app/order/services/dryclean');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Address' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
});
