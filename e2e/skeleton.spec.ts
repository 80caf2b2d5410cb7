import { expect, test } from './fixtures';

test('the home page greets a visitor', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Privacy');
});

test('the locations page lists the seeded stores', async ({ page }) => {
  await page.goto('/locations');
  const list = page.getByRole('list', { name: /locations/i });
  await expect(list.getByRole('listitem')).toHaveCount(28);
});
