import { expect, test } from './fixtures';

const MESSAGE = 'Online ordering is paused for the holiday. Please call us at (212) 555-0100.';

/**
 * Ordering disabled (spec 001 §2): there is no staff procedure to change the settings yet (the settings
 * screens are another issue), so the test answers catalog.pricing as the server would with
 * disableOrdering set, and leaves the database alone.
 */
test('ordering disabled shows the configured message instead of the flow', async ({ page }) => {
  await page.route('**/trpc/**', async (route) => {
    const url = new URL(route.request().url());
    const procedures = url.pathname.replace('/trpc/', '').split(',');
    if (!procedures.includes('catalog.pricing')) return route.continue();
    const response = await route.fetch();
    const body = await response.json();
    const results = Array.isArray(body) ? body : [body];
    procedures.forEach((name, index) => {
      if (name !== 'catalog.pricing') return;
      const settings = results[index].result.data.settings;
      settings.disableOrdering = true;
      settings.disableOrderingMessage = MESSAGE;
    });
    await route.fulfill({ response, json: body });
  });
  await page.goto('/app/order');
  await page.getByRole('button', { name: 'Continue as a Guest' }).click();
  await expect(page.getByText(MESSAGE)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Order progress' })).toHaveCount(0);
});
