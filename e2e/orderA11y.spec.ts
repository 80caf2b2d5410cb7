import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addWashFold, fillAddress, schedule, startAsGuest } from './orderHelpers';

/** axe finds no serious or critical violation on a step, and nothing scrolls sideways on a phone. */
async function checkStep(page: Page, width: number) {
  await expect(page.locator('.spinner')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  expect(serious, `axe on ${page.url()}`).toEqual([]);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `no sideways scrolling on ${page.url()}`).toBeLessThanOrEqual(width);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`the order flow at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('every step passes axe, with errors shown and rows added', async ({ page }) => {
      // Five axe runs over the whole flow: each run took 10-25 s at 1280 px on a slow 2-core host (2 December 2026),
      // so the test is allowed what the other long walks (driverDay, phoneOverflow) are allowed.
      test.setTimeout(150_000);
      await startAsGuest(page);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Please enter your address.')).toBeVisible();
      await checkStep(page, viewport.width);
      await fillAddress(page);
      await checkStep(page, viewport.width);

      await page.goto('/app/order/services/washpress');
      await expect(
        page.getByRole('heading', { name: 'What would you like washed and pressed?' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Item', exact: true }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Item cannot be empty.').first()).toBeVisible();
      await checkStep(page, viewport.width);
      await page.getByLabel('Item', { exact: true }).first().selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Remove item 2' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();

      await page.goto('/app/order/services/comforter');
      await expect(
        page.getByRole('heading', { name: 'Please select your comforter size and type.' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Please select a size and type.').first()).toBeVisible();
      await checkStep(page, viewport.width);

      await page.goto('/app/order/services/tailoring');
      await page.getByLabel('Clothing type').selectOption({ label: 'Pants' });
      // A garment with no service chosen is refused, and its first service gets the focus.
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Please choose at least one service for this item.')).toBeVisible();
      await expect(page.getByLabel(/^Hem/)).toBeFocused();
      await page.getByLabel(/^Hem/).check();
      await checkStep(page, viewport.width);
      await page.getByRole('button', { name: 'Continue' }).click();

      await addWashFold(page, 12);
      await checkStep(page, viewport.width);
      await schedule(page);
      await expect(page.getByLabel('Card number')).toBeVisible();
      await checkStep(page, viewport.width);
    });
  });
}
