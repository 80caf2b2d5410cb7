import { expect, test } from './fixtures';
import { addWashFold, fillAddress, schedule, startAsGuest } from './orderHelpers';
import { newYorkDate } from './staffAdminHelpers';
import { STAFF, staffPage } from './staffHelpers';

/**
 * docs/decisions/0092-promotion-limits.md: staff set a minimum order on a special; a customer below it is told so at
 * checkout, with the amount, and an order that exactly meets it gets the discount.
 */
test('a special’s minimum order: refused below it with its text, applied when exactly met', async ({
  page,
  browser,
}) => {
  test.slow();
  const code = `MIN${Date.now().toString(36).toUpperCase()}`;
  const name = `E2E Minimum ${code}`;
  const staff = await staffPage(browser, STAFF.SuperAdmin);
  const admin = staff.page;
  await admin.goto('/app/specials');
  await admin.getByRole('button', { name: 'Add a Special' }).click();
  const form = admin.getByRole('form', { name: 'Add a special' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByLabel('Expiration date').fill(newYorkDate(30));
  await form.getByLabel('First-time customers only?').selectOption('no');
  await form.getByLabel('Discount amount ($)').fill('5');
  await form.getByLabel('Minimum order ($)').fill('100');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(`${name} (${code}) was added.`)).toBeVisible();

  // A guest's 25 lbs of wash and fold: $36.00 of services, below the minimum.
  await startAsGuest(page);
  await fillAddress(page);
  await addWashFold(page, 25);
  await schedule(page);
  const summary = page.getByRole('complementary', { name: 'Your Order' });
  await summary.getByLabel('Promo code', { exact: true }).fill(code.toLowerCase());
  await summary.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(summary.getByText('This promotion applies to orders of $100.00 or more.')).toBeVisible();

  // Staff lower the minimum to exactly the order's $36.00: the code applies.
  await admin.getByRole('table', { name: 'Specials' }).getByRole('button', { name }).click();
  await expect(admin.getByText('$100.00')).toBeVisible();
  await admin.getByRole('button', { name: 'Edit' }).click();
  await admin.getByLabel('Minimum order ($)').fill('36');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('The special has been updated.')).toBeVisible();
  // The checkout asked once for this code; a new visit asks again (the order is kept in the browser).
  await page.reload();
  await summary.getByLabel('Promo code', { exact: true }).fill(code.toLowerCase());
  await summary.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(summary.getByText(`Promo code ${code} applied: −$5.00.`)).toBeVisible();

  // Leave the shared end-to-end database as it was.
  await admin.getByRole('button', { name: 'Delete', exact: true }).click();
  await admin.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(admin.getByText(`${name} was deleted.`)).toBeVisible();
  staff.expectNoErrors();
});
