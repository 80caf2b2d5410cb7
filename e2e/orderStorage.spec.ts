import { logIn, logOut } from './authHelpers';
import { expect, test } from './fixtures';
import { addWashFold, fillAddress, startAsGuest } from './orderHelpers';
import { demoPassword } from './playwright.config';

test("the order being built survives a reload under 'auth', and signing out clears it", async ({ page }) => {
  await logIn(page, 'customer@demo.laundry.test', demoPassword);
  await expect(page).toHaveURL(/\/app\/order(\/address)?$/);
  await fillAddress(page, { email: 'customer@demo.laundry.test' });
  await addWashFold(page, 15);
  await page.reload();
  const summary = page.getByRole('complementary', { name: 'Your Order' });
  await expect(summary.getByRole('listitem').filter({ hasText: 'Wash & Fold' })).toContainText('$29.00');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').order.washFold)).toEqual({
    weightLbs: 15,
    productIds: [],
  });

  await logOut(page);
  await page.getByRole('button', { name: 'Continue as a Guest' }).click();
  await expect(page).toHaveURL(/\/app\/order\/address$/);
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('');
  await expect(page.getByRole('complementary', { name: 'Your Order' })).toHaveCount(0);
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').order?.washFold),
  ).toBeUndefined();
});

test('a later step opened without an address sends the guest back to the address step', async ({ page }) => {
  await startAsGuest(page);
  for (const step of ['/app/order/schedule', '/app/order/checkout', '/app/order/services/dryclean']) {
    await page.goto(step);
    await expect(page).toHaveURL(/\/app\/order\/address$/);
    await expect(page.getByRole('heading', { name: 'Your Address' })).toBeVisible();
  }
  // With an address, the services open; the schedule still needs a service first.
  await fillAddress(page);
  await page.goto('/app/order/schedule');
  await expect(page).toHaveURL(/\/app\/order\/services$/);
});
