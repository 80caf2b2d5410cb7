import { expect, test } from './fixtures';
import {
  customerPlacesOrder,
  orderRow,
  STAFF,
  searchOrders,
  signUpCustomer,
  staffPage,
} from './staffHelpers';

/**
 * docs/decisions/0088-live-order-screens.md: another person's change shows within 2 seconds without a reload, and
 * staff are alerted when an order is placed. Two app servers on one PostgreSQL database: liveTwoServers.spec.ts.
 */
test("staff B's status change shows on staff A's orders list within 2 s, without a reload", async ({
  page,
  browser,
}) => {
  test.slow();
  const email = await signUpCustomer(page, 'live');
  const order = await customerPlacesOrder(page, email);

  const first = await staffPage(browser, STAFF.Admin);
  const a = first.page;
  await searchOrders(a, email);
  const statusOnA = a.getByLabel(`Status of order ${order.orderNumber}`);
  await expect(statusOnA).toHaveValue('New');
  // Gone with a reload.
  await a.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });

  const second = await staffPage(browser, STAFF.SuperAdmin);
  const b = second.page;
  await searchOrders(b, email);
  const statusOnB = b.getByLabel(`Status of order ${order.orderNumber}`);
  await statusOnB.selectOption('En Route for Pick Up');
  await orderRow(b, order.orderNumber).getByRole('button', { name: 'Change' }).click();
  await expect(b.getByText(`Order #${order.orderNumber} is now En Route for Pick Up.`)).toBeVisible();

  await expect(statusOnA).toHaveValue('En Route for Pick Up', { timeout: 2_000 });
  expect(await a.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

  // The open order too: A opens it, B moves it on, A's page shows it.
  await orderRow(a, order.orderNumber)
    .getByRole('link', { name: `#${order.orderNumber}` })
    .click();
  await expect(a.getByTestId('order-status')).toHaveText('En Route for Pick Up');
  await statusOnB.selectOption('In Progress');
  await orderRow(b, order.orderNumber).getByRole('button', { name: 'Change' }).click();
  await expect(b.getByText(`Order #${order.orderNumber} is now In Progress.`)).toBeVisible();
  await expect(a.getByTestId('order-status')).toHaveText('In Progress', { timeout: 2_000 });
  expect(await a.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

  first.expectNoErrors();
  second.expectNoErrors();
});

test('staff are alerted when a customer places an order, and the Orders link counts it until they look', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = await signUpCustomer(page, 'live-alert');
  const staff = await staffPage(browser, STAFF.Admin);
  const admin = staff.page;
  await admin.goto('/app/routes');
  const ordersLink = admin.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: /^Orders/ });
  await expect(ordersLink).toHaveText('Orders');

  const order = await customerPlacesOrder(page, email);
  await expect(
    admin.getByRole('status').filter({ hasText: `New order #${order.orderNumber} placed` }),
  ).toBeVisible({
    timeout: 2_000,
  });
  await expect(ordersLink).toHaveAccessibleName('Orders 1 new');

  // Looking at the orders screen sees it: the count goes.
  await ordersLink.click();
  await expect(admin).toHaveURL(/\/app\/orders$/);
  await expect(ordersLink).toHaveAccessibleName('Orders');
  staff.expectNoErrors();
});
