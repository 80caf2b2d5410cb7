import { expect, test } from './fixtures';
import { customerPlacesOrder, orderRow, searchOrders, signUpCustomer, staffPage } from './staffHelpers';

/**
 * docs/decisions/0086-orders-bulk-actions.md: staff select orders on the orders screen and set one status for all of
 * them, confirmed once; on a phone the filters fold behind Filters and phone numbers are tel: links.
 */
test('staff select three orders, set them In Progress with one confirmation, and on a phone the filters are folded', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = await signUpCustomer(page, 'bulk');
  const placed = [];
  for (let i = 0; i < 3; i += 1) placed.push(await customerPlacesOrder(page, email));

  const staff = await staffPage(browser);
  const admin = staff.page;
  const bulkCalls: string[] = [];
  admin.on('request', (request) => {
    if (request.url().includes('/trpc/orders.bulkSetStatus')) bulkCalls.push(request.method());
  });
  await searchOrders(admin, email);
  for (const order of placed) await expect(orderRow(admin, order.orderNumber)).toBeVisible();

  for (const order of placed) {
    await admin.getByRole('checkbox', { name: `Select order #${order.orderNumber}` }).check();
  }
  const bar = admin.getByRole('region', { name: 'Selected orders' });
  await expect(bar.getByText('3 orders selected')).toBeVisible();
  await bar.getByLabel('Set status').selectOption('In Progress');
  await bar.getByRole('button', { name: 'Apply status' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Set 3 orders to In Progress?' });
  await expect(dialog).toBeVisible();
  expect(bulkCalls).toEqual([]);
  await dialog.getByRole('button', { name: 'Yes, set status' }).click();
  await expect(admin.getByText('3 orders changed.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // One request for all three, and no second question.
  expect(bulkCalls).toEqual(['POST']);
  await expect(admin.getByRole('dialog')).toHaveCount(0);
  for (const order of placed) {
    await expect(admin.getByLabel(`Status of order ${order.orderNumber}`)).toHaveValue('In Progress');
  }
  await expect(bar).toHaveCount(0);

  // The list read afresh shows the same: the change is the server's.
  await admin.reload();
  for (const order of placed) {
    await expect(admin.getByLabel(`Status of order ${order.orderNumber}`)).toHaveValue('In Progress');
  }

  // At 390 px: the filter fields are folded behind Filters, the search and the quick filters stay, nothing scrolls
  // sideways, and the customer's phone is a tel: link.
  await admin.setViewportSize({ width: 390, height: 844 });
  const filters = admin.getByRole('button', { name: 'Filters' });
  await expect(filters).toBeVisible();
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(admin.getByLabel('Status', { exact: true })).toBeHidden();
  await expect(admin.getByLabel('Start date')).toBeHidden();
  await expect(admin.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await expect(admin.getByRole('button', { name: "Today's pick-ups" })).toBeVisible();
  await expect(admin.getByRole('checkbox', { name: 'Select all orders on this page' })).toBeVisible();
  const phone = orderRow(admin, placed[0]!.orderNumber).locator('a[href^="tel:"]');
  await expect(phone).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'In Progress' });
  await expect(admin.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  for (const order of placed) await expect(orderRow(admin, order.orderNumber)).toBeVisible();
  // On a laptop the fields are shown and the button is not.
  await admin.setViewportSize({ width: 1280, height: 900 });
  await expect(admin.getByRole('button', { name: /^Filters/ })).toBeHidden();
  await expect(admin.getByLabel('Status', { exact: true })).toBeVisible();
  staff.expectNoErrors();
});
